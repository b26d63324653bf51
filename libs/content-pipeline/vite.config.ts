/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { libraryBuild, libraryTypes, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What `nx run content-pipeline:build` ships (library mode, see tools/vite/workspace.ts). */
const library = { root, entries: { index: 'src/index.ts', schema: 'src/schema.ts', worker: 'src/site/worker.ts', vite: 'src/vite/index.ts' } };

/**
 * The stored shiki translations (src/shiki-regexes/) are generated data: a source map of one
 * would only repeat it, doubling the package, so their chunks ship without maps.
 */
function noMapsForGeneratedData(): Plugin {
  return {
    name: 'hpcdocs:no-maps-for-generated-data',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.every((id) => id.includes('/src/shiki-regexes/'))) continue;
        delete bundle[`${chunk.fileName}.map`];
        chunk.code = chunk.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        chunk.map = null;
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [libraryTypes(library), noMapsForGeneratedData()],
  ...workspaceResolve(),
  build: libraryBuild(library),
  test: {
    name: 'content-pipeline',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
