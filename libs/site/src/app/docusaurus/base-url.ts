/** Pure helpers behind the Docusaurus base-URL shims (`@docusaurus/useBaseUrl`, `@docusaurus/Link`). */

/** Options of {@link addBaseUrl}, as Docusaurus' `useBaseUrl` takes them. */
export interface BaseUrlOptions {
  /** Prefix the site's origin too (`https://example.com/docs/img/x.png`). Default false. */
  readonly absolute?: boolean;
  /** Add the base URL even when the path already starts with it. Default false. */
  readonly forcePrependBaseUrl?: boolean;
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//cdn`). */
export const hasProtocol = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * `url` under the site's base URL, as Docusaurus resolves it: URLs with a scheme, anchors and
 * empty strings stay as they are; a path that already starts with the base URL is not prefixed
 * twice (unless `forcePrependBaseUrl`); `absolute` adds the site's origin.
 */
export function addBaseUrl(url: string, baseUrl: string, siteUrl: string, options: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || hasProtocol(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  const path = url === baseUrl.replace(/\/$/, '') ? baseUrl : url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}
