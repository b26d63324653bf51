/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DOM_TEST_SETUP, libraryBuild, libraryTypes, libraryWorkers, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run search:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', build: 'src/build/index.ts', react: 'src/react/index.ts', 'react-page': 'src/react/page.ts' }, cssFileName: 'search' };

export default defineConfig({
  root,
  plugins: [react(), libraryTypes(library), libraryWorkers()],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'search',
    ...TEST_CEILINGS,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [DOM_TEST_SETUP],
  },
});
