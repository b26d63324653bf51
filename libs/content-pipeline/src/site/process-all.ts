/**
 * Phase 2 of `buildContent()`: every doc processed, or taken from the cache when neither it nor
 * what it depends on changed (see cache.ts). A large site is processed on worker threads and this
 * one together (see workers.ts); a small one, or a site with unified plugins of its own (a function
 * cannot be sent to a worker), on this thread alone.
 */
import type { PluggableList } from 'unified';
import { openHighlightMemo, memoScope, type HighlightMemo } from '../highlight-memo.js';
import { createCodeHighlighter, DEFAULT_THEMES, type CodeHighlighter } from '../highlighter.js';
import { modulesExist } from '../plugins/mdx-imports.js';
import { docKey, type DocCache } from './cache.js';
import { highlightDeferred } from './deferred-code.js';
import { processDoc, type DocInput, type ProcessContext, type ProcessedDoc } from './process-doc.js';
import { startWorkers, workerCount, type WorkerPool, type WorkerResult } from './workers.js';

/** What phase 2 works from. */
export interface ProcessAllInput {
  /** The docs, in the order of the results. */
  readonly inputs: readonly DocInput[];
  /** The site's part of every doc's cache key (`siteKey` in cache.ts). */
  readonly siteKey: string;
  readonly cache: DocCache;
  /** The folder a cached doc's imported modules must still be in for the entry to be used. */
  readonly siteFolder: string;
  /** What every doc is processed with, on any thread (the highlighter is each thread's own). */
  readonly context: Omit<ProcessContext, 'highlighter' | 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins'>;
  /** The site's own unified plugins (only the ones it has); with any, everything runs on this thread. */
  readonly plugins: Readonly<Record<string, PluggableList>>;
  /** A highlighter to reuse (tests, dev server); else one is made on first use. */
  readonly highlighter: CodeHighlighter | undefined;
  /** The cache file, beside which highlighted blocks are kept. */
  readonly cacheFile: string | undefined;
  /** Worker threads asked for (see `workerCount`). */
  readonly threads: number | undefined;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

/** The worker pool: the build may start it before phase 2 (see build-content.ts), and closes it at the end. */
export interface WorkerSlot {
  pool: WorkerPool | undefined;
}

/** What phase 2 gives: a result per input, how many were processed (not cached), on how many worker threads. */
export interface ProcessAllResult {
  readonly results: ProcessedDoc[];
  readonly processed: number;
  readonly threads: number;
  /** The memo of highlighted blocks, when one was opened: the build saves it with the cache. */
  readonly memo: Promise<HighlightMemo> | undefined;
}

/** Processes the docs the cache does not have, and caches those without errors. */
export async function processAll(input: ProcessAllInput, workers: WorkerSlot): Promise<ProcessAllResult> {
  const keys = input.inputs.map((doc) => docKey(doc, input.siteKey));
  const results: (ProcessedDoc | undefined)[] = keys.map((key) => {
    const cached = input.cache.get(key);
    return cached && modulesExist(cached.components, input.siteFolder) ? cached : undefined;
  });
  const todo = input.inputs.map((doc, i) => ({ input: doc, i })).filter(({ i }) => results[i] === undefined);
  const threads = Object.keys(input.plugins).length > 0 ? 0 : workerCount(todo.length, input.threads);
  const local = mainThread(input, input.inputs.length - todo.length);
  if (threads === 0) workers.pool?.close();
  else if (workers.pool && workers.pool.size > threads) workers.pool.close(threads);
  if (threads > 0) {
    workers.pool ??= startWorkers(threads);
    // Workers hand code blocks back plain (see deferred-code.ts): this thread colours them, or
    // processes the doc again itself when the blocks are not the ones the worker counted.
    const finish = async ({ doc, codeBlocks }: WorkerResult, source: DocInput) => {
      const ready = await highlightDeferred(doc, codeBlocks, await local.highlighter());
      return ready ? local.tick(doc) : local.process(source);
    };
    const out = await workers.pool.run(todo.map((t) => t.input), input.context, { process: local.process, finish });
    out.forEach((result, j) => {
      const slot = todo[j];
      if (slot) results[slot.i] = result;
    });
  } else {
    for (const { input: doc, i } of todo) results[i] = await local.process(doc);
  }
  todo.forEach(({ i }) => {
    const result = results[i];
    const key = keys[i];
    if (result && key && result.errors.length === 0) input.cache.set(key, result);
  });
  return { results: results as ProcessedDoc[], processed: todo.length, threads, memo: local.memo() };
}

/**
 * This thread's part of phase 2: its highlighter, and the progress count (cached docs count as
 * done from the start). Docs are processed here when there are no workers, when a worker's result
 * needs a grammar this thread must load, and as this thread's share of a pool's work.
 */
function mainThread(input: ProcessAllInput, cached: number) {
  // Created on first use, after any workers are started (their start-up is the longer one).
  let highlighter: Promise<CodeHighlighter> | undefined;
  // With a cache file, highlighted blocks are kept beside it (see highlight-memo.ts): a doc edited
  // in its prose gets its code blocks as they were, without loading their grammars.
  let memo: Promise<HighlightMemo> | undefined;
  const highlighterOf = () =>
    (highlighter ??= input.highlighter
      ? Promise.resolve(input.highlighter)
      : (memo = openHighlightMemo(input.cacheFile === undefined ? undefined : `${input.cacheFile.replace(/\.json$/, '')}.highlights`, memoScope(DEFAULT_THEMES))).then((opened) => createCodeHighlighter({ memo: opened })));
  const total = input.inputs.length;
  let done = cached;
  const progress = input.onProgress ?? (() => undefined);
  progress(done, total);
  const tick = <T,>(result: T): T => {
    done += 1;
    progress(done, total);
    return result;
  };
  const process = async (doc: DocInput) => tick(await processDoc(doc, { highlighter: await highlighterOf(), ...input.context, ...input.plugins }));
  return { highlighter: highlighterOf, tick, process, memo: () => memo };
}
