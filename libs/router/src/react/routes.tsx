/**
 * The site's routes as React Router route objects: one layout route (`root`) whose element is the
 * app, and under it one route per page plus a catch-all for the not-found page. Every page route
 * has the same loader (see site-router.ts) and the element and error element the app gives.
 * Route-matching fields are never lazy; the page data is, through the loader.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { SiteRouterContextProvider, type SiteRouterLink } from './context.js';
import { NavigationEffects } from './navigation-effects.js';

/** Id of the layout route every page route sits under. */
export const ROOT_ROUTE_ID = 'root';
/** Id of the catch-all route: the not-found page, and pages whose path React Router cannot match literally. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What a page route's loader gives its page: the route shown (null on the not-found page) and its data. */
export interface PageState {
  readonly route: RouteEntry | null;
  /** The page data of a doc route (its JSON file), null for the other pages. */
  readonly data: unknown;
}

/** Elements of every page route, from the app. */
export interface RouteElements {
  /** Rendered where the app renders `<Outlet />` (default: nothing). */
  readonly page?: ReactNode;
  /** Rendered in its place when the page's loader throws or the page fails to render. */
  readonly error?: ReactNode;
}

/**
 * The app rendered as the layout route's element: a context rather than part of the route object,
 * so that the app's props can change (the dev server's new sidebars) without a new router.
 */
const AppSlotContext = createContext<ReactNode>(null);

/**
 * @internal What both providers (the browser's and the server's) put around React Router's: the
 * site router for the hooks and `<Link>`, and `app` for the layout route to render.
 */
export function SiteRouterShell({ link, app, children }: { readonly link: SiteRouterLink; readonly app: ReactNode; readonly children: ReactNode }): ReactNode {
  return (
    <SiteRouterContextProvider value={link}>
      <AppSlotContext.Provider value={app}>{children}</AppSlotContext.Provider>
    </SiteRouterContextProvider>
  );
}

/** The layout route's element: the app, then what each navigation does after it commits. */
function SiteRoot(): ReactNode {
  const app = useContext(AppSlotContext);
  return (
    <>
      {app}
      <NavigationEffects />
    </>
  );
}

/**
 * Whether React Router matches `path` as written: a segment starting with `:` or holding `*` would
 * be a parameter or a splat to it. Such pages are served by the catch-all route instead.
 */
function isLiteral(path: string): boolean {
  return path.split('/').every((segment) => !segment.startsWith(':') && !segment.includes('*'));
}

/** The route object of one page (undefined for a page React Router cannot match literally). */
export function pageRoute(entry: RouteEntry, loader: LoaderFunction, elements: RouteElements): RouteObject | undefined {
  if (!isLiteral(entry.path)) return undefined;
  return { id: entry.path, path: entry.path, caseSensitive: true, loader, element: elements.page ?? null, errorElement: elements.error };
}

/** What a router without a prerendered page shows while it loads the first one: nothing. */
function NothingYet(): null {
  return null;
}

/** The layout route with a route for each of `entries` and the catch-all. */
export function siteRoutes(entries: readonly RouteEntry[], loader: LoaderFunction, elements: RouteElements): RouteObject[] {
  const pages = entries.flatMap((entry) => pageRoute(entry, loader, elements) ?? []);
  const notFound: RouteObject = { id: NOT_FOUND_ROUTE_ID, path: '*', loader, element: elements.page ?? null, errorElement: elements.error };
  return [{ id: ROOT_ROUTE_ID, element: <SiteRoot />, errorElement: elements.error, HydrateFallback: NothingYet, children: [...pages, notFound] }];
}

/** The id of the route React Router matches `url` to among `routes` (the leaf: a page's, or the catch-all's). */
export function leafRouteId(routes: RouteObject[], url: string): string {
  return matchRoutes(routes, url)?.at(-1)?.route.id ?? NOT_FOUND_ROUTE_ID;
}
