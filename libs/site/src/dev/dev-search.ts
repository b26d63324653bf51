/**
 * The dev server's search index. Each load of the site gets its index built after its content is
 * served (only the first load waits for it, so that its pages have an index to name): an edit
 * shows in the page without waiting for the index. Each build starts from the last one's analyses
 * (see `analyses` in @hpcdocs/search/build): only the edited pages are analysed again. The files
 * of the index before the newest stay served too: a page opened before an edit knows that index
 * by its file names, which change with their content. The first build starts from the analyses a
 * build (or an earlier dev server) kept beside the content cache, and keeps its own there.
 *
 * The indexes are built on a thread of their own (search-worker.ts), which keeps the analyses:
 * on the server's thread, the 0.6 s an index takes at 1,000 docs held up an edit saved meanwhile
 * (and every request). Run from TypeScript sources (tests), they are built on this thread.
 */
import type { Worker } from 'node:worker_threads';
import { buildSearchIndex, type BuildSearchIndexOptions, type SearchSource } from '@hpcdocs/search/build';
import { readAnalyses, startDevSearchThread, storeAnalyses } from '../build/search-index.js';

/** One index: its root's URL, its contexts' roots, and its files by path (as built: output-relative; as served: the URL path). */
export interface DevSearchIndex {
  readonly url: string;
  readonly contexts: Readonly<Record<string, string>>;
  readonly files: ReadonlyMap<string, string>;
}

export interface DevSearchIndexer {
  /** Builds the index of a load, after the builds asked for before it; rejects when the index cannot be built. */
  build(sources: readonly SearchSource[], options: BuildSearchIndexOptions): Promise<DevSearchIndex>;
  /** A file of the newest index or of the one before, by URL path. */
  file(path: string): string | undefined;
  /** The newest index built. */
  readonly current: DevSearchIndex | undefined;
  /** Ends the index's thread. */
  close(): void;
}

/** A job of the index's thread, and its answer. */
export interface DevIndexJob {
  readonly sources: readonly SearchSource[];
  readonly options: BuildSearchIndexOptions;
}
export type DevIndexAnswer = { readonly ok: true; readonly index: DevSearchIndex } | { readonly ok: false; readonly message: string };

/**
 * Builds indexes one after another (call it again once the last call has settled), each from the
 * analyses of the last one built. The first starts from those kept in `analysesFile`, and the first
 * built is kept there (whole or not at all) for the next dev server or build; later ones stay in memory.
 */
export function devIndexBuilder(analysesFile?: string): (job: DevIndexJob) => Promise<DevSearchIndex> {
  let stored = false;
  // The kept analyses are read while the content loads.
  let analyses = readAnalyses(analysesFile);
  return async ({ sources, options }) => {
    const last = await analyses;
    const built = buildSearchIndex(sources, last && last.byteLength > 0 ? { ...options, analyses: last } : options);
    analyses = Promise.resolve(built.analyses);
    // A file that cannot be written only means the next start analyses every page again.
    if (analysesFile && !stored) await storeAnalyses(analysesFile, built.analyses).catch(() => undefined);
    stored = true;
    return { url: built.indexUrl, contexts: built.contextIndexUrls, files: built.files };
  };
}

/** Builds on `thread`, one job at a time; a thread that stopped hands its jobs to `fallback`. */
function onThread(thread: Worker, fallback: () => (job: DevIndexJob) => Promise<DevSearchIndex>): (job: DevIndexJob) => Promise<DevSearchIndex> {
  let waiting: { resolve: (index: DevSearchIndex) => void; reject: (error: Error) => void } | undefined;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    waiting?.reject(error);
    waiting = undefined;
  };
  thread.on('message', (answer: DevIndexAnswer) => {
    if (answer.ok) waiting?.resolve(answer.index);
    else waiting?.reject(new Error(answer.message));
    waiting = undefined;
  });
  thread.once('error', stop);
  thread.once('exit', (code) => stop(new Error(`the search index thread stopped (exit code ${code})`)));
  // The server's own handles keep the process running; this thread does not.
  thread.unref();
  return (job) => {
    if (stopped) return fallback()(job);
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      thread.postMessage(job);
    });
  };
}

/** An indexer for a dev server at `baseUrl`; `analysesFile`: where builds keep the analyses (none: kept in memory only). */
export function devSearchIndexer(baseUrl: string, analysesFile?: string): DevSearchIndexer {
  const thread = startDevSearchThread(analysesFile);
  let here: ((job: DevIndexJob) => Promise<DevSearchIndex>) | undefined;
  const inThisThread = () => (here ??= devIndexBuilder(analysesFile));
  const build = thread ? onThread(thread, inThisThread) : inThisThread();
  let newest: DevSearchIndex | undefined;
  let before: DevSearchIndex | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    build(sources, options) {
      const next = queue.then(async () => {
        const built = await build({ sources, options });
        before = newest;
        newest = { url: built.url, contexts: built.contexts, files: new Map([...built.files].map(([path, body]) => [baseUrl + path, body])) };
        return newest;
      });
      queue = next.catch(() => undefined);
      return next;
    },
    file: (path) => newest?.files.get(path) ?? before?.files.get(path),
    get current() {
      return newest;
    },
    close() {
      void thread?.terminate();
    },
  };
}
