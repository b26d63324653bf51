/**
 * Fans doc processing out over a pool of worker threads. Docs are handed out in small chunks as
 * workers ask for more, so a worker that lands on big docs (or a busy core) does not hold up the
 * build. Each worker gets a larger young generation than V8's default: parsing allocates many
 * short-lived objects, and with the default size a third of the time went to scavenges.
 * Small sites stay in-process: starting a worker and its highlighter costs more than it saves.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocInput, MarkdownOptions, ProcessContext, ProcessedDoc } from './process-doc.js';

/**
 * Docs per build below which processing stays on the main thread. A site build bundles its app
 * beside the content, and the bundler's JavaScript plugins (CSS, SVG components) run on the main
 * thread too: a real site of 113 docs and 61 posts built 0.7 s sooner (7.5 s to 6.8 s, two runs
 * each on two cores) with its docs and posts in a worker each than with both on the main thread.
 */
export const WORKER_THRESHOLD = 40;

/** Young generation of each worker, in MB (V8's default is 16-32). */
const YOUNG_GENERATION_MB = 96;
/**
 * Old generation limit of each worker, in MB. A worker keeps nothing between chunks but its
 * highlighter, so this only makes it collect garbage before it piles up: uncapped, a worker's heap
 * grew with the build and a 10,000-doc build peaked above 1.5 GB.
 */
const OLD_GENERATION_MB = 384;
/**
 * Docs longer than this (in characters) are processed on the main thread, whose heap has no such
 * cap: parsing holds about 700 bytes per character of the source at its peak, so a doc of 1.8 MB
 * ran a worker out of memory and ended the build.
 */
export const LOCAL_DOC_CHARS = 200_000;

/** Messages from the pool to a worker. */
export type ToWorker =
  | { readonly type: 'setup'; readonly permalinks: readonly (readonly [string, string])[]; readonly baseUrl: string; readonly contentDir: string; readonly components: readonly string[]; readonly siteDir?: string; readonly markdown?: MarkdownOptions }
  | { readonly type: 'work'; readonly start: number; readonly inputs: readonly DocInput[] }
  | { readonly type: 'finish' };
/** A doc a worker processed, with its code blocks still plain (`codeBlocks` of them). */
export interface WorkerResult {
  readonly doc: ProcessedDoc;
  readonly codeBlocks: number;
}
/** Messages from a worker to the pool. */
export type FromWorker = { readonly type: 'results'; readonly start: number; readonly results: WorkerResult[] } | { readonly type: 'done' };

/** How the pool's caller handles docs: on this thread, and the finish of a worker's result. */
export interface LocalWork {
  /** Processes a doc on this thread. */
  readonly process: (input: DocInput) => Promise<ProcessedDoc>;
  /** Completes a worker's result on this thread (highlights its code blocks). */
  readonly finish: (result: WorkerResult, input: DocInput) => Promise<ProcessedDoc>;
}

/** Number of worker threads to use for `count` docs (0 = in-process); the main thread works too. */
export function workerCount(count: number, requested?: number): number {
  if (requested !== undefined) return Math.max(0, Math.min(requested, count));
  if (count < WORKER_THRESHOLD) return 0;
  return Math.max(1, Math.min(availableParallelism() - 1, 7, Math.floor(count / WORKER_THRESHOLD)));
}

/** Worker threads started ahead of the work (see {@link startWorkers}). */
export interface WorkerPool {
  readonly size: number;
  /**
   * Processes docs in the pool's workers and on this thread too (so on two cores one worker keeps
   * both busy and only one worker pays the start-up). Workers' results are finished here as they
   * arrive. Results come back in input order; the workers exit at the end.
   */
  run(inputs: readonly DocInput[], site: Omit<ProcessContext, 'highlighter'>, local: LocalWork): Promise<ProcessedDoc[]>;
  /** Stops all workers, or those beyond the first `keep`. */
  close(keep?: number): void;
}

interface PooledWorker {
  readonly worker: Worker;
  /** A failure before `run` took over (it reports it). */
  failure?: Error;
}

/**
 * Starts `threads` worker threads. They load their code (a few hundred milliseconds) while the
 * caller reads and hashes the sources, then wait for {@link WorkerPool.run}.
 */
export function startWorkers(threads: number): WorkerPool {
  const self = import.meta.url;
  const workerUrl = new URL(self.endsWith('.ts') ? './worker.ts' : './worker.js', self);
  let pooled: PooledWorker[] = Array.from({ length: threads }, () => {
    const entry: PooledWorker = {
      worker: new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB } }),
    };
    entry.worker.once('error', (error) => (entry.failure ??= error));
    return entry;
  });
  return {
    get size() {
      return pooled.length;
    },
    close(keep = 0) {
      for (const { worker } of pooled.slice(keep)) void worker.terminate();
      pooled = pooled.slice(0, keep);
    },
    async run(inputs, { permalinks, baseUrl, contentDir, components = [], siteDir, markdown }, local) {
      const results: ProcessedDoc[] = new Array<ProcessedDoc>(inputs.length);
      const finishing: Promise<void>[] = [];
      // The long docs stay here (see LOCAL_DOC_CHARS); the pool shares out the rest.
      const long = inputs.flatMap((input, index) => (input.text.length > LOCAL_DOC_CHARS ? [index] : []));
      const shared = inputs.flatMap((input, index) => (input.text.length > LOCAL_DOC_CHARS ? [] : [index]));
      // Chunks small enough to balance the load, large enough that messaging stays cheap.
      const chunk = Math.max(1, Math.min(25, Math.ceil(shared.length / (pooled.length * 8))));
      const setup: ToWorker = { type: 'setup', permalinks: [...permalinks], baseUrl, contentDir, components, ...(siteDir ? { siteDir } : {}), ...(markdown ? { markdown } : {}) };
      let next = 0;
      const drive = ({ worker, failure }: PooledWorker) =>
        new Promise<void>((resolve, reject) => {
          if (failure) return reject(failure);
          const send = (message: ToWorker) => worker.postMessage(message);
          const sendNext = () => {
            if (next >= shared.length) return send({ type: 'finish' });
            const start = next;
            next = Math.min(shared.length, next + chunk);
            send({ type: 'work', start, inputs: shared.slice(start, next).map((index) => inputs[index] as DocInput) });
          };
          worker.on('message', (message: FromWorker) => {
            if (message.type === 'results') {
              // Ask for more first: the worker gets on with it while this thread finishes these.
              sendNext();
              message.results.forEach((result, i) => {
                const index = shared[message.start + i] as number;
                finishing.push(local.finish(result, inputs[index] as DocInput).then((doc) => void (results[index] = doc)));
              });
            } else {
              void worker.terminate();
              resolve();
            }
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0 && code !== 1) reject(new Error(`@hpcdocs/content-pipeline: a worker exited with code ${code}`));
          });
          send(setup);
          // Two chunks in flight, so a worker never waits for the next one.
          sendNext();
          sendNext();
        });
      const runLocal = async () => {
        const take = () => (long.length > 0 ? long.shift() : next < shared.length ? shared[next++] : undefined);
        for (let index = take(); index !== undefined; index = take()) {
          const input = inputs[index];
          if (input) results[index] = await local.process(input);
          // Let worker messages in between docs, so workers are fed while this thread works.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all([...pooled.map(drive), runLocal()]);
      await Promise.all(finishing);
      return results;
    },
  };
}
