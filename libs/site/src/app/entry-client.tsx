// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of the virtual modules must reach every program that reads this file (the build, the e2e tests), not only this package
/// <reference path="./virtual.d.ts" />
/**
 * Client entry: reads the boot data the page carries, fetches what the first render needs (the
 * page's data and the sidebars, both preloaded by the HTML), then hydrates the prerendered page.
 */
import 'virtual:hpcdocs/styles';
import { reactReady } from './react-first.js';
import { startTransition, StrictMode, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SCHEMA_VERSION, type DocJson, type SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { clearReloadGuard, createPageLoader, createSiteRouter, reloadOnce, RouterProvider, type PageLoader, type SiteRouter } from '@hpcdocs/router';
import { LoadErrorBox } from '@hpcdocs/theme';
import { App as CustomApp, components, NotFound as SiteNotFound, Root as SiteRoot } from 'virtual:hpcdocs/components';
import { loadPageModule } from 'virtual:hpcdocs/page-modules';
import { site } from 'virtual:hpcdocs/site';
import { setCodeTranslations } from './docusaurus/Translate.js';
import { SiteApp } from './App.js';
import { withSiteRoot } from './site-root.js';
import { preloadAppPagesWhenIdle, preloadRouteComponent } from './route-components.js';
import { readBoot, withManifest, type Boot } from './boot.js';
import { ContentHotUpdates, type Structure } from './hot-updates.js';
import { withPageComponents } from './page-components.js';
import { RouteError, setNotFoundPage, SitePage } from './route-elements.js';
// Last: the site's own stylesheets (config `customCss`) come after the theme's CSS, and win over it.
import 'virtual:hpcdocs/custom-css';

// `<Translate>` in the site's components shows the page's locale's messages.
setCodeTranslations(site.codeTranslations);

const App = withSiteRoot(CustomApp ?? SiteApp, SiteRoot);
setNotFoundPage(SiteNotFound);

/** Site data with no sidebars and no versions: what the app has when the site data did not load. */
const NO_DOCS_DATA: SidebarsJson = { schemaVersion: SCHEMA_VERSION, sidebars: {}, versions: [] };

interface RootProps {
  readonly router: SiteRouter;
  /** The site data (sidebars, versions, plugins' global data), or null when it did not load. */
  readonly initial: SidebarsJson | null;
  readonly searchIndexUrl: string;
  readonly searchContextUrls: Readonly<Record<string, string>> | undefined;
  /** Why the site data did not load, and how to load it again (null: it did load). */
  readonly docsDataFailure: { readonly error: Error; readonly load: () => Promise<SidebarsJson> } | null;
}

/** The router and the app, over sidebars that hot updates (dev server) or a Retry may replace. */
function Root({ router, initial, searchIndexUrl, searchContextUrls, docsDataFailure }: RootProps): ReactNode {
  const [docsData, setDocsData] = useState(initial ?? NO_DOCS_DATA);
  const [loadError, setLoadError] = useState(docsDataFailure?.error ?? null);
  const retry = useCallback(() => {
    if (!docsDataFailure) return;
    docsDataFailure.load().then(
      (loaded) => {
        setDocsData(loaded);
        setLoadError(null);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, [docsDataFailure]);
  const sidebarsLoadError = useMemo(() => (loadError ? { error: loadError, retry } : null), [loadError, retry]);
  // Effects run once the first render is committed, that is after hydration: `<html data-hydrated>`
  // tells tests and tools the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  const app = <App site={site} docsData={docsData} searchIndexUrl={searchIndexUrl} searchContextUrls={searchContextUrls} components={components} sidebarsLoadError={sidebarsLoadError} />;
  const onStructure = useCallback(
    (next: Structure) => {
      setDocsData(next.docsData);
      router.setRoutes(next.routes);
    },
    [router],
  );
  return (
    // One child, as the server renders it (see hot-updates.tsx).
    <RouterProvider router={router}>
      {import.meta.hot ? (
        <ContentHotUpdates loader={router.loader} onStructure={onStructure}>
          {app}
        </ContentHotUpdates>
      ) : (
        app
      )}
    </RouterProvider>
  );
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The files the first render needs (the boot data completed from the manifest), or why they could not be loaded. */
type FirstLoad =
  | { readonly ok: true; readonly boot: Boot; readonly docsData: SidebarsJson | null; readonly data: DocJson | null; readonly docsDataError?: Error }
  | { readonly ok: false; readonly error: Error };

const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));


async function loadFirst(loader: PageLoader, boot: Boot): Promise<FirstLoad> {
  const [docsData, data, page, completed] = await Promise.allSettled([
    loader.load<SidebarsJson>(boot.docsData),
    // The page's own components come with its data, so the first render has them (hydration).
    boot.route?.data ? loader.load<DocJson>(boot.route.data) : Promise.resolve(null),
    // So does the code of the page's component (the landing page, a plugin's): hydration then never waits for it.
    preloadRouteComponent(boot.route),
    // The route table's and the search index's URLs (a built page names its manifest instead).
    withManifest(boot, (url) => loader.load(url)),
  ]);
  if (data.status === 'fulfilled' && page.status === 'fulfilled' && completed.status === 'fulfilled') {
    // Without the site data the page still works: it shows the load error where its sidebar goes.
    if (docsData.status === 'rejected') return { ok: true, boot: completed.value, docsData: null, data: data.value, docsDataError: asError(docsData.reason) };
    return { ok: true, boot: completed.value, docsData: docsData.value, data: data.value };
  }
  const reason: unknown = [docsData, data, page, completed].find((settled) => settled.status === 'rejected')?.reason ?? null;
  return { ok: false, error: asError(reason) };
}

/**
 * The first load failed (the page's data or the sidebars, even after one reload): show why, with
 * Retry. A prerendered page stays as it is, readable and with working links (not hydrated: there
 * is no data to hydrate it with), and the box goes above its article; with nothing prerendered
 * (the dev server), the box is the page. Retry loads the two files again, not the page: once they
 * arrive, the app renders in place of the prerendered page; if they fail again, the box says so.
 */
function showFirstLoadError(container: HTMLElement, error: Error, retry: () => Promise<Error | null>): { unmount(): void } {
  const prerendered = container.firstElementChild !== null;
  let host: HTMLElement = container;
  if (prerendered) {
    const article = container.querySelector('article');
    host = document.createElement('div');
    host.setAttribute('data-load-error', '');
    if (article?.parentElement) article.parentElement.insertBefore(host, article);
    else (container.querySelector('main') ?? container).prepend(host);
  }
  const root = createRoot(host);
  const show = (shown: Error) =>
    root.render(
      <LoadErrorBox
        error={shown}
        variant={prerendered ? 'inline' : 'page'}
        onRetry={() => {
          void retry().then((again) => {
            if (again) show(again);
          });
        }}
      />,
    );
  show(error);
  return {
    unmount: () => {
      root.unmount();
      if (host !== container) host.remove();
    },
  };
}

async function start(): Promise<void> {
  const boot = readBoot(document);
  const container = document.getElementById('root');
  if (!boot || !container || !reactReady) return;
  const loader = withPageComponents(createPageLoader(), loadPageModule);
  const url = window.location.pathname + window.location.search + window.location.hash;
  const mount = (first: Extract<FirstLoad, { ok: true }>, hydrate: boolean) => {
    // Every route's page and error element; the page shown first is the prerendered one, with its data.
    const router = createSiteRouter({ baseUrl: site.siteConfig.baseUrl, routes: first.boot.routes, loader, initial: { route: boot.route, data: first.data }, page: <SitePage />, error: <RouteError site={site} /> });
    const app = (
      <StrictMode>
        <Root router={router} initial={first.docsData} searchIndexUrl={first.boot.search} searchContextUrls={first.boot.searchContexts} docsDataFailure={first.docsDataError ? { error: first.docsDataError, load: loadDocsData } : null} />
      </StrictMode>
    );
    // Without the site data the sidebar's place holds the load error, not the prerendered menu:
    // React renders that part afresh, as expected, so that mismatch is no error.
    const onRecoverableError = (e: unknown) => (first.docsDataError ? console.warn('Rendered afresh without the site data:', e) : console.error('Hydration error:', e));
    // As a transition, hydration is split into short tasks (React yields to the browser between
    // them) instead of one long task that would hold up input and paint on a slow phone; the
    // page is already painted and readable meanwhile.
    if (hydrate) startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
    else createRoot(container, { onRecoverableError }).render(app);
    // The other app pages' code, once the browser is idle, so navigating there does not wait.
    preloadAppPagesWhenIdle();
  };
  const loadDocsData = () =>
    loader.load<SidebarsJson>(boot.docsData).then((docsData) => {
      clearReloadGuard(url, sessionStorageOrUndefined());
      return docsData;
    });
  const first = await loadFirst(loader, boot);
  // A stale page (its files replaced by a new build) loads fine once reloaded; so does its site data.
  if (first.ok && first.docsDataError && reloadOnce(url, sessionStorageOrUndefined(), (u) => window.location.replace(u))) return;
  if (first.ok) {
    // The dev server sends no prerendered HTML: render instead of hydrating.
    mount(first, container.firstElementChild !== null);
    return;
  }
  if (reloadOnce(url, sessionStorageOrUndefined(), (u) => window.location.replace(u))) return;
  const errorBox = showFirstLoadError(container, first.error, async () => {
    const again = await loadFirst(loader, boot);
    if (!again.ok) return again.error;
    clearReloadGuard(url, sessionStorageOrUndefined());
    errorBox.unmount();
    // The prerendered markup gave way to the box; the app renders afresh in its place.
    container.replaceChildren();
    mount(again, false);
    return null;
  });
}


void start();
