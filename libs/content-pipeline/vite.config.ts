/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuild, libraryTypes, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run content-pipeline:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', schema: 'src/schema.ts', worker: 'src/site/worker.ts', vite: 'src/vite/index.ts' } };

export default defineConfig({
  root,
  plugins: [libraryTypes(library)],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'content-pipeline',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
