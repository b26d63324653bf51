/**
 * The spec's error catalogue (section 8) on the built site, where a reader would meet it: a page
 * that fails to render shows the crash page (never a blank screen), and the rest of the site keeps
 * working. The other rows are covered where they live; see the list in the README ("Errors").
 */
import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser, watchErrors } from './browser.js';

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
    await page.goto(`${origin}/doc/docs/quickstart/`, { waitUntil: 'networkidle' });
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
    const response = await page.goto(`${origin}/doc/docs/%E0%A4%A`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(400);
    expect(await page.locator('main h1').first().textContent()).toBe('Page not found');
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });
});
