/** Dev server only: content edited on disk reaches the open page without a reload. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { RouteEntry, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { useRouteState, type PageLoader } from '@hpcdocs/router';

/** What the dev server sends after an edit (its `ContentUpdate`, see src/dev/dev-files.ts). */
interface ContentUpdate {
  readonly pages: readonly { readonly url: string; readonly data: unknown }[];
  readonly stylesheets: readonly string[];
  readonly structure?: Structure & { readonly routes: readonly RouteEntry[] };
}

/** The route table and sidebars the app runs on; the dev server replaces them after an edit. */
export interface Structure {
  readonly routes: readonly RouteEntry[] | string;
  readonly docsData: SidebarsJson;
}

/**
 * Dev server only (`import.meta.hot`): swaps pages edited on disk into the page without a reload.
 * The dev server sends the changed pages' data, the stylesheets that changed, and the new routes
 * and sidebars when those changed (a title edit, an added doc); they replace the loader's copies and the app's structure
 * (`onStructure` gives the router the new table, which loads the page shown again), and the open
 * page re-renders from them at the same scroll position. It wraps the app (its one child) rather
 * than standing beside it: a sibling would make the client's tree fork where the server's does not,
 * and `useId` numbers by those forks (React 18 then fails to hydrate the ids).
 */
export function ContentHotUpdates({ loader, onStructure, children }: { readonly loader: PageLoader; readonly onStructure: (next: Structure) => void; readonly children: ReactNode }): ReactNode {
  const { route, data } = useRouteState();
  const { revalidate } = useRevalidator();
  const current = useRef(route);
  current.current = route;
  const restoreY = useRef<number | null>(null);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onUpdate = (update: ContentUpdate) => {
      for (const page of update.pages) loader.seed(page.url, page.data);
      for (const href of update.stylesheets) {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-hpcdocs-style]')) if (link.href.split('?')[0]?.endsWith(href)) link.href = `${href}?t=${Date.now()}`;
      }
      for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
      const pageChanged = update.pages.some((page) => page.url === current.current?.data);
      if (update.structure) {
        restoreY.current = window.scrollY;
        onStructure(update.structure);
      } else if (pageChanged) {
        restoreY.current = window.scrollY;
        void revalidate();
      }
    };
    hot.on('hpcdocs:content-update', onUpdate);
    return () => hot.off('hpcdocs:content-update', onUpdate);
  }, [loader, revalidate, onStructure]);
  useEffect(() => {
    if (restoreY.current === null) return;
    window.scrollTo(0, restoreY.current);
    restoreY.current = null;
  }, [data]);
  return children;
}
