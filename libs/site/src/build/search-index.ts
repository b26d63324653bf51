/**
 * The search index, built on a thread of its own while the pages render. Building it is
 * single-threaded CPU work that grows with the site (about a second per 300 docs); on the main
 * thread it came between the content and the first page, with a core idle. Pages do not name it:
 * the site's manifest does (see prerender.ts).
 *
 * The thread starts with the build, before the content is ready: loading its code and the last
 * build's analyses (see `analyses` in @hpcdocs/search/build: after an edit only the edited
 * documents are tokenized again) is done by then. It is given the sources as soon as the content
 * is processed, before the output folder is staged and the bundle copied into it (on a rebuild
 * after one edit, the index was the last thing the build waited for), and posts the index once
 * built. Told where, it writes the index files the output lacks (all of them, about 1,500 at
 * 1,000 docs, on a first build; the few an edit renamed on a rebuild over the output, see `kept`)
 * and their compressed copies beside the main thread's work, then this build's analyses. The
 * process does not end before it has written them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSearchIndex, type BuildSearchIndexOptions, type BuildSearchIndexResult, type SearchSource } from '@hpcdocs/search/build';
import { writeCopiesSync } from './compress.js';

/** What the index is built from. */
export interface SearchIndexJob {
  readonly sources: readonly SearchSource[];
  readonly options: BuildSearchIndexOptions;
}

/** Where the index files go. */
export interface SearchIndexOutput {
  /** The output folder the index files are written into. */
  readonly outDir: string;
  /**
   * Output-relative paths of index files the output in place has already (when `outDir` is an
   * overlay on it, see prerender.ts): not written again. Index files are named by their content.
   */
  readonly kept?: readonly string[];
}

/**
 * The index as the thread posts it: its URLs, sizes and the paths of its files. The files' texts
 * stay on the thread, which writes them and their compressed copies (see runSearchIndexJob); the
 * analyses too, stored there for the next build.
 */
export type BuiltSearchIndex = Pick<BuildSearchIndexResult, 'indexUrl' | 'contextIndexUrls' | 'stats'> & { readonly paths: readonly string[] };

/** Messages of the thread: the index once built, then once its files are written. */
type IndexerMessage = { readonly kind: 'index'; readonly result: BuiltSearchIndex } | { readonly kind: 'written' };

/** A search index build in progress: the index as soon as it is built, and `write` for its files. */
export interface SearchIndexBuild {
  readonly index: Promise<BuiltSearchIndex>;
  /** Writes the index files into `output` (once); resolves when they are on disk. */
  write(output: SearchIndexOutput): Promise<void>;
}

export interface SearchIndexer {
  /** Starts building the index of `job` (once per indexer). */
  build(job: SearchIndexJob): SearchIndexBuild;
  /** Ends the thread unless it was told where to write (a build that failed before its pages). */
  close(): void;
}

/** A promise and its two ends (Node 20 has no `Promise.withResolvers`). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The analyses file's bytes; none (a first build, or an unreadable file) is an empty array: nothing reused. */
export async function readAnalyses(file: string | undefined): Promise<Uint8Array | undefined> {
  if (!file) return undefined;
  if (!existsSync(file)) return new Uint8Array();
  return new Uint8Array(await readFile(file).catch(() => Buffer.alloc(0)));
}

/**
 * Builds the index of `job`: `post` gets the index, then, once `output` says where, `written` when
 * its files are written; then the analyses are stored.
 */
export async function runSearchIndexJob(job: SearchIndexJob, output: Promise<SearchIndexOutput>, analysesFile: string | undefined, analyses: Promise<Uint8Array | undefined>, post: (message: IndexerMessage) => void): Promise<void> {
  const stored = await analyses;
  const { analyses: next, files, indexUrl, contextIndexUrls, stats } = buildSearchIndex(job.sources, stored ? { ...job.options, analyses: stored } : job.options);
  post({ kind: 'index', result: { indexUrl, contextIndexUrls, stats, paths: [...files.keys()] } });
  const { outDir, kept: keptPaths } = await output;
  const kept = new Set(keptPaths);
  const written = [...files].filter(([path]) => !kept.has(path));
  for (const folder of new Set(written.map(([path]) => dirname(join(outDir, path))))) mkdirSync(folder, { recursive: true });
  for (const [path, text] of written) {
    writeFileSync(join(outDir, path), text);
    writeCopiesSync(join(outDir, path), text);
  }
  post({ kind: 'written' });
  if (!analysesFile || !next) return;
  await storeAnalyses(analysesFile, next);
}

/** Stores a build's analyses for the next build: whole or not at all (a build stopped mid-write leaves the last file). */
export async function storeAnalyses(file: string, analyses: Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, analyses);
  await rename(temp, file);
}

/**
 * Starts the index's thread (or, run from TypeScript sources as tests do, an indexer that builds
 * in this thread: Node cannot start a TypeScript worker). `analysesFile` keeps the analyses
 * between builds; without it nothing is kept.
 */
export function startSearchIndexer(analysesFile?: string): SearchIndexer {
  // Through a variable: the library's own Vite build rewrites `new URL('…', import.meta.url)` as an
  // asset of its bundle, which names a file that does not exist in the package (the consumer test
  // in tools/consumer failed so).
  const self = import.meta.url;
  const thread = self.endsWith('.ts') ? null : new Worker(new URL('./search-worker.js', self), { workerData: { analysesFile } });
  // In this thread, the analyses are read now, as the thread would.
  const analyses = thread ? null : readAnalyses(analysesFile);
  let given = false;
  // Whether the job's output was given: a thread given a job but no output waits for it.
  let told = false;
  return {
    build(job) {
      if (given) throw new Error('@hpcdocs/site: a search indexer builds one index');
      given = true;
      const index = deferred<BuiltSearchIndex>();
      const written = deferred<void>();
      // Awaited by the caller in turn; a failure meanwhile must not count as unhandled.
      index.promise.catch(() => undefined);
      written.promise.catch(() => undefined);
      let done = false;
      const listen = (message: IndexerMessage) => {
        if (message.kind === 'index') index.resolve(message.result);
        else {
          done = true;
          written.resolve();
        }
      };
      const fail = (error: unknown) => {
        index.reject(error);
        written.reject(error);
      };
      const output = deferred<SearchIndexOutput>();
      const write = (where: SearchIndexOutput) => {
        if (told) throw new Error('@hpcdocs/site: a search index is written once');
        told = true;
        if (thread) thread.postMessage(where);
        else output.resolve(where);
        return written.promise;
      };
      if (thread) {
        thread.on('message', listen);
        thread.once('error', fail);
        thread.once('exit', (code) => {
          if (!done) fail(new Error(`@hpcdocs/site: the search index worker exited with code ${code} before it finished`));
        });
        thread.postMessage(job);
      } else {
        setImmediate(() => runSearchIndexJob(job, output.promise, analysesFile, analyses ?? Promise.resolve(undefined), listen).catch(fail));
      }
      return { index: index.promise, write };
    },
    close() {
      if (given && told) return;
      given = true;
      told = true;
      void thread?.terminate();
    },
  };
}

/**
 * The thread that builds the dev server's indexes (search-worker.ts, see dev/dev-search.ts), or
 * null run from TypeScript sources. Started from here, beside the worker's file in every layout
 * (the package's and the workspace runner's).
 */
export function startDevSearchThread(analysesFile?: string): Worker | null {
  const self = import.meta.url;
  return self.endsWith('.ts') ? null : new Worker(new URL('./search-worker.js', self), { workerData: { analysesFile, dev: true } });
}
