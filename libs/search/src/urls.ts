/** Pure URL helpers for the search page (`?q=&ctx=&version=`). */

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
