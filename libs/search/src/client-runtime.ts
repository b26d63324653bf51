/**
 * The client's machinery, loaded with the first `load()` or `search()` rather than with the page:
 * index URL checks, the page's search worker (one, shared by every client of the page) and the
 * main-thread engine for browsers without workers.
 */
import type { Engine, EngineOptions, SearchRequest, SearchResults as EngineResults } from './engine/engine.js';
import type { SearchCallOptions, SearchClientConfig } from './client.js';
import { SearchIndexError, type SearchIndexErrorCode } from './errors.js';
import { checkIndexUrl } from './index-url.js';
import { effectiveLimit, type SearchOptions } from './options.js';
import type { FromWorker, ToWorker, WireError } from './worker-protocol.js';

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

/** A client's searches: its index URLs checked, run in the page's worker or on the main thread. */
export interface Runtime {
  load(context: string): Promise<void>;
  results(query: string, call: SearchCallOptions): Promise<EngineResults>;
}

/** The runtime of a client with `config` and resolved `options`. */
export function createRuntime(config: SearchClientConfig, options: SearchOptions): Runtime {
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

  return {
    async load(context) {
      await backendOf().open(urlFor(context));
    },
    async results(query, call) {
      const url = urlFor(call.context ?? '');
      const limit = call.limit ?? effectiveLimit(options);
      const onFirst = call.onFirstResults;
      return backendOf().search({ url, query, limit, exhaustive: call.exhaustive ?? false }, onFirst ? (r) => onFirst([...r.hits]) : null, call.signal);
    },
  };
}
