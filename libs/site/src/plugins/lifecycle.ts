/**
 * Runs the plugin lifecycle (see types.ts) for a build, a check or the dev server: every plugin's
 * content, then the routes and global data they declare, checked and put together into one route
 * table. The one place a site's routes are assembled.
 */
import { hashOf, type ContentError, type ContentWarning } from '@hpcdocs/content-pipeline';
import type { RouteEntry, SearchSource, SidebarItem, DocsVersion } from '@hpcdocs/content-pipeline/schema';
import { pageModulesOf } from '../vite/page-modules.js';
import { routeComponentsOf, type InternalActions, type InternalPlugin, type LifecycleProblem } from './internal.js';
import type { AllContent, HpcdocsPlugin, JsonValue } from './types.js';

/** What the lifecycle made of the plugins' content: the site's routes, files and data. */
export interface LoadedSite {
  /** Every route, in the order the plugins declared them. */
  readonly routes: readonly RouteEntry[];
  /** The data a route's component gets, by route path (the server render reads it). */
  readonly routeData: ReadonlyMap<string, unknown>;
  /** Routes left out of the sitemap and marked `noindex`, by path. */
  readonly noIndex: ReadonlySet<string>;
  /** Meta descriptions the plugins gave, by route path. */
  readonly descriptions: ReadonlyMap<string, string>;
  /** Files to write into the output (output-relative path -> contents): the plugins' own and the route data. */
  readonly files: ReadonlyMap<string, string | Buffer>;
  /** Stylesheets every page links (output-relative), such as the code highlighter's. */
  readonly pageStylesheets: readonly string[];
  /** The docs' sidebars and versions. */
  readonly docsData: { readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>; readonly versions: readonly DocsVersion[] };
  /** Each plugin's global data, by plugin name. */
  readonly globalData: Readonly<Record<string, JsonValue>>;
  /** What the search index is built from. */
  readonly searchSources: readonly SearchSource[];
  /** Each plugin's content, by plugin name. */
  readonly allContent: AllContent;
  /** Route component names -> module paths, from the plugins (the app's own are not listed). */
  readonly routeComponents: Readonly<Record<string, string>>;
  /** Problems in the content (with their files and places) and in the plugins. */
  readonly errors: readonly ContentError[];
  readonly warnings: readonly ContentWarning[];
  readonly problems: readonly LifecycleProblem[];
}

/** A route's path with the base URL: `changelog` and `/doc/changelog` are one path under `/doc/`. */
export function underBase(path: string, baseUrl: string): string {
  if (path.startsWith(baseUrl) || (path === baseUrl.replace(/\/$/, '') && baseUrl !== '/')) return path;
  return baseUrl + path.replace(/^\/+/, '');
}

/** A file name for a route's data, from its path: readable, and short enough for any file system. */
function dataFileName(path: string, text: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '-').slice(0, 80) || 'index';
  return `assets/content/routes/${slug}.${hashOf(text)}.json`;
}

/** Why a plugin hook failed: its message (all of it: a site error says what and where on the lines after its first), never its stack. */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const lines = error.message.split('\n').filter((line) => !/^\s+at /.test(line));
  return lines.join('\n').trim() || error.name;
}

/** Runs `work`, recording a failure as a problem of `plugin`; resolves with undefined then. */
async function guarded<T>(plugin: HpcdocsPlugin, hook: string, problems: LifecycleProblem[], work: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    problems.push({ plugin: plugin.name, message: `failed in ${hook}: ${failure(error)}` });
    return undefined;
  }
}

/** What {@link loadSite} collects from the plugins' actions. */
interface Collected {
  readonly routes: RouteEntry[];
  readonly routeData: Map<string, unknown>;
  readonly noIndex: Set<string>;
  readonly descriptions: Map<string, string>;
  readonly files: Map<string, string | Buffer>;
  readonly pageStylesheets: string[];
  readonly globalData: Record<string, JsonValue>;
  readonly errors: ContentError[];
  readonly warnings: ContentWarning[];
  /** Paths whose route gives way to a page (see `InternalRoute.fallback`). */
  readonly fallbacks: Set<string>;
  docsData: LoadedSite['docsData'];
}

/** The actions of `plugin`, recording into `into` (`known`: the route components there are). */
function actionsFor(plugin: HpcdocsPlugin, baseUrl: string, known: ReadonlySet<string>, owners: Map<string, string>, into: Collected, problems: LifecycleProblem[]): InternalActions {
  return {
    addRoute(route) {
      const path = underBase(route.path, baseUrl);
      // A fallback route gives way to a page at its path, whichever plugin adds its route first.
      if (into.fallbacks.has(path)) {
        into.fallbacks.delete(path);
        owners.delete(path);
        into.routes.splice(into.routes.findIndex((existing) => existing.path === path), 1);
        into.routeData.delete(path);
        into.noIndex.delete(path);
        into.descriptions.delete(path);
      } else if (route.fallback && owners.has(path)) return;
      const owner = owners.get(path);
      if (owner !== undefined) {
        problems.push({ plugin: plugin.name, message: `adds a page at ${path}, where ${owner === plugin.name ? 'it has one already' : `plugin "${owner}" has one`}: one path, one page.` });
        return;
      }
      if (route.to === undefined && (route.component === undefined || !known.has(route.component))) {
        problems.push({ plugin: plugin.name, message: `adds a page at ${path} with the component "${route.component ?? ''}", which no plugin registers. Known: ${[...known].join(', ')}.` });
        return;
      }
      owners.set(path, plugin.name);
      if (route.fallback) into.fallbacks.add(path);
      let data: string | undefined;
      if (route.dataFile) {
        data = route.dataFile.url;
        into.routeData.set(path, route.dataFile.value);
      } else if (route.data !== undefined) {
        const text = JSON.stringify(route.data);
        const file = dataFileName(path, text);
        into.files.set(file, text);
        data = baseUrl + file;
        into.routeData.set(path, route.data);
      }
      if (route.noIndex) into.noIndex.add(path);
      if (route.description !== undefined) into.descriptions.set(path, route.description);
      into.routes.push({
        path,
        ...(route.to !== undefined ? { to: underBase(route.to, baseUrl) } : route.component !== undefined ? { component: route.component } : {}),
        ...(route.docId !== undefined ? { docId: route.docId } : {}),
        ...(data !== undefined ? { data } : {}),
        title: route.title,
        ...(route.sidebar !== undefined ? { sidebar: route.sidebar } : {}),
      });
    },
    setGlobalData(data) {
      into.globalData[plugin.name] = data;
    },
    pagePaths() {
      return into.routes.filter((route) => route.to === undefined).map((route) => route.path);
    },
    addFiles(files) {
      for (const [path, body] of files) into.files.set(path, body);
    },
    addPageStylesheet(file) {
      into.pageStylesheets.push(file);
    },
    // Each docs instance adds its sidebars (named apart, see docs-versions.ts) and versions.
    setDocsData(docsData) {
      into.docsData = { sidebars: { ...into.docsData.sidebars, ...docsData.sidebars }, versions: [...into.docsData.versions, ...docsData.versions] };
    },
    report(errors, warnings) {
      into.errors.push(...errors);
      into.warnings.push(...warnings);
    },
  };
}

/** Options of {@link loadSite}. */
export interface LoadSiteOptions {
  readonly baseUrl: string;
  /**
   * The content of the last run, kept for every plugin but those `changed` (the dev server after
   * an edit loads again only the plugins whose files changed).
   */
  readonly reuse?: { readonly allContent: AllContent; readonly changed: ReadonlySet<string> };
}

/**
 * Runs `loadContent` of every plugin side by side, then `contentLoaded` of each in order, puts the
 * routes they declare into one table, then lets the plugins check what they link to against it.
 * Never throws for a plugin's failure: see `problems`.
 */
export async function loadSite(plugins: readonly InternalPlugin[], { baseUrl, reuse }: LoadSiteOptions): Promise<LoadedSite> {
  const problems: LifecycleProblem[] = [];
  const names = new Set<string>();
  for (const plugin of plugins) {
    if (names.has(plugin.name)) problems.push({ plugin: plugin.name, message: 'is in the site twice: every plugin needs a name of its own.' });
    names.add(plugin.name);
  }
  const { components, problems: componentProblems, known } = routeComponentsOf(plugins);
  problems.push(...componentProblems);

  const kept = (plugin: HpcdocsPlugin) => reuse !== undefined && !reuse.changed.has(plugin.name) && plugin.name in reuse.allContent;
  // A plugin whose content failed to load is named in `problems` and takes no further part.
  const failed = new Set<HpcdocsPlugin>();
  const loadContent = (plugin: InternalPlugin) =>
    guarded(plugin, 'loadContent', problems, async () => {
      try {
        return await plugin.loadContent?.();
      } catch (error) {
        failed.add(plugin);
        throw error;
      }
    });
  const loaded = await Promise.all(plugins.map((plugin) => (kept(plugin) ? reuse?.allContent[plugin.name] : loadContent(plugin))));
  const allContent: AllContent = Object.fromEntries(plugins.map((plugin, i) => [plugin.name, loaded[i]]));

  const into: Collected = { routes: [], routeData: new Map(), noIndex: new Set(), descriptions: new Map(), files: new Map(), pageStylesheets: [], globalData: {}, errors: [], warnings: [], fallbacks: new Set(), docsData: { sidebars: {}, versions: [] } };
  const owners = new Map<string, string>();
  for (const [i, plugin] of plugins.entries()) {
    if (failed.has(plugin)) continue;
    const actions = actionsFor(plugin, baseUrl, known, owners, into, problems);
    await guarded(plugin, 'contentLoaded', problems, () => plugin.contentLoaded?.({ content: loaded[i], allContent, actions }));
  }

  // Links across the site, once every page is known: the pages with the ids of their elements
  // where a plugin knows them (the docs' headings), every other page with none known.
  const targets = new Map<string, ReadonlySet<string> | null>(into.routes.map((route) => [route.path, null]));
  const working = [...plugins.entries()].filter(([, plugin]) => !failed.has(plugin));
  for (const [i, plugin] of working) for (const [path, ids] of plugin.linkTargets?.(loaded[i]) ?? []) targets.set(path, ids);
  const searchSources: SearchSource[] = [];
  for (const [i, plugin] of working) {
    const checked = await guarded(plugin, 'its link check', problems, () => plugin.checkLinks?.(loaded[i], targets));
    if (checked) {
      into.errors.push(...checked.errors);
      into.warnings.push(...checked.warnings);
    }
    searchSources.push(...(plugin.searchSources?.(loaded[i]) ?? []));
  }
  return { ...into, searchSources, allContent, routeComponents: components, problems };
}

/** A lifecycle problem as the commands print it. */
export function formatLifecycleProblem(problem: LifecycleProblem): string {
  return `plugin "${problem.plugin}" ${problem.message}`;
}

/** The page modules the site's pages load with their data (a doc's components, see vite/page-modules.ts). */
export function pageModulesOfSite(site: Pick<LoadedSite, 'routeData'>): string[] {
  return pageModulesOf([...site.routeData.values()].filter((data): data is { components?: Record<string, string> } => data !== null && typeof data === 'object'));
}
