/**
 * The browser search client: loads the index lazily, once per context, and searches it
 * with prefix and fuzzy matching and per-hit-type boosts.
 */
import type { Engine } from './engine.js';
import { SearchIndexError } from './errors.js';
import type { HitType } from './format.js';
import type { LoadedEntry, LoadedFirstTier } from './load-index.js';
import { effectiveLimit, resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from './options.js';
import type { QueryPlan } from './query.js';
import type { Draft } from './ranking.js';
import { checkIndexUrl } from './urls.js';
import { createPause, whenIdle } from './utils/schedule.js';
import { makeSnippet, normalizeQuery } from './utils/text.js';

/** Configuration of {@link createSearchClient}. */
export interface SearchClientConfig {
  /** URL of the first file of the index of all docs (from `buildSearchIndex().indexUrl`). Must be on the page's origin. */
  readonly indexUrl: string;
  /** Context -> URL of its first file (from `buildSearchIndex().contextIndexUrls`). Default `{}`. */
  readonly contextIndexUrls?: Readonly<Record<string, string>>;
  /** Site base URL with slashes on both ends (`/doc/`). */
  readonly baseUrl: string;
  /** Path of the selected docs version; must begin with `baseUrl`. Default `baseUrl`. */
  readonly version?: string;
  /** Search options; defaults in `DEFAULT_SEARCH_OPTIONS`. */
  readonly options?: SearchOptionsInput;
  /** Fetch implementation. Default the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** URL of the current page, for the same-origin check. Default `location.href`. */
  readonly pageUrl?: string;
}

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
  /** About `snippetLength` characters of text around the first match; empty for title/heading hits. */
  readonly snippet: string;
  readonly score: number;
}

/** Options of {@link SearchClient.search}. */
export interface SearchCallOptions {
  /** Search context, or null/undefined for all docs. */
  readonly context?: string | null | undefined;
  /** Most hits to return. Default the effective limit (8); `Infinity` for the search page. */
  readonly limit?: number;
  /**
   * Called with the hits of the small first-tier entries when the query also needs content shards
   * that are not loaded yet, so the UI shows results before the shards arrive. Not called otherwise.
   * When given, the shards are fetched only once the browser is idle after this call, so the UI
   * paints these hits first (`requestIdleCallback`, at most 1 s later).
   */
  readonly onFirstResults?: (hits: SearchHit[]) => void;
}

/** A search client. */
export interface SearchClient {
  /** The resolved options. */
  readonly options: SearchOptions;
  /** Loads the first index file of a context (once; a context change replaces it). Rejects with {@link SearchIndexError}. */
  load(context?: string | null): Promise<void>;
  /** Ranked hits for a query; never throws on odd input, rejects only when the index cannot be loaded. */
  search(query: string, options?: SearchCallOptions): Promise<SearchHit[]>;
  /** The URL to navigate to for a hit, with `_highlight` parameters when that option is on. */
  hitUrl(hit: SearchHit, query: string): string;
}

interface Loaded {
  readonly context: string;
  readonly first: Promise<LoadedFirstTier>;
  content: Promise<LoadedEntry[]> | null;
  /** The content shards have arrived (searching them costs no download). */
  contentReady: boolean;
}

const MAX_TERMS = 16;
/** Shortest query word that may fetch content shards. */
const MIN_CONTENT_TERM = 3;

/** Creates a search client. Nothing is fetched until the first `load()` or `search()`. */
export function createSearchClient(config: SearchClientConfig): SearchClient {
  const options = resolveSearchOptions(config.options);
  const fetchFn = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let current: Loaded | null = null;
  // After a failed load, index files are fetched past the HTTP cache: they are served as
  // immutable, so a corrupt or truncated copy in the cache would otherwise come back on every
  // Retry, and on every reload of the page. `cache: 'reload'` also refreshes the cached copy.
  let bypassCache = false;
  const fetchIndex = (url: string): Promise<Response> => (bypassCache ? fetchFn(url, { cache: 'reload' }) : fetchFn(url));
  // The engine (tokenizer, loader, ranking) comes in its own chunk on first use.
  let engine: Engine | null = null;
  let enginePromise: Promise<Engine> | null = null;
  const loadEngine = (): Promise<Engine> => {
    if (!enginePromise) {
      enginePromise = import('./engine.js').then(({ createEngine }) => (engine = createEngine(options)));
      // A failed chunk download is forgotten, so Retry fetches it again.
      enginePromise.catch(() => {
        enginePromise = null;
      });
    }
    return enginePromise;
  };

  function urlFor(context: string): string {
    if (!context) return config.indexUrl;
    const url = config.contextIndexUrls?.[context];
    if (url === undefined) {
      const known = Object.keys(config.contextIndexUrls ?? {});
      // Reaches readers through a `?ctx=` link, so the message is theirs; the hint is the site's.
      throw new SearchIndexError(
        'unknown-context',
        `There is no search section called “${context}”. Search all the documentation instead.`,
        `@hpcdocs/search: unknown search context "${context}". Available contexts: ${known.length ? known.join(', ') : '(none)'}. Pass one of the configured contexts.`,
      );
    }
    return url;
  }

  function ensure(context: string): Loaded {
    if (current?.context === context) return current;
    const pageUrl = config.pageUrl ?? globalThis.location?.href ?? 'http://localhost/';
    const first = Promise.resolve().then(async () => {
      const url = checkIndexUrl(urlFor(context), pageUrl, config.baseUrl, config.version ?? config.baseUrl);
      const { loadFirstTier, tokenize } = await loadEngine();
      return loadFirstTier(url.href, fetchIndex as typeof fetch, tokenize);
    });
    const loaded: Loaded = { context, first, content: null, contentReady: false };
    // A failed load is forgotten, so the next call (Retry) fetches again, past the HTTP cache.
    first.catch(() => {
      if (current === loaded) current = null;
      bypassCache = true;
    });
    current = loaded;
    return loaded;
  }

  function contentOf(loaded: Loaded): Promise<LoadedEntry[]> {
    loaded.content ??= loaded.first.then(async (tier) => {
      const { loadShards, tokenize } = await loadEngine();
      return loadShards(tier.shardUrls, tier.pages, fetchIndex as typeof fetch, tokenize);
    });
    loaded.content.then(
      () => {
        loaded.contentReady = true;
      },
      () => {
        loaded.content = null;
        bypassCache = true;
      },
    );
    return loaded.content;
  }

  function toHit({ doc, score, type, terms, text }: Draft): SearchHit {
    const list = [...terms].sort((a, b) => b.length - a.length);
    return {
      url: doc.h ? `${doc.u}#${doc.h}` : doc.u,
      pageUrl: doc.u,
      anchor: doc.h ?? null,
      title: doc.t,
      section: doc.s ?? null,
      breadcrumbs: doc.b,
      type,
      terms: list,
      snippet: text ? makeSnippet(text, list, options.snippetLength) : '',
      score,
    };
  }

  /** Hits of the ranked drafts, cut to `limit`; a long list (the search page's) pauses between hits. */
  async function toHits(ranked: readonly Draft[], limit: number, pause: () => Promise<void>): Promise<SearchHit[]> {
    const hits: SearchHit[] = [];
    for (const draft of ranked.slice(0, limit)) {
      hits.push(toHit(draft));
      await pause();
    }
    return hits;
  }

  /** `collect` over each entry in turn, pausing between them. Returns the query terms that matched. */
  async function collectEach(entries: readonly LoadedEntry[], plan: QueryPlan, drafts: Map<string, Draft>, pause: () => Promise<void>): Promise<Set<string>> {
    const { collect, titleTerms } = await loadEngine();
    const matched = new Set<string>();
    for (const entry of entries) {
      for (const term of collect([entry], plan, drafts, titleTerms)) matched.add(term);
      await pause();
    }
    return matched;
  }

  return {
    options,
    async load(context) {
      await ensure(context ?? '').first;
    },
    async search(rawQuery, callOptions = {}) {
      const limit = callOptions.limit ?? effectiveLimit(options);
      const loaded = ensure(callOptions.context ?? '');
      const tier = await loaded.first;
      const { planQuery, rank, tokenize } = await loadEngine();
      const plan = planQuery(normalizeQuery(rawQuery), tokenize, MAX_TERMS);
      if (plan.terms.length === 0 || limit <= 0) return [];
      // Searching every entry and building hundreds of hits (the search page's `limit: Infinity`)
      // runs in short steps, so the page stays responsive and paints in between.
      const pause = createPause();
      const drafts = new Map<string, Draft>();
      const matched = await collectEach(tier.entries, plan, drafts, pause);
      // Content shards are fetched only when the small entries cannot answer: too few hits, or a
      // word of the query (`instanceTypeId`) that no title, heading or keyword contains.
      // One or two letters say too little to justify the download (a reader is still typing).
      const telling = plan.primary.filter((term) => [...term].length >= MIN_CONTENT_TERM || /\p{Script=Han}/u.test(term));
      const needsContent = telling.length > 0 && (drafts.size < limit || telling.some((term) => !matched.has(term)));
      if (!needsContent || tier.shardUrls.length === 0) return toHits(rank(drafts, plan), limit, pause);
      if (!loaded.contentReady && callOptions.onFirstResults) {
        callOptions.onFirstResults(await toHits(rank(new Map(drafts), plan), limit, pause));
        // The shards are large (hundreds of KB to download, parse and load): the first-tier hits
        // are painted before they start, so the two never share a frame.
        if (!loaded.content) await whenIdle();
      }
      await collectEach(await contentOf(loaded), plan, drafts, pause);
      return toHits(rank(drafts, plan), limit, pause);
    },
    hitUrl(hit, query) {
      // Hits come from search(), which loaded the engine; without it there is nothing to tokenize
      // the query with, so the URL goes without `_highlight` terms rather than with wrong ones.
      if (engine) return engine.hitUrl(hit, query, options.highlightSearchTermsOnTargetPage, engine.tokenize);
      return hit.anchor ? `${hit.pageUrl}#${hit.anchor}` : hit.pageUrl;
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
