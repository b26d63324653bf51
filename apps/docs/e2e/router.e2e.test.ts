/** Behaviour every page shares (paths, scroll, focus, progress bar, chunk errors), in real Chromium. */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, sharedBrowser, watchErrors, visit } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();

async function open(path: string): Promise<Page> {
  const page = await browser().newPage();
  await visit(page, origin + path);
  return page;
}

const h1 = (page: Page) => page.locator('h1').first().textContent();

describe('given the router on the built site', () => {
  it('should normalise /index.html to the clean path in the preview server', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin}/doc/docs/quickstart/index.html`);
    expect(new URL(page.url()).pathname).toBe('/doc/docs/quickstart/');
    await page.close();
  });

  it('should normalise a .html path on the client when a host serves it', async () => {
    const page = await browser().newPage();
    const html = await (await fetch(`${origin}/doc/docs/api/`)).text();
    await page.route(`${origin}/doc/docs/api.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await visit(page, `${origin}/doc/docs/api.html`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/doc/docs/api/');
    await page.close();
  });

  it('should explain a wrong base URL with a banner instead of a blank page', async () => {
    const page = await browser().newPage();
    const html = await (await fetch(`${origin}/doc/`)).text();
    await page.route(`${origin}/wrong/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(`${origin}/wrong/`);
    const banner = page.locator('#hpc-base-url-banner');
    await expect.poll(() => banner.textContent()).toContain('/doc/');
    await page.close();
  });

  it('should scroll to the hash target on a route change, and to the top without one', async () => {
    const page = await open('/doc/docs/quickstart/');
    const target = await page.evaluate(() => document.querySelector('article h2[id]')?.id ?? '');
    expect(target).not.toBe('');
    // History entries changed the way back/forward do, through popstate: first another page...
    const pop = (url: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    await pop('/doc/docs/api/');
    await expect.poll(() => h1(page)).toBe('API Overview');
    // ...then back to the quickstart at one of its headings.
    await pop(`/doc/docs/quickstart/#${target}`);
    await page.waitForFunction((id) => {
      const el = document.getElementById(id);
      return location.hash === `#${id}` && el !== null && scrollY > 0 && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < 150;
    }, target);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first().click();
    await page.waitForURL(`${origin}/doc/docs/api/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('should announce the new page title to screen readers after a client-side navigation', async () => {
    const page = await open('/doc/docs/quickstart/');
    const announcer = page.locator('[aria-live="assertive"]');
    expect(await announcer.textContent()).toBe('');
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first().click();
    await page.waitForURL(`${origin}/doc/docs/api/`);
    await expect.poll(() => page.title()).toMatch(/^API Overview \| /);
    // The live region holds the page arrived at, never the quickstart just left.
    await expect.poll(() => announcer.textContent()).toBe(await page.title());
    await page.close();
  });

  it('should make the skip link the first focusable element and move focus to main', async () => {
    const page = await open('/doc/docs/quickstart/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.close();
  });

  it('should show the progress bar only when loading takes longer than 200 ms', async () => {
    const page = await browser().newPage();
    // The next page's data (the login call, next in the sidebar) is held until the test has seen
    // the bar; a prefetch may already be waiting on it, which the navigation then shares.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/content/api-user-login.*.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}/doc/docs/quickstart/`, { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __bar: boolean }).__bar = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="progress-bar"]')) (window as unknown as { __bar: boolean }).__bar = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Fast: the target is already loaded (prefetched on hover) when it is clicked.
    const fast = page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first();
    await fast.hover();
    // Prefetched on hover, or already on sight of the link: either way its data has arrived.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/content\/api-index\.[^/]+\.json$/.test(entry.name)));
    await fast.click();
    await page.waitForURL(`${origin}/doc/docs/api/`);
    expect(await page.evaluate(() => (window as unknown as { __bar: boolean }).__bar)).toBe(false);
    // Slow: the data is held, so the bar shows; releasing it completes the navigation.
    await page.locator('a[rel="next"]').click();
    await page.waitForSelector('[data-testid="progress-bar"]');
    release();
    await page.waitForURL(`${origin}/doc/docs/api/user/login`);
    await expect.poll(() => page.locator('[data-testid="progress-bar"]').count()).toBe(0);
    await page.close();
  });

  it('should reload once when a page chunk fails, then show the load-error box with Retry', async () => {
    const page = await browser().newPage();
    // Every request for the API overview's chunk fails, prefetches included.
    await page.route('**/assets/content/api-index.*.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await visit(page, `${origin}/doc/docs/quickstart/`);
    const errors = watchErrors(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first().click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // The reloaded page can show the box before its load event fires: wait for that one load.
    await expect.poll(() => loads).toEqual([`${origin}/doc/docs/api/`]);
    expect(await page.locator('[role="alert"]').textContent()).toContain('HTTP 404');
    await page.unroute('**/assets/content/api-index.*.json');
    await retry.click();
    await expect.poll(() => h1(page)).toBe('API Overview');
    // Still the one reload: Retry loads the chunk, not the page.
    expect(loads).toEqual([`${origin}/doc/docs/api/`]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});
