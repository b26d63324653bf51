/**
 * The site's own code that a build runs on the docs' behalf (a JavaScript sidebars module, the
 * config's remark and rehype plugins) runs on a worker thread with a time limit and a memory
 * ceiling, so that one that loops forever, allocates forever or waits on a promise that never
 * settles fails the build with a message naming it, instead of hanging it or ending the process.
 * The thread loads what it needs itself (functions cannot be sent to it): the sidebars module, or
 * the config and the content with its plugins.
 *
 * The thread says what it is running (loading a file, a plugin on a doc) before it starts; each
 * step may take {@link siteCodeTimeout} (60 s, or `HPCDOCS_SITE_CODE_TIMEOUT` seconds), and the
 * thread's heap is capped ({@link SITE_CODE_HEAP_MB}). Run from TypeScript sources (the tests),
 * Node cannot start the thread: the caller then runs the code on its own thread, without limits.
 */
import { relative } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { ConfigError } from '../config/errors.js';
import type { VersionPlan } from '../plugins/docs-versions.js';

/**
 * Megabytes of heap the thread may use: for a sidebars module, far more than any list of docs
 * needs; for the content, the main thread's own limit, so a site that builds today still does.
 */
export const SITE_CODE_HEAP_MB = { sidebars: 512, content: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20) } as const;

/** How long one step of site code may run, in milliseconds: `HPCDOCS_SITE_CODE_TIMEOUT` seconds, default 60. */
export function siteCodeTimeout(): number {
  const seconds = Number(process.env['HPCDOCS_SITE_CODE_TIMEOUT']);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

/** What the thread does: load a sidebars module, or build the content of a site with unified plugins. */
export type SiteCodeJob =
  | { readonly kind: 'sidebars'; readonly file: string }
  | { readonly kind: 'content'; readonly configFile: string; readonly docsDir?: string; readonly extras: ContentExtras };

/** The `buildContent()` options of a build that the thread cannot make from the config alone. */
export interface ContentExtras {
  readonly cacheFile?: string;
  /** Leave the link check to the caller, which knows the site's other pages. */
  readonly deferLinkCheck?: boolean;
  /** The locale whose content is built, on a site with several (the config is made over for it, see i18n/locales.ts). */
  readonly locale?: string;
  /** The docs version to build, when the site has several (see plugins/docs-versions.ts). */
  readonly version?: VersionPlan;
}

/** Messages from the thread. `file` names what a step runs (the config file, for a plugin), for the message. */
export type FromSiteCode =
  | { readonly type: 'running'; readonly what: string; readonly file: string }
  | { readonly type: 'idle' }
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'result'; readonly value: unknown }
  | { readonly type: 'failed'; readonly problems: readonly string[]; readonly file: string };

/** Whether site code can run on its thread here (compiled code: a build, not the TypeScript sources). */
export const siteCodeThreads = (): boolean => !import.meta.url.endsWith('.ts');

/**
 * Runs `job` on its thread; resolves with what it posts. Rejects with a {@link ConfigError} naming
 * the step that ran out of time or memory, or never finished.
 */
export function runSiteCode(job: SiteCodeJob, onProgress?: (done: number, total: number) => void): Promise<unknown> {
  // Through a variable: a library build rewrites `new URL('…', import.meta.url)` as an asset.
  const self = import.meta.url;
  const worker = new Worker(new URL('./site-code-worker.js', self), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: SITE_CODE_HEAP_MB[job.kind] } });
  const limit = siteCodeTimeout();
  const file = relative(process.cwd(), job.kind === 'sidebars' ? job.file : job.configFile) || '.';
  let step: { what: string; file: string } = { what: job.kind === 'sidebars' ? `The sidebars module ${file}` : `The config ${file}`, file };
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve, reject) => {
    const fail = (problem: string) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(new ConfigError(step.file, [problem]));
    };
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(`${step.what} did not finish within ${limit / 1000} s: it may loop forever or wait for something that never happens. Fix it, or allow more time with HPCDOCS_SITE_CODE_TIMEOUT=<seconds>.`), limit);
    };
    watch();
    worker.on('message', (message: FromSiteCode) => {
      if (message.type === 'running') {
        step = { what: message.what, file: message.file };
        watch();
      } else if (message.type === 'idle') clearTimeout(timer);
      else if (message.type === 'progress') onProgress?.(message.done, message.total);
      else if (message.type === 'failed') {
        clearTimeout(timer);
        void worker.terminate();
        reject(new ConfigError(message.file, message.problems));
      } else {
        clearTimeout(timer);
        void worker.terminate();
        resolve(message.value);
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `${step.what} ran out of memory (over ${SITE_CODE_HEAP_MB[job.kind].toLocaleString('en')} MB): it may allocate without end. Fix it so it uses less.` : `${step.what} failed: ${error.message}`),
    );
    // An empty event loop ends the thread: what it awaited can never settle.
    worker.once('exit', () => fail(`${step.what} stopped without finishing: it waits for a promise that never settles. Fix it so it resolves.`));
  });
}
