/**
 * The URL a picked hit navigates to (page plus heading anchor). Its own module because it needs the
 * tokenizer, which page code must not pull into the first-load bundle (the client loads it lazily).
 */
import { tokenize as defaultTokenize, type Tokenize } from './tokenizer.js';

/** What {@link hitUrl} needs of a hit. */
export interface HitLocation {
  /** Page URL, without anchor. */
  readonly pageUrl: string;
  /** Heading anchor (without `#`), or null for the top of the page. */
  readonly anchor: string | null;
}

/**
 * The URL a hit navigates to: page URL plus the heading anchor; with `highlight` on, the query's
 * tokens are appended as repeated `_highlight` parameters, for the target page to mark.
 */
export function hitUrl(hit: HitLocation, query: string, highlight: boolean, tokenize: Tokenize = defaultTokenize): string {
  let url = hit.pageUrl;
  if (highlight) {
    const params = new URLSearchParams();
    for (const token of new Set(tokenize(query))) params.append('_highlight', token);
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return hit.anchor ? `${url}#${hit.anchor}` : url;
}
