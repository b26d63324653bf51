/**
 * The providers every theme component renders inside (site config, sidebars, router), set up
 * from the fixtures. Shared by the Storybook decorator and the unit tests.
 */
import { useMemo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import type { RouteEntry, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import type { SiteConfig } from '../config.js';
import { SidebarsProvider } from '../contexts/Sidebars.js';
import { SiteConfigProvider } from '../contexts/SiteConfig.js';
import { FIXTURE_PATH, sidebars as fixtureSidebars, siteConfig } from './fixtures.js';

/** What a story or test can change about the surroundings. */
export interface ThemeProvidersOptions {
  /** Site config (default: the fixture's). */
  readonly config?: SiteConfig;
  /** Sidebars by name (default: `{ tutorialSidebar }`). */
  readonly sidebars?: Readonly<Record<string, readonly SidebarItem[]>>;
  /** Current pathname (default `/doc/docs/quickstart/`). */
  readonly pathname?: string;
  /** Sidebar of the current route; `null` for a doc without one (default `tutorialSidebar`). */
  readonly sidebar?: string | null;
  /** Render as the not-found page (no matched route). */
  readonly notFound?: boolean;
  /**
   * `false`: no router, for a story that renders routers of its own (React Router allows no router
   * inside another: a story of several pages wraps each in ThemeProviders). Default: a router at `pathname`.
   */
  readonly router?: false;
}

export interface ThemeProvidersProps extends ThemeProvidersOptions {
  readonly children?: ReactNode;
}

/**
 * A render error reaches the caller, as it would without a router (a test expects the throw, a
 * story shows it), instead of React Router's default error page.
 */
function Rethrow(): never {
  throw useRouteError();
}

/** Site config, sidebars and a router (in memory) showing `pathname`. */
export function ThemeProviders({ config = siteConfig, sidebars = fixtureSidebars, pathname = FIXTURE_PATH, sidebar = 'tutorialSidebar', notFound = false, router: withRouter, children }: ThemeProvidersProps): ReactNode {
  // Stable across re-renders: a new router would start again at `pathname`.
  const router = useMemo(() => {
    const entry: RouteEntry = { path: pathname, component: 'DocPage', title: 'Fixture page', sidebar };
    const routes = notFound ? [] : [entry];
    return createMemorySiteRouter({ baseUrl: config.baseUrl, url: pathname, routes, initial: { route: notFound ? null : entry, data: null }, error: <Rethrow /> });
  }, [config.baseUrl, pathname, sidebar, notFound]);
  return (
    <SiteConfigProvider config={config}>
      <SidebarsProvider sidebars={sidebars}>{withRouter === false ? children : <RouterProvider router={router}>{children}</RouterProvider>}</SidebarsProvider>
    </SiteConfigProvider>
  );
}
