/** Reading the `_highlight` parameters a picked hit carries (only with the highlight option on). */

/** Most terms a target page highlights; more would only slow the page. */
export const MAX_HIGHLIGHT_TERMS = 16;
/** Longest term a target page highlights. */
const MAX_TERM_LENGTH = 100;

/** The distinct, lower-cased, non-empty `_highlight` values of a query string (`?a=1&_highlight=gpu`). */
export function highlightTermsFromSearch(search: string): string[] {
  const terms = new Set<string>();
  for (const raw of new URLSearchParams(search).getAll('_highlight')) {
    const term = raw.trim().toLowerCase().slice(0, MAX_TERM_LENGTH);
    if (term) terms.add(term);
    if (terms.size >= MAX_HIGHLIGHT_TERMS) break;
  }
  return [...terms];
}
