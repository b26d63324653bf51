/**
 * The packaging and consumer tests (issue 8). They need built libs: run them through
 * `node tools/consumer/run.mjs`, which builds first.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'consumer',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    globalSetup: ['./packages.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
