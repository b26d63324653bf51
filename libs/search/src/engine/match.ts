/**
 * A query's matches: what MiniSearch finds for it in each shard (and tail tier) it needs, gathered
 * per document. MiniSearch scores (BM25+ per field, with our boosts, prefix and fuzzy weights);
 * a query's terms live in different shards, so the results of the shards are added up here, with
 * which of the query's keys each document matched and in which fields, for the ranking (rank.ts).
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import { BOOST, type IndexDocument } from '../minisearch-config.js';
import { isCompositeTerm } from '../query.js';

/** One key (an index term) the query searches for, and how. */
export interface KeySpec {
  readonly key: string;
  /** Also matches the index terms it starts (the word being typed). */
  readonly prefix: boolean;
  /** Edits allowed (0: none), for a word the index does not know. */
  readonly fuzzy: number;
  /** Weight of its matches (MiniSearch's `boostTerm`). */
  readonly weight: number;
  /** A word of the index itself: the longer words it starts count less (`storage` typed is about storage, not `storagevolume`). */
  readonly known?: boolean;
}

/** What one document matched: its summed score, and per key of the query the fields it matched in. */
export interface DocMatch {
  score: number;
  /** Fields it matched in. */
  readonly fields: Set<string>;
  /** Index terms it matched (for highlighting). */
  readonly terms: Set<string>;
  /** Key -> how it matched: 1 the key itself, 2 a longer word it starts, 3 a typo of it; and whether in a naming field. */
  readonly keys: Map<string, { kind: 1 | 2 | 3; named: boolean; titled: boolean }>;
}

/** The matches of a query, by document id. */
export type Matches = Map<number, DocMatch>;

/** Edits a fuzzy search allows a word of `length` letters: one from 5 letters, two from 6 (MiniSearch counts a swap of two letters as two). */
export const typoBudget = (length: number): number => (length >= 6 ? 2 : length >= 5 ? 1 : 0);

/** Weights of prefix and typo matches against the word itself; of prefix matches of a word the index knows. */
const WEIGHTS = { prefix: 0.6, fuzzy: 0.45 };
const KNOWN_WORD_WEIGHTS = { prefix: 0.12, fuzzy: 0.45 };

const identity = (text: string): string[] => [text];
const same = (term: string): string => term;
const NAMING = new Set(['title', 'keywords', 'heading']);

/**
 * The MiniSearch query for some keys: one subquery per key, with its own prefix and fuzzy
 * settings, combined with OR (a document matches any of them). Keys are index terms already
 * (the planner stems them), so they are neither tokenized nor processed again.
 */
export function queryOf(keys: readonly KeySpec[]): Query {
  return {
    combineWith: 'OR',
    queries: keys.map((k) => ({ queries: [k.key], prefix: k.prefix, fuzzy: k.fuzzy, boostTerm: () => k.weight, ...(k.known ? { weights: KNOWN_WORD_WEIGHTS } : {}) })),
  } as Query;
}

/** Search options: our field boosts and weights, the terms as given. */
export const SEARCH_OPTIONS: SearchOptions = { boost: { ...BOOST }, weights: WEIGHTS, tokenize: identity, processTerm: same, maxFuzzy: 2 };

/** How a matched index term relates to a key of the query. */
function kindOf(spec: KeySpec, term: string): 1 | 2 | 3 | 0 {
  if (term === spec.key) return 1;
  if (spec.prefix && term.startsWith(spec.key)) return 2;
  return spec.fuzzy > 0 && term[0] === spec.key[0] && Math.abs(term.length - spec.key.length) <= spec.fuzzy ? 3 : 0;
}

/** Adds a MiniSearch result to the matches: its score, and which keys matched in which fields. */
function add(matches: Matches, result: SearchResult, specs: ReadonlyMap<string, KeySpec>): void {
  const id = result.id as number;
  let doc = matches.get(id);
  if (!doc) {
    doc = { score: 0, keys: new Map(), fields: new Set(), terms: new Set() };
    matches.set(id, doc);
  }
  // MiniSearch multiplies by the number of query terms matched; the ranking weighs coverage itself.
  doc.score += result.score / Math.max(1, result.queryTerms.length);
  // Called for every document a keystroke matches (thousands on a large site): no entries arrays.
  for (const term in result.match) {
    const fields = result.match[term] as string[];
    doc.terms.add(term);
    let named = false;
    for (const f of fields) {
      doc.fields.add(f);
      if (NAMING.has(f)) named = true;
    }
    const titled = fields.includes('title');
    for (const source of result.queryTerms) {
      const spec = specs.get(source);
      const kind = spec ? kindOf(spec, term) : 0;
      if (kind === 0) continue;
      const known = doc.keys.get(source);
      if (!known) doc.keys.set(source, { kind, named, titled });
      else {
        if (kind < known.kind) known.kind = kind;
        known.named ||= named;
        known.titled ||= titled;
      }
    }
  }
}

/** Searches `index` for `keys` and adds what it finds to `matches`; returns the index terms that matched. */
export function searchInto(matches: Matches, index: MiniSearch<IndexDocument>, keys: readonly KeySpec[]): Set<string> {
  const specs = new Map(keys.map((k) => [k.key, k]));
  const terms = new Set<string>();
  if (keys.length === 0) return terms;
  // Pairs and whole titles match only as themselves: not as longer words a typed prefix starts,
  // nor as typos (`boostDocument` 0 leaves a document out for that index term).
  const boostDocument = (_id: unknown, term: string): number => (isCompositeTerm(term) && !specs.has(term) ? 0 : 1);
  for (const result of index.search(queryOf(keys), { ...SEARCH_OPTIONS, boostDocument })) {
    add(matches, result, specs);
    for (const term of result.terms) terms.add(term);
  }
  return terms;
}
