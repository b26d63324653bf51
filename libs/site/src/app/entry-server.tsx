// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of the virtual modules must reach every program that reads this file (the build, the e2e tests), not only this package
/// <reference path="./virtual.d.ts" />
/**
 * Server entry: renders one route to HTML for the prerender step. Bundled by Vite (SSR build) so
 * CSS module class names match the client bundle.
 */
import * as React from 'react';
import { StrictMode } from 'react';
import { DOC_PAGE_COMPONENT, type DocJson, type RouteEntry, type SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { createStaticSiteRouter, escapeHtml, renderToHtml, StaticRouterProvider, type StaticSiteRouter } from '@hpcdocs/router/server';
import { createServerMarkupCache, ServerMarkupProvider, type ServerMarkupCache, type SiteConfig } from '@hpcdocs/theme';
import { App as CustomApp, components, NotFound as SiteNotFound, Root as SiteRoot } from 'virtual:hpcdocs/components';
import { loadedPageModules } from 'virtual:hpcdocs/page-modules';
import { site } from 'virtual:hpcdocs/site';
import { setCodeTranslations } from './docusaurus/Translate.js';
import { SiteApp } from './App.js';
import { withSiteRoot } from './site-root.js';
import { preloadAllRouteComponents } from './route-components.js';
import { registerPageModules } from './page-components.js';
import { RouteError, setNotFoundPage, SitePage } from './route-elements.js';
import { docHeadOf, withDocHeadTags } from './doc-head.js';
import { pageTitle } from './site-data.js';

// `<Translate>` in the site's components shows the page's locale's messages.
setCodeTranslations(site.codeTranslations);

const App = withSiteRoot(CustomApp ?? SiteApp, SiteRoot);
setNotFoundPage(SiteNotFound);

// Prerendering is synchronous: every route component's code is loaded before the first render.
await preloadAllRouteComponents();
// Every page renders complete on the server: all the modules pages load with their data are here.
registerPageModules(loadedPageModules);

/** What the prerender step passes for one route. */
export interface RenderInput {
  readonly url: string;
  readonly route: RouteEntry | null;
  /** The data the route's component gets (a doc's JSON for a doc page), or null. */
  readonly data: unknown;
  /** The page's meta description, when its plugin gave one (a doc's is in its data). */
  readonly description?: string | undefined;
  /** The page asks search engines to leave it out (its plugin said so). */
  readonly noIndex?: boolean | undefined;
  readonly docsData: SidebarsJson;
  readonly searchIndexUrl: string;
}

/** A route's body HTML and its head tags. */
export interface RenderOutput {
  readonly html: string;
  readonly head: string;
}

/**
 * The markup the pages of one prerender share (see ServerMarkupProvider in @hpcdocs/theme): one
 * cache per sidebars object, which a build passes to every page and makes anew for the next build.
 * Its markup renders inside a router at the site's base URL: what it holds (sidebar categories
 * away from the page) does not depend on the page.
 */
const markupCaches = new WeakMap<SidebarsJson, Promise<ServerMarkupCache>>();

function markupCacheFor(docsData: SidebarsJson): Promise<ServerMarkupCache> {
  let cache = markupCaches.get(docsData);
  if (!cache) {
    const { baseUrl } = site.siteConfig;
    cache = createStaticSiteRouter({ baseUrl, url: baseUrl, route: null, data: null }).then((router) => createServerMarkupCache((nodes) => renderToHtml(<StaticRouterProvider router={router}>{nodes}</StaticRouterProvider>)));
    markupCaches.set(docsData, cache);
  }
  return cache;
}

/** React Router's static router for one page, with the elements the browser's router gives every route. */
function routerFor(url: string, route: RouteEntry | null, data: unknown): Promise<StaticSiteRouter> {
  return createStaticSiteRouter({ baseUrl: site.siteConfig.baseUrl, url, route, data, page: <SitePage />, error: <RouteError site={site} /> });
}

/** Renders a route's body HTML and its head tags (title, description, canonical, Open Graph). */
export async function render({ url, route, data, docsData, searchIndexUrl, description: given, noIndex }: RenderInput): Promise<RenderOutput> {
  const { siteConfig } = site;
  // A doc's own meta data (a page of another kind may have none).
  const doc = route?.component === DOC_PAGE_COMPONENT ? (data as Partial<DocJson> | null) : null;
  const [router, markup] = await Promise.all([routerFor(url, route, data), markupCacheFor(docsData)]);
  const html = renderToHtml(
    <StrictMode>
      <StaticRouterProvider router={router}>
        <ServerMarkupProvider cache={markup}>
          <App site={site} docsData={docsData} searchIndexUrl={searchIndexUrl} components={components} />
        </ServerMarkupProvider>
      </StaticRouterProvider>
    </StrictMode>,
  );
  const title = pageTitle(site, route?.title ?? 'Page not found');
  const head = docHeadOf(route, data);
  const description = given ?? doc?.description ?? siteConfig.tagline ?? '';
  const canonical = route ? siteConfig.url + route.path : undefined;
  const tags = [
    `<title>${escapeHtml(head?.title ?? title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${doc ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.title)}">`,
  ];
  // The social card: the doc's `image` frontmatter (a site path, made absolute, or a full URL), else the site's.
  const image = doc?.image ? (doc.image.startsWith('/') ? siteConfig.url + doc.image : doc.image) : site.image;
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
  }
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`, `<meta property="og:url" content="${escapeHtml(canonical)}">`);
  }
  tags.push(...localeAlternates(siteConfig, route?.path));
  // An unlisted doc is reachable by its link only: search engines are asked to leave it out too.
  if (!canonical || doc?.unlisted || noIndex) tags.push(`<meta name="robots" content="${doc?.unlisted || noIndex ? 'noindex, nofollow' : 'noindex'}">`);
  if (doc?.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(doc.keywords.join(', '))}">`);
  return { html, head: withDocHeadTags(tags, head, escapeHtml).join('') };
}

/**
 * On a site with several locales: the page in each locale (`hreflang`, with the default locale as
 * `x-default`) and the page's own locale (`og:locale`), as Docusaurus writes them.
 */
function localeAlternates({ i18n, url }: SiteConfig, path: string | undefined): string[] {
  const current = i18n?.locales.find((locale) => locale.locale === i18n.currentLocale);
  if (!i18n || !current) return [];
  const tags = [`<meta property="og:locale" content="${escapeHtml(current.htmlLang.replace('-', '_'))}">`];
  if (path === undefined || !path.startsWith(current.baseUrl)) return tags;
  const rest = path.slice(current.baseUrl.length);
  const link = (baseUrl: string, lang: string) => `<link rel="alternate" href="${escapeHtml(url + baseUrl + rest)}" hreflang="${escapeHtml(lang)}">`;
  return [...tags, ...i18n.locales.map((locale) => link(locale.baseUrl, locale.htmlLang)), link(i18n.locales[0]?.baseUrl ?? current.baseUrl, 'x-default')];
}

export { site };

/**
 * Which build of React renders the pages. React picks it from NODE_ENV when first imported, in
 * the build's process (React stays external to this bundle); only its development build has
 * `captureOwnerStack`.
 */
export const reactBuild: 'development' | 'production' = typeof React.captureOwnerStack === 'function' ? 'development' : 'production';
