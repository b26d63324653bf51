/**
 * The paths of partials: which files an ESM block imports (relative, absolute or `@site/`), links
 * and images rewritten from a partial's folder to the doc's, and the names errors give files.
 */
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { VFile } from 'vfile';
import { fileLabel } from './context.js';

/** `import Name from '<path>.md(x)'`: the default imports of Markdown files in an ESM block. */
// `import Name from './x.mdx'`, and with named imports after it (`import Name, { toc as t } from …`).
const PARTIAL_IMPORT = /\bimport\s+([A-Z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s+['"]([^'"]+\.mdx?)['"]/g;

/** The Markdown files an ESM block imports, by local name, as absolute paths. */
export function partialImports(esm: string, fromDir: string, siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, written] of esm.matchAll(PARTIAL_IMPORT)) {
    if (!name || !written) continue;
    // A JavaScript string: `\_` (written to keep Markdown from reading `_` as emphasis) is `_`.
    const path = written.replace(/\\(.)/g, '$1');
    const absolute = path.startsWith('@site/') ? join(siteDir, path.slice('@site/'.length)) : isAbsolute(path) ? path : resolve(fromDir, path);
    found.set(name, absolute);
  }
  return found;
}


/** A relative file reference (a `.md` link or an image) written in `fromDir`, rewritten for `toDir`. */
export function rebase(url: string, fromDir: string, toDir: string, onlyFiles: boolean): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#|@)/i.test(url)) return url;
  const hash = url.indexOf('#');
  const path = hash === -1 ? url : url.slice(0, hash);
  if (path === '' || (onlyFiles && !/\.mdx?$/.test(path))) return url;
  const moved = relative(toDir, join(fromDir, path)).split(sep).join('/');
  return (moved.startsWith('.') ? moved : `./${moved}`) + (hash === -1 ? '' : url.slice(hash));
}

/** Error names of files: relative to the same folder as the doc's own name (an absolute one stays absolute). */
export function labeller(file: VFile, docDir: string): (path: string) => string {
  const name = fileLabel(file);
  if (isAbsolute(name) || name === '<input>') return (path) => path;
  const root = resolve(docDir, relative(dirname(name), '.'));
  return (path) => relative(root, path).split(sep).join('/');
}

