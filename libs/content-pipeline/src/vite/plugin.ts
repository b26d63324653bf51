/**
 * `hpcdocsContent()`: serves a folder of docs in the Vite dev server. The content is built in
 * memory (incrementally: unchanged files come from a cache), served under stable URLs, and the
 * boot data the client entry reads is put into every HTML page. Editing a Markdown file rebuilds
 * and sends the changed docs (and, when they changed, the routes and sidebars) over Vite's HMR
 * channel as `hpcdocs:content-update`, so the open page updates without a reload.
 */
import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { createCodeHighlighter, type CodeHighlighter } from '../highlighter.js';
import { buildContent, type BuildContentOptions, type ContentBuild } from '../site/build-content.js';
import { createMemoryDocCache } from '../site/cache.js';
import type { ContentUpdateEventName, RouteEntry } from '../schema.js';
import { diffDevContent, toDevContent, type AppPage, type DevContent } from './dev-content.js';

/** The custom HMR event name the client listens to. */
export const CONTENT_UPDATE_EVENT: ContentUpdateEventName = 'hpcdocs:content-update';

/** Extra files and boot fields an app derives from the content (for example a search index). */
export interface ContentExtension {
  /** URL path (with base) -> body, served beside the content. */
  readonly files?: ReadonlyMap<string, string>;
  /** Fields merged into the boot data. */
  readonly boot?: Readonly<Record<string, unknown>>;
}

/** Options of {@link hpcdocsContent}. */
export interface ContentPluginOptions
  extends Pick<
    BuildContentOptions,
    'docsDir' | 'siteDir' | 'staticDirs' | 'onBrokenLinks' | 'onBrokenAnchors' | 'components' | 'markdownFormat' | 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins' | 'admonitions' | 'math' | 'mermaid' | 'routeBasePath' | 'sidebarName' | 'versionLabel' | 'includeDrafts' | 'tags' | 'onInlineTags' | 'editUrl' | 'lastUpdated'
  > {
  /** The sidebars (as `buildContent()` takes them), or a function called before every rebuild that returns them (a module the caller reloads). */
  readonly sidebars?: BuildContentOptions['sidebars'] | (() => Promise<BuildContentOptions['sidebars']>);
  /** Files outside the content folder whose change rebuilds the content (a sidebars module). Default none. */
  readonly watch?: readonly string[];
  /** Folder holding `docs/` (and optionally `sidebars.json`). */
  readonly contentDir: string;
  /** Site base URL. Default: Vite's `base`. */
  readonly baseUrl?: string;
  /** Pages the app renders itself; they become `page` routes and valid link targets. Default none. */
  readonly pages?: readonly AppPage[];
  /** Derives extra files and boot fields from each build. */
  readonly extend?: (build: ContentBuild) => ContentExtension | Promise<ContentExtension>;
  /** Id of the JSON script element holding the boot data. Default `__hpc_boot`. */
  readonly bootElementId?: string;
  /**
   * Writes the boot data into the page's head, as the app's client entry reads it: given the
   * routes file, docs data and route of the page (plus the fields `extend` adds), the HTML to
   * insert. Default: a JSON script element with the id `bootElementId`.
   */
  readonly bootScript?: (boot: DevBoot) => string;
  /**
   * Folder the file names in problem messages are relative to, as in `buildContent()`. Default:
   * the current working directory (not Vite's root: a site's content often lives outside it).
   */
  readonly labelRoot?: string;
  /** Wait this long after a file event before rebuilding, in ms (editors save in bursts). Default 30. */
  readonly debounceMs?: number;
}

/** The boot data of a dev page: the URLs of the routes file and docs data, the page's route, and the fields `extend` adds. */
export type DevBoot = { readonly routes: string; readonly docsData: string; readonly route: RouteEntry | null } & Readonly<Record<string, unknown>>;

interface Served {
  readonly content: DevContent;
  readonly extension: ContentExtension;
}

const TYPES: Readonly<Record<string, string>> = {
  json: 'application/json', css: 'text/css', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp',
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

/** JSON safe inside `<script>`: no `</script>` or `<!--` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Options of the plugin itself; the rest go to `buildContent()` as they are. */
const PLUGIN_KEYS = ['contentDir', 'baseUrl', 'pages', 'extend', 'bootElementId', 'bootScript', 'labelRoot', 'debounceMs', 'sidebars', 'watch'] as const;
const PLUGIN_ONLY = new Set<string>(PLUGIN_KEYS);

/** The Vite plugin (dev server only; production builds use `buildContent()` directly). */
export function hpcdocsContent(options: ContentPluginOptions): Plugin {
  const contentDir = resolve(options.contentDir);
  const bootId = options.bootElementId ?? '__hpc_boot';
  const cache = createMemoryDocCache();
  let baseUrl = options.baseUrl ?? '/';
  let highlighter: Promise<CodeHighlighter> | undefined;
  let served: Served | undefined;
  let building: Promise<Served | undefined> | undefined;

  const build = async (server: ViteDevServer): Promise<Served | undefined> => {
    highlighter ??= createCodeHighlighter();
    const pages = options.pages ?? [];
    const { labelRoot, sidebars } = options;
    const pipeline = Object.fromEntries(Object.entries(options).filter(([key]) => !PLUGIN_ONLY.has(key))) as Omit<ContentPluginOptions, typeof PLUGIN_KEYS[number]>;
    let result: ContentBuild;
    try {
      result = await buildContent({
        ...pipeline,
        contentDir,
        baseUrl,
        extraRoutes: pages.map((p) => p.path),
        git: false,
        // One process: the rebuilds after an edit touch a file or two, and workers would start each time.
        threads: 0,
        highlighter: await highlighter,
        cache,
        labelRoot: labelRoot ?? process.cwd(),
        ...(sidebars !== undefined ? { sidebars: typeof sidebars === 'function' ? await sidebars() : sidebars } : {}),
      });
    } catch (error) {
      // A sidebars module that cannot be loaded: shown like a content problem, the last good build kept.
      const message = `@hpcdocs/content-pipeline: ${(error as Error).message}; still serving the last good build.`;
      server.config.logger.error(message, { timestamp: true });
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'hpcdocs-content' } });
      return undefined;
    }
    if (result.errors.length > 0) {
      const message = `@hpcdocs/content-pipeline: ${result.errors.length} problem(s) in the content; still serving the last good build.\n${result.errors.map((e) => e.format()).join('\n')}`;
      server.config.logger.error(message, { timestamp: true });
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'hpcdocs-content' } });
      return undefined;
    }
    for (const warning of result.warnings) server.config.logger.warn(`${warning.file}:${warning.line}:${warning.column}: ${warning.message}`);
    const extension = (await options.extend?.(result)) ?? {};
    return { content: toDevContent(result, baseUrl, pages), extension };
  };

  const rebuild = (server: ViteDevServer): Promise<Served | undefined> => {
    building = (building ?? Promise.resolve(undefined)).then(async () => {
      const previous = served;
      const next = await build(server);
      if (!next) return served;
      served = next;
      if (!previous) return served;
      const update = diffDevContent(previous.content, next.content, baseUrl);
      if (update) server.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
      return served;
    });
    return building;
  };

  const watched = new Set((options.watch ?? []).map((file) => resolve(file)));
  const isContentFile = (file: string) => file.startsWith(contentDir + sep) || watched.has(file);

  return {
    name: 'hpcdocs-content',
    apply: 'serve',
    configResolved(config) {
      baseUrl = options.baseUrl ?? config.base;
    },
    configureServer(server) {
      const first = rebuild(server);
      server.watcher.add([contentDir, ...watched]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onFile = (file: string) => {
        if (!isContentFile(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(server), options.debounceMs ?? 30);
      };
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
      server.middlewares.use((req, res, next) => {
        const path = safeDecode((req.url ?? '/').split(/[?#]/)[0] ?? '/');
        if (path === null || !path.startsWith(baseUrl)) return next();
        void first.then(() => {
          const current = served;
          const body = current?.content.files.get(path) ?? current?.extension.files?.get(path);
          const redirect = current?.content.routes.find((r) => r.to !== undefined && r.path === path);
          if (redirect?.to) {
            res.statusCode = 302;
            res.setHeader('Location', redirect.to);
            return res.end();
          }
          if (body === undefined) return next();
          res.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        }, next);
      });
    },
    async transformIndexHtml(html, context) {
      const current = await building;
      if (!current || !context.server) return html;
      const url = context.originalUrl ?? context.path;
      const pathname = safeDecode(url.split(/[?#]/)[0] ?? '/');
      const route = current.content.routes.find((r) => r.path === pathname) ?? null;
      const boot: DevBoot = { ...current.extension.boot, routes: current.content.routesUrl, docsData: current.content.docsDataUrl, route };
      const codeCss = { tag: 'link', attrs: { rel: 'stylesheet', href: current.content.codeCssUrl, 'data-hpcdocs-code': '' }, injectTo: 'head' } as const;
      if (options.bootScript) {
        const script = options.bootScript(boot);
        return { html: html.replace('</head>', () => `${script}</head>`), tags: [codeCss] };
      }
      return { html, tags: [codeCss, { tag: 'script', attrs: { id: bootId, type: 'application/json' }, children: scriptJson(boot), injectTo: 'head' }] };
    },
    handleHotUpdate(context) {
      // Content files are not modules: the rebuild above sends the update, Vite must not reload.
      if (isContentFile(context.file)) return [];
      return undefined;
    },
  };
}
