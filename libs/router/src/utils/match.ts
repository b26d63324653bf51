/** Exact route matching, pure. The table is small and never lazy: matching never waits for a chunk. */
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { normalizePathname } from './paths.js';

/** Routes indexed by exact path. */
export interface RouteTable {
  readonly byPath: ReadonlyMap<string, RouteEntry>;
}

/** The outcome of matching a pathname. */
export type MatchResult =
  | { readonly type: 'route'; readonly route: RouteEntry }
  /** The path is not canonical (`.html`, missing or extra trailing slash, a redirect route). */
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'not-found' };

/** Indexes routes by exact path for {@link matchRoute}. Later entries win over earlier ones with the same path. */
export function createRouteTable(routes: readonly RouteEntry[]): RouteTable {
  return { byPath: new Map(routes.map((r) => [r.path, r])) };
}

/** Matches a pathname exactly; near misses become redirects to the canonical path. */
export function matchRoute(table: RouteTable, pathname: string): MatchResult {
  const clean = normalizePathname(pathname);
  const exact = table.byPath.get(clean);
  if (exact) {
    if (exact.to !== undefined && exact.to) return { type: 'redirect', to: exact.to };
    return clean === pathname ? { type: 'route', route: exact } : { type: 'redirect', to: clean };
  }
  const alternative = clean.endsWith('/') ? clean.slice(0, -1) : `${clean}/`;
  const near = table.byPath.get(alternative);
  if (near) return { type: 'redirect', to: near.to !== undefined && near.to ? near.to : alternative };
  return { type: 'not-found' };
}
