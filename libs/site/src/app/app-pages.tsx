/**
 * The app's own pages (the landing page and the search page) each load with the page that shows
 * them, not with every page. A page's module is loaded before its first render: before hydration
 * when the page was opened directly (see entry-client.tsx), on the server before any render, and
 * on idle after the first page for the other (so a later navigation finds it loaded). Rendered
 * before it is loaded (a navigation faster than idle), the page suspends in the App's Suspense
 * boundary until it arrives.
 */
import { use, type ComponentType, type ReactNode } from 'react';
import type { LandingProps } from '@hpcdocs/theme';
import type { SearchPageProps } from '@hpcdocs/search/react';

/** A component whose code loads when asked, or when first rendered. */
export interface AppPage<P> {
  readonly Page: ComponentType<P>;
  /** Starts loading the code (once); resolves when the page can render without suspending. */
  preload(): Promise<unknown>;
}

function appPage<P extends object>(load: () => Promise<ComponentType<P>>): AppPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again next time (a Try again, a later visit).
        loading = undefined;
        throw error;
      },
    ));
  function Page(props: P): ReactNode {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Page, preload };
}

export const landingPage = appPage<LandingProps>(() => import('@hpcdocs/theme/landing').then((m) => m.Landing));
export const searchPage = appPage<SearchPageProps>(() => import('@hpcdocs/search/react/page').then((m) => m.SearchPage));

/** Loads the app page shown at `path`, if there is one; resolves at once otherwise. */
export function preloadAppPage(path: string | undefined, pages: { readonly landing: string | undefined; readonly search: string }): Promise<unknown> {
  if (path === undefined) return Promise.resolve();
  if (path === pages.landing) return landingPage.preload();
  if (path === pages.search) return searchPage.preload();
  return Promise.resolve();
}
