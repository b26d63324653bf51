/**
 * Prerendering one page with React Router's static rendering: `createStaticHandler` runs the
 * page's loader for its URL, `createStaticRouter` and `<StaticRouterProvider>` render the same
 * routes the browser's router hydrates (see createSiteRouter), with the app as the layout route's
 * element.
 */
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider as ReactRouterStaticProvider, type DataRouter, type StaticHandlerContext } from 'react-router-dom';
import type { SiteRouterLink } from '../react/context.js';
import { siteRoutes, SiteRouterShell, type PageState, type RouteElements } from '../react/routes.js';

/** Options of {@link createStaticSiteRouter}. */
export interface StaticSiteRouterOptions extends RouteElements {
  /** The site's base URL, `/x/` form. */
  readonly baseUrl: string;
  /** The URL rendered (`/doc/docs/x`, or `/doc/404.html` for the not-found page). */
  readonly url: string;
  /** The route at `url` (null for the not-found page). */
  readonly route: PageState['route'];
  /** Its page data (a doc's JSON), null for the other pages. */
  readonly data: PageState['data'];
}

/** A router for one server render; give it to {@link StaticRouterProvider}. */
export interface StaticSiteRouter extends SiteRouterLink {
  readonly router: DataRouter;
  readonly context: StaticHandlerContext;
}

/**
 * React Router's static handler and router for one page, its loader answering with `route` and `data`.
 * @throws Error when React Router answers the URL with a redirect rather than a page.
 */
export async function createStaticSiteRouter(options: StaticSiteRouterOptions): Promise<StaticSiteRouter> {
  const { baseUrl, url, route, data } = options;
  const page: PageState = { route, data };
  const routes = siteRoutes(route ? [route] : [], () => page, options);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`@hpcdocs/router: rendering ${url} answered with a redirect (status ${context.status}); render the page at its own path.`);
  return { router: createStaticRouter(handler.dataRoutes, context), context, baseUrl, prefetch: () => undefined, navigate: () => undefined };
}

/** Props of {@link StaticRouterProvider}. */
export interface StaticRouterProviderProps {
  readonly router: StaticSiteRouter;
  /** The app, as for `<RouterProvider>`. */
  readonly children?: ReactNode;
}

/**
 * The server's `<RouterProvider>`: React Router's `StaticRouterProvider`, without its hydration
 * script (the browser loads the page's data itself, see createSiteRouter's `initial`).
 */
export function StaticRouterProvider({ router, children }: StaticRouterProviderProps): ReactNode {
  return (
    <SiteRouterShell link={router} app={children}>
      <ReactRouterStaticProvider router={router.router} context={router.context} hydrate={false} />
    </SiteRouterShell>
  );
}
