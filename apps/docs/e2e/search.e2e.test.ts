/** The search bar and the search page in real Chromium on the built site. */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_SUITE } from '../../../tools/search-relevance/site-cases.js';
import { sharedBrowser, watchErrors, visit } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();

const INDEX_FILE = /\/doc\/assets\/search\/search-index\.[0-9a-f]{12}\.json$/;

async function open(path: string): Promise<{ page: Page; errors: string[]; indexRequests: string[] }> {
  const page = await browser().newPage();
  const errors = watchErrors(page);
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/search/')) indexRequests.push(request.url());
  });
  await visit(page, origin + path);
  return { page, errors, indexRequests };
}

const box = (page: Page) => page.locator('header input[role="combobox"]').first();
const options = (page: Page) => page.locator('header [role="option"]');

/** Types a query into the box and waits for its final hits (snippets included). */
async function search(page: Page, query: string): Promise<void> {
  await box(page).fill(query);
  await page.waitForSelector(`header [role="listbox"][data-results-for="${query.replace(/"/g, '\\"')}"][aria-busy="false"]`, { state: 'attached' });
}

describe('given the search bar in the navbar', () => {
  it('should show the shortcut hint and focus on ctrl+K', async () => {
    const { page } = await open('/doc/docs/quickstart/');
    await expect(page.locator('header kbd').first().textContent()).resolves.toBe('Ctrl K');
    await page.keyboard.press('Control+k');
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('should load the index only on the first hover, once', async () => {
    const { page, indexRequests } = await open('/doc/docs/quickstart/');
    expect(indexRequests).toEqual([]);
    await box(page).hover();
    await page.waitForFunction(() => document.querySelector('header [data-state]')?.getAttribute('data-state') === 'ready');
    expect(indexRequests.filter((url) => INDEX_FILE.test(url))).toHaveLength(1);
    await box(page).focus();
    await search(page, 'instance');
    expect(indexRequests.filter((url) => INDEX_FILE.test(url))).toHaveLength(1);
    await page.close();
  });

  it('should list at most 8 results with the matched terms marked, as an expanded combobox', async () => {
    const { page } = await open('/doc/');
    await search(page, 'instance');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    // A mark holds the word that matched (or a longer term the typed word starts, `instance/start`).
    expect((await page.locator('header [role="option"] mark').first().textContent())?.toLowerCase()).toMatch(/^instance/);
    await page.close();
  });

  it("should find an identifier in section text and rank its page first, fetching only its terms' shards and the hits' texts", async () => {
    const { page, indexRequests } = await open('/doc/');
    await search(page, 'instanceTypeId');
    await page.waitForFunction(() => document.querySelector('header [role="option"]')?.textContent?.includes('Launch an Instance'));
    const files = indexRequests.map((url) => new URL(url).pathname.split('/').pop() ?? '');
    // The identifier, its parts (instance, type, id) and the whole query as a title: at most one shard each.
    expect(files.filter((f) => f.includes('.terms-')).length).toBeLessThanOrEqual(5);
    expect(files.filter((f) => f.includes('.texts-')).length).toBeGreaterThan(0);
    expect(files.filter((f) => f.includes('.tail-'))).toEqual([]);
    await page.close();
  });

  it("should search in a module Web Worker, started on the first hover, that the site's Content-Security-Policy allows", async () => {
    const { page, errors } = await open('/doc/docs/quickstart/');
    await page.evaluate(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    expect(page.workers()).toEqual([]);
    const started = page.waitForEvent('worker');
    await box(page).hover();
    const worker = await started;
    expect(new URL(worker.url()).pathname).toMatch(/^\/doc\/assets\/worker-[\w-]{8}\.js$/);
    await box(page).focus();
    await search(page, 'instance');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(page.workers()).toHaveLength(1);
    // Served like every script of the site: hashed, immutable, under the site's policy.
    const response = await page.request.get(worker.url());
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should move with the arrow keys, open the active hit with Enter and highlight the terms there', async () => {
    const { page, errors } = await open('/doc/');
    await search(page, 'chargeMode');
    await page.keyboard.press('ArrowDown');
    // The box's active option and that option's state, read together: the full list can replace
    // the first-tier hits between two reads, and the active hit then moves to its new place.
    const active = await page.waitForFunction(() => {
      const id = document.querySelector('header input[role="combobox"]')?.getAttribute('aria-activedescendant');
      return id && document.getElementById(id)?.getAttribute('aria-selected') === 'true' ? id : null;
    });
    expect(await active.jsonValue()).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL(/_highlight=chargemode/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('_highlight')).toEqual(['chargemode', 'charge', 'mode']);
    const highlighted = await page.waitForFunction(() => {
      const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
      const ranges = [...(registry.get('hpcdocs-search-term') ?? [])];
      return ranges.length > 0 ? ranges.map((r) => r.toString().toLowerCase()) : null;
    });
    expect(await highlighted.jsonValue()).toContain('chargemode');
    expect(await page.locator('main mark, main [data-highlight]').count()).toBe(0);
    // Only the article's text is marked: not the sidebar, the breadcrumbs or a table of contents.
    const outside = await page.evaluate(() => {
      const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
      return [...(registry.get('hpcdocs-search-term') ?? [])].filter((r) => {
        const element = r.startContainer.parentElement;
        return !element?.closest('article') || element.closest('nav') !== null;
      }).length;
    });
    expect(outside).toBe(0);
    // The search is over: the navbar's box is empty on the page the hit opened.
    expect(await page.locator('header input[role="combobox"]').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should close the list on Escape', async () => {
    const { page } = await open('/doc/');
    await search(page, 'storage');
    await page.keyboard.press('Escape');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it("should say 'No results' when nothing matches", async () => {
    const { page } = await open('/doc/');
    await search(page, 'qqxyzzyqq');
    await expect(page.locator('header').getByText('No results', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("should lead from 'See all results' to the search page, which lists every hit and follows the typing in the URL", async () => {
    const { page } = await open('/doc/');
    await search(page, 'instance');
    await page.locator('header').getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL(`${origin}/doc/search/?q=instance`);
    const results = page.locator('main li a');
    // The list grows as the hits are ranked (and is drawn afresh once the index's later tiers are in).
    await expect.poll(() => results.count()).toBeGreaterThan(8);
    await page.locator('main input[type="search"]').fill('storage volume');
    // The URL follows the typing in the page's update after the input event, not synchronously.
    await expect.poll(() => new URL(page.url()).search).toBe('?q=storage+volume');
    await page.close();
  });

  it('should open the search page straight from a ?q= link: no hydration error, the query in the box, results listed', async () => {
    const { page, errors } = await open('/doc/search/?q=instance');
    await page.locator('main li a').first().waitFor();
    expect(await page.locator('main input[type="search"]').inputValue()).toBe('instance');
    await expect.poll(() => page.locator('main p[role="status"]').textContent()).toContain('for “instance”');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('given the queries of the relevance suite', () => {
  it('should show in the search box the first 8 hits of the search page, for every query', async () => {
    const page = await browser().newPage();
    await visit(page, `${origin}/doc/search/`);
    const pageInput = page.locator('main input[type="search"]');
    for (const { query } of SITE_SUITE) {
      await search(page, query);
      const inBox = await options(page).allTextContents();
      await pageInput.fill(query);
      // The page's count names the query once its hits are shown.
      const settled = inBox.length > 0 ? `for “${query.trim()}”` : 'No results';
      await expect.poll(async () => (await page.locator('main [role="status"]').allTextContents()).some((text) => text.includes(settled))).toBe(true);
      await page.locator('main ul[aria-busy="false"]').waitFor({ state: 'attached' });
      const onPage = (await page.locator('main li a').allTextContents()).slice(0, 8);
      expect(inBox, query).toEqual(onPage);
    }
    await page.close();
  });
});

describe('given a corrupt index', () => {
  it('should show an error with Retry, and search after the retry', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let corrupt = true;
    await page.route(INDEX_FILE, (route) => (corrupt ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"not": "an index"' }) : route.continue()));
    await visit(page, `${origin}/doc/`);
    await box(page).fill('instance');
    const alert = page.locator('header [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('is not valid');
    corrupt = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('header [role="option"]');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should show an error when the index is missing', async () => {
    const page = await browser().newPage();
    await page.route(INDEX_FILE, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await visit(page, `${origin}/doc/`);
    await box(page).fill('instance');
    await expect(page.locator('header [role="alert"]').textContent()).resolves.toContain('HTTP 404');
    await page.close();
  });
});

describe('given hostile queries', () => {
  it.each(['<script>window.__pwned=1</script>', '"><img src=x onerror="window.__pwned=1">', '.*+?^${}()|[]\\', '\uD800 lone', 'a'.repeat(10_000)])(
    'should neither throw nor inject for %#',
    async (query) => {
      const { page, errors } = await open('/doc/');
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await box(page).fill(query);
      await page.waitForFunction(() => document.querySelector('header [role="listbox"]')?.hasAttribute('data-results-for'));
      await page.locator('header').getByRole('link', { name: 'See all results' }).click();
      await page.waitForURL(/\/doc\/search\/\?q=/);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('main img, main script').count()).toBe(0);
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
