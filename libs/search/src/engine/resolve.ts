/** Turns ranked hits into search hits: title, URL, section, breadcrumb and snippet from the document files. */
import { wordsOfTerm } from '../query.js';
import { defaultAnchor, type HitType, type NamedPage } from '../format.js';
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
  /** Set on hits shown before their final form whose snippet is still being fetched: the UI keeps its place. */
  readonly snippetPending?: boolean;
  readonly score: number;
}

/** The document whose text a hit's snippet comes from (none for a hit whose title or heading alone matched). */
function snippetDoc(hit: RankedHit): number | null {
  return hit.snippet ? hit.doc : null;
}

/** A ranked hit as shown, from its page's names; `text`, when given, is what its snippet is cut from. */
function toHit(named: NamedPage, hit: RankedHit, text: string, snippetLength: number): SearchHit {
  const [u, t, b, sections] = named;
  const section = hit.section === null ? undefined : sections[hit.section];
  if (hit.section !== null && !section) throw new Error('@hpcdocs/search: a hit names a section its page does not have; rebuild the site.');
  const anchor = section ? (section[1] ?? defaultAnchor(section[0])) : null;
  const terms = [...new Set([...hit.terms].flatMap(wordsOfTerm))].sort((x, y) => y.length - x.length);
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
}

/** Whether every hit can show now, names and snippet text loaded. */
export function resolvableNow(store: IndexStore, ranked: readonly RankedHit[]): boolean {
  return ranked.every((hit) => {
    const doc = snippetDoc(hit);
    return store.namedSync(hit.page) !== undefined && (doc === null || store.hasText(doc));
  });
}

/** The hits as shown without their snippets, when their pages' names are loaded (else null). */
export function hitsWithoutSnippets(store: IndexStore, ranked: readonly RankedHit[], snippetLength: number): SearchHit[] | null {
  const named = ranked.map((hit) => store.namedSync(hit.page));
  if (named.some((n) => n === undefined)) return null;
  return ranked.map((hit, i) => pending(store, hit, toHit(named[i] as NamedPage, hit, '', snippetLength)));
}

/** A hit shown before its snippet: says whether one is coming. */
const pending = (store: IndexStore, ranked: RankedHit, hit: SearchHit): SearchHit => (snippetDoc(ranked) === null ? hit : { ...hit, snippetPending: true });

/** The hits as shown without their snippets, fetching the names files they need. */
export async function namedHits(store: IndexStore, ranked: readonly RankedHit[], snippetLength: number): Promise<SearchHit[]> {
  const named = await Promise.all(ranked.map((hit) => store.named(hit.page)));
  return ranked.map((hit, i) => pending(store, hit, toHit(named[i] as NamedPage, hit, '', snippetLength)));
}

/** The search hits of `ranked`, fetching the names and text files they need. */
export async function resolveHits(store: IndexStore, ranked: readonly RankedHit[], snippetLength: number): Promise<SearchHit[]> {
  return Promise.all(
    ranked.map(async (hit) => {
      const doc = snippetDoc(hit);
      const [named, text] = await Promise.all([store.named(hit.page), doc === null ? '' : store.text(doc)]);
      return toHit(named, hit, text, snippetLength);
    }),
  );
}
