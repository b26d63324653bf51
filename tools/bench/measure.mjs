/**
 * Measuring helpers for the benchmarks: a child process's wall time and the peak resident memory
 * of its whole process tree (the build starts a TypeScript runner, worker threads and esbuild).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Resident set size in bytes of one process, or 0 when it is gone. */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every descendant of `root` (and root), read from /proc. Linux only, like the CI machine. */
function treeOf(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []));
  return out;
}

/**
 * Runs a command to completion, sampling the summed RSS of its process tree every `intervalMs`
 * (the tree itself every ten samples).
 * Resolves with { code, ms, peakRss, stdout, stderr }.
 */
export function runMeasured(command, args, { cwd, env, intervalMs = 50 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let peakRss = 0;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Finding the tree scans every process of the machine (this kernel has no /proc children
    // files), a noticeable share of a core at every sample: CPU taken from the build measured. The
    // tree is found again every tenth sample; in between only the known processes are read.
    let tree = [child.pid];
    let tick = 0;
    const timer = setInterval(() => {
      if (tick++ % 10 === 0) tree = treeOf(child.pid);
      const total = tree.reduce((sum, pid) => sum + rssOf(pid), 0);
      if (total > peakRss) peakRss = total;
    }, intervalMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      resolvePromise({ code, ms: performance.now() - started, peakRss, stdout, stderr });
    });
  });
}

/** The p-th percentile (0-100) of a list of numbers, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
