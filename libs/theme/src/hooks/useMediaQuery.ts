import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Desktop breakpoint: below 996 px the layout is mobile. */
export const DESKTOP_BREAKPOINT = 996;

/** Whether a media query matches; false during server rendering. */
export function useMediaQuery(query: string): boolean {
  // One list per query, and stable callbacks: new ones each render made React unsubscribe and
  // subscribe again (two matchMedia calls) on every render of the navbar and providers.
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}

/** True at desktop widths (996 px and up). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
}
