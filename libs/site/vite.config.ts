/// <reference types="vitest/config" />
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import { libraryBuild, libraryTypes, TEST_CEILINGS, workspaceResolve } from '../../tools/vite/workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * What `nx run site:build` ships (library mode, see tools/vite/workspace.ts): the Node side (the
 * API and the command, and the worker threads of the search index and of the site's own code beside
 * the modules that start them) bundled, and the app layer (`src/app`) file by file (see appFiles).
 */
const library = { root, entries: { index: 'src/index.ts', cli: 'src/cli/entry.ts', 'build/search-worker': 'src/build/search-worker.ts', 'site-code/site-code-worker': 'src/site-code/site-code-worker.ts' } };

/**
 * The app layer, compiled one file to one file into `dist/app`: a site's own Vite build bundles it
 * with the site's config and components (the `virtual:hpcdocs/*` modules), as the dev server
 * does. Not bundled here, because a library build replaces `import.meta.hot` with undefined,
 * and the dev server's hot updates of docs need it.
 */
function appFiles(): Plugin {
  return {
    name: 'hpcdocs-app-files',
    apply: 'build',
    async writeBundle() {
      // Sub-folders too (`docusaurus/`, the shims of Docusaurus modules).
      for (const entry of await readdir(join(root, 'src/app'), { recursive: true, withFileTypes: true })) {
        const name = entry.name;
        if (!entry.isFile() || !/\.tsx?$/.test(name) || /\.(test|stories|d)\.tsx?$/.test(name)) continue;
        const from = entry.parentPath;
        const to = join(root, 'dist/app', relative(join(root, 'src/app'), from));
        await mkdir(to, { recursive: true });
        const source = await readFile(join(from, name), 'utf8');
        const out = await transformWithOxc(source, join(from, name), { lang: name.endsWith('x') ? 'tsx' : 'ts', jsx: { runtime: 'automatic' }, target: 'es2022' });
        // The reference to the virtual modules' types (and its lint note) means nothing in JavaScript.
        const code = out.code.replace(/^\/\/ eslint-disable-next-line[^\n]*\n(?=\/\/\/ <reference)/m, '').replace(/^\/\/\/ <reference[^\n]*\n/gm, '');
        await writeFile(join(to, name.replace(/\.tsx?$/, '.js')), code);
      }
    },
  };
}
const build = libraryBuild(library);
const external = build.rolldownOptions?.external as (id: string) => boolean;

export default defineConfig({
  root,
  plugins: [react(), libraryTypes({ ...library, entries: { ...library.entries, 'app/public': 'src/app/public.ts' } }), appFiles()],
  ...workspaceResolve(),
  build: {
    ...build,
    // The Node side imports types only from the app layer; nothing of it may be bundled twice.
    rolldownOptions: { ...build.rolldownOptions, external: (id: string) => external(id) || id.startsWith('virtual:hpcdocs/') },
  },
  test: {
    name: 'site',
    ...TEST_CEILINGS,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
