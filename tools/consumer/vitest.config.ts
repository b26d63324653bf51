/**
 * The packaging and consumer tests. They need built libs: run them through
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
    // The consumer's setup installs packages twice and builds a site: minutes on a busy machine.
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
