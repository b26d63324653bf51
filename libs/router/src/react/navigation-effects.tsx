/**
 * What happens after a navigation commits: scroll to the hash target or to the
 * top, move focus to the main content, and announce the new page title to screen readers.
 * Also the 200 ms delayed progress signal.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hashToId } from '../utils/paths.js';
import { useRouter } from './context.js';

/** Id of the element the skip link and navigations focus. */
export const MAIN_CONTENT_ID = '__main-content';

/** Delay before the progress bar appears, so a fast navigation never flashes it. */
export const PROGRESS_DELAY_MS = 200;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Scrolls to `#hash` (or the top) and moves focus after every client-side navigation. */
export function useNavigationEffects(): void {
  const { state } = useRouter();
  const first = useRef(true);
  const { key, hash, pathname } = state.location;
  const previousPath = useRef(pathname);
  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    const target = hash ? document.getElementById(hashToId(hash)) : null;
    if (target) target.scrollIntoView();
    else if (!samePage || !hash) window.scrollTo(0, 0);
    if (!samePage) {
      const main = document.getElementById(MAIN_CONTENT_ID);
      main?.focus({ preventScroll: true });
    }
  }, [key]);
}

/**
 * Sets `document.title` to `title`. Call it with the title of the route being shown, so the
 * {@link RouteAnnouncer} reads the new page's title after a navigation.
 *
 * It writes the title in a layout effect on purpose: a commit runs all its layout effects before
 * any of its passive ones, and the announcer reads `document.title` in a passive effect of the
 * same commit, wherever each sits in the tree. A passive effect here would race it, and when the
 * announcer runs first (a child's effects run before its parent's), screen readers hear the page
 * just left.
 */
export function useDocumentTitle(title: string): void {
  useIsomorphicLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A visually hidden live region that announces each new page title. It reads `document.title`
 * after the navigation commits: set the title with {@link useDocumentTitle}.
 */
export function RouteAnnouncer(): ReactNode {
  const { state } = useRouter();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(document.title);
  }, [state.location.pathname]);
  return (
    <div
      aria-live="assertive"
      aria-atomic="true"
      role="status"
      style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {message}
    </div>
  );
}

/** True once the current navigation has been loading for `delayMs` (default 200 ms). */
export function useNavigationProgress(delayMs: number = PROGRESS_DELAY_MS): boolean {
  const { pending } = useRouter();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs]);
  return visible;
}
