/**
 * Client entry: reads the boot data the prerender left in the page, fetches what the first render
 * needs (page data and sidebars, both preloaded by the HTML), then hydrates.
 */
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ContentUpdate, DocJson, RouteEntry, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, initialRouterState, reloadOnce, RouterProvider, useRouter, type PageLoader } from '@hpcdocs/router';
import { App } from './App.js';
import { siteConfig } from './site.config.js';

interface Boot {
  readonly routes: string;
  readonly docsData: string;
  readonly route: RouteEntry | null;
  readonly search: string;
}

/**
 * Dev server only (`import.meta.hot`): swaps docs edited on disk into the page without a reload.
 * The content plugin sends the changed docs' JSON; they replace the loader's copies, and the open
 * page re-renders from them at the same scroll position.
 */
function ContentHotUpdates({ loader }: { readonly loader: PageLoader }): ReactNode {
  const { state, retry } = useRouter();
  const current = useRef(state);
  current.current = state;
  const restoreY = useRef<number | null>(null);
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
      if (update.docs.some((doc) => doc.url === current.current.route?.data)) {
        restoreY.current = window.scrollY;
        retry();
      }
    };
    hot.on('hpcdocs:content-update', onUpdate);
    return () => hot.off('hpcdocs:content-update', onUpdate);
  }, [loader, retry]);
  useEffect(() => {
    if (restoreY.current === null) return;
    window.scrollTo(0, restoreY.current);
    restoreY.current = null;
  }, [state.data]);
  return null;
}

async function start(): Promise<void> {
  const bootElement = document.getElementById('__hpc_boot');
  const container = document.getElementById('root');
  if (!bootElement || !container) return;
  const boot = JSON.parse(bootElement.textContent ?? '{}') as Boot;
  const loader = createPageLoader();
  const url = window.location.pathname + window.location.search + window.location.hash;
  const docsData = loader.load<SidebarsJson>(boot.docsData);
  let data: DocJson | null = null;
  let error: Error | null = null;
  if (boot.route?.data) {
    try {
      data = await loader.load<DocJson>(boot.route.data);
    } catch (e) {
      if (reloadOnce(url, sessionStorageOrUndefined(), (u) => window.location.replace(u))) return;
      error = e as Error;
    }
  }
  const app = (
    <StrictMode>
      <RouterProvider baseUrl={siteConfig.baseUrl} initialState={initialRouterState(url, boot.route, data, error)} routes={boot.routes} loader={loader}>
        <App docsData={await docsData} searchIndexUrl={boot.search} />
        {import.meta.hot ? <ContentHotUpdates loader={loader} /> : null}
      </RouterProvider>
    </StrictMode>
  );
  const onRecoverableError = (e: unknown) => console.error('Hydration error:', e);
  // The dev server sends no prerendered HTML: render instead of hydrating.
  if (error || container.firstElementChild === null) createRoot(container, { onRecoverableError }).render(app);
  else hydrateRoot(container, app, { onRecoverableError });
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

void start();
