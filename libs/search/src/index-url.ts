/** Checking an index URL before it is fetched: same origin, version path under the base URL. */
import { SearchIndexError } from './errors.js';

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
