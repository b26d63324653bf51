/** Locale links, pure. */

/** Where a locale link leads: the URL's parts as `location` gives them. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The page at `location` in another locale: its path with the current locale's base URL `from`
 * replaced by the other's, `to` (`/doc/docs/x/` from `/doc/` to `/doc/fr/` is `/doc/fr/docs/x/`),
 * with its query and hash. A path outside `from` leads to the other locale's home, `to`.
 */
export function localeTarget(location: PageLocation, from: string, to: string): string {
  const rest = location.pathname.startsWith(from) ? location.pathname.slice(from.length) : '';
  return `${to}${rest}${location.search}${location.hash}`;
}
