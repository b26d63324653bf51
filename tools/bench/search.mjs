#!/usr/bin/env node
/**
 * Search benchmark, in real Chromium on built sites of synthetic docs (tools/synthetic):
 * - bytes a reader downloads (gzipped) from the first hover of the search box until the first
 *   results show (budgets: 30 KB at 30 docs, 150 KB at 1,000 and at 10,000), and until their
 *   snippets are in;
 * - keystroke to rendered results: one character at a time through a set of queries, each timed
 *   from the input event to the animation frame after the listbox shows the hits for it
 *   (budgets: p95 under 30 ms at 1,000 docs, under 60 ms at 10,000), and to the frame after they
 *   are final (snippets in); each keystroke follows the last one's final results at once, and
 *   again at a typist's pace (search-keystrokes.mjs), with how many keystrokes waited for a term
 *   shard to download (the engine fetches ahead between keys);
 * - the main thread while a reader types: 20 characters with real key presses 60 ms apart,
 *   starting with the focus that loads the index; the longest task (budget: none over 50 ms),
 *   the longest animation frame's blocking time and INP (budget: under 100 ms).
 *
 *   node tools/bench/search.mjs [--build] [--sizes 30,1000,10000] [--dir tmp/bench/search]
 *                               [--out tmp/bench/search.json] [--strict]
 *
 * --build generates the synthetic content and builds each site first (sites already built are
 * reused otherwise). Prints a table, compared with the previous run of this script (its results
 * are kept as search.previous.json), and writes the results as JSON. `npm run bench` calls
 * measureSearch() on its own sites as well. --strict exits non-zero when a budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../scripts/chromium.mjs';
import { startPreviewServer } from '../scripts/serve.mjs';
import { generate } from '../synthetic/generate.mjs';
import { launchChromium } from './navigation.mjs';
import { keystrokeStats, PACE_MS, typeQueries } from './search-keystrokes.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Queries typed one character at a time: words the synthetic generator uses, an identifier and a typo. */
const QUERIES = ['gpu instance', 'checkpoint', 'tensor parallel', 'instanceTypeId', 'latncy', 'optimizer gradient', 'scheduler', 'doc42'];
/** What the typing measure types: 20 characters, real key presses. */
const TYPED = 'gpu instance latency';
const TYPING_DELAY_MS = 60;

/** The budgets, per site size. */
export function searchBudgets(docs) {
  return {
    firstResultsGzip: (docs <= 30 ? 30 : 150) * 1024,
    keystrokeP95Ms: docs >= 10000 ? 60 : docs >= 1000 ? 30 : null,
    longestTaskMs: 50,
    inpMs: 100,
  };
}

/** Gzipped size of a served file: its .gz sibling when the build wrote one, else gzip of the file. */
function gzipBytes(dir, pathname) {
  const file = join(dir, decodeURIComponent(pathname).replace(/^\/doc\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).byteLength;
  return existsSync(file) ? gzipSync(readFileSync(file)).byteLength : 0;
}

const input = (page) => page.locator('header input[role="combobox"]').first();

/** Opens the site's home page in a fresh page and waits until the app has hydrated. */
async function openHome(browser, origin) {
  const page = await browser.newPage();
  // When the page gets each message of the search worker, for telling a keystroke's time in the
  // worker from its time on the main thread.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.__workerMessages = [];
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => window.__workerMessages.push([performance.now(), event.data?.type]));
      }
      postMessage(message, ...rest) {
        window.__workerMessages.push([performance.now(), `sent ${message?.type}`]);
        return super.postMessage(message, ...rest);
      }
    };
  });
  await page.goto(`${origin}/doc/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

/** Records a page's requests to `origin`: their paths, the requests, and when each started and ended (epoch ms). */
function trackRequests(page, origin) {
  const requests = [];
  const requestObjects = [];
  // Each request and when it finished, for telling a slow keystroke's rounds apart.
  const timings = new Map();
  page.on('requestfinished', (request) => {
    const t = request.timing();
    timings.set(request, { start: t.startTime, end: t.startTime + t.responseEnd });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) {
      requests.push(url.pathname);
      requestObjects.push(request);
    }
  });
  return { requests, requestObjects, timings };
}

/**
 * The keystroke measure at a typist's pace ({@link PACE_MS} between a keystroke's final results
 * and the next), on a fresh page whose box has loaded the index: what a reader typing feels,
 * with the time the engine has between keys to fetch ahead.
 */
async function measurePaced(browser, origin) {
  const page = await openHome(browser, origin);
  try {
    const { requestObjects, timings } = trackRequests(page, origin);
    await input(page).focus();
    await page.waitForLoadState('networkidle');
    const stats = keystrokeStats(await typeQueries(page, QUERIES, requestObjects, timings, PACE_MS));
    return { paceMs: PACE_MS, keystrokeP50Ms: stats.keystrokeP50Ms, keystrokeP95Ms: stats.keystrokeP95Ms, keystrokesWaitingForShards: stats.keystrokesWaitingForShards, keystrokes: stats.keystrokes };
  } finally {
    await page.close();
  }
}

/** Starts recording long tasks, long animation frames and event timings in the page. */
function startMainThreadRecording(page) {
  return page.evaluate(() => {
    const record = { tasks: [], frames: [], events: [] };
    window.__searchBench = record;
    const observe = (type, options, onEntry) => {
      try {
        new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, ...options });
      } catch {
        // an entry type this browser does not have
      }
    };
    observe('longtask', {}, (e) => record.tasks.push(e.duration));
    observe('long-animation-frame', {}, (e) => record.frames.push(e.blockingDuration ?? 0));
    observe('event', { durationThreshold: 16 }, (e) => {
      if (e.interactionId) record.events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    });
  });
}

/** Types {@link TYPED} with real key presses into a box that has not loaded the index yet. */
async function measureTyping(browser, origin) {
  const page = await openHome(browser, origin);
  try {
    await startMainThreadRecording(page);
    const started = Date.now();
    await input(page).focus();
    await input(page).pressSequentially(TYPED, { delay: TYPING_DELAY_MS });
    const typedMs = Date.now() - started;
    await page.waitForSelector(`header [role="listbox"][data-results-for="${TYPED}"]`, { state: 'attached' });
    const settleMs = Date.now() - started - typedMs;
    // Long tasks and event timings are reported after the frame they end in.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    const record = await page.evaluate(() => window.__searchBench);
    const interactions = new Map();
    for (const e of record.events) interactions.set(e.id, Math.max(interactions.get(e.id) ?? 0, e.duration));
    const durations = [...interactions.values()].sort((a, b) => b - a);
    return {
      characters: TYPED.length,
      delayMs: TYPING_DELAY_MS,
      longTasks: record.tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...record.tasks)),
      longestFrameBlockingMs: Math.round(Math.max(0, ...record.frames)),
      // Under 50 interactions INP is the slowest one; event timing reports only those of 16 ms or more.
      inpMs: Math.round(durations[0] ?? 0),
      slowInteractions: durations.length,
      resultsAfterLastKeyMs: settleMs,
    };
  } finally {
    await page.close();
  }
}

/**
 * Measures search on a built site in `browser`: gzipped bytes fetched from the first hover until
 * the first results; with `keystrokes`, keystroke-to-rendered-results times over {@link QUERIES};
 * with `typing`, the main thread while a reader types.
 */
export async function measureSearch(browser, dir, { keystrokes = true, typing = true } = {}) {
  const server = await startPreviewServer({ dir });
  const { origin } = server;
  try {
    const page = await openHome(browser, origin);
    const { requests, requestObjects, timings } = trackRequests(page, origin);
    // The epoch ms at which the first hits for "gpu" are in the page, taken in the page itself, and
    // whether they came without their snippets (the list is busy until those are in). A request
    // counts towards the first results when the browser started it before then, except, when the
    // hits came without snippets, the text files the snippets are cut from: the worker asks for
    // those once it has sent the hits, and they are counted in "with snippets". (Counting what was
    // requested when Playwright saw the hits counted them, on a small site, by a race.)
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const list = document.querySelector('[role="listbox"][data-results-for="gpu"]');
        if (!list?.querySelector('[role="option"]')) return;
        window.__firstResults = { at: performance.timeOrigin + performance.now(), withoutSnippets: list.getAttribute('aria-busy') === 'true' };
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-results-for'] });
    });
    const started = performance.now();
    await input(page).hover();
    await input(page).focus();
    await input(page).pressSequentially('gpu');
    await page.waitForSelector('[role="listbox"][data-results-for="gpu"] [role="option"]');
    const firstResultsMs = performance.now() - started;
    // The hits may show before their snippets: the bytes until those are in too.
    await page.waitForSelector('[role="listbox"][data-results-for="gpu"][aria-busy="false"] [role="option"]');
    const completeFiles = [...new Set(requests)];
    await page.waitForLoadState('networkidle');
    const first = await page.evaluate(() => window.__firstResults);
    const neededFirst = (r) => r.timing().startTime <= first.at && !(first.withoutSnippets && /\.texts-\d+\.[0-9a-f]+\.json$/.test(new URL(r.url()).pathname));
    const firstFiles = [...new Set(requestObjects.filter(neededFirst).map((r) => new URL(r.url()).pathname))];
    const result = {
      firstResultsGzipBytes: firstFiles.reduce((sum, p) => sum + gzipBytes(dir, p), 0),
      firstResultsFiles: firstFiles,
      firstResultsMs: Math.round(firstResultsMs),
      completeFirstResultsGzipBytes: completeFiles.reduce((sum, p) => sum + gzipBytes(dir, p), 0),
    };
    if (keystrokes) {
      const samples = await typeQueries(page, QUERIES, requestObjects, timings, 0);
      await page.waitForLoadState('networkidle');
      Object.assign(result, keystrokeStats(samples), {
        afterAllQueriesGzipBytes: [...new Set(requests)].reduce((sum, p) => sum + gzipBytes(dir, p), 0),
        ...(process.env.SEARCH_BENCH_SAMPLES ? { samples } : {}),
      });
    }
    await page.close();
    if (keystrokes) result.paced = await measurePaced(browser, origin);
    if (typing) result.typing = await measureTyping(browser, origin);
    return result;
  } finally {
    await server.close();
  }
}

/** Generates `docs` synthetic docs and builds the site from them with our site's config. */
function buildSite(docs, dir) {
  const content = join(dir, `content-${docs}`);
  const site = join(dir, `site-${docs}`);
  console.log(`building ${docs} docs into ${site}`);
  return generate(docs, content).then(() => {
    execFileSync(process.execPath, ['tools/scripts/run-ts.mjs', 'libs/site/src/cli/main.ts', 'build', '--config', 'apps/docs', '--docs', join(content, 'docs'), '--out', site, '--no-cache', '--quiet'], { cwd: root, stdio: 'inherit' });
    return site;
  });
}

const kb = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n == null ? '-' : `${n} ms`);

/** Table rows: label, value of a site's result, formatter, budget check (or null). */
const ROWS = [
  ['bytes to first results (gzip)', (r) => r.firstResultsGzipBytes, kb, (r, b) => [r.firstResultsGzipBytes <= b.firstResultsGzip, `<= ${kb(b.firstResultsGzip)}`]],
  ['bytes to first results with snippets', (r) => r.completeFirstResultsGzipBytes, kb, null],
  ['hover to first results', (r) => r.firstResultsMs, ms, null],
  ['keystroke to rendered results p50', (r) => r.keystrokeP50Ms, ms, null],
  ['keystroke to rendered results p95', (r) => r.keystrokeP95Ms, ms, (r, b) => (b.keystrokeP95Ms === null || r.keystrokeP95Ms == null ? null : [r.keystrokeP95Ms < b.keystrokeP95Ms, `< ${b.keystrokeP95Ms} ms`])],
  ['keystroke to rendered results max', (r) => r.keystrokeMaxMs, ms, null],
  ['keystroke to final results (snippets) p50', (r) => r.keystrokeFinalP50Ms, ms, null],
  ['keystroke to final results (snippets) p95', (r) => r.keystrokeFinalP95Ms, ms, null],
  ['keystrokes waiting for a term shard', (r) => (r.keystrokes ? `${r.keystrokesWaitingForShards} of ${r.keystrokes}` : null), String, null],
  ['bytes after all queries (gzip)', (r) => r.afterAllQueriesGzipBytes, kb, null],
  ['at a typist\'s pace: keystroke p50', (r) => r.paced?.keystrokeP50Ms, ms, null],
  ['at a typist\'s pace: keystroke p95', (r) => r.paced?.keystrokeP95Ms, ms, null],
  ['at a typist\'s pace: waiting for a term shard', (r) => (r.paced ? `${r.paced.keystrokesWaitingForShards} of ${r.paced.keystrokes}` : null), String, null],
  ['typing: longest main-thread task', (r) => r.typing?.longestTaskMs, ms, (r, b) => (r.typing ? [r.typing.longestTaskMs <= b.longestTaskMs, `<= ${b.longestTaskMs} ms`] : null)],
  ['typing: long tasks', (r) => r.typing?.longTasks, String, null],
  ['typing: longest frame blocking', (r) => r.typing?.longestFrameBlockingMs, ms, null],
  ['typing: INP', (r) => r.typing?.inpMs, ms, (r, b) => (r.typing ? [r.typing.inpMs < b.inpMs, `< ${b.inpMs} ms`] : null)],
  ['typing: results after the last key', (r) => r.typing?.resultsAfterLastKeyMs, ms, null],
];

function table(sites, previous) {
  const sizes = Object.keys(sites).map(Number);
  const header = ['measure', ...sizes.map((n) => `${n} docs`)];
  const lines = [header];
  const misses = [];
  for (const [label, get, format, check] of ROWS) {
    lines.push([
      label,
      ...sizes.map((n) => {
        const value = get(sites[n]);
        let cell = value == null ? '-' : format(value);
        const old = previous?.sites?.[n] ? get(previous.sites[n]) : undefined;
        if (typeof value === 'number' && typeof old === 'number') cell += ` (was ${format(old)})`;
        const verdict = check?.(sites[n], searchBudgets(n));
        if (verdict) {
          cell += verdict[0] ? ` ok ${verdict[1]}` : ` MISS ${verdict[1]}`;
          if (!verdict[0]) misses.push(`${label} at ${n} docs: ${format(value)}, budget ${verdict[1]}`);
        }
        return cell;
      }),
    ]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const text = lines.map((l) => `| ${l.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`);
  text.splice(1, 0, `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  return { text: text.join('\n'), misses };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      sizes: { type: 'string', default: '30,1000,10000' },
      dir: { type: 'string', default: 'tmp/bench/search' },
      out: { type: 'string', default: 'tmp/bench/search.json' },
      strict: { type: 'boolean', default: false },
    },
  });
  const dir = resolve(root, args.dir);
  const outFile = resolve(root, args.out);
  const sizes = args.sizes.split(',').map(Number).filter((n) => n > 0);
  mkdirSync(dir, { recursive: true });
  const siteDirs = {};
  for (const n of sizes) {
    const site = join(dir, `site-${n}`);
    siteDirs[n] = args.build || !existsSync(join(site, 'index.html')) ? await buildSite(n, dir) : site;
  }
  const chrome = findChromium();
  if (!chrome) throw new Error('search bench: no Chromium found; install it (apt-get install -y chromium) or set CHROME_PATH');
  const browser = await launchChromium(chrome);
  const sites = {};
  try {
    for (const n of sizes) {
      process.stdout.write(`measuring ${n} docs\n`);
      sites[n] = await measureSearch(browser, siteDirs[n], { keystrokes: n >= 1000, typing: true });
    }
  } finally {
    await browser.close();
  }
  const previous = existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : null;
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  })();
  const { text, misses } = table(sites, previous);
  console.log(`\nsearch benchmark (commit ${commit ?? '?'}${previous ? `; previous run: commit ${previous.commit ?? '?'}, ${previous.date}` : ''})\n`);
  console.log(text);
  console.log('\n(2 shared cores: timings are noisy; compare runs made on the same machine.)');
  if (misses.length > 0) console.log(`\nBudgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  else console.log('\nEvery budget met.');
  mkdirSync(dirname(outFile), { recursive: true });
  if (existsSync(outFile)) renameSync(outFile, outFile.replace(/\.json$/, '.previous.json'));
  writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), commit, sites }, null, 2)}\n`);
  console.log(`wrote ${args.out}`);
  if (args.strict && misses.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
