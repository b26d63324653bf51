/**
 * The browser search client. The index is loaded, searched and ranked in a Web Worker (one per
 * page, shared by every client of the page), started on the first `load()` or `search()`, so the
 * page's main thread only renders hits. Where workers are not available (old browsers, jsdom,
 * Node), or a `fetch` is given, the same engine runs on the main thread, loaded on first use.
 */
import type { Engine, EngineOptions, SearchRequest, SearchResults as EngineResults } from './engine/engine.js';
import type { SearchHit } from './engine/resolve.js';
import { SearchIndexError, type SearchIndexErrorCode } from './errors.js';
import { effectiveLimit, resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from './options.js';
import { checkIndexUrl } from './urls.js';
import { linkWithTerms } from './utils/hit-link.js';
import type { FromWorker, ToWorker, WireError } from './worker-protocol.js';

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

/** Where searches run. */
interface Backend {
  open(url: string): Promise<void>;
  search(request: SearchRequest, onProvisional: ((results: EngineResults) => void) | null, signal: AbortSignal | undefined): Promise<EngineResults>;
}

const abortError = (): Error => Object.assign(new Error('The search was superseded.'), { name: 'AbortError' });

/** Main thread: the engine module, imported on first use. */
function localBackend(options: EngineOptions, fetchFn: typeof fetch): Backend {
  let engine: Promise<Engine> | null = null;
  const engineOf = () => {
    engine ??= import('./engine/engine.js').then((m) => m.createEngine(options, fetchFn));
    // A failed chunk download is forgotten, so Retry fetches it again.
    engine.catch(() => (engine = null));
    return engine;
  };
  return {
    async open(url) {
      await (await engineOf()).open(url);
    },
    async search(request, onProvisional, signal) {
      const e = await engineOf();
      try {
        return await e.search(request, { cancelled: () => signal?.aborted === true, ...(onProvisional ? { onProvisional } : {}) });
      } catch (error) {
        if (error instanceof Error && error.name === 'CancelledError') throw abortError();
        throw error;
      }
    },
  };
}

const fromWire = (error: WireError): Error =>
  error.code !== undefined ? new SearchIndexError(error.code as SearchIndexErrorCode, error.message, error.hint ?? '') : Object.assign(new Error(error.message), { name: error.name });

/** A request to the worker, without its id. */
type Request = { readonly type: 'open'; readonly options: EngineOptions; readonly url: string } | { readonly type: 'search'; readonly options: EngineOptions; readonly request: SearchRequest; readonly provisional: boolean };

interface Pending {
  readonly message: Request & { readonly id: number };
  readonly resolve: (results: EngineResults | undefined) => void;
  readonly reject: (error: Error) => void;
  readonly onProvisional: ((results: EngineResults) => void) | null;
  readonly signal: AbortSignal | undefined;
}

/** The page's one search worker, shared by its clients; falls back to the main thread if it cannot start. */
class WorkerHub {
  private worker: Worker | null = null;
  private ready = false;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly fallbacks = new Map<string, Backend>();

  constructor(private readonly create: () => Worker) {}

  backendFor(options: EngineOptions): Backend {
    const run = (message: Request, onProvisional: Pending['onProvisional'], signal: AbortSignal | undefined) =>
      new Promise<EngineResults | undefined>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const id = this.nextId++;
        const pending: Pending = { message: { ...message, id }, resolve, reject, onProvisional, signal };
        this.pending.set(id, pending);
        signal?.addEventListener('abort', () => this.cancel(id), { once: true });
        this.dispatch(pending);
      });
    return {
      open: async (url) => {
        await run({ type: 'open', options, url }, null, undefined);
      },
      search: async (request, onProvisional, signal) => {
        const results = await run({ type: 'search', options, request, provisional: onProvisional !== null }, onProvisional, signal);
        if (!results) throw new Error('@hpcdocs/search: the search worker answered without results.');
        return results;
      },
    };
  }

  private cancel(id: number): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    pending.reject(abortError());
    if (this.worker && !this.failed) this.worker.postMessage({ type: 'cancel', id } satisfies ToWorker);
  }

  private dispatch(pending: Pending): void {
    if (this.failed) return this.runLocally(pending);
    const worker = this.start();
    if (worker && this.ready) worker.postMessage(pending.message satisfies ToWorker);
    // Not ready yet: sent when the worker says it is.
  }

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = this.create();
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) => this.receive(event.data));
      // A worker that cannot start (its script blocked or missing) fails before it is ready: the
      // searches then run on the main thread. Later errors fail the searches in flight.
      worker.addEventListener('error', (event) => {
        event.preventDefault?.();
        if (!this.ready) this.fallBack();
        else for (const id of [...this.pending.keys()]) this.fail(id, new Error('@hpcdocs/search: the search worker stopped. Search again.'));
        if (this.ready) {
          this.worker?.terminate();
          this.worker = null;
          this.ready = false;
        }
      });
      this.worker = worker;
    } catch {
      this.fallBack();
    }
    return this.worker;
  }

  private fallBack(): void {
    this.failed = true;
    this.worker?.terminate();
    this.worker = null;
    for (const pending of this.pending.values()) this.runLocally(pending);
  }

  private runLocally(pending: Pending): void {
    const { message } = pending;
    const key = JSON.stringify(message.options);
    let backend = this.fallbacks.get(key);
    if (!backend) {
      backend = localBackend(message.options, (input, init) => globalThis.fetch(input, init));
      this.fallbacks.set(key, backend);
    }
    const done = message.type === 'open' ? backend.open(message.url).then(() => undefined) : backend.search(message.request, pending.onProvisional, pending.signal);
    done.then(
      (results) => {
        if (this.pending.delete(message.id)) pending.resolve(results);
      },
      (error: unknown) => this.fail(message.id, error instanceof Error ? error : new Error(String(error))),
    );
  }

  private fail(id: number, error: Error): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    pending.reject(error);
  }

  private receive(message: FromWorker): void {
    if (message.type === 'ready') {
      this.ready = true;
      for (const pending of this.pending.values()) this.worker?.postMessage(pending.message);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === 'provisional') pending.onProvisional?.(message.results);
    else if (message.type === 'done') {
      this.pending.delete(message.id);
      pending.resolve(message.results);
    } else this.fail(message.id, fromWire(message.error));
  }
}

let pageHub: WorkerHub | null = null;

/**
 * The page's worker hub. Vite bundles `worker.ts` (and what it imports) as a separate, hashed
 * script from this expression, which must stay literal; the page loads it only when a client
 * starts it.
 */
function sharedHub(): WorkerHub {
  pageHub ??= new WorkerHub(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hpcdocs-search' }));
  return pageHub;
}

/** Creates a search client. Nothing is fetched, and no worker started, until the first `load()` or `search()`. */
export function createSearchClient(config: SearchClientConfig): SearchClient {
  const options = resolveSearchOptions(config.options);
  const engineOptions: EngineOptions = {
    snippetLength: options.snippetLength,
    languages: [...options.languages],
    removeDefaultStopWords: options.removeDefaultStopWords,
    synonyms: options.synonyms.map((group) => [...group]),
  };
  let backend: Backend | null = null;
  const backendOf = (): Backend => {
    if (backend) return backend;
    const choice = config.worker ?? true;
    if (config.fetch || choice === false || (choice === true && typeof Worker === 'undefined')) {
      const fetchFn = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
      backend = localBackend(engineOptions, fetchFn);
    } else {
      backend = (choice === true ? sharedHub() : new WorkerHub(choice)).backendFor(engineOptions);
    }
    return backend;
  };
  // The query's words from the engine, for `_highlight` parameters (the tokenizer stays off the page).
  const words = new Map<string, readonly string[]>();

  function urlFor(context: string): string {
    let url = config.indexUrl;
    if (context) {
      const found = config.contextIndexUrls?.[context];
      if (found === undefined) {
        const known = Object.keys(config.contextIndexUrls ?? {});
        // Reaches readers through a `?ctx=` link, so the message is theirs; the hint is the site's.
        throw new SearchIndexError(
          'unknown-context',
          `There is no search section called “${context}”. Search all the documentation instead.`,
          `@hpcdocs/search: unknown search context "${context}". Available contexts: ${known.length ? known.join(', ') : '(none)'}. Pass one of the configured contexts.`,
        );
      }
      url = found;
    }
    const pageUrl = config.pageUrl ?? globalThis.location?.href ?? 'http://localhost/';
    return checkIndexUrl(url, pageUrl, config.baseUrl, config.version ?? config.baseUrl).href;
  }

  async function results(query: string, call: SearchCallOptions = {}): Promise<SearchResults> {
    const url = urlFor(call.context ?? '');
    const limit = call.limit ?? effectiveLimit(options);
    const onFirst = call.onFirstResults;
    const found = await backendOf().search({ url, query, limit, exhaustive: call.exhaustive ?? false }, onFirst ? (r) => onFirst([...r.hits]) : null, call.signal);
    words.set(query, found.highlight);
    if (words.size > 32) words.delete(words.keys().next().value as string);
    return { hits: [...found.hits], total: found.total };
  }

  return {
    options,
    async load(context) {
      await backendOf().open(urlFor(context ?? ''));
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
