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

/** Serves searches on `scope` with engines that fetch with `fetchFn`; says it is ready. */
export function serveSearch(scope: WorkerScope, fetchFn: typeof fetch): void {
  const engines = new Map<string, Engine>();
  const cancelled = new Set<number>();
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
    const { id } = message;
    const run =
      message.type === 'open'
        ? engineFor(message.options).open(message.url).then(() => undefined)
        : engineFor(message.options).search(message.request, {
            cancelled: () => cancelled.has(id),
            ...(message.provisional ? { onProvisional: (results) => scope.postMessage({ type: 'provisional', id, results }) } : {}),
          });
    run
      .then(
        (results) => scope.postMessage(results ? { type: 'done', id, results } : { type: 'done', id }),
        (error: unknown) => scope.postMessage({ type: 'failed', id, error: wire(error) }),
      )
      .finally(() => cancelled.delete(id));
  });
  scope.postMessage({ type: 'ready' });
}
