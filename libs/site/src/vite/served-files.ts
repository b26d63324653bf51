/**
 * What the dev server may serve. Vite serves the static folder, the site's folder and `/@fs/`
 * paths by their names: its `server.fs.allow` compares the path asked for, and with a symlink
 * anywhere in the static folder it serves any path under it, so a link in the site that leads out
 * of it (`static/passwd.txt -> /etc/passwd`) would be served. Here each request that names such a
 * file is refused first: a link of the static folder under the rule the build applies (see
 * static-folder.ts), any other file when its real path leaves the folders the dev server serves.
 */
import { dirname, join, relative } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { ResolvedConfig } from '../config/load.js';
import { contentDirOf } from '../content.js';
import { existingRealPath, within } from '../config/folders.js';
import { formatStaticProblem, insideRoots, linkOutProblem, readStaticFolder, staticLinkRoots } from '../static-folder.js';
import { appEntry } from './plugin.js';

/**
 * The folders the dev server serves files from: the site's, the docs' (with the folder around them
 * when that is not above the site, as docs may import from it), the app layer's and, in this
 * repository, the packages' sources (`packagesAreSources`). Never a folder above the site's.
 */
export function servedFolders(config: ResolvedConfig, packagesAreSources: boolean): string[] {
  const app = dirname(appEntry('entry-client'));
  return [config.root, contentDirOf(config), app, ...(packagesAreSources ? [join(app, '../../..')] : [])];
}

/** The files a request path (decoded, without the query) may name, with the real paths they must stay in. */
function candidates(path: string, config: ResolvedConfig, folders: readonly string[]): { file: string; isStatic: boolean }[] {
  // With or without the base URL: Vite passes on a request outside it that does not ask for HTML.
  const paths = path.startsWith(config.baseUrl) ? [path, `/${path.slice(config.baseUrl.length)}`] : [path];
  const found: { file: string; isStatic: boolean }[] = [];
  for (const asked of paths) {
    if (asked.startsWith('/@fs/')) {
      const file = asked.slice('/@fs'.length);
      if (folders.some((folder) => within(file, folder))) found.push({ file, isStatic: false });
      continue;
    }
    // Vite's file server also answers `/x` with the file `x/index`.
    for (const name of [asked, join(asked, 'index')]) {
      const inStatic = join(config.paths.staticDir, name);
      if (within(inStatic, config.paths.staticDir)) found.push({ file: inStatic, isStatic: true });
      const inRoot = join(config.root, name);
      if (within(inRoot, config.root)) found.push({ file: inRoot, isStatic: false });
    }
  }
  return found;
}

/** Why the dev server must not answer the request for `url`, or undefined. */
function refusal(url: string, config: ResolvedConfig, folders: readonly string[], realFolders: readonly string[], staticRoots: readonly string[]): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  for (const { file, isStatic } of candidates(path, config, folders)) {
    const real = existingRealPath(file);
    if (real === undefined) continue;
    if (isStatic) {
      const problem = linkOutProblem(real, config, staticRoots);
      if (problem) return `${relative(config.root, file)}: ${problem}`;
    } else if (!insideRoots(real, realFolders)) {
      return `${file} leads to ${real} (through a link), outside the folders the dev server serves: it is not served.`;
    }
  }
  return undefined;
}

/** The dev server's guard (see the module comment); `folders` are those it serves (see {@link servedFolders}). */
export function servedFilesGuard(config: ResolvedConfig, folders: readonly string[]): Plugin {
  return {
    name: 'hpcdocs-served-files',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const realFolders = folders.map((folder) => existingRealPath(folder) ?? folder);
      const staticRoots = staticLinkRoots(config);
      // Before Vite's own middlewares (this is not the hook's returned function).
      server.middlewares.use((req: Connect.IncomingMessage, res, next) => {
        const refused = refusal(req.url ?? '/', config, folders, realFolders, staticRoots);
        if (!refused) return next();
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`${refused}\n`);
      });
      // Told as the server starts: the build stops on these.
      readStaticFolder(config).then(
        ({ problems }) => {
          for (const problem of problems) server.config.logger.warn(`hpcdocs: ${formatStaticProblem(problem)} (hpcdocs build stops on this)`);
        },
        () => undefined,
      );
    },
  };
}
