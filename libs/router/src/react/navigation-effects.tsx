/**
 * What happens after a navigation commits, on top of React Router's scroll restoration: focus moves
 * to the main content, and the new page title is announced to screen readers. Also the 200 ms
 * delayed progress signal, from React Router's navigation state.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router-dom';

/** Id of the element the skip link and navigations focus. */
export const MAIN_CONTENT_ID = '__main-content';

/** Delay before the progress bar appears, so a fast navigation never flashes it. */
export const PROGRESS_DELAY_MS = 200;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The key a scroll position is remembered under: the history entry's (back and forward come back
 * to where the reader was), or, for an entry the router did not write (the page first opened, a
 * fragment link followed by the browser), its URL: all such entries share one key, and one
 * entry's position would be restored on another.
 */
const scrollKey = (location: Location): string => (location.key === 'default' ? location.pathname + location.search + location.hash : location.key);

/**
 * Rendered by the layout route: React Router's scroll restoration (back and forward restore the
 * position, a new page scrolls to its `#hash` target or to the top), and focus on the main
 * content after a navigation to another page.
 */
export function NavigationEffects(): ReactNode {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useIsomorphicLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return <ScrollRestoration getKey={scrollKey} />;
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
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(document.title);
  }, [pathname]);
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

/** True once the current navigation (React Router's `useNavigation()`) has been loading for `delayMs` (default 200 ms). */
export function useNavigationProgress(delayMs: number = PROGRESS_DELAY_MS): boolean {
  const pending = useNavigation().state !== 'idle';
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
