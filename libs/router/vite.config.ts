/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DOM_TEST_SETUP, libraryBuild, libraryTypes, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run router:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', server: 'src/server/index.ts' } };

export default defineConfig({
  root,
  plugins: [react(), libraryTypes(library)],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'router',
    ...TEST_CEILINGS,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [DOM_TEST_SETUP],
  },
});
