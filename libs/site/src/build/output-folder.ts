/**
 * The build's output folder, replaced all at once: files go to `<out>.tmp-<pid>`, which is
 * swapped in at the end; on any other way out (a failed check, an exception, SIGINT, SIGTERM,
 * SIGHUP) it is removed, and folders left by a build that could not clean up (killed with
 * SIGKILL, power loss) are removed by the next build once their process is gone.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** True when `path` (output-relative, `/`-separated) names a file inside the folder as written: no `.`, `..` or empty segments. */
export function isPlainRelativePath(path: string): boolean {
  if (path === '' || isAbsolute(path) || path.includes('\\')) return false;
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
    if (match[1] === 'old' && !existsSync(outDir)) {
      await rename(path, outDir);
      log(`  restored ${outDir} from ${entry}, left by an interrupted build`);
    } else {
      await rm(path, { recursive: true, force: true });
      log(`  removed ${entry}, left by an interrupted build`);
    }
  }
}

/** A fresh temporary output folder (see the module comment). */
export interface StagedOutput {
  readonly dir: string;
  /** Swaps the folder in for `outDir` (the previous output is removed). */
  commit(): Promise<void>;
  /** Removes the folder unless it was committed; safe to call more than once. */
  discard(): Promise<void>;
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const dir = `${outDir}.tmp-${process.pid}`;
  const oldDir = `${outDir}.old-${process.pid}`;
  let committed = false;
  // On a signal: remove what this build made, then let the signal end the process as it would have.
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    const leftover = committed ? (existsSync(outDir) ? oldDir : undefined) : dir;
    if (leftover) {
      rmSync(leftover, { recursive: true, force: true, maxRetries: 5 });
      // File operations already handed to libuv's threads (a recursive mkdir) may recreate part of
      // it while this thread removes it; they finish within milliseconds, so remove once more after.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      rmSync(leftover, { recursive: true, force: true, maxRetries: 5 });
    }
    // With another listener left the default action would not run: exit as the signal would have.
    if (process.listenerCount(signal) > 0) process.exit(128 + constants.signals[signal]);
    process.kill(process.pid, signal);
  };
  const release = () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async commit() {
      await mkdir(dirname(outDir), { recursive: true });
      // Both renames in one synchronous step, so no signal handler runs between them.
      if (existsSync(outDir)) renameSync(outDir, oldDir);
      renameSync(dir, outDir);
      committed = true;
      await rm(oldDir, { recursive: true, force: true });
      release();
    },
    async discard() {
      release();
      if (!committed) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
