/**
 * `@docusaurus/useBaseUrl` for a site's own components: `useBaseUrl('/img/logo.png')` is the path
 * under the site's base URL (`{ absolute: true }` adds its origin); `useBaseUrlUtils().withBaseUrl`
 * does the same outside render logic.
 */
import { useSiteConfig } from '@hpcdocs/theme';
import { addBaseUrl, type BaseUrlOptions } from './base-url.js';

/** `{ withBaseUrl }`: the function `useBaseUrl` applies, for several URLs. */
export function useBaseUrlUtils(): { readonly withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { baseUrl, url } = useSiteConfig();
  return { withBaseUrl: (path, options) => addBaseUrl(path, baseUrl, url, options) };
}

/** `url` under the site's base URL (see `addBaseUrl`). */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
