#!/usr/bin/env node
/**
 * `npm run bench:peers`: hpcdocs built side by side with Starlight, Rspress, VitePress and (as a
 * reference) Docusaurus, on the same synthetic docs. Not part of `npm test`: it installs the peers
 * from the npm registry. README.md in this folder says what each figure means.
 *
 *   node tools/bench/peers/run.mjs [--sizes 300,1000] [--rounds 3] [--only starlight,ours]
 *                                  [--no-install] [--strict] [--out tools/bench/peers/.work/results.json]
 *
 * For each size: every project is written, then `rounds` interleaved rounds (the order rotated
 * each round, so no framework always builds first or right after a heavy one) of a cold build
 * with every cache cleared and a warm rebuild after one doc's text changed; then the sample doc
 * page's weights from the built files and, in Chromium, the bytes to the first search results.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../../scripts/chromium.mjs';
import { runMeasured } from '../measure.mjs';
import { launchChromium } from '../navigation.mjs';
import { lighthouseBlockingTime, measureInBrowser, startStaticServer } from './browser.mjs';
import { EDITED_DOC, EDIT_TEXT, SAMPLE_DOC, model } from './content.mjs';
import { FRAMEWORKS, ROOT, WORK } from './frameworks.mjs';
import { ensureInstalled, installedVersions } from './install.mjs';
import { markdownTable, rowsFor, strictMisses } from './table.mjs';
import { pageWeight } from './weight.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '300,1000' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    out: { type: 'string', default: relative(ROOT, join(WORK, 'results.json')) },
  },
});
const sizes = values.sizes.split(',').map(Number).filter((n) => n > 0);
const rounds = Math.max(1, Number(values.rounds) || 1);
const only = values.only?.split(',').map((s) => (s.trim() === 'hpcdocs' ? 'ours' : s.trim()));
const frameworks = FRAMEWORKS.filter((f) => !only || only.includes(f.id));
if (frameworks.length === 0) throw new Error(`bench:peers: --only names no framework; choose from ${FRAMEWORKS.map((f) => f.id).join(', ')}`);
const outFile = resolve(ROOT, values.out);
mkdirSync(join(WORK, 'logs'), { recursive: true });

const load = () => loadavg().map((v) => +v.toFixed(2));
const fmtLoad = (l) => l.join(' ');
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Deletes a framework's caches and output (the list in frameworks.mjs). */
function clearCaches(f, dir) {
  for (const path of f.caches) rmSync(resolve(dir, path), { recursive: true, force: true });
}

/** One measured build; its output goes to a log file. Resolves { ms, peakRss, code, load, log }. */
async function build(f, dir, kind, n, round) {
  const { command, args, cwd, env } = f.build(dir, { warm: kind === 'warm' });
  const before = load();
  const run = await runMeasured(command, args, { cwd, env });
  const after = load();
  const log = join(WORK, 'logs', `${f.id}-${n}-r${round}-${kind}.log`);
  writeFileSync(log, `$ ${command} ${args.join(' ')}\n(cwd ${cwd}, exit ${run.code})\n\n${run.stdout}\n${run.stderr}`);
  const result = { kind, round, ms: Math.round(run.ms), peakRss: run.peakRss, code: run.code, load: [before, after], log: relative(ROOT, log) };
  console.log(`  ${f.label.padEnd(10)} ${kind} ${run.code === 0 ? sec(run.ms).padStart(7) : `FAILED (exit ${run.code}, see ${result.log})`}  ${(run.peakRss / 1024 ** 2).toFixed(0).padStart(5)} MB  load ${fmtLoad(before)} -> ${fmtLoad(after)}`);
  return result;
}

/** All figures of one size. */
async function measureSize(n, chrome) {
  const site = model(n);
  const out = { docs: n, frameworks: {} };
  for (const f of frameworks) {
    const dir = join(WORK, f.id);
    for (const path of [...f.content, ...f.caches]) rmSync(join(dir, path), { recursive: true, force: true });
    await f.write(site, dir);
    out.frameworks[f.id] = { builds: [] };
  }
  console.log(`\nN = ${n}: ${rounds} round(s), load average ${fmtLoad(load())}`);
  for (let round = 0; round < rounds; round++) {
    const order = frameworks.map((_, i) => frameworks[(i + round) % frameworks.length]);
    console.log(` round ${round + 1}: ${order.map((f) => f.label).join(', ')}`);
    for (const f of order) {
      const dir = join(WORK, f.id);
      const record = out.frameworks[f.id];
      clearCaches(f, dir);
      const cold = await build(f, dir, 'cold', n, round + 1);
      record.builds.push(cold);
      if (cold.code !== 0) continue;
      // The warm rebuild: one doc's text changed, every cache the cold build left kept.
      appendFileSync(f.docFile(dir, EDITED_DOC), EDIT_TEXT);
      record.builds.push(await build(f, dir, 'warm', n, round + 1));
    }
  }
  const browser = chrome ? await launchChromium(chrome) : null;
  try {
    for (const f of frameworks) {
      const dir = join(WORK, f.id);
      const record = out.frameworks[f.id];
      const htmlFile = f.pageFile(dir, SAMPLE_DOC);
      if (!existsSync(htmlFile)) {
        record.error = `no built page ${relative(ROOT, htmlFile)} (the last build failed)`;
        continue;
      }
      record.weight = pageWeight({ outDir: join(dir, f.out), base: f.base, pagePath: f.page(SAMPLE_DOC), htmlFile });
      if (!browser) {
        record.browser = { na: 'no Chromium found (set CHROME_PATH)' };
        continue;
      }
      const server = await startStaticServer(join(dir, f.out), f.base);
      try {
        record.browser = await measureInBrowser(browser, server, f.page(SAMPLE_DOC), f.search);
        record.browser.tbt = await lighthouseBlockingTime(chrome, server.origin + f.page(SAMPLE_DOC));
      } catch (error) {
        record.browser = { error: String(error.message ?? error).split('\n')[0] };
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser?.close();
  }
  return out;
}

const started = load();
console.log(`bench:peers: ${frameworks.map((f) => f.label).join(', ')}; sizes ${sizes.join(', ')}; ${rounds} round(s); ${cpus().length} cores; load average ${fmtLoad(started)}`);
const installs = [];
for (const f of frameworks) {
  if (values['no-install']) {
    const missing = Object.entries(f.versions).filter(([name, version]) => installedVersions(f)[name] !== version);
    if (missing.length > 0) throw new Error(`bench:peers: --no-install, but ${f.label} lacks ${missing.map(([n, v]) => `${n}@${v}`).join(', ')}; run without --no-install`);
    continue;
  }
  installs.push(await ensureInstalled(f, console.log));
}
if (installs.length > 0) console.log(installs.join('; '));
const versions = Object.fromEntries(frameworks.map((f) => [f.id, installedVersions(f)]));
const chrome = findChromium();
if (!chrome) console.log('No Chromium found (set CHROME_PATH): the browser figures are n/a.');

const previous = existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : null;
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
const results = [];
for (const n of sizes) results.push(await measureSize(n, chrome));
const record = {
  date: new Date().toISOString(),
  commit,
  machine: { cpus: cpus().length, memoryBytes: totalmem(), node: process.version, load: { start: started, end: load() } },
  options: { sizes, rounds, only: frameworks.map((f) => f.id) },
  versions,
  results,
};

console.log(`\nbench:peers results (commit ${commit ?? '?'}, ${cpus().length} cores, load average at start ${fmtLoad(started)}, at end ${fmtLoad(record.machine.load.end)})`);
if (previous) console.log(`In brackets: change of 5% or more against the previous run (${previous.date}, commit ${previous.commit ?? '?'}).`);
const misses = [];
for (const result of results) {
  const rows = rowsFor(result, frameworks, previous?.results?.find((r) => r.docs === result.docs));
  console.log(`\nN = ${result.docs} docs\n`);
  console.log(markdownTable(rows, frameworks));
  misses.push(...strictMisses(rows, result.docs));
  for (const f of frameworks) {
    const r = result.frameworks[f.id];
    const notes = [r.error, r.browser?.na, r.browser?.error, r.browser?.search?.na && `bytes to first search results n/a: ${r.browser.search.na}`].filter(Boolean);
    if (notes.length > 0) console.log(`  ${f.label}: ${notes.join('; ')}`);
  }
}
console.log(`\nVersions: ${Object.entries(versions).map(([id, v]) => `${id} ${Object.entries(v).map(([p, ver]) => `${p}@${ver ?? '?'}`).join(' ') || `workspace ${commit ?? ''}`}`).join('; ')}`);

mkdirSync(dirname(outFile), { recursive: true });
if (existsSync(outFile)) renameSync(outFile, outFile.replace(/\.json$/, '.previous.json'));
writeFileSync(outFile, `${JSON.stringify(record, null, 2)}\n`);
console.log(`Raw figures written to ${relative(ROOT, outFile)}`);
if (values.strict) {
  if (misses.length > 0) {
    console.log(`\n--strict: hpcdocs is not ahead on:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\n--strict: hpcdocs is ahead of the fastest peer on every figure.');
}
