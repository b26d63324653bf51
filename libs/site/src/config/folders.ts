/**
 * Where a site's folders may be, among each other. A build replaces its output folder whole (see
 * build/output-folder.ts): an output folder that is, holds or lies in the site's sources would
 * delete them, so such a place is refused before anything is written, for the config's `outDir`
 * (a ConfigError when the config is resolved) and for the one a build is given (`--out`).
 */
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { componentRef } from './component-ref.js';
import type { ResolvedConfig } from './load.js';

/** The real path of `path` (symlinks resolved), or undefined when there is nothing there. */
export function existingRealPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * `path` with the symlinks of its existing part resolved (the rest, not made yet, as written):
 * a folder is compared by where it really is, too.
 */
function realPathOf(path: string): string {
  const missing: string[] = [];
  let at = resolve(path);
  while (!existsSync(at) && dirname(at) !== at) {
    missing.unshift(basename(at));
    at = dirname(at);
  }
  const real = existingRealPath(at);
  return real === undefined ? resolve(path) : join(real, ...missing);
}

/** Whether `path` is `folder` or inside it, comparing the paths as written (both absolute). */
export function within(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Whether `path` is `folder` or inside it, as written or with symlinks resolved. */
export function sameOrInside(path: string, folder: string): boolean {
  return within(resolve(path), resolve(folder)) || within(realPathOf(path), realPathOf(folder));
}

/** What {@link outDirProblem} needs of a resolved config. */
export type SiteFolders = Pick<ResolvedConfig, 'root' | 'configFile'> & { readonly paths: Pick<ResolvedConfig['paths'], 'docsDir' | 'staticDir' | 'components' | 'app' | 'root' | 'notFound' | 'sidebars' | 'customCss'> };

/** How a path is shown in a message: from the current folder, or absolute when that is shorter to read. */
const shown = (path: string): string => {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

/**
 * Why `outDir` cannot be a build's output folder, or undefined when it can: it is or holds the
 * site's folder, is, holds or lies in the docs folder (unless the docs are the site's folder
 * itself, whose output goes in a folder of its own as usual), the static folder or the site's
 * node_modules, or holds a file the site is made of (the config, its components, App, stylesheets
 * or sidebars file).
 */
export function outDirProblem(outDir: string, site: SiteFolders): string | undefined {
  const out = resolve(outDir);
  const replaced = 'a build replaces its output folder whole';
  const fix = 'Write the site to a folder of its own, such as "build" in the site\'s folder.';
  /** "is the X" or "holds the X (path)", when the output folder is or holds `folder`. */
  const holds = (name: string, folder: string) => (sameOrInside(out, folder) ? `is ${name}` : `holds ${name} ${shown(folder)}`);
  if (sameOrInside(site.root, out)) return `the output folder ${shown(out)} ${holds("the site's folder", site.root)}: ${replaced}, and would delete the site. ${fix}`;
  const docsHoldSite = sameOrInside(site.root, site.paths.docsDir);
  // Each folder, and why the output may not be inside it either (none: it may).
  const folders: [string, string, string | undefined][] = [
    ['the docs folder', site.paths.docsDir, docsHoldSite ? undefined : 'the next build would read what it wrote as docs'],
    ['the static folder', site.paths.staticDir, 'the next build would publish its own output again, inside itself'],
    ["the site's node_modules", join(site.root, 'node_modules'), 'installing packages replaces what is there'],
  ];
  for (const [name, folder, inside] of folders) {
    if (sameOrInside(folder, out)) return `the output folder ${shown(out)} ${holds(name, folder)}: ${replaced}, and would delete it. ${fix}`;
    if (inside && sameOrInside(out, folder)) return `the output folder ${shown(out)} is inside ${name} ${shown(folder)}: ${inside}. ${fix}`;
  }
  const { paths } = site;
  const files = [site.configFile, ...Object.values(paths.components).map((reference) => componentRef(reference).file), paths.app, paths.root, paths.notFound, ...paths.customCss, typeof paths.sidebars === 'string' ? paths.sidebars : undefined];
  const held = files.find((file): file is string => file !== undefined && sameOrInside(file, out));
  if (held) return `the output folder ${shown(out)} holds ${shown(held)}, a file the site is made of: ${replaced}, and would delete it. ${fix}`;
  return undefined;
}

/**
 * Why the static folder cannot be one, or undefined: it must not be or hold the site's folder,
 * whose every file (the config, node_modules) would be published as it is.
 */
export function staticDirProblem(site: Pick<SiteFolders, 'root' | 'paths'>): string | undefined {
  const dir = site.paths.staticDir;
  if (!sameOrInside(site.root, dir)) return undefined;
  return `the static folder ${shown(dir)} ${sameOrInside(dir, site.root) ? 'is' : 'holds'} the site's folder: every file in it, the config and node_modules included, would be published as it is. Keep the files to publish in a folder of their own, such as "static".`;
}
