/**
 * The ranking's weights, in one place. They were set against the relevance suite
 * (test/relevance/), whose sweep tool overrides them with `tuneWeights`; nothing else changes them.
 */
export interface Weights {
  /** Share of its page's name (title and keywords) impact a section adds to its own. */
  sectionInherits: number;
  /** Share of a section's own match of a word of its page's title that counts. */
  titleEcho: number;
  /** Share of its name score a page gets on top when its title holds every query word. */
  titleBonus: number;
  /**
   * How much more a hit scores when its title, keywords or heading name the query's words (up to
   * `1 +` this when they name them all) than when only its text or description says them.
   */
  namedByHeadings: number;
  /** Weight of a pair of adjacent query words found together in a title, heading or description. */
  phrase: number;
  /** Weight of a page title that is exactly the query's words (the reader named the page). */
  exactTitle: number;
}

export const WEIGHTS: Readonly<Weights> = {
  sectionInherits: 1,
  titleEcho: 0.3,
  titleBonus: 0.5,
  namedByHeadings: 1,
  phrase: 0.5,
  exactTitle: 1,
};

/** Overrides weights (the tuning tool); returns the previous ones. */
export function tuneWeights(next: Partial<Weights>): Weights {
  const previous = { ...WEIGHTS };
  Object.assign(WEIGHTS as Weights, next);
  return previous;
}
