/**
 * The search engine: index loading, query planning, expansion, ranking and hit resolution. It runs
 * in the search Web Worker (worker.ts), or on the page's main thread where workers are not
 * available; either way it is loaded on first use, never with the page.
 */
import type { Postings } from '../codec.js';
import type { SearchOptions } from '../options.js';
import { planQuery, synonymTable, type SynonymTable } from '../query.js';
import { normalizeQuery } from '../utils/text.js';
import { expandPlan, type Expansion } from './expand.js';
import { rank, RankScratch } from './rank.js';
import { hitsWithoutSnippets, resolvableNow, resolveHits, type SearchHit } from './resolve.js';
import { IndexStore, type TermEntry } from './store.js';

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
}

/** Creates an engine that fetches with `fetchFn`. */
export function createEngine(options: EngineOptions, fetchFn: typeof fetch): Engine {
  const stores = new Map<string, Promise<IndexStore>>();
  const synonyms = new WeakMap<IndexStore, SynonymTable>();
  const tails = new WeakMap<TermEntry, Postings>();
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
  const loadTails = async (store: IndexStore, expansions: readonly (readonly Expansion[])[]) => {
    const entries = new Set<TermEntry>();
    for (const list of expansions) for (const x of list) for (const e of x.entries) if (e.tail && !tails.has(e)) entries.add(e);
    await Promise.all(
      [...entries].map(async (e) => {
        if (e.tail) tails.set(e, await store.tail(e.tail.file, e.tail.count));
      }),
    ).catch((error: unknown) => {
      reload = true;
      throw error;
    });
  };

  return {
    async open(url) {
      await storeOf(url);
    },
    async search(request, hooks = {}) {
      const check = () => {
        if (hooks.cancelled?.()) throw new CancelledError('superseded by a newer query');
      };
      const store = await storeOf(request.url);
      check();
      const query = normalizeQuery(request.query);
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
        await loadTails(store, expansions);
        check();
      }
      let ranking = rank(store, plan, expansions, tails, request.limit, scratchOf(store));
      const post = (hits: readonly SearchHit[]) => hooks.onProvisional?.({ hits, total: null, highlight: plan.highlight });
      if (!ranking.settled) {
        if (hooks.onProvisional) {
          const shown = ranking.hits.slice(0, request.limit);
          const hits = hitsWithoutSnippets(store, shown, options.snippetLength) ?? (await resolveHits(store, shown, options.snippetLength));
          check();
          post(hits);
        }
        await loadTails(store, expansions);
        check();
        ranking = rank(store, plan, expansions, tails, request.limit, scratchOf(store));
      }
      // The hits show as soon as they are ranked when their names are loaded; their snippets follow.
      const shown = ranking.hits.slice(0, request.limit);
      if (hooks.onProvisional && !resolvableNow(store, shown)) {
        const hits = hitsWithoutSnippets(store, shown, options.snippetLength);
        if (hits) post(hits);
      }
      last = { key, expansions };
      const complete = expansions.every((list) => list.every((x) => x.entries.every((e) => !e.tail || tails.has(e))));
      const hits = await resolveHits(store, shown, options.snippetLength);
      check();
      return { hits, total: complete ? ranking.total : null, highlight: plan.highlight };
    },
  };
}
