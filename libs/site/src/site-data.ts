/** The app layer's view of a resolved config (see `app/site-data.ts`). */
import { htmlFragment, type RouteEntry } from '@hpcdocs/content-pipeline';
import type { SiteConfig, NavbarItemConfig, LandingProps } from '@hpcdocs/theme';
import type { SiteData } from './app/site-data.js';
import type { ResolvedConfig } from './config/load.js';
import { assetUrl } from './build/template.js';
import { currentLocaleOf } from './i18n/locales.js';

/** Path of the search page under the base URL. */
export const SEARCH_PAGE = 'search/';

/** Where the docs live: `/doc/docs/` for routeBasePath `docs` under `/doc/`, the base URL itself for `/`. */
export function docsRoot(config: Pick<ResolvedConfig, 'baseUrl' | 'docs'>): string {
  const segment = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  return segment ? `${config.baseUrl}${segment}/` : config.baseUrl;
}

/** The landing page a site gets when its config names none: its title, tagline and a way into the docs. */
function defaultLanding(config: ResolvedConfig): LandingProps {
  return {
    title: config.title,
    tagline: config.tagline ?? '',
    primary: { label: 'Read the docs', to: docsRoot(config).replace(/\/$/, '') || '/' },
    cards: [],
  };
}

/** Whether the landing page is the app's: false when a doc is the home page or the docs sit at the base URL. */
export function hasLandingPage(config: ResolvedConfig): boolean {
  return !(config.home && 'doc' in config.home) && docsRoot(config) !== config.baseUrl;
}

/**
 * The landing page's props, or null when the site has none (a doc or a React page is home). Not
 * site data: the landing page's route carries them, so no other page's bundle does.
 */
export function landingOf(config: ResolvedConfig): LandingProps | null {
  if (!hasLandingPage(config)) return null;
  return ((config.home && 'landing' in config.home ? config.home.landing : undefined) ?? defaultLanding(config)) as LandingProps;
}

/** The plain data the browser and the server render get from the config. */
export function siteDataOf(config: ResolvedConfig): SiteData {
  const siteConfig: SiteConfig = {
    title: config.title,
    ...(config.tagline === undefined ? {} : { tagline: config.tagline }),
    url: config.url,
    baseUrl: config.baseUrl,
    // A logo path without a leading slash is under the base URL (`img/logo.svg`), as Docusaurus reads it.
    // Without an alt text, the logo is named for the site it stands for.
    ...(config.navbar.logo ? { logo: { ...config.navbar.logo, alt: config.navbar.logo.alt ?? config.title, src: assetUrl(config, config.navbar.logo.src) } } : {}),
    navbar: { items: config.navbar.items as readonly NavbarItemConfig[], hideOnScroll: config.navbar.hideOnScroll },
    // A copyright with markup (a link, a badge), as Docusaurus renders it: sanitized as a doc's HTML is.
    ...(config.footer ? { footer: /[<&]/.test(config.footer.copyright ?? '') ? { ...config.footer, copyrightBody: htmlFragment(config.footer.copyright as string) } : config.footer } : {}),
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    colorMode: config.colorMode,
    titleDelimiter: config.titleDelimiter,
    // The theme's texts in the locale's language, and the locales the dropdown offers.
    ...(config.locale && Object.keys(config.locale.translations.theme).length > 0 ? { translations: config.locale.translations.theme } : {}),
    ...(config.locale ? { i18n: { currentLocale: config.locale.current.locale, locales: config.locale.locales } } : {}),
  };
  const locale = currentLocaleOf(config);
  const landing = hasLandingPage(config);
  return {
    siteConfig,
    searchOptions: config.search,
    pages: { landing: landing ? { path: config.baseUrl, title: config.title } : null, search: { path: `${config.baseUrl}${SEARCH_PAGE}`, title: 'Search' } },
    lang: locale.htmlLang,
    ...(locale.direction === 'rtl' ? { direction: 'rtl' as const } : {}),
    ...(config.locale && Object.keys(config.locale.translations.code).length > 0 ? { codeTranslations: config.locale.translations.code } : {}),
    ...(config.locale ? { defaultLocale: config.locale.defaultLocale } : {}),
    ...(config.customFields ? { customFields: config.customFields } : {}),
    ...(config.image ? { image: absoluteUrl(config, config.image) } : {}),
  };
}

/** A URL of the site as an absolute URL (`img/card.png` -> `https://docs.example.com/doc/img/card.png`); other URLs as they are. */
function absoluteUrl(config: ResolvedConfig, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return config.url + assetUrl(config, url);
}

/**
 * Paths the app serves besides the docs: the home page (the landing page, or a doc shown there)
 * and the search page. The pipeline takes them as valid link targets that no doc may take.
 */
export function appRoutes(config: ResolvedConfig, site: SiteData): string[] {
  const home = site.pages.landing?.path ?? (config.home && 'doc' in config.home ? config.baseUrl : undefined);
  return [...(home !== undefined ? [home] : []), site.pages.search.path];
}

/**
 * The home page when the config names a doc for it (`home: { doc: 'intro' }`): that doc's route,
 * also served at the base URL. A `problem` when no doc has the id.
 */
export function homeDocRoute(config: ResolvedConfig, routes: readonly RouteEntry[]): { readonly route?: RouteEntry; readonly problem?: string } {
  if (!config.home || !('doc' in config.home)) return {};
  const id = config.home.doc;
  const route = routes.find((r) => r.component === 'DocPage' && r.docId === id);
  if (route) return route.path === config.baseUrl ? {} : { route: { ...route, path: config.baseUrl } };
  const ids = routes.filter((r) => r.component === 'DocPage' && r.docId).map((r) => r.docId as string);
  const near = ids.filter((other) => other.endsWith(`/${id}`) || other.split('/').pop() === id.split('/').pop()).slice(0, 3);
  return { problem: `${config.configFile ?? 'the config'}: home.doc: there is no doc with the id "${id}". ${near.length > 0 ? `Did you mean ${near.map((n) => `"${n}"`).join(' or ')}? ` : ''}A doc's id is its path in the docs folder without the extension (or its \`id\` front matter), such as "${ids[0] ?? 'intro'}".` };
}
