/**
 * The build's output folder, never changed before the build has succeeded: files go to
 * `<out>.tmp-<pid>`, which at the end is either swapped in whole for the output, or, on a rebuild
 * over an output whose files the last build recorded, is an overlay holding only what is new or
 * changed, moved into the output file by file, after which the files this build no longer has are
 * removed (see {@link applyOverlay}). A rebuild after one edit of a 1,000-doc site then moves a few
 * dozen files instead of making ten thousand links and removing as many. On any other way out (a
 * failed check, an exception, SIGINT, SIGTERM, SIGHUP) the folder is removed, and folders left by a
 * build that could not clean up (killed with SIGKILL, power loss) are removed by the next build
 * once their process is gone, or, for an overlay it had begun to move in, moved in to the end.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** True when `path` (output-relative, `/`-separated) names a file inside the folder as written: no `.`, `..` or empty segments. */
export function isPlainRelativePath(path: string): boolean {
  if (path === '' || isAbsolute(path) || path.includes('\\')) return false;
  // Segment by segment too: a path that starts with `..` is its own relative form below.
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  const root = resolve('/out');
  return relative(root, resolve(root, path)) === path.split('/').join(sep);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the `.tmp-<pid>` and `.old-<pid>` folders of `outDir` whose process is not running. An
 * `.old-` folder is the previous output: when the output itself is missing (the build died between
 * its two renames), it is put back instead.
 */
export async function removeStaleFolders(outDir: string, log: (line: string) => void): Promise<void> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries) {
    if (!entry.startsWith(`${name}.`)) continue;
    const match = /^\.(tmp|old)-(\d+)$/.exec(entry.slice(name.length));
    const pid = Number(match?.[2]);
    if (!match || pid === process.pid || isRunning(pid)) continue;
    const path = join(parent, entry);
    const journal = match[1] === 'tmp' ? readJournal(path) : null;
    if (journal && existsSync(outDir)) {
      applyOverlay(path, outDir, journal.stale);
      rmSync(path, { recursive: true, force: true });
      log(`  finished moving ${entry} into ${outDir}, left half done by an interrupted build`);
    } else if (match[1] === 'old' && !existsSync(outDir)) {
      await rename(path, outDir);
      log(`  restored ${outDir} from ${entry}, left by an interrupted build`);
    } else {
      await rm(path, { recursive: true, force: true });
      log(`  removed ${entry}, left by an interrupted build`);
    }
  }
}

/** Written into an overlay before it is moved in: what a build that dies meanwhile leaves to finish. */
const JOURNAL = '.hpcdocs-overlay.json';

function readJournal(dir: string): { stale: string[] } | null {
  try {
    const journal = JSON.parse(readFileSync(join(dir, JOURNAL), 'utf8')) as { stale?: unknown };
    return Array.isArray(journal.stale) && journal.stale.every((path) => typeof path === 'string' && isPlainRelativePath(path)) ? { stale: journal.stale as string[] } : null;
  } catch {
    return null;
  }
}

/** Compressed copies written beside a file (see compress.ts). */
const COPIES = ['.gz', '.br'] as const;

/**
 * Moves every file of the overlay `dir` into `outDir` (replacing the file of the same path), then
 * removes the output-relative `stale` files with their compressed copies, and the folders they
 * leave empty. A file moved in without a compressed copy of its own loses the one of the file it
 * replaced. Synchronous, so no signal handler runs in the middle; safe to run again on the same
 * overlay (what was moved is gone from it), which is how a build killed meanwhile is finished.
 */
export function applyOverlay(dir: string, outDir: string, stale: readonly string[]): void {
  const moved = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !(entry.parentPath === dir && entry.name === JOURNAL))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const here = new Set(moved);
  const folders = new Set<string>();
  for (const path of moved) {
    const folder = dirname(join(outDir, path));
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    renameSync(join(dir, path), join(outDir, path));
    const copy = COPIES.find((ext) => path.endsWith(ext));
    if (copy && here.has(path.slice(0, -copy.length))) continue;
    for (const ext of COPIES) if (!here.has(path + ext)) rmSync(join(outDir, path + ext), { force: true });
  }
  const emptied = new Set<string>();
  for (const path of stale) {
    if (here.has(path)) continue;
    for (const file of [path, ...COPIES.map((ext) => path + ext)]) rmSync(join(outDir, file), { force: true });
    for (let folder = dirname(path); folder !== '.' && folder !== ''; folder = dirname(folder)) emptied.add(folder);
  }
  // Deepest first; a folder something else still holds stays.
  const depth = (folder: string) => folder.split(/[\\/]/).length;
  for (const folder of [...emptied].sort((a, b) => depth(b) - depth(a))) {
    try {
      rmdirSync(join(outDir, folder));
    } catch {
      // Not empty.
    }
  }
}

/** A fresh temporary output folder (see the module comment). */
export interface StagedOutput {
  readonly dir: string;
  /**
   * Swaps the folder in for `outDir` (the previous output is removed). The folders of the output
   * named in `keep` (the site's other locales, built on their own) are moved into it first.
   */
  commit(keep?: readonly string[]): Promise<void>;
  /**
   * Moves the folder, an overlay of what changed, into `outDir` and removes the output-relative
   * `stale` files there (see {@link applyOverlay}).
   */
  commitOverlay(stale: readonly string[]): Promise<void>;
  /** Removes the folder unless it was committed; safe to call more than once. */
  discard(): Promise<void>;
}

/**
 * What a signal must remove, for each output staged in this process and not yet put in place or
 * discarded. One listener per signal serves them all: a site's locales are all staged before any
 * is put in place, and a listener each made Node warn of a leak from the tenth locale on.
 */
const onSignalCleanups = new Set<() => void>();

function onSignal(signal: NodeJS.Signals): void {
  for (const cleanup of onSignalCleanups) cleanup();
  onSignalCleanups.clear();
  for (const other of SIGNALS) process.off(other, onSignal);
  // With another listener left the default action would not run: exit as the signal would have.
  if (process.listenerCount(signal) > 0) process.exit(128 + constants.signals[signal]);
  process.kill(process.pid, signal);
}

/** Registers `cleanup` for a signal; returns what unregisters it. */
function cleanupOnSignal(cleanup: () => void): () => void {
  if (onSignalCleanups.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  onSignalCleanups.add(cleanup);
  return () => {
    if (!onSignalCleanups.delete(cleanup) || onSignalCleanups.size > 0) return;
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/** Makes a fresh folder beside `outDir` to build into (see {@link StagedOutput}). */
export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const dir = `${outDir}.tmp-${process.pid}`;
  const oldDir = `${outDir}.old-${process.pid}`;
  let committed = false;
  // On a signal: remove what this build made, then let the signal end the process as it would have.
  const release = cleanupOnSignal(() => {
    const leftover = committed ? (existsSync(outDir) ? oldDir : undefined) : dir;
    if (!leftover) return;
    rmSync(leftover, { recursive: true, force: true, maxRetries: 5 });
    // File operations already handed to libuv's threads (a recursive mkdir) may recreate part of
    // it while this thread removes it; they finish within milliseconds, so remove once more after.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    rmSync(leftover, { recursive: true, force: true, maxRetries: 5 });
  });
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async commit(keep = []) {
      await mkdir(dirname(outDir), { recursive: true });
      // The kept folders' moves and both renames in one synchronous step, so no signal handler
      // runs between them.
      for (const name of keep) {
        if (existsSync(join(outDir, name)) && !existsSync(join(dir, name))) renameSync(join(outDir, name), join(dir, name));
      }
      if (existsSync(outDir)) renameSync(outDir, oldDir);
      renameSync(dir, outDir);
      committed = true;
      await rm(oldDir, { recursive: true, force: true });
      release();
    },
    async commitOverlay(stale) {
      // The journal first: a build killed while moving leaves the next one what to finish.
      writeFileSync(join(dir, JOURNAL), JSON.stringify({ stale }));
      applyOverlay(dir, outDir, stale);
      committed = true;
      release();
      await rm(dir, { recursive: true, force: true });
    },
    async discard() {
      release();
      if (!committed) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
