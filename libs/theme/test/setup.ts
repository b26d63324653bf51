/**
 * Test environment for jsdom: Testing Library's matchers (`toBeVisible`, `toHaveAttribute`), DOM
 * cleanup between tests, and the browser APIs jsdom lacks
 * (matchMedia, with the viewport width set per test by `setViewportWidth`; scrollIntoView).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './match-media.ts';

installMatchMedia();

// jsdom has no layout, so no scrollIntoView; components call it (the sidebar's active link, the
// search-term highlighter), and a story that does must not crash the run.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {
    // Nothing to scroll without layout.
  };
}

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  window.localStorage.clear();
  document.body.style.overflow = '';
});
