/** Pure URL helpers for the search page (`?q=&ctx=&version=`) and for checking index URLs. */
import { SearchIndexError } from './errors.js';

/** Query parameters of the search page. */
export interface SearchPageParams {
  /** The search text. */
  readonly q: string;
  /** The active search context; sent only when given (not in the outside-context case). */
  readonly ctx?: string | null | undefined;
  /** The selected docs version path (`/doc/next/`); sent without the base URL when it is not the base. */
  readonly version?: string | null | undefined;
}

/**
 * URL of the search page: `{baseUrl}search/?q=...`, with `ctx` only when a context is given and
 * `version` only when it is not the base URL.
 */
export function searchPageUrl(baseUrl: string, { q, ctx, version }: SearchPageParams): string {
  const params = new URLSearchParams({ q });
  if (ctx) params.set('ctx', ctx);
  if (version && version !== baseUrl) {
    params.set('version', version.startsWith(baseUrl) ? version.slice(baseUrl.length) : version);
  }
  return `${baseUrl}search/?${params.toString()}`;
}


/**
 * Checks an index URL before it is fetched: it is on the page's origin, and the version path starts
 * with the base URL. Returns the absolute index URL; throws {@link SearchIndexError} otherwise.
 */
export function checkIndexUrl(indexUrl: string, pageUrl: string, baseUrl: string, version: string = baseUrl): URL {
  const page = new URL(pageUrl);
  let url: URL;
  try {
    url = new URL(indexUrl, page);
  } catch (cause) {
    throw new SearchIndexError('cross-origin', 'Unexpected version url', `@hpcdocs/search: index URL "${indexUrl}" is not a valid URL.`, { cause });
  }
  if (url.origin !== page.origin) {
    throw new SearchIndexError(
      'cross-origin',
      'Unexpected version url',
      `@hpcdocs/search: index URL "${url.href}" is not on this origin (${page.origin}); serve the index from the site itself.`,
    );
  }
  if (!version.startsWith(baseUrl)) {
    throw new SearchIndexError(
      'version-outside-base',
      'Version url does not start with base url',
      `@hpcdocs/search: version path "${version}" must begin with the base URL "${baseUrl}".`,
    );
  }
  return url;
}
