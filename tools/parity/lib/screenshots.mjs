/**
 * Screenshot comparison of a sample of pages (`--screenshots N`): each page of both builds in
 * Chromium at 1280 px and at 375 px (a phone, touch), its article area captured (the Markdown
 * body both themes mark with Infima's class names, else the page's main part: see AREAS), and the share of
 * pixels that differ between the two captures. Text similarity says whether the words came
 * along; this says whether the site still looks like itself (its custom CSS, Tailwind, its fonts).
 *
 * Requests outside the two local servers are refused, so a site's analytics or web fonts neither
 * slow the run nor make it depend on the network. The images go to `<work>/screenshots/`, with a
 * third one per page marking the differing pixels in red.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';
import { startPreviewServer } from '../../scripts/serve.mjs';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
];
/** Docusaurus' pages have inline scripts and styles that the preview server's policy (made for hpcdocs' pages) would refuse. */
const CONTEXT = { bypassCSP: true, reducedMotion: 'reduce' };
/**
 * The article area, tried in order (Docusaurus' selector, hpcdocs'); the first that both pages
 * have is captured. A React page of Docusaurus without a `<main>` of its own sits in `.main-wrapper`.
 * The pixel share means most where the layouts line up (a doc's body); the images say the rest.
 */
const AREAS = [
  ['main .theme-doc-markdown', 'main .theme-doc-markdown'],
  ['main .markdown', 'main .markdown'],
  // hpcdocs' <main> holds the docs sidebar too; its page is the article beside it.
  ['main', 'main article'],
  ['main', 'main'],
  ['.main-wrapper', 'main'],
];
/** A capture is cut at this height: the top of a long page says enough, and keeps the run short. */
const MAX_HEIGHT = 2400;
/** Colour channels may differ this much (of 255) before a pixel counts as different: anti-aliasing. */
const CHANNEL_TOLERANCE = 40;

/** `count` routes spread over `routes` (sorted), the home page first when there is one. */
export function sampleRoutes(routes, count) {
  const sorted = [...routes].sort();
  const home = sorted.find((route) => route === '/');
  const rest = sorted.filter((route) => route !== '/');
  const picked = home ? [home] : [];
  const wanted = Math.max(0, Math.min(count, sorted.length) - picked.length);
  for (let i = 0; i < wanted; i += 1) picked.push(rest[Math.floor((i * rest.length) / wanted)]);
  return [...new Set(picked)];
}

/** A page at `url`, loaded with its images and fonts (both themes load images lazily). */
async function opened(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const settled = (image) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.all(images.filter((image) => !image.complete).map(settled));
    await document.fonts.ready;
  });
  return page;
}

/** The PNG of `selector`'s first match on `page`, cut at MAX_HEIGHT. */
async function captureArea(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  const clip = { x: Math.max(0, box.x), y: Math.max(0, box.y), width: box.width, height: Math.min(box.height, MAX_HEIGHT) };
  return page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' });
}

/**
 * The article areas of the two pages, the same part of each: the first of AREAS both pages have
 * (a doc's body on doc pages; the whole `<main>` where one theme has no Markdown body, a tag page);
 * undefined when they have none in common.
 */
async function captures(context, urls) {
  const pages = await Promise.all(urls.map((url) => opened(context, url)));
  try {
    for (const selectors of AREAS) {
      // Counted first: a locator's boundingBox() waits for an element that is not there.
      const counts = await Promise.all(pages.map((page, i) => page.locator(selectors[i]).count()));
      if (counts.includes(0)) continue;
      const boxes = await Promise.all(pages.map((page, i) => page.locator(selectors[i]).first().boundingBox()));
      if (boxes.some((box) => !box || box.width < 1 || box.height < 1)) continue;
      return await Promise.all(pages.map((page, i) => captureArea(page, selectors[i])));
    }
    return undefined;
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
}

/**
 * The share of pixels that differ between two PNGs (the larger size counts: an area one image
 * does not cover differs), and a PNG marking them, computed on canvases in the browser.
 */
async function difference(page, a, b) {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const load = (data) =>
        new Promise((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error('unreadable capture'));
          image.src = `data:image/png;base64,${data}`;
        });
      const [one, two] = await Promise.all([load(a), load(b)]);
      const width = Math.max(one.width, two.width);
      const height = Math.max(one.height, two.height);
      const pixels = (image) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        context.fillStyle = '#ff00ff';
        context.fillRect(0, 0, width, height);
        context.clearRect(0, 0, image.width, image.height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [p, q] = [pixels(one), pixels(two)];
      const marked = new OffscreenCanvas(width, height);
      const context = marked.getContext('2d');
      context.globalAlpha = 0.25;
      context.drawImage(two, 0, 0);
      context.globalAlpha = 1;
      const overlay = context.getImageData(0, 0, width, height);
      let different = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i] - q[i]) > tolerance || Math.abs(p[i + 1] - q[i + 1]) > tolerance || Math.abs(p[i + 2] - q[i + 2]) > tolerance) {
          different += 1;
          overlay.data.set([255, 0, 0, 255], i);
        }
      }
      context.putImageData(overlay, 0, 0);
      const blob = await marked.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { share: different / (width * height), width, height, marked: btoa(binary) };
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance: CHANNEL_TOLERANCE },
  );
}

/**
 * Captures `routes` of both builds and compares them. `sides` are `{ outDir, baseUrl }` of the
 * Docusaurus and hpcdocs builds; returns one entry per route and viewport.
 */
export async function compareScreenshots({ docusaurus, hpcdocs, routes, workDir, log }) {
  const dir = join(workDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const servers = await Promise.all([docusaurus, hpcdocs].map((side) => startPreviewServer({ dir: side.outDir, base: side.baseUrl })));
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', ...CHROMIUM_FLAGS] });
  const results = [];
  try {
    const scratch = await browser.newPage();
    for (const { name, ...options } of VIEWPORTS) {
      const context = await browser.newContext({ ...CONTEXT, ...options });
      const local = new Set(servers.map((server) => new URL(server.origin).host));
      await context.route('**/*', (route) => (local.has(new URL(route.request().url()).host) ? route.continue() : route.abort()));
      for (const route of routes) {
        const urls = [docusaurus, hpcdocs].map((side, i) => `${servers[i].origin}${side.baseUrl}${route.replace(/^\//, '')}`);
        const both = await captures(context, urls);
        const file = `${name}${route.replace(/[^\w]+/g, '-').replace(/-+$/, '') || '-home'}`;
        if (!both) {
          results.push({ route, viewport: name, share: null, why: 'no article area common to both pages' });
          continue;
        }
        const [a, b] = both;
        const diff = await difference(scratch, a, b);
        writeFileSync(join(dir, `${file}.docusaurus.png`), a);
        writeFileSync(join(dir, `${file}.hpcdocs.png`), b);
        writeFileSync(join(dir, `${file}.diff.png`), Buffer.from(diff.marked, 'base64'));
        results.push({ route, viewport: name, share: diff.share, width: diff.width, height: diff.height });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  log(`  screenshots: ${results.length} captures compared, images in ${dir}`);
  return results;
}
