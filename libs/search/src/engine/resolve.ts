/** Turns ranked hits into search hits: title, URL, section, breadcrumb and snippet from the document files. */
import { defaultAnchor, type HitType } from '../format.js';
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
  const files = new Map<number, ReturnType<IndexStore['documentFile']>>();
  for (const hit of ranked) {
    const { file } = store.fileOfPage(hit.page);
    if (!files.has(file)) files.set(file, store.documentFile(file));
  }
  const loaded = new Map<number, Awaited<ReturnType<IndexStore['documentFile']>>>();
  await Promise.all([...files].map(async ([n, promise]) => loaded.set(n, await promise)));
  return ranked.map((hit): SearchHit => {
    const { file, at } = store.fileOfPage(hit.page);
    const stored = loaded.get(file)?.pages[at];
    if (!stored) throw new Error(`@hpcdocs/search: page ${hit.page} is missing from its document file`);
    const [u, t, b, description, intro, sections] = stored;
    const section = hit.section === null ? undefined : sections[hit.section];
    const anchor = section ? (section[2] ?? defaultAnchor(section[0])) : null;
    const text = hit.snippet === 'text' ? (section ? section[1] : intro) : hit.snippet === 'description' ? description : '';
    const terms = [...new Set(hit.terms.flatMap((t) => t.split(' ')))].sort((x, y) => y.length - x.length);
    return {
      url: anchor ? `${u}#${anchor}` : u,
      pageUrl: u,
      anchor,
      title: t,
      section: section ? section[0] : null,
      breadcrumbs: b,
      type: hit.type,
      terms,
      snippet: text ? makeSnippet(text, terms, snippetLength) : '',
      score: hit.score,
    };
  });
}
