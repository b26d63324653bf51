/** Turns ranked hits into search hits: title, URL, section, breadcrumb and snippet from the document files. */
import { defaultAnchor, DOCS_BEFORE_SECTIONS, type HitType } from '../format.js';
import { makeSnippet } from '../utils/text.js';
import type { RankedHit } from './rank.js';
import type { IndexStore } from './store.js';

/** One search result. */
export interface SearchHit {
  /** Page URL plus `#anchor` when the hit is a section. */
  readonly url: string;
  /** Page URL without anchor. */
  readonly pageUrl: string;
  /** Heading anchor, or null for the page itself. */
  readonly anchor: string | null;
  /** Page title. */
  readonly title: string;
  /** Section title, or null for the page itself. */
  readonly section: string | null;
  readonly breadcrumbs: readonly string[];
  /** What matched best. */
  readonly type: HitType;
  /** Index terms that matched (lower case), for highlighting. */
  readonly terms: readonly string[];
  /** About `snippetLength` characters of text around the first match; empty for title and heading matches. */
  readonly snippet: string;
  readonly score: number;
}

/** The search hits of `ranked`, fetching the document files they are in. */
export async function resolveHits(store: IndexStore, ranked: readonly RankedHit[], snippetLength: number): Promise<SearchHit[]> {
  // A page hit shows its page's record and the text before its first heading, a section its own.
  const docOf = (hit: RankedHit) => (store.firstDoc[hit.page] as number) + (hit.section === null ? DOCS_BEFORE_SECTIONS - 1 : DOCS_BEFORE_SECTIONS + hit.section);
  const needed = [...new Set(ranked.map((hit) => store.fileOfDoc(docOf(hit)).file))];
  const files = new Map(await Promise.all(needed.map(async (n) => [n, await store.documentFile(n)] as const)));
  return ranked.map((hit): SearchHit => {
    const { file, at } = store.fileOfDoc(docOf(hit));
    const loaded = files.get(file);
    const stored = loaded?.docs[at];
    const page = loaded?.pages.find((p) => p[0] === hit.page);
    if (!stored || !page || stored[0] !== hit.page) throw new Error(`@hpcdocs/search: the document file of page ${hit.page} does not hold it; rebuild the site.`);
    const [, u, t, b, description] = page;
    const [, heading, text, storedAnchor] = stored;
    const isSection = hit.section !== null;
    const anchor = isSection ? (storedAnchor ?? defaultAnchor(heading)) : null;
    const snippetText = hit.snippet === 'text' ? text : hit.snippet === 'description' ? description : '';
    const terms = [...new Set(hit.terms.flatMap((term) => term.replace(/^=/u, '').split(' ')))].sort((x, y) => y.length - x.length);
    return {
      url: anchor ? `${u}#${anchor}` : u,
      pageUrl: u,
      anchor,
      title: t,
      section: isSection ? heading : null,
      breadcrumbs: b,
      type: hit.type,
      terms,
      snippet: snippetText ? makeSnippet(snippetText, terms, snippetLength) : '',
      score: hit.score,
    };
  });
}
