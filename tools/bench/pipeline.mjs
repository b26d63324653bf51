#!/usr/bin/env node
/**
 * Content pipeline benchmark: synthetic docs (tools/synthetic/generate.mjs) for
 * N = 30, 300, 1000 (and 10000 with --full). For each N, in fresh processes: a cold build (no
 * cache), then a warm rebuild with one file changed (disk cache, new process) and the same change
 * rebuilt in-process (memory cache, as the dev server does). Prints a table and writes
 * tmp/bench/pipeline.json. Peak RSS is the case process's own `maxRSS` (worker threads included).
 *
 *   node tools/bench/pipeline.mjs [--full] [--sizes 30,300]
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from '../synthetic/generate.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { full: { type: 'boolean', default: false }, sizes: { type: 'string' } } });
const sizes = values.sizes ? values.sizes.split(',').map(Number) : [30, 300, 1000, ...(values.full ? [10000] : [])];

function runCase(dir, mode) {
  const result = spawnSync(
    process.execPath,
    // Through the same runner as the site build (compiled up front, same Node flags).
    [join(root, 'tools/scripts/run-ts.mjs'), join(root, 'tools/bench/pipeline-case.ts'), dir, mode],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`${mode} case for ${dir} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const rows = [];
for (const n of sizes) {
  const dir = join(root, 'tmp/bench', `synthetic-${n}`);
  await generate(n, dir);
  const load = loadavg()[0];
  const cold = runCase(dir, 'cold');
  const warm = runCase(dir, 'warm');
  rows.push({
    docs: n,
    threads: cold.threads,
    docsPerSecond: Math.round(n / (cold.coldMs / 1000)),
    coldMs: Math.round(cold.coldMs),
    coldCpuMs: Math.round(cold.coldCpuMs),
    warmMs: Math.round(warm.warmMs),
    hotMs: warm.hotMs === undefined ? '-' : Math.round(warm.hotMs),
    peakRssMb: Math.round(Math.max(cold.maxRssMb, warm.maxRssMb)),
    loadAverage: Number(load.toFixed(1)),
  });
  const r = rows.at(-1);
  console.error(`  N=${n}: cold ${r.coldMs} ms, warm ${r.warmMs} ms, hot ${r.hotMs} ms, ${r.peakRssMb} MB`);
}

const header = ['docs', 'worker threads', 'docs/s (cold)', 'cold wall ms', 'cold CPU ms', 'warm rebuild ms (1 changed, new process)', 'hot rebuild ms (1 changed, in process)', 'peak RSS MB', 'load avg'];
const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
for (const r of rows) lines.push(`| ${[r.docs, r.threads, r.docsPerSecond, r.coldMs, r.coldCpuMs, r.warmMs, r.hotMs, r.peakRssMb, r.loadAverage].join(' | ')} |`);
console.log(lines.join('\n'));
console.log(`\n${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}. Wall times depend on what else runs: see the load average column.`);
// Rows of sizes not run this time are kept from earlier runs (each row carries its own date), so
// `--sizes 10000` adds the large case to a table made without it.
await mkdir(join(root, 'tmp/bench'), { recursive: true });
const file = join(root, 'tmp/bench/pipeline.json');
const date = new Date().toISOString();
const earlier = await readFile(file, 'utf8').then((text) => JSON.parse(text).rows ?? [], () => []);
const merged = [...earlier.filter((row) => !sizes.includes(row.docs)), ...rows.map((row) => ({ ...row, date }))].sort((a, b) => a.docs - b.docs);
await writeFile(file, `${JSON.stringify({ node: process.version, cpus: cpus().length, rows: merged }, null, 2)}\n`);
