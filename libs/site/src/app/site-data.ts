/**
 * What the browser and the server render need of the config: plain data, serialised into the
 * bundles by the site's Vite plugin (`virtual:hpcdocs/site`). Built from a `ResolvedConfig` by
 * `siteDataOf()` (Node side).
 */
import type { SearchOptionsInput } from '@hpcdocs/search';
import type { SiteConfig } from '@hpcdocs/theme';

/** A page the app renders itself (the landing page, the search page). */
export interface AppPage {
  readonly path: string;
  readonly title: string;
}

/** The site as the app layer sees it. */
export interface SiteData {
  /** The theme's config: title, URL, base URL, navbar, footer, announcement bar, colour mode. */
  readonly siteConfig: SiteConfig;
  /** Search options, the same object the index was built with. */
  readonly searchOptions: SearchOptionsInput;
  /** The pages the app renders itself: the landing page (absent when a doc is home) and the search page. */
  readonly pages: { readonly landing: AppPage | null; readonly search: AppPage };
  /** `lang` of the pages. */
  readonly lang: string;
  /** `dir` of the pages when not left to right (a locale written right to left). */
  readonly direction?: 'rtl';
  /** The default locale's name, on a site with several (`siteConfig.i18n` lists them). */
  readonly defaultLocale?: string;
  /** The site's own strings in the page's locale (`code.json`): id -> message, for `<Translate>`. */
  readonly codeTranslations?: Readonly<Record<string, string>>;
  /** Config `customFields`, for the site's components. */
  readonly customFields?: Readonly<Record<string, unknown>>;
  /** The site's social card (config `image`) as an absolute URL, for pages without one of their own. */
  readonly image?: string;
}

/** The tab title of a page: `Page | Site`, or the site's title alone for the home page. */
export function pageTitle(site: SiteData, title: string | undefined): string {
  const { title: siteTitle, titleDelimiter } = site.siteConfig;
  if (!title || title === siteTitle) return siteTitle;
  return `${title} ${titleDelimiter ?? '|'} ${siteTitle}`;
}
