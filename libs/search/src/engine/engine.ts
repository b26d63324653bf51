/**
 * The search engine: index loading, query planning, expansion, ranking and hit resolution. It runs
 * in the search Web Worker (worker.ts), or on the page's main thread where workers are not
 * available; either way it is loaded on first use, never with the page.
 */
import type { SearchOptions } from '../options.js';
import { planQuery, synonymTable, type QueryPlan, type SynonymTable } from '../query.js';
import { normalizeQuery } from '../utils/text.js';
import { expandPlan, type Expansion } from './expand.js';
import { nextTier, rank, RankScratch, type LoadedTail, type RankedHit, type Ranking, type TailLookup } from './rank.js';
import { hitsWithoutSnippets, namedHits, resolvableNow, resolveHits, type SearchHit } from './resolve.js';
import { IndexStore, type TermEntry } from './store.js';
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
  /** Count every hit (the search page); otherwise the ranking stops once its first `limit` are final. */
  readonly exhaustive: boolean;
}

/** What a query found. */
export interface SearchResults {
  /** The first `limit` hits. */
  readonly hits: readonly SearchHit[];
  /** How many hits there are in all; null when not counted (a settled first page of hits). */
  readonly total: number | null;
  /** The query's words, for `_highlight` parameters. */
  readonly highlight: readonly string[];
}

/** Hooks of one search. */
export interface SearchHooks {
  /**
   * Called with hits that can show before the final ones: in their final order but without their
   * snippets (whose texts are being fetched), or the hits of the terms' heads when the final order
   * needs their tails. May be called more than once.
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
   * Fetches, in the background, the term shards the next letters of the word the last query was
   * typing can need, when they are few: the keystrokes that follow then wait for no download.
   * For a worker between queries (each fetch call costs its thread about a millisecond).
   */
  prefetch(): void;
}

/** Most term shards {@link Engine.prefetch} fetches for one word. */
const PREFETCH_SHARDS = 4;

/** Creates an engine that fetches with `fetchFn`. */
export function createEngine(options: EngineOptions, fetchFn: typeof fetch): Engine {
  const stores = new Map<string, Promise<IndexStore>>();
  const synonyms = new WeakMap<IndexStore, SynonymTable>();
  // Each term's tail as loaded after its first, second... tier: ranking looks at as few tiers as
  // settle its first hits (see `rankLoaded`).
  const loadedTails = new WeakMap<TermEntry, LoadedTail[]>();
  /** Every loaded tier. */
  const tails: TailLookup = { get: (entry) => loadedTails.get(entry)?.at(-1) };
  /** At most the first `depth` tiers of each tail. */
  const upTo = (depth: number): TailLookup => ({
    get: (entry) => {
      const loaded = loadedTails.get(entry);
      return depth === 0 || !loaded ? undefined : loaded[Math.min(depth, loaded.length) - 1];
    },
  });
  const scratches = new WeakMap<IndexStore, RankScratch>();
  const scratchOf = (store: IndexStore): RankScratch => {
    let scratch = scratches.get(store);
    if (!scratch) {
      scratch = new RankScratch(store.documents);
      scratches.set(store, scratch);
    }
    return scratch;
  };
  // After a failed load, files are fetched past the HTTP cache (see store.ts).
  let reload = false;
  let last: { key: string; expansions: readonly (readonly Expansion[])[] } | null = null;
  let typing: { store: IndexStore; key: string } | null = null;

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
      table = synonymTable([...store.synonyms, ...options.synonyms], { removeStopWords: options.removeDefaultStopWords, languages: options.languages });
      synonyms.set(store, table);
    }
    return table;
  };
  /** Loads the next tier of a term's tail (unless another query has meanwhile). */
  const advance = async (store: IndexStore, entry: TermEntry): Promise<void> => {
    const tier = nextTier(entry, tails);
    if (!tier) return;
    const loaded = await store.tail(tier);
    const now = tails.get(entry);
    if ((now === undefined ? entry.tail : now.next)?.file !== tier.file) return;
    const pages = new Set(now?.pages);
    for (const doc of loaded.postings.docs) pages.add(store.pageOfDoc[doc] as number);
    loadedTails.set(entry, [...(loadedTails.get(entry) ?? []), { postings: [...(now?.postings ?? []), loaded.postings], pages, next: loaded.next }]);
  };
  const levelOf = (entry: TermEntry): number => loadedTails.get(entry)?.length ?? 0;
  const pendingEntries = (expansions: readonly (readonly Expansion[])[]): TermEntry[] => {
    const entries = new Set<TermEntry>();
    for (const list of expansions) for (const x of list) for (const e of x.entries) if (nextTier(e, tails)) entries.add(e);
    return [...entries];
  };
  /** The fewest tiers loaded of a tail not all loaded (Infinity when every tail is in). */
  const readyDepth = (expansions: readonly (readonly Expansion[])[]): number => Math.min(Infinity, ...pendingEntries(expansions).map(levelOf));
  /** The most tiers loaded of any tail of `expansions`. */
  const loadedDepth = (expansions: readonly (readonly Expansion[])[]): number => {
    let depth = 0;
    for (const list of expansions) for (const x of list) for (const e of x.entries) depth = Math.max(depth, levelOf(e));
    return depth;
  };
  // How many tiers the last settled ranking needed: the next keystroke, most often the same words
  // one letter longer, starts there rather than trying fewer in vain.
  let settledDepth = 0;
  /**
   * Ranks with the heads and as few loaded tiers as settle the first hits, from `from` tiers on: a
   * common word's tail holds most of a large site, and its first hits are often decided by its
   * head and first tiers. It goes no deeper than the fewest tiers loaded of a tail still missing
   * some (a word new to this query): deeper, its bounds keep the order from settling however much
   * of the other words is ranked, so the next tiers of the shallowest tails are loaded instead.
   * `full` says whether the ranking saw every loaded tier (its total counts them all).
   */
  const rankLoaded = (store: IndexStore, plan: QueryPlan, expansions: readonly (readonly Expansion[])[], limit: number, from = settledDepth): { ranking: Ranking; depth: number; full: boolean } => {
    const most = loadedDepth(expansions);
    const cap = Math.min(most, readyDepth(expansions));
    for (let depth = Math.min(from, cap); ; depth += 1) {
      const ranking = rank(store, plan, expansions, depth >= most ? tails : upTo(depth), limit, scratchOf(store));
      if (ranking.settled || depth >= cap) {
        if (ranking.settled) settledDepth = depth;
        return { ranking, depth, full: depth >= most };
      }
    }
  };
  /**
   * Loads the next tier of the tails with the fewest tiers loaded (see `rankLoaded`); with `all`,
   * every tier of every tail.
   */
  const loadTails = async (store: IndexStore, expansions: readonly (readonly Expansion[])[], all: boolean): Promise<void> => {
    try {
      if (all) {
        do await Promise.all(pendingEntries(expansions).map((e) => advance(store, e)));
        while (pendingEntries(expansions).length > 0);
        return;
      }
      const shallowest = readyDepth(expansions);
      await Promise.all(pendingEntries(expansions).filter((e) => levelOf(e) === shallowest).map((e) => advance(store, e)));
    } catch (error) {
      reload = true;
      throw error;
    }
  };

  return {
    prefetch() {
      if (!typing) return;
      const { store, key } = typing;
      typing = null;
      const range = store.shardsFor(key, key);
      if (range.length <= PREFETCH_SHARDS) for (const n of range) store.shard(n).catch(() => undefined);
    },
    async open(url) {
      await storeOf(url);
    },
    async search(request, hooks = {}) {
      try {
        return await searchOnce(request, hooks);
      } catch (error) {
        // A term's postings are read when first ranked: a corrupt one is fetched past the cache next time.
        if (error instanceof SearchIndexError) reload = true;
        throw error;
      }
    },
  };

  async function searchOnce(request: SearchRequest, hooks: SearchHooks): Promise<SearchResults> {
    const check = () => {
      if (hooks.cancelled?.()) throw new CancelledError('superseded by a newer query');
    };
    const store = await storeOf(request.url);
    check();
    const query = normalizeQuery(request.query);
    // The word being typed, as typed (one letter, or a stop word so far, counts: the next letters need its shards).
    const typed = /[\p{L}\p{N}]+$/u.exec(request.query.toLowerCase())?.[0];
    typing = typed ? { store, key: typed } : null;
    const plan = planQuery(query, { removeStopWords: options.removeDefaultStopWords, languages: options.languages, synonyms: tableOf(store) });
    if (plan.terms.length === 0 || request.limit <= 0) return { hits: [], total: 0, highlight: plan.highlight };
    const key = `${request.url}\n${query}`;
    let expansions: readonly (readonly Expansion[])[];
    if (last?.key === key) {
      // The same query again (the search page showing more hits): only ranking and resolving.
      expansions = last.expansions;
    } else {
      try {
        expansions = await expandPlan(store, plan);
      } catch (error) {
        reload = true;
        throw error;
      }
      check();
    }
    if (request.exhaustive) {
      await loadTails(store, expansions, true);
      check();
    }
    let ranked = request.exhaustive ? { ranking: rank(store, plan, expansions, tails, request.limit, scratchOf(store)), depth: 0, full: true } : rankLoaded(store, plan, expansions, request.limit);
    const ignore = () => undefined;
    // Hits before their final form: without snippets, as soon as their pages' names are in. Posted
    // at once (before any fetch starts: a fetch call costs the worker about a millisecond) when the
    // names are loaded, else once their files are.
    const showFirst = async (shown: readonly RankedHit[]) => {
      const hits = hitsWithoutSnippets(store, shown, options.snippetLength) ?? (await namedHits(store, shown, options.snippetLength));
      check();
      hooks.onProvisional?.({ hits, total: null, highlight: plan.highlight });
    };
    if (!ranked.ranking.settled) {
      // The heads' order shows while the tails' first tiers load; further tiers load only while
      // the order is not final.
      const first = hooks.onProvisional ? showFirst(ranked.ranking.hits.slice(0, request.limit)) : Promise.resolve();
      first.catch(ignore);
      const loading = loadTails(store, expansions, false);
      loading.catch(ignore);
      await first;
      await loading;
      check();
      ranked = rankLoaded(store, plan, expansions, request.limit, ranked.depth);
      while (!ranked.ranking.settled && pendingEntries(expansions).length > 0) {
        await loadTails(store, expansions, false);
        check();
        ranked = rankLoaded(store, plan, expansions, request.limit, ranked.depth);
      }
    }
    last = { key, expansions };
    const { ranking } = ranked;
    const shown = ranking.hits.slice(0, request.limit);
    // Names before snippets: the hits show once named, and their snippets' downloads must not
    // slow the names' (nor the frame that paints the hits).
    if (hooks.onProvisional && !resolvableNow(store, shown)) await showFirst(shown);
    const hits = await resolveHits(store, shown, options.snippetLength);
    check();
    const complete = ranked.full && pendingEntries(expansions).length === 0;
    return { hits, total: complete ? ranking.total : null, highlight: plan.highlight };
  }
}
