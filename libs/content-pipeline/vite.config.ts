/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { libraryBuild, libraryTypes, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run content-pipeline:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', schema: 'src/schema.ts', 'site/worker': 'src/site/worker.ts' } };

/**
 * The stored shiki translations (src/shiki-regexes/*.json) are data the highlighter reads at run
 * time from `shiki-regexes/` beside its code: the package ships them as they are.
 */
function shipTranslationTables(): Plugin {
  const dir = join(root, 'src/shiki-regexes');
  return {
    name: 'hpcdocs:ship-translation-tables',
    apply: 'build',
    generateBundle() {
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
        this.emitFile({ type: 'asset', fileName: `shiki-regexes/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [libraryTypes(library), shipTranslationTables()],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'content-pipeline',
    ...TEST_CEILINGS,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
