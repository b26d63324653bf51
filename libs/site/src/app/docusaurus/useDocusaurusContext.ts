/**
 * `@docusaurus/useDocusaurusContext` for a site's own components: the parts of the site's config a
 * component commonly reads (`siteConfig.title`, `tagline`, `url`, `baseUrl`, `customFields`) and
 * the one locale.
 */
import { useSiteData } from '../App.js';

/** What the hook returns (a subset of Docusaurus' context). */
export interface DocusaurusContext {
  readonly siteConfig: {
    readonly title: string;
    readonly tagline: string;
    readonly url: string;
    readonly baseUrl: string;
    readonly customFields: Readonly<Record<string, unknown>>;
  };
  readonly i18n: { readonly currentLocale: string; readonly defaultLocale: string; readonly locales: readonly string[] };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  const { title, tagline, url, baseUrl } = site.siteConfig;
  return {
    siteConfig: { title, tagline: tagline ?? '', url, baseUrl, customFields: site.customFields ?? {} },
    i18n: { currentLocale: site.lang, defaultLocale: site.lang, locales: [site.lang] },
  };
}
