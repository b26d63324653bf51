/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryBuild, libraryTypes, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run site:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts' } };

export default defineConfig({
  root,
  plugins: [react(), libraryTypes(library)],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'site',
    ...TEST_CEILINGS,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
