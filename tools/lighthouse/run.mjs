#!/usr/bin/env node
/**
 * Lighthouse on the built site (mobile profile, Debian's Chromium, the project's preview server):
 * the landing page, a doc page and the search page (its prerendered shell, and with `?q=instance`).
 *
 *   node tools/lighthouse/run.mjs [--dir dist/apps/docs] [--report tmp/lighthouse] [--no-performance] [--strict]
 *
 * Two kinds of score, treated differently:
 * - Accessibility, best practices and SEO are audits of the markup: the same page scores the same
 *   on any machine. Each must be 100, always; a miss fails the run. `npm test` runs only these
 *   (`--no-performance`).
 * - Performance is timed from a trace, so it moves with the machine's load (62 to 99 for the same
 *   build on a busy 2-core machine). It is a benchmark: `npm run lighthouse` prints it with its
 *   metrics, compares it with the previous run (kept in tmp/lighthouse/results.json) and fails
 *   only with `--strict`, when a page is under 95 in its best of three runs. The bytes behind the
 *   score are budgeted deterministically by the site build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.mjs';
import { startPreviewServer } from '../scripts/serve.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: resolve(root, 'dist/apps/docs') },
    report: { type: 'string', default: resolve(root, 'tmp/lighthouse') },
    'no-performance': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});

/** Audits of the markup: deterministic, so they gate every run. */
const GATED = { accessibility: 100, 'best-practices': 100, seo: 100 };
/** The performance bar, checked only with --strict. */
const PERFORMANCE_TARGET = 95;
const withPerformance = !values['no-performance'];
const CATEGORIES = [...(withPerformance ? ['performance'] : []), ...Object.keys(GATED)];
/**
 * [name, path]. The search page is audited as the shell it is prerendered as, and with a query:
 * it paints the first-tier results before it fetches the content shards, and indexes, searches
 * and renders in short steps, so no long task lands in the blocking time.
 */
const PAGES = [
  ['landing', '/doc/'],
  ['doc page', '/doc/docs/api/instance/launch'],
  ['search page', '/doc/search/'],
  ['search with a query', '/doc/search/?q=instance'],
];
/** Performance varies run to run: under the target, a page is audited again, up to this many runs. */
const ATTEMPTS = 3;

if (!existsSync(join(values.dir, 'index.html'))) {
  console.error(`lighthouse: ${values.dir} holds no built site. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startPreviewServer({ dir: values.dir });
const { origin } = server;
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** One Lighthouse run: the four category scores (0-100) and the failing audits of each category. */
async function audit(url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${id}: ${a.id} (${a.displayValue ?? a.score})`),
  );
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id]?.displayValue ?? '-']));
  return { scores, failing, metrics, json: result.report };
}

const rows = [];
let ok = true;
await mkdir(values.report, { recursive: true });
try {
  for (const [name, path] of PAGES) {
    const runs = [await audit(origin + path)];
    while (withPerformance && runs.length < ATTEMPTS && runs.every((run) => run.scores.performance < PERFORMANCE_TARGET)) runs.push(await audit(origin + path));
    const best = withPerformance ? runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a)) : runs[0];
    await writeFile(join(values.report, `${name.replace(/\W+/g, '-')}.json`), String(best.json));
    const misses = Object.entries(GATED).filter(([id, min]) => best.scores[id] < min).map(([id]) => id);
    const slow = withPerformance && best.scores.performance < PERFORMANCE_TARGET;
    if (misses.length > 0 || (values.strict && slow)) ok = false;
    rows.push({ name, path, runs, best, misses, slow });
  }
} finally {
  await chrome.kill();
  await server.close();
}

/** Performance of the previous run, by page name, to print the change. */
const resultsFile = join(values.report, 'results.json');
const previous = withPerformance && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
const change = (name, score) => {
  const before = previous?.pages?.[name]?.performance;
  return typeof before === 'number' && before !== score ? ` (was ${before})` : '';
};

console.log(`\nLighthouse (mobile profile, Debian Chromium, preview server)${withPerformance ? '' : ': accessibility, best practices and SEO'}\n`);
if (withPerformance) {
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
} else {
  console.log('| page | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|');
}
for (const { name, runs, best } of rows) {
  const gated = `${best.scores.accessibility} | ${best.scores['best-practices']} | ${best.scores.seo}`;
  if (!withPerformance) {
    console.log(`| ${name} | ${gated} |`);
    continue;
  }
  const perf = runs.map((r) => r.scores.performance).join(' then ') + change(name, best.scores.performance);
  const m = best.metrics;
  console.log(`| ${name} | ${perf} | ${gated} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`);
}
for (const { name, path, best, misses, slow } of rows) {
  if (misses.length === 0 && !slow) continue;
  const what = [...misses, ...(slow ? [`performance under ${PERFORMANCE_TARGET}${values.strict ? '' : ' (a benchmark: reported, fails only with --strict)'}`] : [])];
  console.log(`\n${name} (${path}) is under the bar in: ${what.join(', ')}`);
  for (const line of best.failing) console.log(`  - ${line}`);
}
if (withPerformance) {
  const pages = Object.fromEntries(rows.map(({ name, best }) => [name, { ...best.scores, ...best.metrics }]));
  await writeFile(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), pages }, null, 2)}\n`);
}
console.log(ok ? '\nLighthouse: every page meets the bar.' : `\nLighthouse: FAILED (reports in ${values.report}).`);
process.exit(ok ? 0 : 1);
