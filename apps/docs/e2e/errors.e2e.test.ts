/**
 * The site's errors on the built site, where a reader would meet them: a page that fails to
 * render shows the crash page (never a blank screen), and the rest of the site keeps working.
 * The other errors are tested where they live; the root README ("Quality gates") lists each test.
 */
import { describe, expect, inject, it } from 'vitest';
import { hydrated, sharedBrowser, watchErrors, visit } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();

describe('given a doc whose data breaks the renderer', () => {
  it('should show the crash page with its message and Try again, and recover on navigation', async () => {
    const page = await browser().newPage();
    // The API overview's data arrives in a shape the renderer cannot handle.
    await page.route('**/assets/content/api-index.*.json', async (route) => {
      const real = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...real, body: 42, toc: 'broken' }) });
    });
    const errors = watchErrors(page);
    await visit(page, `${origin}/doc/docs/quickstart/`);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first().click();
    await page.waitForURL(`${origin}/doc/docs/api/`);

    const crash = page.getByRole('heading', { name: 'This page crashed.' });
    await crash.waitFor();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    expect(await tryAgain.isVisible()).toBe(true);
    // The reader sees what went wrong, and the navbar is still there to leave by.
    expect((await page.locator('main').textContent())?.length ?? 0).toBeGreaterThan('This page crashed.Try again'.length);
    expect(await page.getByRole('link', { name: 'Docs', exact: true }).first().isVisible()).toBe(true);
    expect(errors.some((e) => e.includes('error'))).toBe(true);

    // Try again renders the page again (the data is still broken, so it crashes again, visibly).
    await tryAgain.click();
    await crash.waitFor();

    await page.getByRole('link', { name: 'Docs', exact: true }).first().click();
    await page.waitForURL(`${origin}/doc/docs/quickstart/`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Quickstart');
    expect(await crash.count()).toBe(0);
    await page.close();
  });
});

describe('given a path with an undecodable percent-encoding', () => {
  it('should show the not-found page (status 400), hydrated and without a script error', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    const response = await visit(page, `${origin}/doc/docs/%E0%A4%A`);
    expect(response?.status()).toBe(400);
    expect(await page.locator('main h1').first().textContent()).toBe('Page not found');
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });
});

describe('given a direct load whose data files fail', () => {
  /**
   * Opens the Launch page with the files `pattern` matches answering 503. Page loads are counted by
   * their document requests: a reload can start before the first load's `load` event, which then never fires.
   */
  async function openFailing(pattern: string) {
    const page = await browser().newPage();
    await page.route(pattern, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
    });
    await page.goto(`${origin}/doc/docs/api/instance/launch`);
    return { page, loads };
  }

  // The page's own data failing leaves the prerendered page, which is readable, with the load
  // error above it (after the one reload that fixes a stale page).
  it.each([['its own data file', '**/assets/content/api-instance-launch.*.json']])('should keep the prerendered article readable and show the load error when %s fails', async (_what, pattern) => {
    const { page, loads } = await openFailing(pattern);
    const box = page.getByRole('alert').filter({ hasText: 'This page did not finish loading' });
    await box.waitFor();
    expect(await box.textContent()).toContain('HTTP 503');
    // One reload (a stale page would load fine after it), then the box: no loop.
    await expect.poll(() => loads.length).toBe(2);
    // The prerendered doc is still there below the box, whole.
    expect(await page.locator('article h1').textContent()).toBe('Launch an Instance');
    expect(await page.locator('article').getByText('instanceTypeId').first().isVisible()).toBe(true);
    expect(await box.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('article') as Node) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // Retry loads the files again, not the page; with them back, the page comes to life.
    await page.unroute(pattern);
    await box.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    expect(await box.count()).toBe(0);
    expect(await page.locator('article h1').textContent()).toBe('Launch an Instance');
    expect(loads.length).toBe(2);
    await page.close();
  });

  it('should bring the page to life without the site data, with the load error where the sidebar goes, and the sidebar after Retry', async () => {
    const pattern = '**/assets/content/site-data.*.json';
    const { page, loads } = await openFailing(pattern);
    await hydrated(page);
    // One reload first (a stale page's site data loads after it), then the page works without it.
    expect(loads.length).toBe(2);
    const box = page.getByRole('alert').filter({ hasText: 'The menu did not load' });
    await box.waitFor();
    expect(await box.textContent()).toContain('HTTP 503');
    expect(await box.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('article') as Node) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    expect(await page.locator('article h1').textContent()).toBe('Launch an Instance');
    // Interactive: the search box answers.
    await page.locator('header input[role="combobox"]').first().fill('billing');
    await page.waitForSelector('header [role="listbox"][data-results-for="billing"][aria-busy="false"]', { state: 'attached' });
    expect(await page.locator('header [role="option"]').count()).toBeGreaterThan(0);
    // On a phone the sidebar is in the menu: so is its load error.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('alert').filter({ hasText: 'The menu did not load' }).waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Retry loads the site data, not the page: the sidebar takes the box's place.
    await page.unroute(pattern);
    await box.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('navigation', { name: /docs|sidebar/i }).getByRole('link', { name: 'Launch an Instance' }).first().waitFor();
    expect(await box.count()).toBe(0);
    expect(loads.length).toBe(2);
    await page.close();
  });
});
