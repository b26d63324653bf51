// Runs the unit tests of every project in one process (`npm test` uses this; Nx's per-project
// `test` targets use each project's own vite.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['libs/*/vite.config.ts', 'tools/vitest.config.ts'],
  },
});
