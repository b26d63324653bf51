#!/usr/bin/env node
/**
 * Search benchmark, in real Chromium on built sites of synthetic docs:
 * - bytes a reader downloads (gzipped) from the first hover of the search box until the first
 *   results show, at 30 and 1,000 docs (budgets 30 KB and 150 KB);
 * - keystroke-to-results time, p50/p95 over every keystroke of a set of queries, at 1,000 docs
 *   (budget p95 < 30 ms).
 *
 *   node tools/bench/search.mjs [--build] [--site-30 DIR] [--site-1000 DIR]
 *
 * `npm run bench` calls measureSearch() on each of its sites as well.
 *
 * --build generates the synthetic content (tools/synthetic/generate.mjs) and builds both sites
 * first; otherwise the sites must already be built. Prints a table and writes tmp/bench/search.json.
 * Exits non-zero when a budget is exceeded.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../scripts/chromium.mjs';
import { startPreviewServer } from '../scripts/serve.mjs';
import { launchChromium } from './navigation.mjs';

const root = resolve(import.meta.dirname, '../..');

const BUDGETS = { firstResultsGzip30: 30 * 1024, firstResultsGzip1000: 150 * 1024, keystrokeP95Ms: 30 };
/** Queries typed one character at a time; words the synthetic generator uses, an identifier and a typo. */
const QUERIES = ['gpu instance', 'checkpoint', 'tensor parallel', 'instanceTypeId', 'latncy', 'optimizer gradient', 'scheduler', 'doc42'];

function build(count, out) {
  const content = join(root, `tmp/synthetic-${count}`);
  execFileSync('node', ['tools/synthetic/generate.mjs', '--count', String(count), '--out', content], { cwd: root, stdio: 'inherit' });
  execFileSync('node', ['tools/scripts/run-ts.mjs', 'libs/site/src/cli/main.ts', 'build', '--config', 'apps/docs', '--docs', join(content, 'docs'), '--out', out, '--no-cache', '--quiet'], { cwd: root, stdio: 'inherit' });
}

/** Gzipped size of a served file: its .gz sibling when the build wrote one, else gzip of the file. */
function gzipBytes(dir, pathname) {
  const file = join(dir, decodeURIComponent(pathname).replace(/^\/doc\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).byteLength;
  return existsSync(file) ? gzipSync(readFileSync(file)).byteLength : 0;
}

const input = (page) => page.locator('header input[role="combobox"]').first();

/** Sets the input's value as a keystroke would and resolves with ms until the listbox shows hits for it. */
function timeKeystroke(page, value) {
  return page.evaluate(
    (value) =>
      new Promise((done) => {
        const box = document.querySelector('header input[role="combobox"]');
        const list = document.getElementById(box.getAttribute('aria-controls'));
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const start = performance.now();
        const check = () => {
          if (list.dataset.resultsFor !== value) return false;
          observer.disconnect();
          done(performance.now() - start);
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(list, { attributes: true, attributeFilter: ['data-results-for'] });
        setter.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    value,
  );
}

/**
 * Measures search on a built site in `browser`: gzipped bytes fetched from the first hover until
 * the first results, and with `keystrokes`, keystroke-to-results times over {@link QUERIES}.
 */
export async function measureSearch(browser, dir, { keystrokes }) {
  const server = await startPreviewServer({ dir });
  const page = await browser.newPage();
  try {
    const { origin } = server;
    await page.goto(`${origin}/doc/`, { waitUntil: 'networkidle' });
    const requests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) requests.push(url.pathname);
    });
    const started = performance.now();
    await input(page).hover();
    await input(page).focus();
    await input(page).pressSequentially('gpu');
    await page.waitForSelector('[role="listbox"][data-results-for="gpu"] [role="option"]');
    const firstResultsMs = performance.now() - started;
    const firstFiles = [...new Set(requests)];
    const firstBytes = firstFiles.reduce((sum, p) => sum + gzipBytes(dir, p), 0);
    await page.waitForLoadState('networkidle');
    const result = { docs: dir, firstResultsGzipBytes: firstBytes, firstResultsFiles: firstFiles, firstResultsMs: Math.round(firstResultsMs) };
    if (!keystrokes) return result;

    const samples = [];
    for (const query of QUERIES) {
      for (let n = 1; n <= query.length; n += 1) samples.push({ query: query.slice(0, n), ms: await timeKeystroke(page, query.slice(0, n)) });
      await timeKeystroke(page, '');
    }
    const times = samples.map((s) => s.ms);
    await page.waitForLoadState('networkidle');
    const allFiles = [...new Set(requests)];
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    return {
      ...result,
      keystrokes: times.length,
      keystrokeP50Ms: +pct(50).toFixed(1),
      keystrokeP95Ms: +pct(95).toFixed(1),
      keystrokeMaxMs: +times[times.length - 1].toFixed(1),
      afterAllQueriesGzipBytes: allFiles.reduce((sum, p) => sum + gzipBytes(dir, p), 0),
      slowestKeystrokes: samples.sort((a, b) => b.ms - a.ms).slice(0, 8).map((s) => ({ query: s.query, ms: +s.ms.toFixed(1) })),
    };
  } finally {
    await page.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  const { values: args } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      'site-30': { type: 'string', default: '/tmp/search-site-30' },
      'site-1000': { type: 'string', default: '/tmp/search-site-1000' },
    },
  });
  if (args.build) {
    build(30, args['site-30']);
    build(1000, args['site-1000']);
  }
  for (const dir of [args['site-30'], args['site-1000']]) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`search bench: no built site in ${dir}; run with --build`);
  }
  const browser = await launchChromium(findChromium());
  let small;
  let large;
  try {
    small = await measureSearch(browser, args['site-30'], { keystrokes: false });
    large = await measureSearch(browser, args['site-1000'], { keystrokes: true });
  } finally {
    await browser.close();
  }

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const rows = [
    ['bytes to first results, 30 docs (gzip)', kb(small.firstResultsGzipBytes), `<= ${kb(BUDGETS.firstResultsGzip30)}`, small.firstResultsGzipBytes <= BUDGETS.firstResultsGzip30],
    ['bytes to first results, 1,000 docs (gzip)', kb(large.firstResultsGzipBytes), `<= ${kb(BUDGETS.firstResultsGzip1000)}`, large.firstResultsGzipBytes <= BUDGETS.firstResultsGzip1000],
    [`keystroke to results p95, 1,000 docs (${large.keystrokes} keystrokes)`, `${large.keystrokeP95Ms} ms`, `< ${BUDGETS.keystrokeP95Ms} ms`, large.keystrokeP95Ms < BUDGETS.keystrokeP95Ms],
    ['keystroke to results p50, 1,000 docs', `${large.keystrokeP50Ms} ms`, '', true],
    ['hover to first results, 1,000 docs (local server)', `${large.firstResultsMs} ms`, '', true],
    ['bytes after all bench queries, 1,000 docs (gzip)', kb(large.afterAllQueriesGzipBytes), '', true],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\n${'measure'.padEnd(width)} | value      | budget     | ok`);
  console.log(`${'-'.repeat(width)}-|------------|------------|---`);
  for (const [name, value, budget, ok] of rows) console.log(`${name.padEnd(width)} | ${value.padEnd(10)} | ${budget.padEnd(10)} | ${budget ? (ok ? 'yes' : 'NO') : ''}`);
  console.log('\n(2 shared cores: timings are noisy.)');

  mkdirSync(join(root, 'tmp/bench'), { recursive: true });
  const report = { date: new Date().toISOString(), budgets: BUDGETS, sites: { 30: small, 1000: large } };
  writeFileSync(join(root, 'tmp/bench/search.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote tmp/bench/search.json');
  if (rows.some(([, , budget, ok]) => budget && !ok)) process.exitCode = 1;
}
