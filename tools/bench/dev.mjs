#!/usr/bin/env node
/**
 * `node tools/bench/dev.mjs [--sizes 30,1000] [--runs 3]` (at least two runs a size): the dev server on synthetic docs.
 *
 * For each N and run: `hpcdocs dev` started in a new process on N generated docs; measured are the
 * time until it prints its URL (ready), until a doc page shows its title in Chromium (first page),
 * and, after an edit of that doc, until the open page shows the edit without a reload (first edit
 * shown; then the median of three more, each once the index has the one before) and until the
 * search index has the first edit (search updated). The first run of a size starts with no
 * content cache, the others from the one the first wrote (a dev server started again). Medians of
 * the runs are printed; times move with the machine's load, so nothing here fails.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../scripts/chromium.mjs';
import { generate } from '../synthetic/generate.mjs';
import { launchChromium } from './navigation.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '30,1000' }, runs: { type: 'string', default: '3' } } });
const sizes = values.sizes.split(',').map(Number).filter((n) => n > 0);
const runs = Math.max(1, Number(values.runs));
const work = resolve(root, 'tmp/bench');
const DOC = 'docs/compute/group-0/doc-0';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls `probe` every 5 ms until it returns a value; that value. */
async function until(probe, ceilingMs = 120_000) {
  const start = performance.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (performance.now() - start > ceilingMs) throw new Error('dev bench: gave up waiting');
    await sleep(5);
  }
}

/** A file's text, or undefined when not served; a page is asked for as a browser asks (Vite serves the app's HTML only then). */
const text = async (url, page = false) => {
  const response = await fetch(url, page ? { headers: { accept: 'text/html' } } : {});
  return response.ok ? response.text() : undefined;
};

/** The URL of the doc's page data and of the search index's root, from the boot data of its page as the dev server serves it. */
async function urlsOf(origin, baseUrl) {
  const html = await text(`${origin}${baseUrl}${DOC}`, true);
  const json = html && /<script id="__hpc_boot" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return undefined;
  const boot = JSON.parse(json);
  return boot.route?.data ? { data: origin + boot.route.data, search: boot.search ? origin + boot.search : undefined } : undefined;
}

async function once(n, browser) {
  const contentDir = join(work, `content-${n}`);
  if (!existsSync(join(contentDir, 'docs'))) await generate(n, contentDir);
  const docFile = join(contentDir, `${DOC}.md`);
  const port = String(5300 + Math.floor(Math.random() * 500));
  const start = performance.now();
  const child = spawn(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'dev', '--config', resolve(root, 'apps/docs'), '--docs', join(contentDir, 'docs'), '--port', port], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const origin = `http://localhost:${port}`;
    await until(async () => /https?:\/\/\S+/.test(output) || (child.exitCode !== null ? Promise.reject(new Error(output)) : false));
    const ready = performance.now() - start;
    // The first page: the doc's title on screen, in Chromium (Vite serves the app as modules).
    await page.goto(`${origin}/doc/${DOC}`, { timeout: 120_000 });
    await page.locator('article h1').first().waitFor({ timeout: 120_000 });
    const firstPage = performance.now() - start;
    const urls = await until(() => urlsOf(origin, '/doc/'));
    const searchBefore = urls.search ? await text(urls.search) : undefined;
    // Edits: a new paragraph with a new word each, shown in the open page without a reload. The
    // first after the start, then three more (the server's code is warm by then).
    const edit = async () => {
      const word = `benchword${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const at = performance.now();
      appendFileSync(docFile, `\n\nThe ${word} paragraph.\n`);
      await page.waitForFunction((w) => document.querySelector('article')?.textContent?.includes(w), word, { timeout: 120_000, polling: 'raf' });
      return { at, shown: performance.now() - at };
    };
    const first = await edit();
    const editShown = first.shown;
    const edited = first.at;
    // The index's root holds the hashes of its other files: it changes with the edit's word.
    const indexed = async (before) =>
      until(async () => {
        const fresh = await urlsOf(origin, '/doc/');
        const rootText = fresh?.search ? await text(fresh.search) : undefined;
        return rootText !== undefined && rootText !== before && rootText;
      });
    let searchText = await indexed(searchBefore);
    const searchUpdated = performance.now() - edited;
    // Each later edit once the server has indexed the one before, as a writer pauses between saves
    // (the index is built on the server's thread: an edit during it waits for it).
    const later = [];
    for (let n = 0; n < 3; n += 1) {
      later.push((await edit()).shown);
      searchText = await indexed(searchText);
    }
    return { ready, firstPage, editShown, laterShown: median(later), searchUpdated };
  } finally {
    await page.close();
    // The whole group: the TypeScript runner starts the server as a process of its own.
    process.kill(-child.pid, 'SIGTERM');
    // Leave the doc as generated for the next run: cut the edit back off.
    writeFileSync(docFile, readFileSync(docFile, 'utf8').replace(/\n\nThe benchword\w+ paragraph\.\n/g, ''));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const browser = await launchChromium(findChromium());
// The content cache the dev server starts from and writes (the build's, see libs/site/src/dev.ts).
const contentCache = resolve(root, 'apps/docs/node_modules/.cache/hpcdocs/content-cache.json');
for (const n of sizes) {
  const results = [];
  for (let r = 0; r < Math.max(2, runs); r++) {
    process.stdout.write(`N = ${n}, run ${r + 1}${r === 0 ? ' (no content cache)' : ''}\n`);
    if (r === 0) rmSync(contentCache, { force: true });
    results.push(await once(n, browser));
  }
  const warm = results.slice(1);
  rows.push({
    n,
    ready: median(results.map((x) => x.ready)),
    coldPage: results[0].firstPage,
    warmPage: median(warm.map((x) => x.firstPage)),
    editShown: median(results.map((x) => x.editShown)),
    laterShown: median(results.map((x) => x.laterShown)),
    searchUpdated: median(results.map((x) => x.searchUpdated)),
  });
}
await browser.close();
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
console.log('\n| docs | ready (URL printed) | first page, no cache | first page, started again | first edit shown | later edits shown | search updated |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.n} | ${fmt(row.ready)} | ${fmt(row.coldPage)} | ${fmt(row.warmPage)} | ${fmt(row.editShown)} | ${fmt(row.laterShown)} | ${fmt(row.searchUpdated)} |`);
