/**
 * The site's Vite plugin: the modules the app layer imports from the config
 * (`virtual:hpcdocs/site`, `virtual:hpcdocs/components`), the HTML every page starts from, and,
 * in the dev server, the content (through the pipeline's plugin) with its search index.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, PluginOption, ViteDevServer } from 'vite';
import { componentRef } from '../config/component-ref.js';
import type { ResolvedConfig } from '../config/load.js';
import { siteDataOf } from '../site-data.js';
import { assetUrl } from '../build/template.js';
import { siteHeadTags } from '../build/head-tags.js';
import { placeOf } from '../build/bundle-errors.js';
import type { NavbarItemInput } from '../config/schema.js';
import { NO_PLUGIN_MODULES, type InternalPlugin, type PluginModules } from '../plugins/internal.js';
import { devSite } from '../dev/dev-site.js';
import { usesVersionUi } from '../plugins/docs-versions.js';
import { currentLocaleOf } from '../i18n/locales.js';
import { blogSettings } from '../plugins/blog.js';
import { htmlTemplate } from './html.js';
import { infimaLayer } from './infima.js';

const SITE_MODULE = 'virtual:hpcdocs/site';
const COMPONENTS_MODULE = 'virtual:hpcdocs/components';
const STYLES_MODULE = 'virtual:hpcdocs/styles';
const CUSTOM_CSS_MODULE = 'virtual:hpcdocs/custom-css';
const INFIMA_MODULE = 'virtual:hpcdocs/infima.css';
const ROUTE_COMPONENTS_MODULE = 'virtual:hpcdocs/route-components';
const DOCS_VERSIONS_MODULE = 'virtual:hpcdocs/docs-versions';
const LOCALES_MODULE = 'virtual:hpcdocs/locales';
const BLOG_MODULE = 'virtual:hpcdocs/blog';


/**
 * The app layer's files, bundled by the site's own Vite build: `src/app` in this repository,
 * `dist/app` when installed. Found from this module's folder (`src/vite` or `dist`).
 */
export function appEntry(name: 'entry-client' | 'entry-server' | 'loader'): string {
  for (const dir of [resolve(import.meta.dirname, '../app'), resolve(import.meta.dirname, 'app')]) {
    for (const ext of ['.tsx', '.ts', '.js']) {
      const file = join(dir, name + ext);
      if (existsSync(file)) return file;
    }
  }
  throw new Error(`@hpcdocs/site: the app entry ${name} is missing from the package (looked beside ${import.meta.dirname}). Reinstall @hpcdocs/site.`);
}

/**
 * Source of `virtual:hpcdocs/components`: the site's components, App and Root, imported by absolute
 * path. (The theme's optional components, such as Mermaid diagrams, load with the pages that use
 * them: see page-modules.ts.)
 */
function componentsModule(config: ResolvedConfig): string {
  const entries = Object.entries(config.paths.components);
  const imports = entries.map(([, reference], i) => {
    const { file, exportName } = componentRef(reference);
    return exportName === undefined ? `import C${i} from ${JSON.stringify(file)};` : `import { ${exportName} as C${i} } from ${JSON.stringify(file)};`;
  });
  const map = entries.map(([name], i) => `${JSON.stringify(name)}: C${i}`).join(', ');
  const app = config.paths.app ? `import SiteAppOverride from ${JSON.stringify(config.paths.app)};\nexport const App = SiteAppOverride;` : 'export const App = undefined;';
  const root = config.paths.root ? `import SiteRoot from ${JSON.stringify(config.paths.root)};\nexport const Root = SiteRoot;` : 'export const Root = undefined;';
  const notFound = config.paths.notFound ? `import SiteNotFound from ${JSON.stringify(config.paths.notFound)};\nexport const NotFound = SiteNotFound;` : 'export const NotFound = undefined;';
  return `${imports.join('\n')}\nexport const components = { ${map} };\n${app}\n${root}\n${notFound}\n`;
}

/**
 * Source of `virtual:hpcdocs/styles`. Installed, the theme and the search UI ship one stylesheet
 * each beside their built code, which imports none; from their sources (this repository), every
 * component imports its own CSS module, and the built sheets may be missing or stale.
 */
function stylesModule(packagesAreSources: boolean): string {
  return packagesAreSources ? 'export {};\n' : "import '@hpcdocs/theme/styles.css';\nimport '@hpcdocs/search/styles.css';\n";
}

/**
 * Source of `virtual:hpcdocs/custom-css`: the plugins' client modules, then the site's stylesheets
 * (config `customCss`) in the order given. The client entry imports it after everything else, so
 * they come after the theme's CSS, and the site's own last of all.
 */
function customCssModule(config: ResolvedConfig, modules: PluginModules): string {
  const files = [...(config.paths.infima ? [INFIMA_MODULE] : []), ...modules.clientModules.map((file) => resolve(config.root, file)), ...config.paths.customCss];
  return `${files.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\nexport {};\n`;
}

/**
 * Source of `virtual:hpcdocs/infima.css` (config `infima`): Docusaurus' stylesheet in a layer of its
 * own (see infima.ts). Layered rules lose to every unlayered one, so the theme's styles and the site's own win
 * wherever they set something, and Infima's apply where nothing else does (its classes). The
 * theme's brand colour and fonts then come from Infima's variables, which a Docusaurus site sets
 * in its custom CSS (`--ifm-color-primary`), so the site keeps its colours (backgrounds stay the
 * theme's: Infima's light one is transparent, and the navbar and menus need an opaque one).
 */
const infimaModule = (config: ResolvedConfig): string =>
  [
    // Read here rather than @imported: the rules for the theme's class names are left out (infima.ts).
    infimaLayer(config.paths.infima ?? ''),
    ":root, [data-theme='dark'] {",
    '  --hpc-color-primary: var(--ifm-color-primary);',
    '  --hpc-color-primary-strong: var(--ifm-color-primary-darker);',
    '  --hpc-color-focus: var(--ifm-color-primary);',
    '  --hpc-font-sans: var(--ifm-font-family-base);',
    '  --hpc-font-mono: var(--ifm-font-family-monospace);',
    '}',
    '',
  ].join('\n');

/**
 * Source of `virtual:hpcdocs/route-components`: the plugins' route components by name, each a
 * function that loads its module. In the browser each is a chunk of its own, loaded with the pages
 * that name it; on the server every one is imported up front, as every page renders complete.
 */
function routeComponentsModule(config: ResolvedConfig, modules: PluginModules, ssr: boolean): string {
  const entries = Object.entries(modules.routeComponents).map(([name, file], i) => [JSON.stringify(name), JSON.stringify(resolve(config.root, file)), `R${i}`] as const);
  if (ssr) return `${entries.map(([, file, local]) => `import * as ${local} from ${file};`).join('\n')}\nexport const routeComponents = { ${entries.map(([name, , local]) => `${name}: () => Promise.resolve(${local})`).join(', ')} };\n`;
  return `export const routeComponents = { ${entries.map(([name, file]) => `${name}: () => import(${file})`).join(', ')} };\n`;
}

/**
 * Source of `virtual:hpcdocs/docs-versions`: the theme's version navbar items, banner and badge on
 * a site that uses them (see `usesVersionUi`), nothing on one that does not (about 1.3 KB of
 * JavaScript every page would load for nothing).
 */
function docsVersionsModule(config: ResolvedConfig, theme: string): string {
  if (!usesVersionUi(config)) return 'export const versionItems = {};\nexport const VersionBanner = undefined;\nexport const VersionBadge = undefined;\nexport const withVersionContexts = (options) => options;\n';
  const contexts = JSON.stringify(join(dirname(appEntry('entry-client')), 'search-contexts'));
  return `export { versionNavbarItemTypes as versionItems, ActiveVersionBanner as VersionBanner, ActiveVersionBadge as VersionBadge } from ${JSON.stringify(theme)};\nexport { withVersionContexts } from ${contexts};\n`;
}

/** Whether a navbar item, or one in its dropdown, is of `type`. */
const hasItemOfType = (items: readonly NavbarItemInput[], type: string): boolean => items.some((item) => item.type === type || hasItemOfType([...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])], type));

/**
 * Source of `virtual:hpcdocs/locales`: the theme's locale dropdown on a site whose navbar has one;
 * nothing on one without.
 */
function localesModule(config: ResolvedConfig, theme: string): string {
  if (!hasItemOfType(config.navbar.items, 'localeDropdown')) return 'export const localeItems = {};\n';
  return `export { localeNavbarItemTypes as localeItems } from ${JSON.stringify(theme)};\n`;
}

/**
 * Source of `virtual:hpcdocs/blog`: on a site with a blog, the loaders of its route components
 * (the theme's blog components are a chunk of their own, loaded with the blog's pages); nothing on
 * a site without one.
 */
function blogModule(config: ResolvedConfig, themeBlog: string): string {
  if (!blogSettings(config)) return 'export const blogRoutes = {};\n';
  const routes = JSON.stringify(join(dirname(appEntry('entry-client')), 'blog-routes'));
  return [
    `import { blogDataRoute, blogListRoute, blogPostRoute } from ${routes};`,
    'export const blogRoutes = {',
    `  BlogPost: () => import(${JSON.stringify(themeBlog)}).then((m) => blogPostRoute(m.BlogByline)),`,
    `  BlogList: () => import(${JSON.stringify(themeBlog)}).then((m) => blogListRoute(m.BlogList)),`,
    ...['BlogArchive', 'BlogAuthors', 'BlogTags'].map((name) => `  ${name}: () => import(${JSON.stringify(themeBlog)}).then((m) => blogDataRoute(m.${name})),`),
    '};',
    '',
  ].join('\n');
}

/**
 * How a virtual module imports a module of the theme: as the app layer's own files get it. From
 * the sources (this repository), by its name; installed, by its file, as a module of the app's
 * package imports it: a bare name from a virtual module is a dependency of the site to Vite's dev
 * server, which pre-bundles it with a copy of the router of its own, and the pages then had two
 * routers (every page crashed: "must be rendered inside <RouterProvider>").
 */
/** What {@link themeModule} needs of a plugin hook's context. */
interface Resolver {
  resolve(id: string, importer?: string): Promise<{ readonly id: string } | null>;
}

async function themeModule(context: Resolver, name: string, packagesAreSources: boolean): Promise<string> {
  if (!packagesAreSources) return createRequire(appEntry('entry-client')).resolve(name);
  // The sources, as the app's own modules resolve them (from a site outside this repository, a
  // bare name from a virtual module found another copy, and the pages had two site configs).
  return (await context.resolve(name, appEntry('entry-client')))?.id ?? name;
}

/** The virtual modules, for both the client and the server bundle. */
function virtualModules(config: ResolvedConfig, packagesAreSources: boolean, modules: PluginModules): Plugin {
  return {
    name: 'hpcdocs-site',
    enforce: 'pre',
    resolveId(id, importer) {
      // The main entry is the command's side (the build, the config, Node's modules): in a page it
      // would pull Vite into the bundle. What a page may use of the site is in its own entry.
      if (id === '@hpcdocs/site' && importer && !importer.startsWith('\0')) {
        const { line, column } = placeOf(importer, ["'@hpcdocs/site'", '"@hpcdocs/site"']);
        this.error({ message: `imports "@hpcdocs/site" (the command, the build and the config, which run in Node) into the site's pages: import SiteApp, SiteProviders or useSiteData from "@hpcdocs/site/app", and the config's types with \`import type\`.`, id: importer, loc: { file: importer, line, column: column - 1 } });
      }
      if (id === SITE_MODULE || id === COMPONENTS_MODULE || id === STYLES_MODULE || id === CUSTOM_CSS_MODULE || id === ROUTE_COMPONENTS_MODULE || id === INFIMA_MODULE || id === DOCS_VERSIONS_MODULE || id === LOCALES_MODULE || id === BLOG_MODULE) return `\0${id}`;
      return undefined;
    },
    async load(id, options) {
      if (id === `\0${SITE_MODULE}`) return `export const site = ${JSON.stringify(siteDataOf(config))};\n`;
      if (id === `\0${COMPONENTS_MODULE}`) return componentsModule(config);
      if (id === `\0${STYLES_MODULE}`) return stylesModule(packagesAreSources);
      if (id === `\0${CUSTOM_CSS_MODULE}`) return customCssModule(config, modules);
      if (id === `\0${INFIMA_MODULE}`) return infimaModule(config);
      if (id === `\0${ROUTE_COMPONENTS_MODULE}`) return routeComponentsModule(config, modules, options?.ssr === true);
      if (id === `\0${LOCALES_MODULE}`) return localesModule(config, await themeModule(this, '@hpcdocs/theme', packagesAreSources));
      if (id === `\0${DOCS_VERSIONS_MODULE}`) return docsVersionsModule(config, await themeModule(this, '@hpcdocs/theme', packagesAreSources));
      if (id === `\0${BLOG_MODULE}`) return blogModule(config, await themeModule(this, '@hpcdocs/theme/blog', packagesAreSources));
      return undefined;
    },
  };
}

/**
 * A URL for the dev server's HTML: Vite puts the base URL in front of every `/...` URL of a page
 * it serves, so a URL under the base URL is given without it (`/doc/img/x.svg` -> `/img/x.svg`).
 */
export function devHtmlUrl(url: string, baseUrl: string): string {
  return baseUrl !== '/' && url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
}

/**
 * Dev server only: the site's root (`/` and the base URL without its slash) leads to the base URL,
 * so a health check or `curl` on the server's address gets an answer; every page is the HTML
 * template with the client entry, and the content plugin adds the boot data and the code
 * stylesheet for the route asked for.
 */
function devPages(config: ResolvedConfig): Plugin {
  const roots = new Set(['/', config.baseUrl.replace(/\/$/, '')]);
  return {
    name: 'hpcdocs-site-pages',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      if (config.baseUrl !== '/') {
        server.middlewares.use((req, res, next) => {
          const [path = '/', query] = (req.url ?? '/').split('?');
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !roots.has(path)) return next();
          res.statusCode = 302;
          res.setHeader('Location', config.baseUrl + (query === undefined ? '' : `?${query}`));
          res.end();
        });
      }
      // After Vite's own middlewares (post hook): what they did not answer is a page.
      return () => {
        server.middlewares.use((req, res, next) => {
          // Vite's base middleware has cut the base URL off `req.url` by now; the page's is the original.
          const url = req.originalUrl ?? req.url ?? '/';
          const accept = String(req.headers.accept ?? '');
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html') || !url.startsWith(config.baseUrl)) return next();
          const template = htmlTemplate({
            lang: currentLocaleOf(config).htmlLang,
            direction: currentLocaleOf(config).direction === 'rtl' ? 'rtl' : undefined,
            clientEntry: `/@fs${appEntry('entry-client')}`,
            ...(config.favicon ? { favicon: devHtmlUrl(assetUrl(config, config.favicon), config.baseUrl) } : {}),
            ...(config.themeColor ? { themeColor: config.themeColor } : {}),
            colorMode: config.colorMode,
            siteTags: siteHeadTags(config, (tagUrl) => devHtmlUrl(tagUrl, config.baseUrl)).html,
          });
          server.transformIndexHtml(url, template, url).then(
            (html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(html);
            },
            (error: unknown) => next(error),
          );
        });
      };
    },
  };
}

/**
 * Every plugin a site needs, for `vite build` (client and SSR) and the dev server.
 * `packagesAreSources`: the @hpcdocs packages are their TypeScript sources (this repository);
 * `modules`: what the site's plugins give the bundles; `devPlugins`: the site's plugins, whose
 * content the dev server serves.
 */
export function hpcdocsSite(config: ResolvedConfig, packagesAreSources: boolean, modules: PluginModules = NO_PLUGIN_MODULES, devPlugins: readonly InternalPlugin[] = []): PluginOption[] {
  return [virtualModules(config, packagesAreSources, modules), devPages(config), devSite(config, devPlugins)];
}
