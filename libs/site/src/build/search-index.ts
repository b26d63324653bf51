/**
 * The search index, built on a thread of its own while the pages render. Building it is
 * single-threaded CPU work that grows with the site (about a second per 300 docs); on the main
 * thread it came between the content and the first page, with a core idle. Pages do not name it:
 * the site's manifest does (see prerender.ts).
 */
import { Worker } from 'node:worker_threads';
import { buildSearchIndex, type BuildSearchIndexOptions, type BuildSearchIndexResult, type SearchSource } from '@hpcdocs/search/build';

/** Builds the index in a worker thread (in this thread when run from TypeScript sources, as tests do). */
export function buildSearchIndexOffThread(sources: readonly SearchSource[], options: BuildSearchIndexOptions): Promise<BuildSearchIndexResult> {
  const self = import.meta.url;
  // From sources (vitest), Node cannot start a TypeScript worker: build here, after this turn.
  if (self.endsWith('.ts')) return new Promise((resolve) => setImmediate(resolve)).then(() => buildSearchIndex(sources, options));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-worker.js', self), { workerData: { sources, options } });
    worker.once('message', (result: BuildSearchIndexResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`@hpcdocs/site: the search index worker exited with code ${code} before it finished`)));
  });
}
