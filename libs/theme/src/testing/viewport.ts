/**
 * For stories: make `useIsDesktop()` report a phone-sized viewport whatever the canvas width, so
 * mobile-only components (the mobile menu) render the same on the docs page as in the canvas.
 * CSS media queries are untouched; pair it with Storybook's viewport global for the looks.
 */
import { DESKTOP_BREAKPOINT } from '../hooks/useMediaQuery.js';

/** Overrides `window.matchMedia` for min-width queries; returns the function that restores it. */
export function forceMobileViewport(width = 414): () => void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    if (!min?.[1]) return original(query);
    const list = original(query);
    const matches = width >= Number(min[1]);
    return new Proxy(list, {
      get: (target, key) => {
        if (key === 'matches') return matches;
        const value: unknown = Reflect.get(target, key, target);
        // MediaQueryList methods throw "Illegal invocation" when called on the proxy.
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  return () => {
    window.matchMedia = original;
  };
}

/** A width just below the desktop breakpoint, where the theme is in mobile layout. */
export const MOBILE_WIDTH = DESKTOP_BREAKPOINT - 1;
