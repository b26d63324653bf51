/** Pure rule for the navbar's hide-on-scroll capability (the docs site leaves it off). */

/** What the rule needs to know about the previous scroll position. */
export interface ScrollVisibilityState {
  /** Scroll offset at the previous event. */
  readonly lastY: number;
  /** Whether the navbar is showing now. */
  readonly visible: boolean;
}

/**
 * Whether the navbar shows after the page scrolled to `y`: always near the top (within the
 * navbar's own height), hidden while the reader scrolls down, shown again as soon as they
 * scroll up; an event without movement keeps the current state.
 */
export function navbarVisibleAfterScroll(state: ScrollVisibilityState, y: number, navbarHeight: number): boolean {
  if (y < navbarHeight) return true;
  if (y > state.lastY) return false;
  if (y < state.lastY) return true;
  return state.visible;
}
