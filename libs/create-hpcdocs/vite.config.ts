/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuild, libraryTypes, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run create-hpcdocs:build` ships (library mode, see tools/vite/workspace.ts): the API and the command. */
const library = { root, entries: { index: 'src/index.ts', cli: 'src/cli.ts' } };

export default defineConfig({
  root,
  plugins: [libraryTypes(library)],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'create-hpcdocs',
    ...TEST_CEILINGS,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
