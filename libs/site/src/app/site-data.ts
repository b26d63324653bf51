/**
 * What the browser and the server render need of the config: plain data, serialised into the
 * bundles by the site's Vite plugin (`virtual:hpcdocs/site`). Built from a `ResolvedConfig` by
 * `siteDataOf()` (Node side).
 */
import type { SearchOptionsInput } from '@hpcdocs/search';
import type { LandingProps, SiteConfig } from '@hpcdocs/theme';

/** A page the app renders itself (the landing page, the search page). */
export interface AppPage {
  readonly path: string;
  readonly title: string;
}

/** The site as the app layer sees it. */
export interface SiteData {
  /** The theme's config: title, URL, base URL, navbar, footer, announcement bar, colour mode. */
  readonly siteConfig: SiteConfig;
  /** The landing page at the base URL, or null when a doc is the home page. */
  readonly landing: LandingProps | null;
  /** Search options, the same object the index was built with. */
  readonly searchOptions: SearchOptionsInput;
  /** The pages the app renders itself: the landing page (absent when a doc is home) and the search page. */
  readonly pages: { readonly landing: AppPage | null; readonly search: AppPage };
  /** `lang` of the pages. */
  readonly lang: string;
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
