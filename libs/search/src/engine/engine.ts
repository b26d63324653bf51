/**
 * The search engine: index loading, query planning, MiniSearch searches of the shards a query
 * needs, ranking and hit resolution. It runs in the search Web Worker (worker.ts), or on the
 * page's main thread where workers are not available; either way it is loaded on first use,
 * never with the page.
 */
import type { SearchOptions } from '../options.js';
import { planQuery, synonymTable, type QueryPlan, type SynonymTable } from '../query.js';
import { normalizeQuery } from '../utils/text.js';
import { searchInto, typoBudget, type KeySpec, type Matches } from './match.js';
import { keySpecs, rank, type RankedHit } from './rank.js';
import { hitsWithoutSnippets, namedHits, resolvableNow, resolveHits, type SearchHit } from './resolve.js';
import { nextLetterShards, prefetchAllowed, typedPrefixes } from './prefetch.js';
import { IndexStore, type LoadedShard } from './store.js';
import { SearchIndexError } from '../errors.js';

export type { SearchHit };

/** The options the engine uses. */
export type EngineOptions = Pick<SearchOptions, 'snippetLength' | 'languages' | 'removeDefaultStopWords' | 'synonyms'>;

/** One query. */
export interface SearchRequest {
  /** Absolute URL of the index's root file. */
  readonly url: string;
  readonly query: string;
  /** Hits to resolve (title, snippet…): the first `limit` of the ranking. */
  readonly limit: number;
  /** Count every page with hits (the search page), reading every tier of common terms' tails; otherwise only their heads. */
  readonly exhaustive: boolean;
}

/** What a query found. */
export interface SearchResults {
  /** The first `limit` hits. */
  readonly hits: readonly SearchHit[];
  /** How many pages have hits; null when not counted (the search box's query, which reads only the first tiers of common terms). */
  readonly total: number | null;
  /** The query's words, for `_highlight` parameters. */
  readonly highlight: readonly string[];
}

/** Hooks of one search. */
export interface SearchHooks {
  /**
   * Called with hits that can show before the final ones: in their final order but without their
   * snippets (whose texts are being fetched), or the hits of the terms' heads while their tails
   * load. May be called more than once.
   */
  readonly onProvisional?: (results: SearchResults) => void;
  /** Whether a newer query has made this one stale; it then stops at its next step. */
  readonly cancelled?: () => boolean;
}

/** Thrown (and never shown) when a stale query stops. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/** The engine of one client. */
export interface Engine {
  /** Loads an index's root file (once per URL; a failed load is forgotten, so it is fetched again). */
  open(url: string): Promise<void>;
  search(request: SearchRequest, hooks?: SearchHooks): Promise<SearchResults>;
  /**
   * Fetches, in the background, the term shards the next letter of the word the last query was
   * typing will need (the word's and its pair's with the word before): the keystrokes that follow
   * then wait for no download. For a worker between queries (each fetch call costs its thread
   * about a millisecond); not on a 2g or data-saver connection.
   */
  prefetch(): void;
}

/** Most term shards {@link Engine.prefetch} fetches after one keystroke, of each kind (see {@link nextLetterShards}). */
const PREFETCH_SHARDS = 4;
/**
 * How long the engine must have been idle before it fetches the shards it only guesses the next
 * keystroke needs. A reader typing fast leaves no time for them, and their downloads would slow
 * the next keystroke's own; a reader at a typist's pace (100 ms or more between keys) has it.
 */
const GUESS_AFTER_IDLE_MS = 40;
/** Shards a typed prefix draws its longer words from: its own and the next (two letters of a large site span many). */
const PREFIX_SHARDS = 2;
/** Shards searched for typos of a word: those of words with its first two letters, at most this many. */
const TYPO_SHARDS = 4;
/** Common terms whose tails the search page reads (the box reads none). */
const MAX_TAIL_TERMS = 16;

/** Creates an engine that fetches with `fetchFn`. */
export function createEngine(options: EngineOptions, fetchFn: typeof fetch): Engine {
  const stores = new Map<string, Promise<IndexStore>>();
  const synonyms = new WeakMap<IndexStore, SynonymTable>();
  // After a failed load, files are fetched past the HTTP cache (see store.ts).
  let reload = false;
  // The prefixes the last query was typing: the word, and its pair with the word before.
  let typing: { store: IndexStore; keys: readonly string[] } | null = null;
  // The guessed prefetch waiting for the engine to stay idle.
  let guessing: ReturnType<typeof setTimeout> | undefined;

  const storeOf = (url: string): Promise<IndexStore> => {
    let promise = stores.get(url);
    if (!promise) {
      // Names small enough to come with the root file are fetched now: hits then show as soon as
      // they are ranked, their snippets following.
      promise = IndexStore.open(url, fetchFn, () => reload).then((store) => {
        if (store.preload) store.allNames().catch(() => undefined);
        return store;
      });
      stores.set(url, promise);
      promise.catch(() => {
        stores.delete(url);
        reload = true;
      });
    }
    return promise;
  };
  const tableOf = (store: IndexStore): SynonymTable => {
    let table = synonyms.get(store);
    if (!table) {
      table = synonymTable([...store.synonyms, ...options.synonyms], { removeStopWords: options.removeDefaultStopWords, languages: options.languages }, store.unindexed);
      synonyms.set(store, table);
    }
    return table;
  };
  const loading = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      reload = true;
      throw error;
    }
  };

  return {
    prefetch() {
      if (!typing || !prefetchAllowed()) return;
      const { store, keys } = typing;
      typing = null;
      const { certain, likely } = nextLetterShards(store, keys, PREFETCH_SHARDS);
      for (const n of certain) store.prefetchShard(n);
      if (likely.length > 0) guessing = setTimeout(() => likely.forEach((n) => store.prefetchShard(n)), GUESS_AFTER_IDLE_MS);
    },
    async open(url) {
      await storeOf(url);
    },
    async search(request, hooks = {}) {
      clearTimeout(guessing);
      try {
        return await searchOnce(request, hooks);
      } catch (error) {
        // A shard that does not load is fetched past the cache next time.
        if (error instanceof SearchIndexError) reload = true;
        throw error;
      }
    },
  };

  /** The shards a key is searched in. */
  function shardsOfKey(store: IndexStore, spec: KeySpec): number[] {
    return spec.prefix ? [store.shardOf(spec.key), ...store.shardsFor(spec.key, spec.key).slice(0, PREFIX_SHARDS)] : [store.shardOf(spec.key)];
  }

  /** Searches the shards for each key (fetching those not loaded) into `matches`; returns the index terms matched. */
  async function searchShards(store: IndexStore, specs: readonly KeySpec[], shardsOf: (spec: KeySpec) => number[], matches: Matches): Promise<Set<string>> {
    const byShard = new Map<number, KeySpec[]>();
    for (const spec of specs) for (const n of new Set(shardsOf(spec))) byShard.set(n, [...(byShard.get(n) ?? []), spec]);
    store.cancelPrefetches(new Set(byShard.keys()));
    const shards = await loading(Promise.all([...byShard.keys()].map((n) => store.shard(n))));
    // A typed word the index knows: the longer words it starts count less.
    const own = (key: string) => store.shardSync(store.shardOf(key));
    const known = new Set(specs.filter((s) => s.prefix && own(s.key) !== undefined && (own(s.key) as LoadedShard).terms.has(s.key)).map((s) => s.key));
    for (const list of byShard.values()) list.forEach((s, i) => known.has(s.key) && (list[i] = { ...s, known: true }));
    const terms = new Set<string>();
    [...byShard.values()].forEach((keys, i) => {
      for (const term of searchInto(matches, (shards[i] as LoadedShard).index, keys)) terms.add(term);
    });
    return terms;
  }

  /** The tail files of the matched terms that have them, by term. */
  function tailsOf(store: IndexStore, terms: Iterable<string>): Map<string, readonly number[]> {
    const out = new Map<string, readonly number[]>();
    for (const term of terms) {
      const files = store.shardSync(store.shardOf(term))?.tails.get(term);
      if (files && files.length > 0) out.set(term, files);
    }
    return out;
  }

  async function searchOnce(request: SearchRequest, hooks: SearchHooks): Promise<SearchResults> {
    const check = () => {
      if (hooks.cancelled?.()) throw new CancelledError('superseded by a newer query');
    };
    const store = await storeOf(request.url);
    check();
    const query = normalizeQuery(request.query);
    // The word being typed, as typed (one letter, or a stop word so far, counts: the next letters
    // need its shards); after a space, the next word's pairs with this one.
    const typed = /(?:[\p{L}\p{N}]+|\s)$/u.exec(request.query.toLowerCase())?.[0]?.trim();
    const plan = planQuery(query, { removeStopWords: options.removeDefaultStopWords, languages: options.languages, synonyms: tableOf(store) });
    typing = typed === undefined ? null : { store, keys: typedPrefixes(plan, typed) };
    if (plan.terms.length === 0 || request.limit <= 0) return { hits: [], total: 0, highlight: plan.highlight };

    const matches: Matches = new Map();
    const specs = keySpecs(plan);
    const matched = await searchShards(store, specs, (spec) => shardsOfKey(store, spec), matches);
    check();
    // Typos: a word of five letters or more the index does not know (nor, typed, any longer word
    // it starts) is searched for one or two edits away, among words with its first two letters.
    const unknown = plan.terms.filter((t) => t.fuzzy && typoBudget(t.key.length) > 0 && ![...matched].some((m) => m === t.key || (t.prefix && m.startsWith(t.key))));
    if (unknown.length > 0) {
      const fuzzy = keySpecs({ ...plan, terms: unknown }, new Set(unknown.map((t) => t.key))).filter((s) => s.fuzzy > 0);
      const group = (spec: KeySpec) => store.shardsFor(spec.key.slice(0, 2), spec.key.slice(0, 2)).slice(0, TYPO_SHARDS);
      for (const term of await searchShards(store, fuzzy, group, matches)) matched.add(term);
      check();
    }
    const known = new Set(specs.map((s) => s.key).filter((k) => matched.has(k)));

    // Common terms keep their best documents in their shard; the rest is in tiers of a tail.
    // The search box ranks the heads: a term's best documents, where its first hits are. The
    // search page reads the tails too (and its count is of every page).
    const tails = tailsOf(store, matched);
    if (tails.size > 0 && request.exhaustive) {
      const wanted = [...tails].slice(0, MAX_TAIL_TERMS);
      if (wanted.length > 0) {
        if (hooks.onProvisional) {
          const first = showFirst(store, plan, rank(store, plan, matches, known).hits.slice(0, request.limit), hooks, check);
          first.catch(() => undefined);
          await first;
        }
        const files = wanted.flatMap(([, list]) => list);
        const loaded = await loading(Promise.all(files.map((file) => store.tail(file))));
        check();
        for (const tail of loaded) searchInto(matches, tail.index, specs);
      }
    }

    const ranking = rank(store, plan, matches, known);
    const shown = ranking.hits.slice(0, request.limit);
    // Names before snippets: the hits show once named, and their snippets' downloads must not
    // slow the names' (nor the frame that paints the hits).
    if (hooks.onProvisional && !resolvableNow(store, shown)) await showFirst(store, plan, shown, hooks, check);
    const hits = await loading(resolveHits(store, shown, options.snippetLength));
    check();
    return { hits, total: request.exhaustive || tails.size === 0 ? ranking.pages : null, highlight: plan.highlight };
  }

  /** Hits before their final form: without snippets, as soon as their pages' names are in. */
  async function showFirst(store: IndexStore, plan: QueryPlan, shown: readonly RankedHit[], hooks: SearchHooks, check: () => void): Promise<void> {
    const hits = hitsWithoutSnippets(store, shown, options.snippetLength) ?? (await loading(namedHits(store, shown, options.snippetLength)));
    check();
    hooks.onProvisional?.({ hits, total: null, highlight: plan.highlight });
  }
}
