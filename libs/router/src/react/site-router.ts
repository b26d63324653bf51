/**
 * A React Router data router for a site's exact routes. React Router matches, keeps the history,
 * navigates and reports the navigation state; this adds the site's rules on its extension points:
 *
 * - route discovery (`patchRoutesOnNavigation`): the router starts with the page it was opened on,
 *   and a route is added from the site's route table (fetched when first needed) on the first
 *   navigation to it, so a thousand-page site does not build a thousand routes before it starts;
 * - one loader for every page route: the exact path, or a redirect to it (`.html`,
 *   `/index.html`, a missing or extra trailing slash, a redirect route), then the page's data from
 *   the page loader (prefetched pages are already there); a page whose data fails to arrive reloads
 *   once (a new deploy renamed the files), then throws to the route's error element;
 * - the page the router starts on is the prerendered one: its data is the hydration data.
 */
import { createBrowserRouter, createMemoryRouter, redirect, type DataRouter, type LoaderFunction, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { clearReloadGuard, createPageLoader, reloadOnce, sessionStore, type PageLoader } from '../runtime/page-loader.js';
import { createRouteSource, type RouteSource } from '../runtime/route-source.js';
import { createRouteTable, matchRoute } from '../utils/match.js';
import { normalizePathname, splitUrl } from '../utils/paths.js';
import type { SiteRouterLink } from './context.js';
import { leafRouteId, pageRoute, ROOT_ROUTE_ID, siteRoutes, type PageState, type RouteElements } from './routes.js';

/** Options of {@link createSiteRouter} and {@link createMemorySiteRouter}. */
export interface SiteRouterOptions extends RouteElements {
  /** The site's base URL, `/x/` form (`/doc/`). */
  readonly baseUrl: string;
  /** The route table, or the URL of its JSON file (`RoutesJson`, loaded when first needed). */
  readonly routes: readonly RouteEntry[] | string;
  /**
   * The page the router starts on, as the server rendered it: its route and data (hydration).
   * Default: from a `routes` array, the page at the URL when it has no data to load (a page route
   * without data, or the not-found page); otherwise the router loads it first, rendering nothing
   * until it has.
   */
  readonly initial?: PageState;
  /** Page data loader; one is created when omitted. */
  readonly loader?: PageLoader;
}

/** A router made by {@link createSiteRouter}; give it to `<RouterProvider router>`. */
export interface SiteRouter extends SiteRouterLink {
  /** React Router's router: `navigate`, `revalidate`, `state`, `subscribe`. */
  readonly router: DataRouter;
  readonly loader: PageLoader;
  /** Replaces the route table (the dev server after an edit) and loads the page shown again against it. */
  setRoutes(routes: readonly RouteEntry[] | string): void;
}

/** What the page loader function shares with the router that runs it. */
interface LoaderContext {
  readonly source: RouteSource;
  readonly loader: PageLoader;
  /** Loads a URL as a new document (a browser router), or null (a memory router never leaves). */
  readonly reload: ((url: string) => void) | null;
  router: DataRouter | null;
}

const never = () => new Promise<never>(() => undefined);

/** The loader of every page route (see the file comment). */
function pageLoaderFunction(context: LoaderContext): LoaderFunction {
  return async ({ request }): Promise<PageState> => {
    const url = new URL(request.url);
    // A request carries no fragment; the navigation it serves does (or, for a revalidation, the
    // page shown), and a redirect or a reload keeps it.
    const state = context.router?.state;
    const hash = (state?.navigation.location ?? state?.location)?.hash ?? '';
    const target = url.pathname + url.search + hash;
    const table = await context.source.table().catch((error: unknown) => {
      // Without the route table nothing can be matched: the server answers the URL instead.
      if (!context.reload) throw error;
      context.reload(target);
      return never();
    });
    const match = matchRoute(table, url.pathname);
    if (match.type === 'redirect') throw redirect(match.to + url.search + hash);
    if (match.type === 'not-found') return { route: null, data: null };
    const { route } = match;
    if (!route.data) return { route, data: null };
    try {
      const data = await context.loader.load(route.data);
      clearReloadGuard(target, sessionStore());
      return { route, data };
    } catch (error) {
      if (context.reload && reloadOnce(target, sessionStore(), context.reload)) return never();
      throw error;
    }
  };
}

type CreateDataRouter = (routes: ReturnType<typeof siteRoutes>, hydration: { loaderData: Record<string, PageState> } | undefined, patchRoutesOnNavigation: PatchRoutesOnNavigationFunction) => DataRouter;

/** The page at `url` when it is known without loading anything (see `initial`). */
function pageWithoutData(routes: readonly RouteEntry[] | string, url: string): PageState | undefined {
  if (typeof routes === 'string') return undefined;
  const match = matchRoute(createRouteTable(routes), splitUrl(url).pathname);
  if (match.type === 'not-found') return { route: null, data: null };
  return match.type === 'route' && !match.route.data ? { route: match.route, data: null } : undefined;
}

/** The router over `options`, made by `create` (a browser or a memory router) at `url`. */
function siteRouter(options: SiteRouterOptions, url: string, reload: LoaderContext['reload'], create: CreateDataRouter): SiteRouter {
  const loader = options.loader ?? createPageLoader();
  const source = createRouteSource(options.routes, loader);
  const initial = options.initial ?? pageWithoutData(options.routes, url);
  const context: LoaderContext = { source, loader, reload, router: null };
  const loadPage = pageLoaderFunction(context);
  const known = typeof options.routes === 'string' ? (initial?.route ? [initial.route] : []) : options.routes;
  const routes = siteRoutes(known, loadPage, options);
  const hydration = initial ? { loaderData: { [leafRouteId(routes, splitUrl(url).pathname)]: initial } } : undefined;
  // A page the router has no route for yet: its route from the table, before React Router matches again.
  const discover: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const table = await source.table().catch(() => null);
    const match = table ? matchRoute(table, splitUrl(path).pathname) : null;
    const route = match?.type === 'route' ? pageRoute(match.route, loadPage, options) : undefined;
    if (route) patch(ROOT_ROUTE_ID, [route]);
  };
  const router = create(routes, hydration, discover);
  context.router = router;
  // The first page's data is known: a navigation back to it does not fetch it again.
  if (initial?.route?.data && initial.data !== null) loader.seed(initial.route.data, initial.data);
  if (initial?.route) clearReloadGuard(url, sessionStore());
  const prefetch = (to: string) => {
    void source
      .table()
      .then((table) => {
        const match = matchRoute(table, splitUrl(to).pathname);
        if (match.type === 'route' && match.route.data) loader.prefetch(match.route.data);
      })
      .catch(() => undefined);
  };
  // In a browser, the route table is loaded once the page is idle, so the first click does not wait for it.
  if (reload && typeof options.routes === 'string') {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void source.table().catch(() => undefined));
  }
  const setRoutes = (next: readonly RouteEntry[] | string) => {
    source.replace(next);
    void router.revalidate();
  };
  const navigate = (to: string) => {
    const { pathname, search } = router.state.location;
    void router.navigate(to.startsWith('#') ? pathname + search + to : to);
  };
  return { router, loader, baseUrl: options.baseUrl, prefetch, navigate, setRoutes };
}

/** `segment` decoded, or undefined when it has a malformed percent-encoding. */
const decodable = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The path the router starts at: a page opened at `x.html` or `x/index.html` (a host that serves
 * the files by name) is shown at its clean path, the one its route has; a segment with a malformed
 * percent-encoding (`%E0%A4%A`: no page has it, the not-found page shows) gets its `%` escaped, so
 * that it reads as typed and React Router can decode it.
 */
function cleanStartPath(pathname: string, baseUrl: string, route: RouteEntry | null): string {
  const path = pathname
    .split('/')
    .map((segment) => (decodable(segment) === undefined ? segment.replace(/%/g, '%25') : segment))
    .join('/');
  if (!path.startsWith(baseUrl) || !path.endsWith('.html')) return path;
  const match = route ? matchRoute(createRouteTable([route]), path) : null;
  return match?.type === 'redirect' ? match.to : normalizePathname(path);
}

/**
 * A browser router for the page shown (`window.location`), to hydrate it: pass the route and data
 * the server rendered it with as `initial`. A `.html` path is replaced by the clean one first
 * (only under the base URL: a host page such as Storybook's `/iframe.html` is left alone).
 */
export function createSiteRouter(options: SiteRouterOptions): SiteRouter {
  const { pathname, search, hash } = window.location;
  const clean = cleanStartPath(pathname, options.baseUrl, options.initial?.route ?? null);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
  return siteRouter(options, clean + search + hash, (url) => window.location.assign(url), (routes, hydrationData, patchRoutesOnNavigation) => createBrowserRouter(routes, { ...(hydrationData ? { hydrationData } : {}), patchRoutesOnNavigation }));
}

/**
 * A router that keeps its history in memory, starting at `url`: for tests, stories and any
 * page rendered outside the browser's address bar. A failed page load shows the error element at
 * once (there is no document to reload).
 */
export function createMemorySiteRouter(options: SiteRouterOptions & { readonly url: string }): SiteRouter {
  return siteRouter(options, options.url, null, (routes, hydrationData, patchRoutesOnNavigation) => createMemoryRouter(routes, { initialEntries: [options.url], ...(hydrationData ? { hydrationData } : {}), patchRoutesOnNavigation }));
}
