/**
 * The dev server's content: the site's plugin lifecycle (plugins/lifecycle.ts, as the build runs
 * it), served from memory under stable URLs with the search index, and the boot data put into
 * every page. When a file a plugin watches changes, that plugin's content is loaded again (the
 * docs from a memory cache: only the edited doc is processed), the routes are put together again,
 * and what changed is sent over Vite's HMR channel (`hpcdocs:content-update`): the open page
 * updates without a reload; the search index follows (see dev-search.ts). A problem shows in
 * Vite's overlay, and the last good load is served.
 */
import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { bootScript } from '../app/boot.js';
import type { ResolvedConfig } from '../config/load.js';
import type { InternalPlugin } from '../plugins/internal.js';
import { formatLifecycleProblem, loadSite, type LoadedSite } from '../plugins/lifecycle.js';
import { CONTENT_UPDATE_EVENT, diffDevFiles, toDevFiles, type DevFiles } from './dev-files.js';
import { devSearchIndexer } from './dev-search.js';
import { devCacheFile, searchAnalysesFile } from '../build/build.js';
import { siteSearchOptions } from '../search-options.js';

const TYPES: Readonly<Record<string, string>> = {
  json: 'application/json', css: 'text/css', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp', avif: 'image/avif',
  woff2: 'font/woff2',
};

/** A request path, percent-decoded; null when it is not valid percent-encoding (anyone can send one). */
function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

interface Served {
  readonly site: LoadedSite;
  readonly dev: DevFiles;
}

/** The dev server's content plugin, for the site's `plugins` (made with the `dev` command). */
export function devSite(config: ResolvedConfig, plugins: readonly InternalPlugin[]): Plugin {
  const { baseUrl } = config;
  let served: Served | undefined;
  let loading: Promise<Served | undefined> = Promise.resolve(undefined);
  const cacheFile = devCacheFile(config);
  const search = devSearchIndexer(baseUrl, cacheFile && searchAnalysesFile(cacheFile));
  /** Builds the index of a load; a failure is reported as a content problem is, and the last index stays served. */
  const index = (server: ViteDevServer, site: LoadedSite) =>
    search.build(site.searchSources, siteSearchOptions(config, site.docsData.versions)).catch((error: unknown) => {
      const message = `@hpcdocs/site: the search index could not be built; still serving the last one.\n${error instanceof Error ? error.message : String(error)}`;
      server.config.logger.error(message, { timestamp: true });
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'hpcdocs-content' } });
    });
  const watched = plugins.map((plugin) => ({ name: plugin.name, paths: (plugin.getPathsToWatch?.() ?? []).map((path) => resolve(path)) }));
  const owners = (file: string) => watched.filter(({ paths }) => paths.some((path) => file === path || file.startsWith(path + sep))).map(({ name }) => name);

  const load = async (server: ViteDevServer, changed: ReadonlySet<string> | undefined): Promise<Served | undefined> => {
    const site = await loadSite(plugins, { baseUrl, ...(served && changed ? { reuse: { allContent: served.site.allContent, changed } } : {}) });
    const problems = [...site.errors.map((e) => e.format()), ...site.problems.map(formatLifecycleProblem)];
    if (problems.length > 0) {
      const message = `@hpcdocs/site: ${problems.length} problem(s); still serving the last good version.\n${problems.join('\n')}`;
      server.config.logger.error(message, { timestamp: true });
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'hpcdocs-content' } });
      return undefined;
    }
    for (const warning of site.warnings) server.config.logger.warn(`${warning.file}:${warning.line}:${warning.column}: ${warning.message}`);
    return { site, dev: toDevFiles(site, baseUrl) };
  };

  const reload = (server: ViteDevServer, changed?: ReadonlySet<string>): Promise<Served | undefined> => {
    loading = loading.then(async () => {
      const previous = served;
      const next = await load(server, changed);
      if (!next) return served;
      // The first load's pages need an index to name; after an edit the page is updated first.
      if (!previous) await index(server, next.site);
      served = next;
      const update = previous ? diffDevFiles(previous.dev, next.dev) : undefined;
      if (update) server.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
      if (previous) setImmediate(() => void index(server, next.site));
      return served;
    });
    return loading;
  };

  return {
    name: 'hpcdocs-dev-site',
    // The server closing (Vite ends its plugins' work so).
    closeBundle() {
      search.close();
    },
    apply: 'serve',
    configureServer(server) {
      const first = reload(server);
      server.watcher.add(watched.flatMap(({ paths }) => paths));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const pending = new Set<string>();
      const onFile = (file: string) => {
        const names = owners(resolve(file));
        if (names.length === 0) return;
        for (const name of names) pending.add(name);
        clearTimeout(timer);
        // Editors save in bursts: one load for the burst.
        timer = setTimeout(() => {
          const changed = new Set(pending);
          pending.clear();
          void reload(server, changed);
        }, 30);
      };
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
      server.middlewares.use((req, res, next) => {
        const path = safeDecode((req.url ?? '/').split(/[?#]/)[0] ?? '/');
        if (path === null || !path.startsWith(baseUrl)) return next();
        void first.then(() => {
          const current = served;
          const redirect = current?.dev.routes.find((route) => route.to !== undefined && route.path === path);
          if (redirect?.to) {
            res.statusCode = 302;
            res.setHeader('Location', redirect.to);
            return res.end();
          }
          const body = current?.dev.files.get(path) ?? search.file(path);
          if (body === undefined) return next();
          res.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        }, next);
      });
    },
    async transformIndexHtml(html, context) {
      const current = await loading;
      if (!current || !context.server) return html;
      const pathname = safeDecode((context.originalUrl ?? context.path).split(/[?#]/)[0] ?? '/');
      const route = current.dev.routes.find((r) => r.path === pathname) ?? null;
      const contexts = search.current?.contexts ?? {};
      const boot = bootScript({ routes: current.dev.routesUrl, docsData: current.dev.docsDataUrl, route, search: search.current?.url ?? '', ...(Object.keys(contexts).length > 0 ? { searchContexts: contexts } : {}) });
      const styles = current.dev.stylesheets.map((href, i) => ({ tag: 'link', attrs: { rel: 'stylesheet', href, 'data-hpcdocs-style': String(i) }, injectTo: 'head' }) as const);
      return { html: html.replace('</head>', () => `${boot}</head>`), tags: styles };
    },
    handleHotUpdate(context) {
      // The plugins' files are not modules: the load above sends the update; Vite must not reload.
      if (owners(resolve(context.file)).length > 0) return [];
      return undefined;
    },
  };
}
