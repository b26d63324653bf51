/** Dev server only: content edited on disk reaches the open page without a reload. */
import { useEffect, useRef, type ReactNode } from 'react';
import type { ContentUpdate, RouteEntry, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { useRouter, type PageLoader } from '@hpcdocs/router';

/** The route table and sidebars the app runs on; the dev server replaces them after an edit. */
export interface Structure {
  readonly routes: readonly RouteEntry[] | string;
  readonly docsData: SidebarsJson;
}

/**
 * Dev server only (`import.meta.hot`): swaps docs edited on disk into the page without a reload.
 * The content plugin sends the changed docs' JSON, and the new routes and sidebars when those
 * changed (a title edit, an added doc); they replace the loader's copies and the app's structure,
 * and the open page re-renders from them at the same scroll position.
 */
export function ContentHotUpdates({ loader, onStructure }: { readonly loader: PageLoader; readonly onStructure: (next: Structure) => void }): ReactNode {
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

