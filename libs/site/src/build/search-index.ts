/**
 * The search index, built on a thread of its own while the pages render. Building it is
 * single-threaded CPU work that grows with the site (about a second per 300 docs); on the main
 * thread it came between the content and the first page, with a core idle. Pages do not name it:
 * the site's manifest does (see prerender.ts).
 *
 * With an analyses file, the thread reads the analyses of the last build's documents from it and
 * writes this build's back (see `analyses` in @hpcdocs/search/build): after an edit only the
 * edited documents are tokenized again. It writes after posting the index, so the pages do not
 * wait for it; the process does not end before the thread has written.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSearchIndex, type BuildSearchIndexOptions, type BuildSearchIndexResult, type SearchSource } from '@hpcdocs/search/build';

/** What the worker thread is started with. */
export interface SearchIndexJob {
  readonly sources: readonly SearchSource[];
  readonly options: BuildSearchIndexOptions;
  /** The file the analyses are kept in between builds (none: nothing kept). */
  readonly analysesFile?: string;
  /**
   * The folder the index files are written into by the thread that builds them, before it posts
   * them: a thousand-doc site has about 1,500 of them, a third of a second of file creation
   * that then runs beside the pages' instead of after it. Default: not written.
   */
  readonly outDir?: string;
}

/** Builds the index of `job`, reading and then writing its analyses file; `posted` gets the index as soon as it is built. */
export async function runSearchIndexJob(job: SearchIndexJob, posted: (result: BuildSearchIndexResult) => void): Promise<void> {
  const { sources, options, analysesFile, outDir } = job;
  // An unreadable file is a first build: nothing reused.
  const analyses = analysesFile && existsSync(analysesFile) ? new Uint8Array(await readFile(analysesFile).catch(() => Buffer.alloc(0))) : new Uint8Array();
  const { analyses: next, ...result } = buildSearchIndex(sources, analysesFile ? { ...options, analyses } : options);
  if (outDir) {
    for (const folder of new Set([...result.files.keys()].map((path) => dirname(join(outDir, path))))) mkdirSync(folder, { recursive: true });
    for (const [path, text] of result.files) writeFileSync(join(outDir, path), text);
  }
  posted(result);
  if (!analysesFile || !next) return;
  // Whole or not at all: a build stopped mid-write leaves the last file.
  const temp = `${analysesFile}.${process.pid}.tmp`;
  await writeFile(temp, next);
  await rename(temp, analysesFile);
}

/** Builds the index of `job` in a worker thread (in this thread when run from TypeScript sources, as tests do). */
export function buildSearchIndexOffThread(job: SearchIndexJob): Promise<BuildSearchIndexResult> {
  const self = import.meta.url;
  // From sources (vitest), Node cannot start a TypeScript worker: build here, after this turn.
  if (self.endsWith('.ts')) {
    return new Promise((resolve, reject) => {
      setImmediate(() => runSearchIndexJob(job, resolve).catch(reject));
    });
  }
  return new Promise((resolve, reject) => {
    let built = false;
    const worker = new Worker(new URL('./search-worker.js', self), { workerData: job });
    worker.once('message', (result: BuildSearchIndexResult) => {
      built = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!built) reject(new Error(`@hpcdocs/site: the search index worker exited with code ${code} before it finished`));
    });
  });
}
