#!/usr/bin/env node
/**
 * `npm run bench`: the whole site measured on synthetic docs, one table out.
 *
 * For each N: generate N docs (tools/synthetic), a cold full build (content, search, client and
 * server bundles, prerender, compression) with its wall time and the peak RSS of its process tree,
 * a warm rebuild with one doc changed, JS (before the load event and in all), CSS and HTML of a doc page, the largest doc
 * page's HTML and the output's bytes per doc (a page that does not grow with the site, an output that grows linearly),
 * search bytes to the first results, and (in Chromium) search query p95 and client-side navigation to a prefetched doc.
 *
 *   node tools/bench/run.mjs [--sizes 30,300,1000] [--full] [--out tmp/bench/results.json] [--strict]
 *
 * --full adds N = 10000. --strict exits non-zero when a target is missed. Results are written as
 * JSON (with the previous run kept as results.previous.json) and compared with the previous run,
 * or with the committed baseline (baseline.json) when there is none.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { findChromium } from '../scripts/chromium.mjs';
import { parseArgs } from 'node:util';
import { generate } from '../synthetic/generate.mjs';
import { startPreviewServer } from '../scripts/serve.mjs';
import { kb, mb, runMeasured, sec } from './measure.mjs';
import { launchChromium, measureNavigation } from './navigation.mjs';
import { outputSizes } from './output.mjs';
import { measureSearch } from './search.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '30,300,1000' },
    full: { type: 'boolean', default: false },
    out: { type: 'string', default: 'tmp/bench/results.json' },
    strict: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number).filter((n) => n > 0);
if (values.full && !sizes.includes(10000)) sizes.push(10000);
const work = resolve(root, 'tmp/bench');
const outFile = resolve(root, values.out);

/** One site build in a child process, measured. */
async function build(contentDir, siteDir, cacheFile, reportFile, extra = []) {
  // `hpcdocs build` with our site's config over the synthetic docs.
  const args = [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'build', '--config', resolve(root, 'apps/docs'), '--docs', join(contentDir, 'docs'), '--out', siteDir, '--cache', cacheFile, '--report', reportFile, '--quiet', ...extra];
  const run = await runMeasured(process.execPath, args, { cwd: root });
  if (run.code !== 0) throw new Error(`build of ${contentDir} failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
  return { ms: run.ms, peakRss: run.peakRss, report: JSON.parse(readFileSync(reportFile, 'utf8')) };
}

async function measureSize(n, chrome) {
  const contentDir = join(work, `content-${n}`);
  const siteDir = join(work, `site-${n}`);
  const cacheFile = join(work, `cache-${n}.json`);
  const reportFile = join(work, `report-${n}.json`);
  process.stdout.write(`N = ${n}: generating`);
  await generate(n, contentDir);
  // Cold means nothing of an earlier build is reused: no processed docs, search analyses or
  // highlighted code blocks (beside the content cache), no app bundles (they live in the config's
  // folder, see libs/site/src/build/bundle-inputs.ts), no output folder.
  rmSync(cacheFile, { force: true });
  for (const kept of ['.search-analyses', '.highlights']) rmSync(cacheFile.replace(/\.json$/, kept), { force: true });
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(resolve(root, 'apps/docs/node_modules/.cache/hpcdocs/bundles'), { recursive: true, force: true });
  process.stdout.write(', cold build');
  // The one-minute load average before each timed build: the figures are wall-clock times.
  const coldLoad = loadavg()[0];
  const cold = await build(contentDir, siteDir, cacheFile, reportFile);
  const output = await outputSizes(siteDir);
  // Warm: one doc edited, everything else from the content cache, the bundles reused (no code changed).
  appendFileSync(join(contentDir, 'docs/compute/group-0/doc-0.md'), '\n\nOne more paragraph about GPU instances, added by the benchmark.\n');
  process.stdout.write(', warm rebuild');
  const warmLoad = loadavg()[0];
  const warm = await build(contentDir, siteDir, cacheFile, reportFile);
  const result = {
    docs: n,
    coldBuildMs: Math.round(cold.ms),
    coldPeakRssBytes: cold.peakRss,
    coldTimings: cold.report.timings,
    warmBuildMs: Math.round(warm.ms),
    warmPeakRssBytes: warm.peakRss,
    warmTimings: warm.report.timings,
    loadAverage: { cold: Number(coldLoad.toFixed(2)), warm: Number(warmLoad.toFixed(2)) },
    pages: cold.report.pages,
    criticalJs: { raw: cold.report.weight.critical.raw, gzip: cold.report.weight.critical.gzip },
    firstLoadJs: { raw: cold.report.weight.js.raw, gzip: cold.report.weight.js.gzip },
    firstLoadCss: { raw: cold.report.weight.css.raw, gzip: cold.report.weight.css.gzip },
    html: cold.report.weight.html,
    largestDocHtml: output.largestDocPage,
    output: { bytes: output.bytes, files: output.files },
    searchFirstTierGzip: cold.report.search?.indexes?.[0]?.firstTierGzipBytes ?? null,
    searchContentBytes: cold.report.search?.indexes?.[0]?.contentBytes ?? null,
  };
  if (chrome) {
    process.stdout.write(', Chromium');
    const server = await startPreviewServer({ dir: siteDir });
    const { origin } = server;
    const browser = await launchChromium(chrome);
    try {
      const startPath = '/doc/docs/compute/group-0/doc-0';
      const nav = await measureNavigation(browser, origin, startPath);
      result.navigation = { medianMs: nav.median, p95Ms: nav.p95, samples: nav.samples.length };
      const search = await measureSearch(browser, siteDir, { keystrokes: true });
      result.search = { bytesToFirstResults: search.firstResultsGzipBytes, firstResultsMs: search.firstResultsMs, p50Ms: search.keystrokeP50Ms, p95Ms: search.keystrokeP95Ms, keystrokes: search.keystrokes };
    } finally {
      await browser.close();
      await server.close();
    }
  }
  process.stdout.write(' done\n');
  return result;
}

const fmt = {
  ms: (v) => (v == null ? '-' : sec(v)),
  msSmall: (v) => (v == null || Number.isNaN(v) ? '-' : `${v.toFixed(1)} ms`),
  bytes: (v) => (v == null ? '-' : kb(v)),
  rss: (v) => (v == null ? '-' : mb(v)),
};

/**
 * A doc page's HTML at every size: it holds the sidebar's top level and the page's branch, not the
 * whole sidebar (which the site data holds, one file for all pages), so it does not grow with the site.
 */
const DOC_HTML_BUDGET = 40 * 1024;

/** Rows of the table: label, value getter, formatter, and the target (a predicate and its words). */
const ROWS = [
  ['cold build (full site)', (r) => r.coldBuildMs, fmt.ms, (r) => (r.docs >= 10000 ? [r.coldBuildMs <= 60000, '<= 60 s at 10,000'] : r.docs >= 1000 ? [r.coldBuildMs < 15000, '< 15 s at 1,000'] : r.docs <= 30 ? [r.coldBuildMs < 6000, '< 6 s at 30'] : null)],
  ['cold build per doc', (r) => r.coldBuildMs / r.docs, fmt.msSmall, null],
  ['  of which content', (r) => r.coldTimings.content, fmt.ms, null],
  ['  of which bundles', (r) => r.coldTimings.bundles, fmt.ms, null],
  ['  of which prerender', (r) => r.coldTimings.prerender, fmt.ms, null],
  ['  of which compress', (r) => r.coldTimings.compress, fmt.ms, null],
  ['cold build peak RSS', (r) => r.coldPeakRssBytes, fmt.rss, (r) => (r.docs >= 10000 ? [r.coldPeakRssBytes < 1.5 * 1024 ** 3, '< 1.5 GB at 10,000'] : r.docs >= 1000 ? [r.coldPeakRssBytes < 1024 ** 3, '< 1 GB at 1,000'] : null)],
  ['warm rebuild, 1 doc changed', (r) => r.warmBuildMs, fmt.ms, null],
  ['  of which content', (r) => r.warmTimings.content, fmt.ms, null],
  ['  of which prerender (and search index)', (r) => r.warmTimings.prerender, fmt.ms, null],
  ['  of which compress', (r) => r.warmTimings.compress, fmt.ms, null],
  ['JS before the load event, gzip', (r) => r.criticalJs?.gzip, fmt.bytes, (r) => [r.criticalJs?.gzip < 15 * 1024, '< 15 KB']],
  ['JS in all (after first paint), raw', (r) => r.firstLoadJs.raw, fmt.bytes, null],
  ['JS in all (after first paint), gzip', (r) => r.firstLoadJs.gzip, fmt.bytes, (r) => [r.firstLoadJs.gzip < 90 * 1024, '< 90 KB']],
  ['first-load CSS, gzip', (r) => r.firstLoadCss.gzip, fmt.bytes, (r) => [r.firstLoadCss.gzip < 20 * 1024, '< 20 KB']],
  ['doc page HTML, raw', (r) => r.html.raw, fmt.bytes, (r) => [r.html.raw < DOC_HTML_BUDGET, '< 40 KB']],
  ['doc page HTML, gzip', (r) => r.html.gzip, fmt.bytes, null],
  ['largest doc page HTML, raw', (r) => r.largestDocHtml?.bytes, fmt.bytes, (r) => (r.largestDocHtml ? [r.largestDocHtml.bytes < DOC_HTML_BUDGET, '< 40 KB'] : null)],
  ['output per doc (all files, with .gz/.br)', (r) => (r.output ? r.output.bytes / r.docs : undefined), fmt.bytes, null],
  ['search first tier, gzip', (r) => r.searchFirstTierGzip, fmt.bytes, null],
  ['search bytes to first results, gzip', (r) => r.search?.bytesToFirstResults, fmt.bytes, (r) => (r.search ? [r.search.bytesToFirstResults <= (r.docs <= 30 ? 30 : 150) * 1024, r.docs <= 30 ? '<= 30 KB at 30' : '<= 150 KB'] : null)],
  ['search first hover to results', (r) => r.search?.firstResultsMs, fmt.msSmall, null],
  ['search keystroke to results p50', (r) => r.search?.p50Ms, fmt.msSmall, null],
  ['search keystroke to results p95', (r) => r.search?.p95Ms, fmt.msSmall, (r) => (r.search && r.docs >= 1000 ? [r.search.p95Ms < 30, '< 30 ms at 1,000'] : null)],
  ['navigation to prefetched doc, median', (r) => r.navigation?.medianMs, fmt.msSmall, null],
  ['navigation to prefetched doc, p95', (r) => r.navigation?.p95Ms, fmt.msSmall, (r) => (r.navigation ? [r.navigation.p95Ms < 40, '< 40 ms'] : null)],
];

function table(results, previous) {
  const header = ['metric', ...results.map((r) => `N = ${r.docs}`), 'target'];
  const lines = [header];
  const misses = [];
  for (const [label, get, format, target] of ROWS) {
    const cells = results.map((r) => {
      const value = get(r);
      let cell = format(value);
      const before = previous?.results?.find((p) => p.docs === r.docs);
      const old = before ? safe(() => get(before)) : undefined;
      if (typeof value === 'number' && typeof old === 'number' && old > 0) {
        const change = ((value - old) / old) * 100;
        if (Math.abs(change) >= 5) cell += ` (${change > 0 ? '+' : ''}${change.toFixed(0)}%)`;
      }
      const verdict = target?.(r);
      if (verdict && !verdict[0]) {
        cell += ' MISS';
        misses.push(`${label} at N = ${r.docs}: ${format(value)}, target ${verdict[1]}`);
      }
      return cell;
    });
    const words = [...new Set(results.map((r) => target?.(r)?.[1]).filter(Boolean))].join('; ');
    lines.push([label, ...cells, words]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const text = lines.map((l) => `| ${l.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`);
  text.splice(1, 0, `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  return { text: text.join('\n'), misses };
}

function safe(fn) {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

const chrome = findChromium();
if (!chrome) console.log('No Chromium found (set CHROME_PATH): browser figures are skipped.');
await mkdir(work, { recursive: true });
// Compared with the last run here, or else with the committed baseline (tools/bench/baseline.json,
// measured on a quiet 2-core machine), so a change that makes the site slower or heavier shows.
const baseline = resolve(import.meta.dirname, 'baseline.json');
const previous = existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : existsSync(baseline) ? JSON.parse(readFileSync(baseline, 'utf8')) : null;
const results = [];
for (const n of sizes) results.push(await measureSize(n, chrome));

const commit = safe(() => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim());
const record = { date: new Date().toISOString(), commit, machine: { cpus: cpus().length, memoryBytes: totalmem(), node: process.version }, results };
const { text, misses } = table(results, previous);
console.log(`\nhpcdocs benchmark (${record.machine.cpus} cores, Node ${process.version}, commit ${commit ?? '?'}${previous ? `; changes of 5% or more vs ${previous.commit ?? 'previous'} in brackets` : ''})\n`);
console.log(text);
console.log(`\nLoad average (1 min) before the cold and the warm build: ${results.map((r) => `N = ${r.docs}: ${r.loadAverage.cold}, ${r.loadAverage.warm}`).join('; ')}.`);
console.log('\nFor scale, Docusaurus 3.8.1 + local search on a 2-core machine: cold build 33 / 71 / 177 s at N = 30 / 300 / 1000, peak RSS 0.84 / 1.44 / 3.29 GB, first-load JS 166 / 192 / 253 KB gzip, search index 225 KB / 2.1 MB / 7.1 MB gzip, first key to results 126 / 346 / 855 ms.');
if (misses.length > 0) console.log(`\nTargets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
else console.log('\nEvery target met.');

await mkdir(dirname(outFile), { recursive: true });
if (existsSync(outFile)) renameSync(outFile, outFile.replace(/\.json$/, '.previous.json'));
await writeFile(outFile, JSON.stringify(record, null, 2));
console.log(`Results written to ${values.out}`);
if (values.strict && misses.length > 0) process.exitCode = 1;
