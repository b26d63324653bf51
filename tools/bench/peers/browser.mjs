/**
 * The browser figures of the peers benchmark, in headless Chromium (tools/bench/navigation.mjs
 * launchChromium): each built site served by one small static server that gzips on the fly (the
 * same server and the same gzip for every framework, ours included, so no framework's own
 * precompression or server counts). Bytes are counted by that server as it writes them (encoded
 * body bytes, headers left out): that covers requests made by the page's workers (ours and
 * Pagefind search in a worker), which a CDP session of the page target does not report.
 *   - JS by load event: bytes of the .js/.mjs files requested from navigation until the load event
 *     (catches chunks a bundler runtime loads before hydration, which weight.mjs cannot see);
 *   - bytes to first search results: the doc page is loaded, then left until the network is idle;
 *     the search UI is opened as a reader would (its button) and the query typed. Summed: every
 *     byte sent from that click until a result is visible, plus the framework's search files
 *     (by name) the page fetched earlier by itself. Requests still under way when the result shows
 *     are listed, not counted. `afterLoadBytes` keeps everything sent from the load event on;
 *   - Lighthouse's total blocking time of the doc page, mobile profile (simulated 4x CPU slowdown,
 *     as `npm run lighthouse` runs it), the median of three runs: the time the main thread was
 *     blocked for input between first paint and interactivity.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { SEARCH_WORD } from './content.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
/** What is worth gzipping: text and wasm. Fonts, images and Pagefind's index files are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.wasm']);

/** The file for a request path under the site's base: the path, path.html, path/index.html. */
function resolveFile(dir, base, pathname) {
  if (!pathname.startsWith(base)) return null;
  const rest = normalize(decodeURIComponent(pathname.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
  const file = join(dir, rest);
  for (const candidate of [file, `${file}.html`, join(file, 'index.html')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Serves `dir` under `base` on a free port, gzip for clients that accept it. Resolves { origin, close }. */
export function startStaticServer(dir, base) {
  // Every response: path, when it started (performance.now()), encoded body bytes sent (gzip
  // output, or the file as is), whether it ended. The browser figures read these: the bytes on the
  // wire, counted where they are written, for the page and its workers alike.
  const log = [];
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    const entry = { path: pathname, started: performance.now(), bytes: 0, done: false };
    log.push(entry);
    let file = resolveFile(dir, base, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = existsSync(join(dir, '404.html')) ? join(dir, '404.html') : null;
      if (!file) {
        entry.done = true;
        return res.writeHead(404).end('not found');
      }
    }
    const ext = extname(file);
    // Cacheable for the page's lifetime (each measure starts with an empty cache): a file a site
    // fetches twice costs once, as with any server that sends validators.
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'max-age=3600', vary: 'accept-encoding' };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, gzip ? { ...headers, 'content-encoding': 'gzip' } : { ...headers, 'content-length': statSync(file).size });
    const streams = [createReadStream(file), ...(gzip ? [createGzip()] : [])];
    streams.at(-1).on('data', (chunk) => (entry.bytes += chunk.byteLength));
    pipeline(...streams, res, () => (entry.done = true));
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      resolvePromise({ origin: `http://127.0.0.1:${server.address().port}`, log, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** Sum of encoded bytes of finished responses in `entries`, and their list for the JSON. */
function total(entries) {
  return {
    bytes: entries.filter((e) => e.done).reduce((n, e) => n + e.bytes, 0),
    requests: entries.map((e) => `${e.path} ${e.done ? e.bytes : '(unfinished, not counted)'}`),
  };
}

/**
 * Loads the page at `path` of the site `server` serves, in a fresh context, and measures.
 * `search` is the framework's selectors (frameworks.mjs) or { na }. Resolves
 * { jsByLoadBytes, search: { bytes, requests, earlyBytes, afterLoadBytes, ms } | { na } }.
 */
export async function measureInBrowser(browser, server, path, search) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The tab icon is left out: Chromium fetches it when it likes, for no reader action.
  const since = (t) => server.log.filter((e) => e.started >= t && !/\/favicon\.\w+$/.test(e.path));
  const start = performance.now();
  try {
    await page.goto(server.origin + path, { waitUntil: 'load' });
    const loaded = performance.now();
    const jsByLoadBytes = since(start).filter((e) => e.started < loaded && /\.m?js$/.test(e.path)).reduce((n, e) => n + e.bytes, 0);
    if (search.na) return { jsByLoadBytes, search: { na: search.na } };
    // The network settles first, so that what the page fetches by itself is over before the
    // click, whatever the machine's speed.
    await page.waitForLoadState('networkidle');
    const opened = performance.now();
    await page.locator(search.open).first().click();
    const input = page.locator(search.input).first();
    await input.waitFor({ state: 'visible' });
    await input.pressSequentially(SEARCH_WORD, { delay: 30 });
    await page.locator(search.result).first().waitFor({ state: 'visible', timeout: 60_000 });
    const ms = performance.now() - opened;
    // Counted: what the page fetched from the click on, and its search files (by name:
    // `search.files` in frameworks.mjs) fetched before, at any time since navigation (Rspress
    // starts fetching its whole index as it hydrates). Not counted: what the page fetched by itself
    // that is not search (VitePress prefetches the docs its sidebar shows).
    const early = since(start).filter((e) => e.started < opened && search.files.test(e.path));
    const counted = total([...early, ...since(opened)]);
    return { jsByLoadBytes, search: { ...counted, earlyBytes: total(early).bytes, afterLoadBytes: total(since(loaded)).bytes, ms: Math.round(ms) } };
  } finally {
    await context.close();
  }
}

/** Lighthouse runs per page; TBT moves by tens of milliseconds from run to run on a busy machine. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's total blocking time of `url` (mobile profile, performance only) in a Chromium of its
 * own (`chromePath`): the median of {@link LIGHTHOUSE_RUNS} runs, and each run's. Resolves
 * { ms, runs }.
 */
export async function lighthouseBlockingTime(chromePath, url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
      if (typeof tbt !== 'number') throw new Error(`lighthouse gave no total blocking time for ${url}`);
      runs.push(Math.round(tbt));
    }
    return { ms: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)], runs };
  } finally {
    await chrome.kill();
  }
}
