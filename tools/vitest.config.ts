import { defineConfig } from 'vitest/config';
import { TEST_CEILINGS, workspaceResolve } from './vite/workspace.ts';

export default defineConfig({
  ...workspaceResolve(),
  test: {
    name: 'tools',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    ...TEST_CEILINGS,
    // These tests build whole sites in child processes.
    testTimeout: 120_000,
  },
});
