/**
 * The URL a picked hit navigates to (page plus heading anchor). Its own module because it needs the
 * tokenizer, which page code must not pull into the first-load bundle: the client gets the query's
 * words from the engine instead (utils/hit-link.ts).
 */
import { tokenize as defaultTokenize, type Tokenize } from './tokenizer.js';
import { linkWithTerms, type HitLocation } from './utils/hit-link.js';

export type { HitLocation };

/**
 * The URL a hit navigates to: page URL plus the heading anchor; with `highlight` on, the query's
 * tokens are appended as repeated `_highlight` parameters, for the target page to mark.
 */
export function hitUrl(hit: HitLocation, query: string, highlight: boolean, tokenize: Tokenize = defaultTokenize): string {
  return linkWithTerms(hit, highlight ? tokenize(query) : [], highlight);
}
