/**
 * What the built-in plugins (docs, pages, search) have beyond the public plugin API (types.ts):
 * data they write themselves, redirects, the docs' sidebars, content problems at their places, the
 * site-wide link check and the search index's sources. A team's plugin uses the public API only.
 */
import type { ContentError, ContentWarning } from '@hpcdocs/content-pipeline';
import { DOC_PAGE_COMPONENT, type DocsVersion, type SearchSource, type SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { ConfigError } from '../config/errors.js';
import type { HpcdocsPlugin, JsonValue, PluginActions, PluginRoute, PostCssOptions } from './types.js';

/** Route components the app layer has itself (see app/route-components.tsx). */
export const APP_ROUTE_COMPONENTS: readonly string[] = [DOC_PAGE_COMPONENT, 'Landing', 'SearchPage', 'BlogPost', 'BlogList', 'BlogArchive', 'BlogAuthors', 'BlogTags'];

/** A route of a built-in plugin: the public one, or data the plugin wrote itself, a doc's id and sidebar, or a redirect. */
export interface InternalRoute extends Omit<PluginRoute, 'component' | 'data'> {
  readonly component?: string;
  readonly data?: JsonValue;
  /** Data the plugin wrote itself (the content pipeline names and writes the docs' data): its URL, and its value for the server render. */
  readonly dataFile?: { readonly url: string; readonly value: unknown };
  readonly docId?: string;
  readonly sidebar?: string | null;
  /** A redirect to this path (and no component). */
  readonly to?: string;
  /**
   * The route gives way to a page another plugin adds at the same path, before or after it (the
   * docs' home leading to the first doc, where a site's React page may be the home page).
   */
  readonly fallback?: boolean;
}

/** The actions of a built-in plugin. */
export interface InternalActions extends PluginActions {
  addRoute(route: InternalRoute): void;
  /** Files the plugin puts into the output (output-relative path -> contents). */
  addFiles(files: ReadonlyMap<string, string | Buffer>): void;
  /** A stylesheet every page links (output-relative). */
  addPageStylesheet(file: string): void;
  /** A docs instance's sidebars and versions, which every page gets with the app (each instance adds its own). */
  setDocsData(data: { readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>; readonly versions: readonly DocsVersion[] }): void;
  /** The paths (under the base URL) of the pages the plugins before this one added, redirects left out. */
  pagePaths(): readonly string[];
  /** Problems of the content, at their files and places: errors fail the build, warnings are printed. */
  report(errors: readonly ContentError[], warnings: readonly ContentWarning[]): void;
}

/** A built-in plugin: the public hooks, with the internal actions, and three hooks of its own. */
export interface InternalPlugin<Content = unknown> extends Omit<HpcdocsPlugin<Content>, 'contentLoaded'> {
  contentLoaded?(args: { readonly content: Content; readonly allContent: Readonly<Record<string, unknown>>; readonly actions: InternalActions }): void | Promise<void>;
  /** The plugin's pages with the ids of their elements (where `#anchor` links may point). */
  linkTargets?(content: Content): ReadonlyMap<string, ReadonlySet<string> | null>;
  /** Checks the plugin's links against every page of the site (`targets`: path -> ids, or null when unknown). */
  checkLinks?(content: Content, targets: ReadonlyMap<string, ReadonlySet<string> | null>): { readonly errors: readonly ContentError[]; readonly warnings: readonly ContentWarning[] };
  /** What the search index gets from the plugin's pages. */
  searchSources?(content: Content): readonly SearchSource[];
}

/** A problem of the lifecycle: a plugin that failed, or routes that cannot be built. */
export interface LifecycleProblem {
  readonly plugin: string;
  readonly message: string;
}

/** The route components the plugins register, the problems with them (two plugins, one name), and every name a route may give. */
export function routeComponentsOf(plugins: readonly Pick<HpcdocsPlugin, 'name' | 'getRouteComponents'>[]): { components: Record<string, string>; problems: LifecycleProblem[]; known: ReadonlySet<string> } {
  const components: Record<string, string> = {};
  const owners = new Map<string, string>();
  const problems: LifecycleProblem[] = [];
  for (const plugin of plugins) {
    for (const [name, module] of Object.entries(plugin.getRouteComponents?.() ?? {})) {
      const owner = owners.get(name) ?? (APP_ROUTE_COMPONENTS.includes(name) ? 'the site' : undefined);
      if (owner) {
        problems.push({ plugin: plugin.name, message: `registers the route component "${name}", which ${owner === 'the site' ? 'the site has itself' : `plugin "${owner}" registers`}: give it another name.` });
        continue;
      }
      owners.set(name, plugin.name);
      components[name] = module;
    }
  }
  return { components, problems, known: new Set([...APP_ROUTE_COMPONENTS, ...Object.keys(components)]) };
}

/** What the site's plugins give its bundles: their route components by name, and their client modules (paths from the site's folder). */
export interface PluginModules {
  readonly routeComponents: Readonly<Record<string, string>>;
  readonly clientModules: readonly string[];
  /** PostCSS plugins the plugins' `configurePostCss` added, in order; absent or empty when none. */
  readonly postcssPlugins?: readonly unknown[];
}

/** A site without plugins of its own. */
export const NO_PLUGIN_MODULES: PluginModules = { routeComponents: {}, clientModules: [] };

/** The PostCSS plugins the plugins' `configurePostCss` hooks give, each hook getting the list so far. */
function postcssPluginsOf(plugins: readonly Pick<HpcdocsPlugin, 'name' | 'configurePostCss'>[]): unknown[] {
  let options: PostCssOptions = { plugins: [] };
  for (const plugin of plugins) {
    if (!plugin.configurePostCss) continue;
    const given = plugin.configurePostCss(options);
    // Docusaurus' hook changes the options in place and returns them; a hook that returns nothing changed them in place.
    if (given !== undefined) {
      if (given === null || typeof given !== 'object' || !Array.isArray(given.plugins)) throw new ConfigError(`the plugin ${plugin.name}`, ['configurePostCss returned no options: return the options it got, with their `plugins` list.']);
      options = given;
    }
  }
  return options.plugins;
}

/** What `plugins` give the bundles, known before any content is loaded (so the bundles need not wait for it). */
export function pluginModulesOf(plugins: readonly Pick<HpcdocsPlugin, 'name' | 'getRouteComponents' | 'getClientModules' | 'configurePostCss'>[]): PluginModules {
  const postcssPlugins = postcssPluginsOf(plugins);
  return { routeComponents: routeComponentsOf(plugins).components, clientModules: plugins.flatMap((plugin) => plugin.getClientModules?.() ?? []), ...(postcssPlugins.length > 0 ? { postcssPlugins } : {}) };
}

/** A PostCSS plugin's name (`postcssPlugin`, or its function's name), for telling bundles apart. */
export function postcssPluginName(plugin: unknown): string {
  const named = (plugin as { postcssPlugin?: unknown } | null)?.postcssPlugin;
  if (typeof named === 'string') return named;
  return typeof plugin === 'function' && plugin.name ? plugin.name : typeof plugin;
}
