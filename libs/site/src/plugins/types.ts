/**
 * The plugin lifecycle: every feature of a site enters through it, the built-in ones (docs, the
 * app's pages, search) as a team's own. A plugin loads its content, then declares routes (each
 * names the component that renders it, with the data the component gets) and data every page can
 * read, contributes modules to the client, and acts once the site is written. The hooks and their
 * order are Docusaurus': `loadContent` (every plugin side by side), `contentLoaded` (in the order
 * of the config, each with every plugin's content), `postBuild`.
 */
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';

/** A JSON value (what route data and global data may hold). */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/** What a plugin is told of the site it is part of. */
export interface PluginContext {
  /** The site's folder (where its config file is). */
  readonly siteDir: string;
  /** The path the site is served under, with a slash at each end (`/doc/`). */
  readonly baseUrl: string;
  /** The site's validated config, with absolute paths. */
  readonly config: ResolvedConfig;
  /** What is running the lifecycle. */
  readonly command: 'build' | 'check' | 'dev';
}

/** A page a plugin adds to the site. */
export interface PluginRoute {
  /** The page's path: under the base URL (`/doc/changelog`), or relative to it (`changelog`). */
  readonly path: string;
  /**
   * The component that renders the page: a name a plugin registers with `getRouteComponents`
   * (the built-in ones: `DocPage`, `Landing`, `SearchPage`). It gets `{ route, data }` as props.
   */
  readonly component: string;
  /** JSON the component gets as its `data` prop: written as a hashed file, loaded with the page. */
  readonly data?: JsonValue;
  /** The page's title: the tab title (before the site's), the screen-reader announcement. */
  readonly title: string;
  /** The page's meta description. Default: the site's tagline. */
  readonly description?: string;
  /** Left out of the sitemap, and marked `noindex` for search engines. Default false. */
  readonly noIndex?: boolean;
}

/** What a plugin may do once every plugin's content is loaded. */
export interface PluginActions {
  /** Adds a page. A path may have one page only: a second is an error naming both plugins. */
  addRoute(route: PluginRoute): void;
  /** Data every page can read, by the plugin's name (`usePluginData(name)` in a component). */
  setGlobalData(data: JsonValue): void;
}

/** What `postBuild` is given: the site as written. */
export interface PostBuildArgs<Content = unknown> {
  /** The output folder, as it will be put in place (write extra files here). */
  readonly outDir: string;
  /** Every route of the site. */
  readonly routes: readonly RouteEntry[];
  /** This plugin's content. */
  readonly content: Content;
  /** Every plugin's content, by plugin name. */
  readonly allContent: AllContent;
}

/** Every plugin's loaded content, by plugin name. */
export type AllContent = Readonly<Record<string, unknown>>;

/** A plugin: a name and the hooks it has (every hook is optional). */
export interface HpcdocsPlugin<Content = unknown> {
  /** Unique in the site: routes, errors and global data are named by it. */
  readonly name: string;
  /** Reads the plugin's sources. Every plugin's runs at the same time. */
  loadContent?(): Content | Promise<Content>;
  /** Declares routes and global data, once every plugin's content is loaded. */
  contentLoaded?(args: { readonly content: Content; readonly allContent: AllContent; readonly actions: PluginActions }): void | Promise<void>;
  /**
   * The components the plugin's routes name, by name: a module's path (absolute, or relative to
   * the site's folder) whose default export renders `{ route, data }`. Loaded with the pages that use them.
   */
  getRouteComponents?(): Readonly<Record<string, string>>;
  /** Modules every page loads with the app (stylesheets, modules run for their effect), by path. */
  getClientModules?(): readonly string[];
  /** Files and folders whose change makes the dev server load this plugin's content again. */
  getPathsToWatch?(): readonly string[];
  /** Runs once the site is written into `outDir`, before it is put in place (a failure leaves the last site). */
  postBuild?(args: PostBuildArgs<Content>): void | Promise<void>;
  /**
   * Adds PostCSS plugins to those every stylesheet goes through, as Docusaurus' hook of the same
   * name (Tailwind's usual setup): gets the options so far, returns them (changed in place, or new).
   */
  configurePostCss?(options: PostCssOptions): PostCssOptions;
}

/** What `configurePostCss` gets and returns: the PostCSS plugins, in order. */
export interface PostCssOptions {
  plugins: unknown[];
}

/** A plugin as the config gives it: a function of the context and the options, as in Docusaurus. */
export type PluginFunction<Options = never> = (context: PluginContext, options: Options) => HpcdocsPlugin<never> | Promise<HpcdocsPlugin<never>>;

/**
 * An entry of the config's `plugins`: a plugin function, or a module (a path relative to the site's
 * folder, or a package name) whose default export is one; either alone or with its options.
 */
export type PluginEntry = PluginFunction | string | readonly [PluginFunction | string, unknown];
