/** The URL of a hit with the query's words as `_highlight` parameters: no tokenizer needed, so page code can use it. */

/** Where a hit leads. */
export interface HitLocation {
  /** Page URL, without anchor. */
  readonly pageUrl: string;
  /** Heading anchor (without `#`), or null for the top of the page. */
  readonly anchor: string | null;
}

/** Page URL, then the terms as repeated `_highlight` parameters (when `highlight` is on), then the anchor. */
export function linkWithTerms(hit: HitLocation, terms: readonly string[], highlight: boolean): string {
  let url = hit.pageUrl;
  if (highlight) {
    const params = new URLSearchParams();
    for (const term of new Set(terms)) params.append('_highlight', term);
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return hit.anchor ? `${url}#${hit.anchor}` : url;
}
