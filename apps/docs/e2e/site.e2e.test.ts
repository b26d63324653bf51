import { describe, expect, inject, it } from 'vitest';
import { builtRoutes, hydrated, sharedBrowser, watchErrors, visit } from './browser.js';

const origin = inject('origin');
const routes = builtRoutes(inject('dist')).routes;
const pages = routes.filter((r) => r.to === undefined);
const browser = sharedBrowser();

describe('given the built site served under /doc/', () => {
  it('should have every route of the slice', () => {
    const paths = routes.map((r) => r.path);
    for (const path of ['/doc/', '/doc/docs/quickstart/', '/doc/docs/api/', '/doc/docs/api/instance/launch', '/doc/docs']) {
      expect(paths).toContain(path);
    }
  });

  describe('when JavaScript is disabled', () => {
    it('should serve every route with status 200, its h1 and a `Doc | Site` title', async () => {
      const context = await browser().newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const route of pages) {
        const response = await page.goto(origin + route.path);
        expect(response?.status(), route.path).toBe(200);
        const h1 = await page.locator('h1').first().textContent();
        expect(h1?.trim().length, route.path).toBeGreaterThan(0);
        const title = await page.title();
        expect(title.endsWith('HPC-AI.COM Docs'), `${route.path}: ${title}`).toBe(true);
        if (route.component === 'DocPage') expect(title).toBe(`${route.title} | HPC-AI.COM Docs`);
      }
      await context.close();
    });

    it('should hold the quickstart text in the prerendered HTML', async () => {
      const html = await (await fetch(`${origin}/doc/docs/quickstart/`)).text();
      expect(html).toContain('<h1');
      expect(html).toMatch(/Quickstart/);
      expect(html).toMatch(/nvidia-smi/);
    });
  });

  describe('when JavaScript is enabled', () => {
    it('should hydrate every route without console errors or warnings', async () => {
      const page = await browser().newPage();
      const errors = watchErrors(page);
      for (const route of pages) {
        const response = await page.goto(origin + route.path);
        expect(response?.status(), route.path).toBe(200);
        await hydrated(page);
        expect(await page.locator('h1').first().textContent(), route.path).toBeTruthy();
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should navigate between docs on the client without a full page load', async () => {
      const page = await browser().newPage();
      const errors = watchErrors(page);
      await visit(page, `${origin}/doc/docs/quickstart/`);
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 42;
      });
      await page.locator('nav[aria-label="Docs sidebar"] a[href="/doc/docs/api/"]').first().click();
      await page.waitForURL(`${origin}/doc/docs/api/`);
      await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('Quickstart');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
      expect(await page.title()).toMatch(/\| HPC-AI\.COM Docs$/);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should show the not-found page with status 404 for an unknown path', async () => {
      const page = await browser().newPage();
      const response = await visit(page, `${origin}/doc/docs/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page not found');
      await page.close();
    });

    it('should land on the quickstart from the docs root /doc/docs', async () => {
      const page = await browser().newPage();
      await page.goto(`${origin}/doc/docs`);
      await page.waitForURL(`${origin}/doc/docs/quickstart/`);
      expect(await page.locator('h1').first().textContent()).toBe('Quickstart');
      await page.close();
    });
  });
});
