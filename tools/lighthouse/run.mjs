#!/usr/bin/env node
/**
 * Lighthouse gate (issue 9): the landing page, a doc page and the search page of the built site,
 * served by the project's own preview server, audited with Lighthouse's default mobile profile in
 * Debian's Chromium (the search page twice: its shell, and with `?q=instance`). Accessibility, best
 * practices and SEO must be 100 and performance at least 95 on every one.
 *
 *   node tools/lighthouse/run.mjs [--dir dist/apps/docs] [--report tmp/lighthouse]
 *
 * Performance is timing-based: a page that scores under the bar is audited again, up to three runs
 * in all, and every run's score is printed, so a passing result never hides a low first run.
 */
import { existsSync } from 'node:fs';
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
  },
});

const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/**
 * [name, path, minimum scores]. The search page is audited as the shell it is prerendered as, and
 * with a query, which must meet the same bar: it paints the first-tier results before it fetches
 * the content shards (when the browser is idle), and indexes, searches and renders in short steps,
 * so no long task lands in Lighthouse's blocking time (issue 9; it used to swing 82-99 with load).
 */
const PAGES = [
  ['landing', '/doc/', MINIMUM],
  ['doc page', '/doc/docs/api/instance/launch', MINIMUM],
  ['search page', '/doc/search/', MINIMUM],
  ['search with a query', '/doc/search/?q=instance', MINIMUM],
];
/** Performance is measured from a real trace, so it varies run to run: up to this many runs a page. */
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
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(MINIMUM) });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(Object.keys(MINIMUM).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = Object.keys(MINIMUM).flatMap((id) =>
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
  for (const [name, path, minimum] of PAGES) {
    const runs = [await audit(origin + path)];
    while (runs.length < ATTEMPTS && runs.every((run) => run.scores.performance < minimum.performance)) runs.push(await audit(origin + path));
    const best = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
    await writeFile(join(values.report, `${name.replace(/\W+/g, '-')}.json`), String(best.json));
    const misses = Object.entries(minimum).filter(([id, min]) => best.scores[id] < min).map(([id]) => id);
    if (misses.length > 0) ok = false;
    rows.push({ name, path, runs, best, misses });
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log('\nLighthouse (mobile profile, Debian Chromium, preview server)\n');
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { name, runs, best } of rows) {
  const perf = runs.map((r) => r.scores.performance).join(' then ');
  const m = best.metrics;
  console.log(`| ${name} | ${perf} | ${best.scores.accessibility} | ${best.scores['best-practices']} | ${best.scores.seo} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`);
}
for (const { name, path, best, misses } of rows) {
  if (misses.length === 0) continue;
  console.log(`\n${name} (${path}) is under the bar in: ${misses.join(', ')}`);
  for (const line of best.failing) console.log(`  - ${line}`);
}
console.log(ok ? '\nLighthouse: every page meets the bar.' : '\nLighthouse: FAILED (reports in tmp/lighthouse).');
process.exit(ok ? 0 : 1);
