/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';
// Relative paths, so Vite bundles the libs' TypeScript sources into the config (a bare import
// would resolve to their dist/ builds, which may not exist in a fresh checkout).
import { hpcdocsContent } from '../../libs/content-pipeline/src/vite/index.ts';
import { buildSearchIndex } from '../../libs/search/src/build/index.ts';
import { appPages, searchOptions } from './src/site.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Dev server only: serve `content/` through the pipeline's Vite plugin, with the search index, so
 * `nx run docs:dev` shows the docs and an edited Markdown file updates the open page (issue 3).
 */
function contentDevServer(): PluginOption {
  const baseUrl = '/doc/';
  return hpcdocsContent({
    contentDir: process.env['HPCDOCS_CONTENT_DIR'] ?? fileURLToPath(new URL('../../content', import.meta.url)),
    pages: [appPages.landing, appPages.search],
    // Problems name files from the workspace root, as `npm run build` does.
    labelRoot: fileURLToPath(new URL('../..', import.meta.url)),
    extend: (build) => {
      const search = buildSearchIndex(build.search, { ...searchOptions, baseUrl });
      return { files: new Map([...search.files].map(([path, text]) => [baseUrl + path, text])), boot: { search: search.indexUrl } };
    },
  });
}

export default defineConfig(({ command, mode }) => ({
  root,
  base: '/doc/',
  plugins: [react(), command === 'serve' && mode !== 'test' ? contentDevServer() : null],
  ...workspaceResolve(),
  css: { modules: { generateScopedName: '[local]_[hash:base64:5]' } },
  build: {
    outDir: '../../dist/apps/docs-client',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    manifest: true,
    assetsDir: 'assets',
  },
  test: {
    name: 'docs',
    ...TEST_CEILINGS,
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
  },
}));
