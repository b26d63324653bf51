/**
 * The site's exact route table, given as entries or as the URL of its JSON file (loaded when first
 * needed: the first navigation that must discover a route, a prefetch, or the browser's first idle
 * moment). A failed load is not kept, so the next call loads it again. The dev server replaces the
 * table after an edit.
 */
import type { RouteEntry, RoutesJson } from '@hpcdocs/content-pipeline/schema';
import { createRouteTable, type RouteTable } from '../utils/match.js';
import type { PageLoader } from './page-loader.js';

/** The route table as the router reads it. */
export interface RouteSource {
  /** The table, loading it first when it is given by URL. */
  table(): Promise<RouteTable>;
  /** Replaces the table (the next {@link table} call answers from the new one). */
  replace(routes: readonly RouteEntry[] | string): void;
}

/** A route source over `routes` (the entries, or the URL of a `RoutesJson` file fetched with `loader`). */
export function createRouteSource(routes: readonly RouteEntry[] | string, loader: PageLoader): RouteSource {
  let given = routes;
  let table: Promise<RouteTable> | null = null;
  return {
    table() {
      if (table) return table;
      const source = given;
      const loading = typeof source === 'string' ? loader.load<RoutesJson>(source).then((json) => createRouteTable(json.routes)) : Promise.resolve(createRouteTable(source));
      table = loading;
      loading.catch(() => {
        if (table === loading) table = null;
      });
      return loading;
    },
    replace(next) {
      given = next;
      table = null;
    },
  };
}
