/**
 * `<RouterProvider router>`: React Router's provider for a site router, with the app as the
 * element of the layout route every page sits under.
 */
import type { ReactNode } from 'react';
import { RouterProvider as ReactRouterProvider } from 'react-router-dom';
import { SiteRouterShell } from './routes.js';
import type { SiteRouter } from './site-router.js';

/** Props of {@link RouterProvider}. */
export interface RouterProviderProps {
  /** From `createSiteRouter` (the browser) or `createMemorySiteRouter` (tests, stories). */
  readonly router: SiteRouter;
  /** The app: the layout of every page, with React Router's `<Outlet />` where the page goes. */
  readonly children?: ReactNode;
}

/**
 * Renders `children` as the layout route's element inside React Router's `RouterProvider` (from
 * `react-router-dom`), so every React Router hook and component works in it, with the site's
 * base URL and prefetching for `<Link>`.
 */
export function RouterProvider({ router, children }: RouterProviderProps): ReactNode {
  return (
    <SiteRouterShell link={router} app={children}>
      <ReactRouterProvider router={router.router} />
    </SiteRouterShell>
  );
}
