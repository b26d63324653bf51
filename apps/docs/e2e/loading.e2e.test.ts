/**
 * How a built page loads (libs/site README, "Loading"): readable with no JavaScript, only the
 * loader before the load event, the app after first paint, hydration that keeps the prerendered
 * doc as it is, and links clicked (text typed, keys pressed) before the app is there followed
 * (kept, pressed again) once it is.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Route } from 'playwright-core';
import { hydrated, sharedBrowser, watchErrors } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();
const DOC = '/doc/docs/quickstart/';

/**
 * A new page at `path` whose app entry module is held: the page stays as the loader left it until
 * `release()`. `hydrate()` waits for the loader to ask for the app, lets it load and waits for the
 * hydrated page; `errors` collects the page's console errors and warnings from the start.
 */
async function openWithAppHeld(path = DOC) {
  const page = await browser().newPage();
  const errors = watchErrors(page);
  let release = () => undefined as void;
  let signal = () => undefined as void;
  const requested = new Promise<void>((resolve) => (signal = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/doc\/assets\/main-[\w-]+\.js$/, async (route: Route) => {
    signal();
    await released;
    await route.continue();
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  const hydrate = async () => {
    await requested;
    release();
    await hydrated(page);
  };
  return { page, errors, requested, release, hydrate };
}

describe('given a built doc page', () => {
  it('should be readable with JavaScript off: title, article text and working links', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin + DOC);
    await expect.poll(() => page.locator('article h1').textContent()).toBeTruthy();
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(200);
    const href = await page.locator('nav a[href^="/doc/docs/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await context.close();
  });

  it('should run only the loader before the load event, and load the app after it', async () => {
    const page = await browser().newPage();
    const scripts: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: new URL(request.url()).pathname, at: Date.now() });
    });
    const html = await (await fetch(origin + DOC)).text();
    // No script of the app in the HTML: one module script, the loader, and no modulepreload.
    expect(html.match(/<script[^>]*type="module"[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<script[^>]*id="hpcdocs-loader"[^>]*src="\/doc\/assets\/loader-[\w-]+\.js"/);
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto(origin + DOC, { waitUntil: 'load' });
    const loadedAt = Date.now();
    const beforeLoad = scripts.filter((s) => s.at <= loadedAt).map((s) => s.url);
    expect(beforeLoad.every((url) => /\/loader-[\w-]+\.js$/.test(url))).toBe(true);
    await hydrated(page);
    expect(scripts.some((s) => /\/main-[\w-]+\.js$/.test(s.url))).toBe(true);
    await page.close();
  });

  it('should hydrate without rendering the prerendered article again', async () => {
    const { page, errors, hydrate } = await openWithAppHeld();
    // Marks the article's nodes while the app is held; hydration must keep these very nodes.
    const marked = await page.evaluate(() => {
      const nodes = [document.querySelector('article'), document.querySelector('article p')];
      for (const node of nodes) if (node) (node as unknown as { mark: string }).mark = 'prerendered';
      return nodes.every(Boolean);
    });
    expect(marked).toBe(true);
    await page.mouse.move(10, 10);
    await hydrate();
    const kept = await page.evaluate(() => [(document.querySelector('article') as unknown as { mark?: string }).mark, (document.querySelector('article p') as unknown as { mark?: string }).mark]);
    expect(kept).toEqual(['prerendered', 'prerendered']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should follow a link clicked before the app is there client-side, once it has hydrated', async () => {
    const { page, errors, requested, release } = await openWithAppHeld();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const link = page.locator('nav a[href="/doc/docs/storage/"]').first();
    const target = await link.getAttribute('href');
    expect(target).toBe('/doc/docs/storage/');
    await link.click();
    await requested;
    // The click is held while the app loads: the page has not moved, and after 200 ms it says it is loading.
    const loaderBar = page.locator('body > [role="progressbar"][aria-label="Loading page"]');
    await loaderBar.waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe(DOC);
    release();
    await hydrated(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/doc/docs/storage/');
    await expect.poll(() => loaderBar.count()).toBe(0);
    await expect.poll(() => page.locator('article h1').textContent()).toMatch(/storage/i);
    // The same document: the router navigated, the browser did not load a new page.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should focus the search box for ctrl+K pressed before the app is there, once it has hydrated', async () => {
    const { page, hydrate } = await openWithAppHeld();
    await page.keyboard.press('Control+k');
    await hydrate();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.close();
  });

  it('should keep what was typed into the search box before the app is there, and search for it', async () => {
    const { page, hydrate } = await openWithAppHeld();
    const box = page.locator('header input[role="combobox"]');
    await box.click();
    await box.pressSequentially('gpu inst');
    await hydrate();
    // Hydration put the rendered (empty) value back; the loader typed it in again.
    await expect.poll(() => box.inputValue()).toBe('gpu inst');
    await expect.poll(() => page.locator('header [role="listbox"] [role="option"]').count()).toBeGreaterThan(0);
    // The reader goes on typing where they were.
    await box.pressSequentially('ance');
    await expect.poll(() => box.inputValue()).toBe('gpu instance');
    await page.close();
  });

  it('should open the search box focused before the app is there, and search for what is typed after', async () => {
    const { page, hydrate } = await openWithAppHeld();
    const box = page.locator('header input[role="combobox"]');
    await box.click();
    await hydrate();
    await box.pressSequentially('storage');
    await expect.poll(() => page.locator('header [role="listbox"] [role="option"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('should prefetch a link hovered before the app is there, once it has hydrated', async () => {
    const { page, hydrate } = await openWithAppHeld('/doc/docs/docker/');
    // A sidebar link to a page no other link of this one leads to: nothing but a hover prefetches
    // it (sidebar links are not prefetched on sight, the others are).
    const target = await page.evaluate(() => {
      const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
      const elsewhere = new Set([...document.querySelectorAll('a')].filter((a) => !sidebar?.contains(a)).map((a) => a.getAttribute('href')));
      const link = [...(sidebar?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].find((a) => a.getClientRects().length > 0 && !elsewhere.has(a.getAttribute('href')) && a.getAttribute('href') !== location.pathname);
      return link?.getAttribute('href') ?? null;
    });
    expect(target).not.toBeNull();
    await page.locator(`nav[aria-label="Docs sidebar"] a[href="${target}"]`).first().hover();
    await hydrate();
    const data = await page.evaluate(async (path) => {
      const manifest = (await (await fetch('/doc/assets/content/manifest.json')).json()) as { routes: string };
      const table = (await (await fetch(manifest.routes)).json()) as { routes: { path: string; data?: string }[] };
      return table.routes.find((route) => route.path === path)?.data ?? null;
    }, target);
    expect(data).not.toBeNull();
    await page.waitForFunction((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file as string)), data);
    await page.close();
  });

  it('should follow the link as a plain link when the app cannot load', async () => {
    const page = await browser().newPage();
    await page.route(/\/doc\/assets\/main-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(origin + DOC, { waitUntil: 'load' });
    await page.locator('nav a[href="/doc/docs/storage/"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/doc/docs/storage/');
    await expect.poll(() => page.locator('article h1').textContent()).toMatch(/storage/i);
    await page.close();
  });
});
