/**
 * The element and error element of every route of the site (see `createSiteRouter` in
 * @hpcdocs/router): the page of the route shown, or, when its data could not be loaded or it
 * failed to render, the load-error box or the crash page. Each sets the tab title.
 */
import { useMemo, type ReactNode } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import type { DocJson } from '@hpcdocs/content-pipeline/schema';
import { ChunkLoadError, useDocumentTitle, useRouteState } from '@hpcdocs/router';
import { CrashPage, DocPage, LoadErrorBox, NotFound, useSidebars } from '@hpcdocs/theme';
import { SearchTermHighlighter } from '@hpcdocs/search/react';
import { usePageInputs, useSiteData } from './App.js';
import { landingPage, searchPage } from './app-pages.js';
import { pageComponentsOf } from './page-components.js';
import { pageTitle, type SiteData } from './site-data.js';

/** The page of the route shown: a doc, the landing page, the search page, or the not-found page. */
export function SitePage(): ReactNode {
  const site = useSiteData();
  const { searchIndexUrl, components } = usePageInputs();
  const { route, data } = useRouteState();
  const sidebars = useSidebars();
  const doc = route?.component === 'DocPage' ? (data as DocJson | null) : null;
  // The components the doc loaded with its data, over the site's (see page-components.ts).
  const table = useMemo(() => (doc ? pageComponentsOf(doc, components) : components), [doc, components]);
  useDocumentTitle(pageTitle(site, route?.title ?? 'Page not found'));
  if (!route) return <NotFound />;
  if (doc) {
    return (
      <>
        <DocPage doc={doc} sidebar={doc.sidebar ? (sidebars[doc.sidebar] ?? null) : null} {...(table ? { components: table } : {})} />
        <SearchTermHighlighter contentKey={doc} />
      </>
    );
  }
  if (site.landing && route.path === site.pages.landing?.path) return <landingPage.Page {...site.landing} />;
  if (route.path === site.pages.search.path) return <searchPage.Page indexUrl={searchIndexUrl} options={site.searchOptions} />;
  return <NotFound />;
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
