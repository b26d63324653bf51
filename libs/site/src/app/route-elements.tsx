/**
 * The element and error element of every route of the site (see `createSiteRouter` in
 * @hpcdocs/router): the page of the route shown, or, when its data could not be loaded or it
 * failed to render, the load-error box or the crash page. Each sets the tab title.
 */
import type { ComponentType, ReactNode } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ChunkLoadError, useDocumentTitle, useRouteState } from '@hpcdocs/router';
import { CrashPage, LoadErrorBox, NotFound } from '@hpcdocs/theme';
import { useSiteData } from './App.js';
import { docHeadOf } from './doc-head.js';
import { routeComponent } from './route-components.js';
import { pageTitle, type SiteData } from './site-data.js';

/** The site's own 404 page (config `notFound`), set once by the entry that renders the app. */
let SiteNotFound: ComponentType | undefined;

/** Makes `page` the page shown at an address with no page; undefined keeps the theme's. */
export function setNotFoundPage(page: ComponentType | undefined): void {
  SiteNotFound = page;
}

/** The page of the route shown: the component its route names, or the not-found page. */
export function SitePage(): ReactNode {
  const site = useSiteData();
  const { route, data } = useRouteState();
  // A doc's `<Head>` title is the whole tab title, as on the server.
  useDocumentTitle(docHeadOf(route, data)?.title ?? pageTitle(site, route?.title ?? 'Page not found'));
  const component = routeComponent(route?.component);
  if (!route || !component) return SiteNotFound ? <SiteNotFound /> : <NotFound />;
  return <component.Page route={route} data={data} />;
}

/**
 * What a route shows instead of its page: the load-error box when its data could not be loaded
 * (after the one reload the router tries), the crash page when it failed to render. Retry and
 * 'Try again' load and render the page again (React Router's revalidation, which also clears its
 * error boundary). `site` is a prop, not context: as the layout route's error element it renders
 * in place of the App and its providers.
 */
export function RouteError({ site }: { readonly site: SiteData }): ReactNode {
  const thrown = useRouteError();
  const { revalidate } = useRevalidator();
  const { route } = useRouteState();
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  const failedToLoad = error instanceof ChunkLoadError;
  useDocumentTitle(pageTitle(site, failedToLoad ? 'Page failed to load' : (route?.title ?? 'Page not found')));
  const retry = () => void revalidate();
  return failedToLoad ? <LoadErrorBox error={error} onRetry={retry} /> : <CrashPage error={error} onTryAgain={retry} />;
}
