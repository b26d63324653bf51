import { createContext, useContext } from 'react';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';

/** The location the router shows. `key` changes on every navigation. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly key: string;
}

/** What is on screen: a route (with its data when it is a doc), or the not-found page. */
export interface RouterState {
  readonly location: RouterLocation;
  readonly route: RouteEntry | null;
  /** Page data of a doc route. */
  readonly data: unknown;
  /** Set when the page's chunk failed to load (the load-error box shows it). */
  readonly error: Error | null;
}

/** Options of `navigate()`. */
export interface NavigateOptions {
  /** Replace the history entry instead of pushing one. */
  readonly replace?: boolean;
}

/** What {@link useRouter} returns. */
export interface RouterContextValue {
  readonly baseUrl: string;
  readonly state: RouterState;
  /** True while a navigation waits for its page data (not set for data already loaded, such as a prefetched page). */
  readonly pending: boolean;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** Starts loading the data of the page at `to`, if it is a known doc route. */
  prefetch(to: string): void;
  /** Loads the current page again after a load error. */
  retry(): void;
}

/** @internal The part of the router that stays the same across navigations. */
export type RouterActions = Pick<RouterContextValue, 'baseUrl' | 'navigate' | 'prefetch' | 'retry'>;

/** @internal The router's React context; use {@link useRouter} instead. */
export const RouterContext = createContext<RouterContextValue | null>(null);

/**
 * @internal The router's stable half, in a context of its own: a component that only navigates
 * (every `<Link>`) does not re-render when a navigation changes the state (with a
 * 1,000-doc sidebar, each click re-rendered every link in it).
 */
export const RouterActionsContext = createContext<RouterActions | null>(null);

const outside = () => new Error('@hpcdocs/router: useRouter() must be used inside <RouterProvider>.');

/** The router; throws a named error outside `<RouterProvider>` rather than returning null. */
export function useRouter(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw outside();
  return value;
}

/** @internal `navigate`, `prefetch`, `retry` and the base URL, without subscribing to navigations. */
export function useRouterActions(): RouterActions {
  const value = useContext(RouterActionsContext);
  if (!value) throw outside();
  return value;
}

/** The current location. */
export function useLocation(): RouterLocation {
  return useRouter().state.location;
}

/** The matched route (null on the not-found page), its data and load error. */
export function useRouteState(): RouterState {
  return useRouter().state;
}

/** The site's base URL (`/doc/`). */
export function useBaseUrl(): string {
  return useRouterActions().baseUrl;
}
