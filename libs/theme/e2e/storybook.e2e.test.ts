/**
 * The built Storybook in Chromium, as the UI team uses it: the manager at 1280 px with its own
 * sidebar and panels around the preview frame.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, findChromium } from '../../../tools/scripts/chromium.mjs';

const dir = resolve(import.meta.dirname, '../storybook-static');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`Storybook is not built: ${dir} is missing. Run \`npx nx run theme:build-storybook\` first.`);
  // Storybook's files as they are (the site's preview server rewrites `.html` paths, which the
  // Storybook manager and its iframe.html rely on).
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^[/\\]+/, '');
    let file = resolve(dir, path || 'index.html');
    if (file !== dir && !file.startsWith(dir + sep)) file = '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', ...CHROMIUM_FLAGS] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

/** Opens a story in the Storybook manager at 1280 x 800 and returns the page and the preview frame. */
async function openStory(id: string): Promise<{ page: Page; preview: Frame }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(90_000);
  await page.goto(`${origin}/?path=/story/${id}`);
  const handle = await page.waitForSelector('iframe#storybook-preview-iframe');
  const preview = await handle.contentFrame();
  if (!preview) throw new Error('The Storybook preview frame did not load.');
  await preview.waitForSelector('#storybook-root > *');
  return { page, preview };
}

describe('given the DocPage story "With Sidebar" in the Storybook manager at 1280 px', () => {
  it('should show the docs sidebar beside the page and pass its play function', async () => {
    const { page, preview } = await openStory('pages-docpage--with-sidebar');
    const sidebar = preview.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.waitFor();
    expect(await sidebar.isVisible()).toBe(true);
    // What the story's play function checks, which fails when the sidebar is hidden: the current
    // doc is a visible link marked as the current page.
    await preview.getByRole('link', { name: 'Launch' }).and(preview.locator('[aria-current="page"]')).waitFor();
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../tmp/screenshots/storybook-docpage-with-sidebar.png') });
    await page.close();
  });
});

describe('given the SearchBar story "All States"', () => {
  it('should show each state as that state looks, not four idle boxes', async () => {
    const { page, preview } = await openStory('search-searchbar--all-states');
    const states = preview.locator('[data-state]');
    await expect.poll(() => states.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))).toEqual(expect.arrayContaining(['idle', 'loading', 'ready', 'error']));
    // Open panels: results listed, "No results", the error with Retry.
    expect(await preview.getByRole('option').count()).toBeGreaterThan(0);
    expect(await preview.getByText('No results', { exact: true }).first().isVisible()).toBe(true);
    expect(await preview.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../tmp/screenshots/storybook-searchbar-all-states.png') });
    await page.close();
  });
});
