/**
 * The static folder's files, as a build publishes them (Vite copies the folder beside the client
 * bundle, following symlinks). A symlink in it is followed when its real path stays in the site's
 * folders (the site's folder, the docs folder, or the static folder when the config puts it
 * elsewhere), as partials, images and imports of the docs are: one that leads out of them would
 * publish whatever file it names (`/etc/passwd`, the build's environment in `/proc/self/environ`).
 * Such a link, a link that names nothing, a link to a folder above it (a copy without end) and
 * anything that is not a file or a folder are problems, naming the link and what to do; the build
 * stops on them before it writes anything, and the dev server does not serve through them.
 */
import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from './config/load.js';
import { existingRealPath, sameOrInside, within } from './config/folders.js';
import { INLINE_SCRIPTS_FILE, NGINX_REDIRECTS_FILE } from './preview/server.mjs';

/** A file the static folder publishes. */
export interface StaticFile {
  /** Its path in the static folder (and the output), `/`-separated. */
  readonly path: string;
  /** The file itself, links followed. */
  readonly real: string;
}

/** A link or entry of the static folder the build refuses. */
export interface StaticProblem {
  /** The entry, absolute. */
  readonly file: string;
  readonly message: string;
}

/** What {@link readStaticFolder} found. */
export interface StaticFolder {
  readonly files: readonly StaticFile[];
  readonly problems: readonly StaticProblem[];
}

type StaticSite = Pick<ResolvedConfig, 'root' | 'paths'>;

/** The most files and folders a static folder may hold, links followed. */
const MAX_ENTRIES = 100_000;

/** A problem as the build prints it: the entry from the current folder, then what is wrong. */
export function formatStaticProblem(problem: StaticProblem): string {
  return `${relative(process.cwd(), problem.file) || problem.file}: ${problem.message}`;
}

/** The real paths a link of the static folder may lead into (see the module comment). */
export function staticLinkRoots(config: StaticSite): string[] {
  const { root, paths } = config;
  // The static folder counts as a place of its own only where the config names one outside the site.
  const elsewhere = !sameOrInside(paths.staticDir, root) ? [paths.staticDir] : [];
  return [root, paths.docsDir, ...elsewhere].map((folder) => existingRealPath(folder) ?? folder);
}

/** Whether the real path `real` lies in one of `roots` (real paths too). */
export function insideRoots(real: string, roots: readonly string[]): boolean {
  return roots.some((folder) => within(real, folder));
}

/** The problem with a link whose real path `real` leaves the site's folders (`roots`, see {@link staticLinkRoots}), or undefined when it does not. */
export function linkOutProblem(real: string, config: StaticSite, roots: readonly string[] = staticLinkRoots(config)): string | undefined {
  if (insideRoots(real, roots)) return undefined;
  return `A link to ${real}, outside the site's folder ${config.root}: the build would publish that file. Copy what should be published into the static folder, or remove the link.`;
}

/**
 * Lists the static folder's files, following the links it may follow, and the entries the build
 * refuses (see the module comment). No static folder: nothing.
 */
export async function readStaticFolder(config: StaticSite): Promise<StaticFolder> {
  const top = config.paths.staticDir;
  const files: StaticFile[] = [];
  const problems: StaticProblem[] = [];
  const roots = staticLinkRoots(config);
  let topReal: string;
  try {
    topReal = await realpath(top);
  } catch {
    return { files, problems };
  }
  // The static folder itself may be a link: judged as one when the config names it in the site.
  if ((await lstat(top)).isSymbolicLink() && !insideRoots(topReal, roots)) {
    return { files, problems: [{ file: top, message: `The static folder (staticDir) is a link to ${topReal}, outside the site's folder ${config.root}: the build would publish what is there. Make it a folder of the site, or point staticDir at the folder to publish.` }] };
  }
  const problem = (file: string, message: string) => problems.push({ file, message });
  let entriesSeen = 0;
  /** `dir` as written, its real path, and the real paths of the folders above it (a link back to one of them would never end). */
  const walk = async (dir: string, dirReal: string, chain: readonly string[]): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      problem(dir, `Could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): let the build read it, or remove it.`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Links to folders that link to folders can multiply the files without a loop.
    entriesSeen += entries.length;
    if (entriesSeen > MAX_ENTRIES) {
      problem(dir, `The static folder holds more than ${MAX_ENTRIES.toLocaleString('en')} files and folders, counted through its links, here. Remove the links that copy folders over and over, or publish fewer files.`);
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const rel = relative(top, path).split(sep).join('/');
      if (rel === INLINE_SCRIPTS_FILE) {
        problem(path, 'The build writes a file of this name itself (its record of the inline scripts it wrote, which the servers trust): rename this one.');
        continue;
      }
      if (rel === NGINX_REDIRECTS_FILE) {
        problem(path, 'The build writes a file of this name itself (the site\'s redirects as nginx rules, which the production config includes): rename this one.');
        continue;
      }
      let real = join(dirReal, entry.name);
      let kind: 'file' | 'folder' | 'other' = entry.isFile() ? 'file' : entry.isDirectory() ? 'folder' : 'other';
      if (entry.isSymbolicLink()) {
        try {
          real = await realpath(path);
        } catch {
          problem(path, `A link to ${await readlink(path).catch(() => 'a path')}, which does not exist. Remove the link, or point it at a file in the site's folder.`);
          continue;
        }
        const out = linkOutProblem(real, config, roots);
        if (out) {
          problem(path, out);
          continue;
        }
        const info = await stat(real).catch(() => undefined);
        kind = info?.isFile() ? 'file' : info?.isDirectory() ? 'folder' : 'other';
        if (kind === 'folder' && chain.some((above) => insideRoots(above, [real]))) {
          problem(path, `A link to ${real}, a folder that holds it: copying it would never end. Remove the link.`);
          continue;
        }
      }
      if (kind === 'file') files.push({ path: rel, real });
      else if (kind === 'folder') {
        await walk(path, real, [...chain, real]);
        if (entriesSeen > MAX_ENTRIES) return;
      }
      else problem(path, 'Neither a file nor a folder (a device, a pipe or a socket): it cannot be published. Remove it.');
    }
  };
  await walk(top, topReal, [topReal]);
  return { files, problems };
}
