/**
 * The components routes name (`RouteEntry.component`), by name: the app's own (`DocPage`, the
 * landing page, the search page, the blog's post and list pages) and those the site's plugins register (`virtual:hpcdocs/route-components`).
 * A route's page is the component it names, given the route and its data: the App never asks what
 * kind of page it shows.
 *
 * Only the doc page is in the app's first load (it is most of a docs site's pages); every other
 * component loads with the page that shows it: before hydration when the page was opened directly
 * (see entry-client.tsx), before any render on the server, and on idle after the first page for
 * the app's own (so a later navigation finds them loaded). Rendered before it is loaded (a
 * navigation faster than idle), a page suspends in the App's Suspense boundary until it arrives.
 */
import type { ComponentType, ReactNode } from 'react';
import { DOC_PAGE_COMPONENT, type RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { useT, type LandingProps } from '@hpcdocs/theme';
import { useDocsVersions } from '@hpcdocs/router';
import { routeComponents as pluginComponents } from 'virtual:hpcdocs/route-components';
import { usePageInputs, useSearchOptions, useSiteData } from './App.js';
import { blogRoutes } from 'virtual:hpcdocs/blog';
import { DocRoute } from './doc-route.js';

/** What a route's component is given: its route and its data (the route's JSON file, or null). */
export interface RoutePageProps {
  readonly route: RouteEntry;
  readonly data: unknown;
}

/** A route component, and how to have its code loaded before it renders. */
export interface RouteComponent {
  readonly Page: ComponentType<RoutePageProps>;
  /** Starts loading the code (once); resolves when the page can render without suspending. */
  preload(): Promise<unknown>;
}

/** A component whose code loads when asked, or when first rendered. */
function lazyRoute(load: () => Promise<ComponentType<RoutePageProps>>): RouteComponent {
  let loaded: ComponentType<RoutePageProps> | undefined;
  let loading: Promise<ComponentType<RoutePageProps>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again next time (a Try again, a later visit).
        loading = undefined;
        throw error;
      },
    ));
  function Page(props: RoutePageProps): ReactNode {
    // Suspends until the code is in, as React.lazy does (and React 18 can: it has no `use`).
    if (!loaded) throw preload();
    const Component = loaded;
    return <Component {...props} />;
  }
  return { Page, preload };
}

/** The landing page: the theme's, with the props its route carries. */
const landing = lazyRoute(() =>
  import('@hpcdocs/theme/landing').then(({ Landing }) => {
    function LandingRoute({ data }: RoutePageProps): ReactNode {
      return <Landing {...(data as LandingProps)} />;
    }
    return LandingRoute;
  }),
);

/** The search page: the search package's, on the site's index and options. */
const search = lazyRoute(() =>
  import('@hpcdocs/search/react/page').then(({ SearchPage }) => {
    function SearchRoute(): ReactNode {
      const site = useSiteData();
      const { searchIndexUrl, searchContextUrls } = usePageInputs();
      const options = useSearchOptions(site, { versions: useDocsVersions() });
      return <SearchPage indexUrl={searchIndexUrl} options={options} translate={useT()} {...(searchContextUrls ? { contextIndexUrls: searchContextUrls } : {})} />;
    }
    return SearchRoute;
  }),
);


const builtIn: Readonly<Record<string, RouteComponent>> = {
  [DOC_PAGE_COMPONENT]: { Page: DocRoute, preload: () => Promise.resolve() },
  Landing: landing,
  SearchPage: search,
  // The blog's pages, on a site with a blog (see `virtual:hpcdocs/blog`).
  ...Object.fromEntries(Object.entries(blogRoutes).map(([name, load]) => [name, lazyRoute(load)])),
};

const fromPlugins = new Map(Object.entries(pluginComponents).map(([name, load]) => [name, lazyRoute(() => load().then((module) => module.default))]));

/** The component a route names, or undefined when there is none by that name (the build makes sure there is). */
export function routeComponent(name: string | undefined): RouteComponent | undefined {
  return name === undefined ? undefined : (builtIn[name] ?? fromPlugins.get(name));
}

/** Loads the code of the component `route` names, if any; resolves at once otherwise. */
export function preloadRouteComponent(route: RouteEntry | null): Promise<unknown> {
  return routeComponent(route?.component ?? undefined)?.preload() ?? Promise.resolve();
}

/** Loads the code of every route component: the server renders every page complete. */
export function preloadAllRouteComponents(): Promise<unknown> {
  return Promise.all([...Object.values(builtIn), ...fromPlugins.values()].map((component) => component.preload()));
}

/** Loads the app's own pages' code at the browser's first idle moment, so a navigation there does not wait. */
export function preloadAppPagesWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => {
    void landing.preload().catch(() => undefined);
    void search.preload().catch(() => undefined);
  });
}

/** The landing page's code, loaded (stories render it as the app does once it has). */
export const preloadLanding = (): Promise<unknown> => landing.preload();
