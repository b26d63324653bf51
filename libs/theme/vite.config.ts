/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DOM_TEST_SETUP, libraryBuild, libraryTypes, noPluginRouteComponents, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run theme:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', 'page-components': 'src/page-components.ts', landing: 'src/landing.ts', blog: 'src/blog.ts', mermaid: 'src/mermaid.ts', 'color-mode': 'src/color-mode.ts', 'i18n-ids': 'src/i18n-ids.ts' }, cssFileName: 'theme' };

export default defineConfig({
  root,
  // The stories test renders the site's App too, whose route components include the plugins' (none here).
  plugins: [react(), libraryTypes(library), noPluginRouteComponents()],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'theme',
    ...TEST_CEILINGS,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [DOM_TEST_SETUP, './test/setup.ts'],
  },
});
