/**
 * The search Web Worker: one per page, started by the client on the first hover or focus of a
 * search box. It loads and decodes the index, searches and ranks; the page only renders hits, so
 * typing never waits for a search. A newer query makes older ones stop at their next step.
 */
import { CancelledError, createEngine, type Engine, type EngineOptions } from './engine/engine.js';
import { SearchIndexError } from './errors.js';
import type { FromWorker, ToWorker, WireError } from './worker-protocol.js';

/** The worker's global scope, as much of it as is used (the DOM and WebWorker type libraries do not mix). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;
const engines = new Map<string, Engine>();
const cancelled = new Set<number>();

const post = (message: FromWorker) => scope.postMessage(message);
const engineFor = (options: EngineOptions): Engine => {
  const key = JSON.stringify(options);
  let engine = engines.get(key);
  if (!engine) {
    engine = createEngine(options, (input, init) => fetch(input, init));
    engines.set(key, engine);
  }
  return engine;
};
const wire = (error: unknown): WireError =>
  error instanceof SearchIndexError
    ? { name: error.name, message: error.message, code: error.code, hint: error.hint }
    : { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  const run =
    message.type === 'open'
      ? engineFor(message.options).open(message.url).then(() => undefined)
      : engineFor(message.options).search(message.request, {
          cancelled: () => cancelled.has(message.id),
          ...(message.provisional ? { onProvisional: (results) => post({ type: 'provisional', id: message.id, results }) } : {}),
        });
  run.then(
    (results) => post(results ? { type: 'done', id: message.id, results } : { type: 'done', id: message.id }),
    (error: unknown) => post({ type: 'failed', id: message.id, error: error instanceof CancelledError ? { name: 'AbortError', message: error.message } : wire(error) }),
  ).finally(() => cancelled.delete(message.id));
});

post({ type: 'ready' });
