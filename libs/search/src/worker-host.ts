/**
 * The worker side of the client-worker protocol (worker-protocol.ts): answers `open`, `search` and
 * `cancel` messages with an engine per set of options. worker.ts runs it on the worker's global
 * scope; tests run it on a fake one.
 */
import { CancelledError, createEngine, type Engine, type EngineOptions } from './engine/engine.js';
import { SearchIndexError } from './errors.js';
import type { FromWorker, ToWorker, WireError } from './worker-protocol.js';

/** What the host needs of a worker's global scope. */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const wire = (error: unknown): WireError => {
  if (error instanceof CancelledError) return { name: 'AbortError', message: error.message };
  if (error instanceof SearchIndexError) return { name: error.name, message: error.message, code: error.code, hint: error.hint };
  return { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
};

/** Options of {@link serveSearch}. */
export interface ServeOptions {
  /**
   * Made with the first index's options when it is opened: a warm-up whose steps (each resolving
   * whether there are more) run one at a time while no query is being served.
   */
  readonly warmUp?: (options: EngineOptions) => () => Promise<boolean>;
}

/** Serves searches on `scope` with engines that fetch with `fetchFn`; says it is ready. */
export function serveSearch(scope: WorkerScope, fetchFn: typeof fetch, options: ServeOptions = {}): void {
  let serve = options;
  const engines = new Map<string, Engine>();
  const cancelled = new Set<number>();
  // Queries being served, and the warm-up: its steps run only while there are none.
  let serving = 0;
  let warmStep: (() => Promise<boolean>) | null = null;
  let stepping = false;
  const warm = () => {
    if (!warmStep || stepping || serving > 0) return;
    stepping = true;
    setTimeout(() => {
      const step = serving === 0 ? warmStep : null;
      if (!step) {
        stepping = false;
        return;
      }
      step().then(
        (more) => {
          if (!more) warmStep = null;
          stepping = false;
          warm();
        },
        () => {
          warmStep = null;
          stepping = false;
        },
      );
    }, 0);
  };
  const engineFor = (options: EngineOptions): Engine => {
    const key = JSON.stringify(options);
    let engine = engines.get(key);
    if (!engine) {
      engine = createEngine(options, fetchFn);
      engines.set(key, engine);
    }
    return engine;
  };
  scope.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'cancel') {
      cancelled.add(message.id);
      return;
    }
    if (message.type === 'open' && serve.warmUp && !warmStep) {
      warmStep = serve.warmUp(message.options);
      // Made once: later opens (another context) find the code warm.
      serve = {};
    }
    const { id } = message;
    serving += 1;
    const engine = engineFor(message.options);
    const run =
      message.type === 'open'
        ? engine.open(message.url).then(() => undefined)
        : engine.search(message.request, {
            cancelled: () => cancelled.has(id),
            ...(message.provisional ? { onProvisional: (results) => scope.postMessage({ type: 'provisional', id, results }) } : {}),
          });
    run
      .then(
        (results) => scope.postMessage(results ? { type: 'done', id, results } : { type: 'done', id }),
        (error: unknown) => scope.postMessage({ type: 'failed', id, error: wire(error) }),
      )
      .finally(() => {
        cancelled.delete(id);
        serving -= 1;
        // The answer is posted: what the next keystrokes will need can load while the reader types.
        if (serving === 0 && message.type === 'search') engine.prefetch();
        warm();
      });
  });
  scope.postMessage({ type: 'ready' });
}
