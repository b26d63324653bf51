/**
 * Client-side routing over exact routes with lazily loaded page data. A navigation loads the
 * target's data first, then commits (URL, state, scroll, focus) in one step, so the old page stays
 * until the new one can show. Chunk failures reload the target once, then show the load error.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RouteEntry, RoutesJson } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, clearReloadGuard, reloadOnce, sessionStore, type PageLoader } from '../runtime/page-loader.js';
import { createRouteTable, matchRoute, type RouteTable } from '../utils/match.js';
import { splitUrl } from '../utils/paths.js';
import { RouterActionsContext, RouterContext, type NavigateOptions, type RouterActions, type RouterContextValue, type RouterLocation, type RouterState } from './context.js';

/** Props of {@link RouterProvider}. */
export interface RouterProviderProps {
  readonly baseUrl: string;
  /** What to show first (the prerendered page, so hydration matches). */
  readonly initialState: RouterState;
  /**
   * The route table, or the URL of its JSON file (loaded after hydration). A new value replaces
   * the table for the next navigation; call `retry()` to match the current page against it.
   */
  readonly routes: readonly RouteEntry[] | string;
  /** Page data loader; one is created when omitted. */
  readonly loader?: PageLoader;
  readonly children: ReactNode;
}

let keyCounter = 0;
const nextKey = () => `k${(keyCounter += 1).toString(36)}${Date.now().toString(36)}`;

function locationOf(url: string, key = nextKey()): RouterLocation {
  const { pathname, search, hash } = splitUrl(url);
  return { pathname, search, hash, key };
}

interface TableCache {
  readonly routes: readonly RouteEntry[] | string;
  readonly loader: PageLoader;
  table: Promise<RouteTable> | null;
}

function useRouteTable(routes: readonly RouteEntry[] | string, loader: PageLoader): () => Promise<RouteTable> {
  // One cache per `routes`: a new table (the dev server swaps in the table of an edited site)
  // starts empty instead of answering from the old one.
  const cache = useMemo<TableCache>(() => ({ routes, loader, table: null }), [routes, loader]);
  return useCallback(() => {
    const table = (cache.table ??= typeof cache.routes === 'string'
      ? cache.loader.load<RoutesJson>(cache.routes).then((json) => createRouteTable(json.routes))
      : Promise.resolve(createRouteTable(cache.routes)));
    // A failed table load is retried by the next navigation.
    table.catch(() => {
      if (cache.table === table) cache.table = null;
    });
    return table;
  }, [cache]);
}

/**
 * Holds the router state and performs client-side navigations: loads the target's data first, then
 * commits URL, state, scroll and focus together. Back/forward are handled through `popstate`.
 */
export function RouterProvider({ baseUrl, initialState, routes, loader: givenLoader, children }: RouterProviderProps): ReactNode {
  const loader = useMemo(() => givenLoader ?? createPageLoader(), [givenLoader]);
  const [state, setState] = useState<RouterState>(initialState);
  const [pending, setPending] = useState(false);
  const getTable = useRouteTable(routes, loader);
  const navigationId = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const go = useCallback(
    async (to: string, options: NavigateOptions & { pop?: boolean } = {}): Promise<void> => {
      const target = new URL(to, window.location.href);
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      const url = target.pathname + target.search + target.hash;
      const current = stateRef.current.location;
      const write = (href: string) => {
        if (options.pop) return;
        if (options.replace) window.history.replaceState({ key: nextKey() }, '', href);
        else window.history.pushState({ key: nextKey() }, '', href);
      };
      if (!options.pop && target.pathname === current.pathname && target.search === current.search && target.hash !== '' && !stateRef.current.error) {
        write(url);
        setState((s) => ({ ...s, location: locationOf(url) }));
        return;
      }
      const id = (navigationId.current += 1);
      // A target already loaded (prefetched) commits within this task's microtasks; flagging it
      // pending first would render the whole app once more per click for nothing. Only
      // a navigation still waiting after this task is pending.
      const waiting = window.setTimeout(() => {
        if (id === navigationId.current) setPending(true);
      }, 0);
      try {
        const table = await getTable();
        const match = matchRoute(table, target.pathname);
        if (match.type === 'redirect') {
          if (id === navigationId.current) await go(match.to + target.search + target.hash, { replace: true });
          return;
        }
        const route = match.type === 'route' ? match.route : null;
        let data: unknown = null;
        let error: Error | null = null;
        if (route?.data) {
          try {
            data = await loader.load(route.data);
            clearReloadGuard(url, sessionStore());
          } catch (e) {
            if (id !== navigationId.current) return;
            if (reloadOnce(url, sessionStore(), (u) => window.location.assign(u))) return;
            error = e as Error;
          }
        }
        if (id !== navigationId.current) return;
        write(url);
        setState({ location: locationOf(url), route, data, error });
      } catch (e) {
        // The route table itself failed: fall back to a full page load.
        if (id === navigationId.current) window.location.assign(url);
        void e;
      } finally {
        window.clearTimeout(waiting);
        if (id === navigationId.current) setPending(false);
      }
    },
    [getTable, loader],
  );

  // Back and forward.
  useEffect(() => {
    const onPop = () => {
      void go(window.location.pathname + window.location.search + window.location.hash, { pop: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  // Once, for the page the router started on: remember its data and normalise `.html` and
  // `/index.html` paths. Only once: run again when the route table is replaced, it would put
  // the first page's data back over fresher data the loader was given since.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { route, data, location } = stateRef.current;
    if (route?.data && data) loader.seed(route.data, data);
    if (route) clearReloadGuard(location.pathname + location.search + location.hash, sessionStore());
    const path = window.location.pathname;
    // Only pages of this site are normalised (a host page such as Storybook's /iframe.html is not).
    if (path.startsWith(baseUrl) && /(?:\/index)?\.html$/.test(path)) {
      void go(window.location.href, { replace: true });
    }
  }, [go, loader, baseUrl]);

  // Warm the route table once the page is idle, so the first click does not wait for it.
  useEffect(() => {
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => {
      void getTable().catch(() => undefined);
    });
  }, [getTable]);

  const prefetch = useCallback(
    (to: string) => {
      void getTable()
        .then((table) => {
          const match = matchRoute(table, splitUrl(to).pathname);
          if (match.type === 'route' && match.route.data) loader.prefetch(match.route.data);
        })
        .catch(() => undefined);
    },
    [getTable, loader],
  );

  const retry = useCallback(() => {
    const { location } = stateRef.current;
    void go(location.pathname + location.search + location.hash, { replace: true });
  }, [go]);

  const navigate = useCallback((to: string, options?: NavigateOptions) => go(to, options ?? {}), [go]);
  const actions = useMemo<RouterActions>(() => ({ baseUrl, navigate, prefetch, retry }), [baseUrl, navigate, prefetch, retry]);
  const value = useMemo<RouterContextValue>(() => ({ ...actions, state, pending }), [actions, state, pending]);
  return (
    <RouterActionsContext.Provider value={actions}>
      <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
    </RouterActionsContext.Provider>
  );
}

/** The initial state for a URL (used by the server render and by hydration). */
export function initialRouterState(url: string, route: RouteEntry | null, data: unknown, error: Error | null = null): RouterState {
  return { location: locationOf(url, 'initial'), route, data, error };
}
