/** Which ends of a horizontally scrollable box still hide content. Pure: no DOM access. */
export interface ScrollEdges {
  /** Content is hidden off the start (left) edge. */
  readonly start: boolean;
  /** Content is hidden off the end (right) edge. */
  readonly end: boolean;
}

/** Sub-pixel layouts leave a fraction of a pixel of "overflow" that no reader can scroll to. */
const SLACK = 1;

/** The hidden edges of a box scrolled to `scrollLeft`, `clientWidth` wide, with `scrollWidth` of content. */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollEdges {
  return { start: scrollLeft > SLACK, end: scrollLeft + clientWidth < scrollWidth - SLACK };
}
