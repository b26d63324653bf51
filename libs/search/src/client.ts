/**
 * The browser search client. The index is loaded, searched and ranked in a Web Worker (one per
 * page, shared by every client of the page), started on the first `load()` or `search()`, so the
 * page's main thread only renders hits. Where workers are not available (old browsers, jsdom,
 * Node), or a `fetch` is given, the same engine runs on the main thread. Either way the machinery
 * (client-runtime.ts) comes on first use: a page that is never searched loads only this module.
 */
import type { Runtime } from './client-runtime.js';
import type { SearchHit } from './engine/resolve.js';
import { resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from './options.js';
import { linkWithTerms } from './utils/hit-link.js';

export type { SearchHit };

/** Configuration of {@link createSearchClient}. */
export interface SearchClientConfig {
  /** URL of the root file of the index of all docs (from `buildSearchIndex().indexUrl`). Must be on the page's origin. */
  readonly indexUrl: string;
  /** Context -> URL of its root file (from `buildSearchIndex().contextIndexUrls`). Default `{}`. */
  readonly contextIndexUrls?: Readonly<Record<string, string>>;
  /** Site base URL with slashes on both ends (`/doc/`). */
  readonly baseUrl: string;
  /** Path of the selected docs version; must begin with `baseUrl`. Default `baseUrl`. */
  readonly version?: string;
  /** Search options; defaults in `DEFAULT_SEARCH_OPTIONS`. */
  readonly options?: SearchOptionsInput;
  /** Fetch implementation; given, the engine runs on the main thread with it. Default the global `fetch`, in the worker. */
  readonly fetch?: typeof fetch;
  /** URL of the current page, for the same-origin check. Default `location.href`. */
  readonly pageUrl?: string;
  /**
   * Where the engine runs: `true` in a Web Worker when the browser has them, `false` on the main
   * thread, or a function that creates the worker (tests). Default `true`.
   */
  readonly worker?: boolean | (() => Worker);
}

/** Options of {@link SearchClient.search}. */
export interface SearchCallOptions {
  /** Search context, or null/undefined for all docs. */
  readonly context?: string | null | undefined;
  /** Most hits to return. Default the effective limit (8). */
  readonly limit?: number;
  /** Count every hit (`total`), as the search page does. Default `false`. */
  readonly exhaustive?: boolean;
  /**
   * Called with the hits known before the final order is, when that needs more of the index
   * (a common word on a large site): the UI shows them at once, and the final hits replace them.
   */
  readonly onFirstResults?: (hits: SearchHit[]) => void;
  /** Aborting it drops the query: it stops where it is and its promise rejects with an `AbortError`. */
  readonly signal?: AbortSignal;
}

/** Hits of a query and how many there are in all. */
export interface SearchResults {
  /** The first `limit` hits. */
  readonly hits: SearchHit[];
  /** Every hit's count with `exhaustive`; otherwise the number of hits returned, or more when unknown (null). */
  readonly total: number | null;
}

/** A search client. */
export interface SearchClient {
  /** The resolved options. */
  readonly options: SearchOptions;
  /** Loads the root file of a context's index (once). Rejects with {@link SearchIndexError}. */
  load(context?: string | null): Promise<void>;
  /** Ranked hits for a query; never throws on odd input, rejects only when the index cannot be loaded (or on abort). */
  search(query: string, options?: SearchCallOptions): Promise<SearchHit[]>;
  /** {@link SearchClient.search} with the count of all hits (with `exhaustive`). */
  results(query: string, options?: SearchCallOptions): Promise<SearchResults>;
  /** The URL to navigate to for a hit, with `_highlight` parameters when that option is on. */
  hitUrl(hit: SearchHit, query: string): string;
}

/** Creates a search client. Nothing is fetched, and no worker started, until the first `load()` or `search()`. */
export function createSearchClient(config: SearchClientConfig): SearchClient {
  const options = resolveSearchOptions(config.options);
  let runtime: Promise<Runtime> | null = null;
  const runtimeOf = (): Promise<Runtime> => {
    runtime ??= import('./client-runtime.js').then((m) => m.createRuntime(config, options));
    // A failed chunk download is forgotten, so Retry fetches it again.
    runtime.catch(() => (runtime = null));
    return runtime;
  };
  // The query's words from the engine, for `_highlight` parameters (the tokenizer stays off the page).
  const words = new Map<string, readonly string[]>();

  async function results(query: string, call: SearchCallOptions = {}): Promise<SearchResults> {
    const found = await (await runtimeOf()).results(query, call);
    words.set(query, found.highlight);
    if (words.size > 32) words.delete(words.keys().next().value as string);
    return { hits: [...found.hits], total: found.total };
  }

  return {
    options,
    async load(context) {
      await (await runtimeOf()).load(context ?? '');
    },
    async search(query, call) {
      return (await results(query, call)).hits;
    },
    results,
    hitUrl(hit, query) {
      // Hits come from a search, which gave the query's words; without them the URL goes without
      // `_highlight` terms rather than with wrong ones.
      return linkWithTerms(hit, words.get(query) ?? [], options.highlightSearchTermsOnTargetPage);
    },
  };
}

/** The context a page belongs to: the longest configured context path that contains it, or null. */
export function contextOf(pathname: string, baseUrl: string, contexts: readonly string[]): string | null {
  let best: string | null = null;
  for (const context of contexts) {
    const prefix = baseUrl + context.replace(/^\/+|\/+$/g, '');
    if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && (best === null || context.length > best.length)) best = context;
  }
  return best;
}
