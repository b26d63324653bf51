/**
 * Fans doc processing out over a pool of worker threads. Docs are handed out in small chunks as
 * workers ask for more, so a worker that lands on big docs (or a busy core) does not hold up the
 * build. Each worker gets a larger young generation than V8's default: parsing allocates many
 * short-lived objects, and with the default size a third of the time went to scavenges.
 * Small sites stay in-process: starting a worker and its highlighter costs more than it saves.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocInput, ProcessedDoc } from './process-doc.js';

/** Docs per build below which processing stays on the main thread. */
export const WORKER_THRESHOLD = 120;

/** Young generation of each worker, in MB (V8's default is 16-32). */
const YOUNG_GENERATION_MB = 96;
/**
 * Old generation limit of each worker, in MB. A worker keeps nothing between chunks but its
 * highlighter, so this only makes it collect garbage before it piles up: uncapped, a worker's heap
 * grew with the build and a 10,000-doc build peaked above 1.5 GB.
 */
const OLD_GENERATION_MB = 384;

/** Messages from the pool to a worker. */
export type ToWorker = { readonly type: 'work'; readonly start: number; readonly inputs: readonly DocInput[] } | { readonly type: 'finish' };
/** Messages from a worker to the pool. */
export type FromWorker = { readonly type: 'results'; readonly start: number; readonly results: ProcessedDoc[] } | { readonly type: 'css'; readonly css: string };

/** Number of worker threads to use for `count` docs (0 = in-process); the main thread works too. */
export function workerCount(count: number, requested?: number): number {
  if (requested !== undefined) return Math.max(0, Math.min(requested, count));
  if (count < WORKER_THRESHOLD) return 0;
  return Math.max(1, Math.min(availableParallelism() - 1, 7, Math.floor(count / WORKER_THRESHOLD)));
}

/**
 * Processes docs in `threads` workers plus, when `local` is given, on this thread too (so on two
 * cores one worker keeps both busy and only one worker pays the start-up). Results come back in
 * input order, with each worker's CSS.
 */
export async function processInWorkers(
  inputs: readonly DocInput[],
  permalinks: ReadonlyMap<string, string>,
  baseUrl: string,
  threads: number,
  local?: (input: DocInput) => Promise<ProcessedDoc>,
): Promise<{ results: ProcessedDoc[]; css: string[] }> {
  const self = import.meta.url;
  const workerUrl = new URL(self.endsWith('.ts') ? './worker.ts' : './worker.js', self);
  const results: ProcessedDoc[] = new Array<ProcessedDoc>(inputs.length);
  const css: string[] = [];
  // Chunks small enough to balance the load, large enough that messaging stays cheap.
  const chunk = Math.max(1, Math.min(25, Math.ceil(inputs.length / (threads * 8))));
  let next = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerUrl, {
        workerData: { permalinks: [...permalinks], baseUrl },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
      });
      const send = (message: ToWorker) => worker.postMessage(message);
      const sendNext = () => {
        if (next >= inputs.length) return send({ type: 'finish' });
        const start = next;
        next = Math.min(inputs.length, next + chunk);
        send({ type: 'work', start, inputs: inputs.slice(start, next) });
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'results') {
          message.results.forEach((result, i) => {
            results[message.start + i] = result;
          });
          sendNext();
        } else {
          css.push(message.css);
          void worker.terminate();
          resolve();
        }
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0 && code !== 1) reject(new Error(`@hpcdocs/content-pipeline: a worker exited with code ${code}`));
      });
      // Two chunks in flight, so a worker never waits for the next one.
      sendNext();
      sendNext();
    });
  const runLocal = async () => {
    if (!local) return;
    while (next < inputs.length) {
      const index = next++;
      const input = inputs[index];
      if (input) results[index] = await local(input);
      // Let worker messages in between docs, so workers are fed while this thread works.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all([...Array.from({ length: threads }, run), runLocal()]);
  return { results, css };
}
