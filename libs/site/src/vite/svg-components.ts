/**
 * SVG files of the site imported from its code are React components (`import Logo from
 * './logo.svg'`), as in Docusaurus; `?url` and `?raw` imports keep their meaning. Only the site's
 * and its docs' folders: the packages' own files (node_modules, this repository's libs) are left alone.
 * Each drawing is sanitized before it becomes a component, as SVG images are (its markup goes into
 * the page: a `<script>`, a handler or a `javascript:` link in it would run there).
 */
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import svgrJsx from '@svgr/plugin-jsx';
import { sanitizeSvg } from '@hpcdocs/content-pipeline';
import type { Plugin, Rollup } from 'vite';
import svgr from 'vite-plugin-svgr';

/** A module made from a file, with the file's size and time of change then. */
type Made = { readonly stamp: string; readonly result: Promise<Rollup.LoadResult> };

/**
 * Components made in this process, by module id. The client and the server bundle each load every
 * drawing, and SVGR makes a component with Babel on the main thread: a site importing seven large
 * illustrations spent 0.5 s of its build there, half of it on the second bundle's identical copies.
 */
const made = new Map<string, Made>();

/** The plugin. `include`/`exclude`: globs of the files it makes components of (and of those it leaves). `tsconfig`: the one the component is compiled with, if not Vite's own choice. */
export function svgComponents(include: readonly string[], exclude: readonly string[], tsconfig: string | undefined): Plugin {
  const sanitize = (code: string, _config: unknown, state: { readonly filePath?: string }) => {
    try {
      return sanitizeSvg(code, { inline: true });
    } catch (error) {
      const file = state.filePath ? relative(process.cwd(), state.filePath) || state.filePath : 'an SVG file';
      throw new Error(`${file} is not a usable SVG: ${(error as Error).message}. Export the drawing again as a plain SVG file.`, { cause: error });
    }
  };
  const plugin = svgr({
    include: [...include],
    exclude: [...exclude],
    svgrOptions: { exportType: 'default', titleProp: true, ref: true, plugins: [sanitize, svgrJsx] },
    // The plugin compiles on its own, outside Vite's config: a site whose tsconfig cannot be read
    // (one extending a package it never installed) gets the stand-in the bundles use (tsconfigFor).
    ...(tsconfig ? { oxcOptions: { tsconfig } as Record<string, unknown> } : {}),
  }) as Plugin & { load: (this: unknown, id: string) => Promise<Rollup.LoadResult> };
  const load = plugin.load;
  return {
    ...plugin,
    async load(id) {
      const file = id.replace(/[?#].*$/s, '');
      if (!file.endsWith('.svg')) return undefined;
      // A file edited (the dev server) or replaced since has another size or time.
      const stamp = await stat(file).then((s) => `${s.size}\0${s.mtimeMs}`, () => undefined);
      // By id: `logo.svg?url` is not the component of `logo.svg`.
      const before = made.get(id);
      if (stamp && before?.stamp === stamp) return before.result;
      const result = load.call(this, id);
      if (stamp) made.set(id, { stamp, result });
      // A failed one is made again next time, to report its problem again.
      result.catch(() => made.delete(id));
      return result;
    },
  };
}
