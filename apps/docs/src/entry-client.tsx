/**
 * Client entry: reads the boot data the prerender left in the page, fetches what the first render
 * needs (page data and sidebars, both preloaded by the HTML), then hydrates.
 */
import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ContentUpdate, DocJson, RouteEntry, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { clearReloadGuard, createPageLoader, initialRouterState, reloadOnce, RouterProvider, useRouter, type PageLoader, type RouterState } from '@hpcdocs/router';
import { LoadErrorBox } from '@hpcdocs/theme';
import { App } from './App.js';
import { siteConfig } from './site.config.js';

interface Boot {
  readonly routes: string;
  readonly docsData: string;
  readonly route: RouteEntry | null;
  readonly search: string;
}

/** The route table and sidebars the app runs on; the dev server replaces them after an edit. */
interface Structure {
  readonly routes: readonly RouteEntry[] | string;
  readonly docsData: SidebarsJson;
}

/**
 * Dev server only (`import.meta.hot`): swaps docs edited on disk into the page without a reload.
 * The content plugin sends the changed docs' JSON, and the new routes and sidebars when those
 * changed (a title edit, an added doc); they replace the loader's copies and the app's structure,
 * and the open page re-renders from them at the same scroll position.
 */
function ContentHotUpdates({ loader, onStructure }: { readonly loader: PageLoader; readonly onStructure: (next: Structure) => void }): ReactNode {
  const { state, retry } = useRouter();
  const current = useRef(state);
  current.current = state;
  const restoreY = useRef<number | null>(null);
  // Set when the open page must be matched and loaded again once the new structure is rendered:
  // `retry` changes with the route table, so the effect below runs with the new one.
  const reloadPage = useRef(false);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onUpdate = (update: ContentUpdate) => {
      for (const doc of update.docs) loader.seed(doc.url, doc.data);
      if (update.codeCssUrl) {
        const link = document.querySelector<HTMLLinkElement>('link[data-hpcdocs-code]');
        if (link) link.href = `${update.codeCssUrl}?t=${Date.now()}`;
      }
      for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
      const pageChanged = update.docs.some((doc) => doc.url === current.current.route?.data);
      if (update.structure) {
        restoreY.current = window.scrollY;
        reloadPage.current = true;
        onStructure(update.structure);
      } else if (pageChanged) {
        restoreY.current = window.scrollY;
        retry();
      }
    };
    hot.on('hpcdocs:content-update', onUpdate);
    return () => hot.off('hpcdocs:content-update', onUpdate);
  }, [loader, retry, onStructure]);
  useEffect(() => {
    if (!reloadPage.current) return;
    reloadPage.current = false;
    retry();
  }, [retry]);
  useEffect(() => {
    if (restoreY.current === null) return;
    window.scrollTo(0, restoreY.current);
    restoreY.current = null;
  }, [state.data]);
  return null;
}

/** The router and the app, over a structure that hot updates may replace. */
function Root({ initial, loader, initialState, searchIndexUrl }: { readonly initial: Structure; readonly loader: PageLoader; readonly initialState: RouterState; readonly searchIndexUrl: string }): ReactNode {
  const [structure, setStructure] = useState(initial);
  // Effects run once the first render is committed, that is after hydration: `<html data-hydrated>`
  // tells tests and tools the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <RouterProvider baseUrl={siteConfig.baseUrl} initialState={initialState} routes={structure.routes} loader={loader}>
      <App docsData={structure.docsData} searchIndexUrl={searchIndexUrl} />
      {import.meta.hot ? <ContentHotUpdates loader={loader} onStructure={setStructure} /> : null}
    </RouterProvider>
  );
}

/** The two files the first render needs, or why they could not be loaded. */
type FirstLoad = { readonly ok: true; readonly docsData: SidebarsJson; readonly data: DocJson | null } | { readonly ok: false; readonly error: Error };

async function loadFirst(loader: PageLoader, boot: Boot): Promise<FirstLoad> {
  const [docsData, data] = await Promise.allSettled([
    loader.load<SidebarsJson>(boot.docsData),
    boot.route?.data ? loader.load<DocJson>(boot.route.data) : Promise.resolve(null),
  ]);
  if (docsData.status === 'fulfilled' && data.status === 'fulfilled') return { ok: true, docsData: docsData.value, data: data.value };
  const reason: unknown = docsData.status === 'rejected' ? docsData.reason : data.status === 'rejected' ? data.reason : null;
  return { ok: false, error: reason instanceof Error ? reason : new Error(String(reason)) };
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
  const bootElement = document.getElementById('__hpc_boot');
  const container = document.getElementById('root');
  if (!bootElement || !container) return;
  const boot = JSON.parse(bootElement.textContent ?? '{}') as Boot;
  const loader = createPageLoader();
  const url = window.location.pathname + window.location.search + window.location.hash;
  const mount = (first: Extract<FirstLoad, { ok: true }>, hydrate: boolean) => {
    const app = (
      <StrictMode>
        <Root initial={{ routes: boot.routes, docsData: first.docsData }} loader={loader} initialState={initialRouterState(url, boot.route, first.data)} searchIndexUrl={boot.search} />
      </StrictMode>
    );
    const onRecoverableError = (e: unknown) => console.error('Hydration error:', e);
    if (hydrate) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container, { onRecoverableError }).render(app);
  };
  const first = await loadFirst(loader, boot);
  if (first.ok) {
    // The dev server sends no prerendered HTML: render instead of hydrating.
    mount(first, container.firstElementChild !== null);
    return;
  }
  // A stale page (its files replaced by a new build) loads fine once reloaded; do that once.
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

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

void start();
