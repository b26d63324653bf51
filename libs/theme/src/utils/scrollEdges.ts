/** Which ends of a horizontally scrollable box still hide content. Pure: no DOM access. */
export interface ScrollEdges {
  /** Content is hidden off the start edge (the left one, or the right one in a right-to-left box). */
  readonly start: boolean;
  /** Content is hidden off the end edge. */
  readonly end: boolean;
}

/** Sub-pixel layouts leave a fraction of a pixel of "overflow" that no reader can scroll to. */
const SLACK = 1;

/**
 * The hidden edges of a box scrolled to `scrollLeft`, `clientWidth` wide, with `scrollWidth` of
 * content. A right-to-left box starts at 0 too and scrolls towards its end into negative values.
 */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollEdges {
  const scrolled = Math.abs(scrollLeft);
  return { start: scrolled > SLACK, end: scrolled + clientWidth < scrollWidth - SLACK };
}
