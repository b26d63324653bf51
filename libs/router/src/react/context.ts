/**
 * What the site's router adds to React Router's contexts: the base URL and prefetching (one object
 * for the router's lifetime, so a component that only reads them never re-renders on a
 * navigation), and the page state the current route's loader gave.
 */
import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';
import type { PageState } from './routes.js';

/** The part of a site router that components read; see `createSiteRouter`. */
export interface SiteRouterLink {
  /** The site's base URL (`/doc/`). */
  readonly baseUrl: string;
  /** Starts loading the data of the page at `to` (a site path), if it is a page with data. */
  prefetch(to: string): void;
  /** Navigates to `to`: a site path, or a `#fragment` of the page shown (its query kept). */
  navigate(to: string): void;
}

const SiteRouterContext = createContext<SiteRouterLink | null>(null);

/** @internal Provides the site router to the hooks below. */
export const SiteRouterContextProvider = SiteRouterContext.Provider;

/** @internal The site router; throws a named error outside `<RouterProvider>`. */
export function useSiteRouter(): SiteRouterLink {
  const value = useContext(SiteRouterContext);
  if (!value) throw new Error('@hpcdocs/router: this component must be rendered inside <RouterProvider> (or <StaticRouterProvider> on the server).');
  return value;
}

/** The site's base URL (`/doc/`). */
export function useBaseUrl(): string {
  return useSiteRouter().baseUrl;
}

const NO_PAGE: PageState = { route: null, data: null };

/**
 * The page shown: its route (null on the not-found page) and its data, from the loader of the
 * deepest matched route (React Router's `useMatches()`). While the page's loader has failed
 * (the error element shows), both are null.
 */
export function useRouteState(): PageState {
  const matches = useMatches();
  const page = matches.at(-1)?.data as PageState | undefined;
  return page ?? NO_PAGE;
}
