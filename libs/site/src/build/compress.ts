/**
 * Writes a `.gz` copy next to every compressible file, and a `.br` copy next to the JS and CSS
 * bundles, for the preview server and nginx (`gzip_static`).
 */
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * The compressed copies of a file and their levels. The JS and CSS bundles are few, loaded by
 * every reader first and cached for a year: they get both copies at the strong levels. Pages, page
 * data and search files grow with the site: a `.gz` at gzip's default level. A brotli copy of
 * them would be about 8% smaller (measured on a 300-doc site), but it costs more CPU than the gzip
 * one and a third more files to create, nginx serves only the `.gz` (see tools/nginx/hpcdocs.conf),
 * and HTTP caches and CDNs recompress on their own.
 */
export function copiesFor(file: string): { readonly gzip: number; readonly brotli?: number } {
  return /\.(?:js|mjs|css)$/.test(file) ? { gzip: 9, brotli: 9 } : { gzip: 6 };
}

/** The names of the compressed copies `file` has, beside it (see {@link copiesFor}). */
export function copyNames(file: string): string[] {
  return copiesFor(file).brotli === undefined ? [`${file}.gz`] : [`${file}.gz`, `${file}.br`];
}

/** Writes the compressed copies of `file` for `data` (files under 1 KB and other types are left alone). */
async function compressFile(file: string, data: Buffer | string): Promise<void> {
  if (!COMPRESSIBLE.test(file) || Buffer.byteLength(data) < MIN_BYTES) return;
  const { gzip: level, brotli: quality } = copiesFor(file);
  const [g, b] = await Promise.all([
    gz(data, { level }),
    quality === undefined ? undefined : br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, g), b === undefined ? undefined : writeFile(`${file}.br`, b)]);
}

/**
 * Writes the compressed copies of `file` for `data` now, on this thread (the same copies as
 * {@link compressFile}). The search index's thread writes its files' copies so: handing a large
 * site's index texts to the compressor copied them through two more threads (284 MB at 10,000
 * docs, each copy held at once).
 */
export function writeCopiesSync(file: string, data: string): void {
  if (!COMPRESSIBLE.test(file) || Buffer.byteLength(data) < MIN_BYTES) return;
  const { gzip: level, brotli: quality } = copiesFor(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level }));
  if (quality !== undefined) writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) } }));
}

/**
 * What the compressed copies of the last build's output were made from: the hash of each file's
 * text -> its output-relative path. A rebuild that writes a file with the same text under another
 * name (a page moved, a run of search index texts renamed with its neighbour) links its copies
 * instead of compressing them again.
 */
export type CompressedRecord = Readonly<Record<string, string>>;

/** What the compressor thread starts with. */
interface CompressorData {
  /** The output folder being written. */
  readonly dir: string;
  /** The last build's output and the record of its compressed copies. */
  readonly previous: { readonly dir: string; readonly record: CompressedRecord } | null;
}

/**
 * The background compressor's thread, as source: only Node built-ins, so it runs as an `eval`
 * worker without a build step (Node 20.16 or later for `process.getBuiltinModule`). For each file
 * it is sent it links the copies of the last build's file with the same text (see
 * {@link CompressedRecord}), or compresses it with the levels sent along and writes the copies;
 * it answers `finish`, once its queue is empty, with the record of this build's copies.
 */
function compressorMain(): void {
  // Built-ins through `process` (bundlers rewrite `require`, which an eval worker then lacks).
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const { gzipSync, brotliCompressSync, constants } = process.getBuiltinModule('node:zlib');
  const { existsSync, linkSync, rmSync, writeFileSync } = process.getBuiltinModule('node:fs');
  const { createHash } = process.getBuiltinModule('node:crypto');
  const { join, relative } = process.getBuiltinModule('node:path');
  const { dir, previous } = workerData as CompressorData;
  const record: Record<string, string> = {};
  /**
   * Links `from`'s compressed copies as `to`'s; false when either is missing or cannot be linked.
   * The output folder is new: a copy is removed first only when one is in the way.
   */
  const place = (from: string, to: string) => {
    try {
      linkSync(from, to);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      rmSync(to, { force: true });
      linkSync(from, to);
    }
  };
  const reuse = (from: string, to: string, exts: readonly string[]): boolean => {
    if (!exts.every((ext) => existsSync(from + ext))) return false;
    try {
      for (const ext of exts) place(from + ext, to + ext);
      return true;
    } catch {
      return false;
    }
  };
  const compress = (message: CompressJob) => {
    const data = Buffer.from(message.text);
    // The levels are part of what the copies are made from.
    const { gzip: level, brotli: quality } = message.levels;
    const hash = createHash('sha256').update(data).update(`${level}:${quality ?? '-'}`).digest('base64url');
    const path = relative(dir, message.path);
    const earlier = previous?.record[hash];
    if (!(previous && earlier !== undefined && reuse(join(previous.dir, earlier), message.path, quality === undefined ? ['.gz'] : ['.gz', '.br']))) {
      writeFileSync(`${message.path}.gz`, gzipSync(data, { level }));
      if (quality !== undefined) writeFileSync(`${message.path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    }
    record[hash] = path;
  };
  parentPort?.on('message', (message: readonly CompressJob[] | 'finish') => {
    if (message === 'finish') parentPort.postMessage(record);
    else for (const job of message) compress(job);
  });
}

/** A file for the compressor's thread: its path, its text and the levels of its copies. */
interface CompressJob {
  readonly path: string;
  readonly text: string;
  readonly levels: { readonly gzip: number; readonly brotli?: number };
}

/**
 * Files handed to the thread per message at most. They go in batches, at the latest once the
 * main thread turns to its event loop: posting some 600 files of a 300-doc build one message each
 * took 135 ms of the main thread, where the render sets the pace, and 57 ms in batches (one
 * profile each; what is left is the copying of their texts).
 */
const BATCH = 64;

/**
 * Compresses files while the prerender goes on (the content files while the search index is built,
 * then each page as it is written), in a thread of its own: rendering keeps one core
 * busy and this one uses the other. (Compressing on libuv's pool from the render loop did not
 * work: each step waited for the render to yield, so most pages were still queued at the end.)
 * `done` lists what was handed over, for {@link compressFiles} to skip. With `previous` (the output
 * in place and its record), files whose text it compressed already get its copies, linked; `finish`
 * resolves with the record of this build's copies.
 */
export function backgroundCompressor(
  dir: string,
  previous: CompressorData['previous'] = null,
): { add(file: string, text: string): void; finish(): Promise<CompressedRecord>; readonly done: ReadonlySet<string> } {
  const done = new Set<string>();
  let worker: Worker | undefined;
  let batch: CompressJob[] = [];
  let flushing: NodeJS.Immediate | undefined;
  const flush = () => {
    clearImmediate(flushing);
    flushing = undefined;
    if (batch.length > 0) worker?.postMessage(batch);
    batch = [];
  };
  // A failure in the thread (a file it cannot write) is the build's error, reported by `finish`;
  // unlistened, it would end the process.
  let failure: unknown;
  return {
    add(file, text) {
      const path = join(dir, file);
      if (!COMPRESSIBLE.test(file) || Buffer.byteLength(text) < MIN_BYTES) return;
      if (!worker) {
        worker = new Worker(`(${compressorMain.toString()})()`, { eval: true, workerData: { dir, previous } satisfies CompressorData });
        worker.once('error', (error) => {
          failure ??= error;
        });
      }
      done.add(path);
      batch.push({ path, text, levels: copiesFor(file) });
      if (batch.length >= BATCH) flush();
      else flushing ??= setImmediate(flush);
    },
    async finish() {
      flush();
      const running = worker;
      if (!running) return {};
      worker = undefined;
      const record = await new Promise<CompressedRecord>((resolve, reject) => {
        if (failure !== undefined) reject(failure);
        running.once('message', (message: CompressedRecord) => resolve(message));
        running.once('error', reject);
        running.once('exit', () => reject(failure ?? new Error('@hpcdocs/site: the compressor thread ended before it finished')));
        running.postMessage('finish');
      });
      await running.terminate();
      return record;
    },
    done,
  };
}

/** Compresses each compressible file of `paths` (absolute). */
export async function compressFiles(paths: Iterable<string>): Promise<void> {
  const files = [...paths].filter((file) => COMPRESSIBLE.test(file));
  let index = 0;
  const worker = async () => {
    while (index < files.length) {
      const file = files[index++];
      if (!file) break;
      await compressFile(file, await readFile(file));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
