/** `hpcdocs dev`: the dev server. Edits to docs reach the open page without a reload. */
import type { ViteDevServer } from 'vite';
import type { ResolvedConfig } from './config/load.js';
import { SiteError } from './errors.js';
import { buildContent, createCodeHighlighter, openMemoryDocCache, type CodeHighlighter, type DocCache } from '@hpcdocs/content-pipeline';
import { devCacheFile } from './build/build.js';
import { versionCacheFile, type VersionPlan } from './plugins/docs-versions.js';
import { contentOptions, loadSidebars } from './content.js';
import type { LoadDocs } from './plugins/docs.js';
import { pluginModulesOf } from './plugins/internal.js';
import { sitePlugins } from './plugins/site-plugins.js';
import { appRoutes, siteDataOf } from './site-data.js';
import { oneLocaleConfig } from './i18n/locales.js';
import { viteConfigFor } from './vite/config.js';

/** Options of {@link createDevServer}. */
export interface DevServerOptions {
  /** Port to listen on; taken ports move to the next free one unless `strictPort`. Default 5173. */
  readonly port?: number;
  readonly strictPort?: boolean;
  /** Host to listen on. Default `localhost`. */
  readonly host?: string;
  /** Watch files by polling (network drives, containers). Default false. */
  readonly poll?: boolean;
}

/** A running dev server. */
export interface DevServer {
  /** The site's address (`http://localhost:5173/docs/`). */
  readonly url: string;
  /** The Vite server underneath, for tools and tests. */
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

/**
 * The docs as the dev server builds them, from a memory cache (an edit processes the edited doc
 * only), with one highlighter for the server's life, and no dates from git. The first load starts
 * from the content cache builds keep (and writes it), in worker threads for what it must process:
 * at 1,000 docs it was the first page's wait. Later loads run on this thread (an edit touches a
 * doc or two, and worker threads would start each time).
 */
function devDocs(config: ResolvedConfig): LoadDocs {
  // A cache for each docs version: each keeps only the docs of its last build.
  const caches = new Map<string, Promise<DocCache>>();
  const file = devCacheFile(config);
  const cacheOf = (version: VersionPlan | undefined): { cache: Promise<DocCache>; first: boolean } => {
    const name = version ? `${version.pluginId}/${version.name}` : '';
    const known = caches.get(name);
    if (known) return { cache: known, first: false };
    const cache = openMemoryDocCache(file && version ? versionCacheFile(file, version) : file);
    caches.set(name, cache);
    return { cache, first: true };
  };
  let highlighter: Promise<CodeHighlighter> | undefined;
  return async (version) => {
    const { cache, first } = cacheOf(version);
    return buildContent({
      ...contentOptions(config, version),
      // Loaded for every load, so an edited sidebars module is read again.
      sidebars: await loadSidebars(config, {}, version),
      baseUrl: config.baseUrl,
      extraRoutes: appRoutes(config, siteDataOf(config)),
      git: false,
      ...(first ? {} : { threads: 0 }),
      highlighter: await (highlighter ??= createCodeHighlighter()),
      cache: await cache,
      labelRoot: process.cwd(),
      deferLinkCheck: true,
    });
  };
}

/** Starts the dev server of the site described by `config`. */
export async function createDevServer(given: ResolvedConfig, options: DevServerOptions = {}): Promise<DevServer> {
  // A config not yet made over for a locale serves its default one, as build() and check() build it.
  const config = oneLocaleConfig(given);
  const plugins = await sitePlugins(config, { command: 'dev', loadDocs: devDocs(config) });
  const { createServer } = await import('vite');
  const base = viteConfigFor(config, { kind: 'dev', plugins, pluginModules: pluginModulesOf(plugins) });
  const vite = await createServer({
    ...base,
    server: {
      ...base.server,
      port: options.port ?? 5173,
      strictPort: options.strictPort ?? false,
      host: options.host ?? 'localhost',
      ...(options.poll ? { watch: { usePolling: true, interval: 100 } } : {}),
    },
  });
  try {
    await vite.listen();
  } catch (error) {
    await vite.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new SiteError(`port ${options.port ?? 5173} is in use. Pick another with --port.`);
    throw error;
  }
  const local = vite.resolvedUrls?.local[0] ?? `http://localhost:${options.port ?? 5173}${config.baseUrl}`;
  return { url: local, vite, close: () => vite.close() };
}
