/** Which hits continue the page of the hit before them: the engine lists a page's hits together (see engine/rank.ts). */
export function continuesPage(hits: readonly { readonly pageUrl: string }[]): boolean[] {
  return hits.map((hit, i) => i > 0 && hits[i - 1]?.pageUrl === hit.pageUrl);
}

/** How many distinct pages `hits` show. */
export function pagesOf(hits: readonly { readonly pageUrl: string }[]): number {
  return new Set(hits.map((hit) => hit.pageUrl)).size;
}
