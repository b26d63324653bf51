/**
 * The dev server (`npm run dev`) in real Chromium: an edit to a doc on disk reaches the open page
 * without a reload, a title edit included (it changes the route's title and the sidebar label);
 * a problem in the content names the file from the workspace root, as the build does; the page's
 * favicon and the server's root are where a reader and a health check look for them.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer, loadConfig, type DevServer } from '@hpcdocs/site';
import { sharedBrowser } from './browser.js';

const workspace = resolve(import.meta.dirname, '../../..');
// Inside the workspace (tmp/ is ignored), so the expected file label is stable.
const content = join(workspace, 'tmp/e2e-dev-server/content');
const browser = sharedBrowser();
let server: DevServer;
let origin: string;

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

beforeAll(async () => {
  await rm(content, { recursive: true, force: true });
  await mkdir(join(content, 'docs'), { recursive: true });
  await writeFile(join(content, 'docs/intro.md'), doc('Intro', 'First version.\n\nSee [the guide](./guide.md).'));
  await writeFile(join(content, 'docs/guide.md'), doc('Guide', 'Guide text.'));
  // Our site's config, over a docs folder of the test's own.
  const config = await loadConfig(join(workspace, 'apps/docs'), { docsDir: join(content, 'docs') });
  // Any free port: another server on the machine must not decide whether this test runs.
  server = await createDevServer(config, { port: 0, poll: true });
  origin = new URL(server.url).origin;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(join(workspace, 'tmp/e2e-dev-server'), { recursive: true, force: true });
});

/** Opens the intro doc; `loads()` counts the page loads that happen after this returns. */
async function openIntro(): Promise<{ page: Page; loads: () => number }> {
  const page = await browser().newPage();
  await page.goto(`${origin}/doc/docs/intro`);
  await page.locator('h1').first().waitFor({ timeout: 90_000 });
  // The first visit can end in a reload of Vite's own (it bundles the dependencies it discovered);
  // a second load settles that before any edit is made.
  await page.reload();
  await page.locator('h1').first().waitFor({ timeout: 90_000 });
  let count = 0;
  page.on('load', () => {
    count += 1;
  });
  return { page, loads: () => count };
}

describe('given the dev server with a doc open in the browser', () => {
  it('should show an edited title in the page, the tab and the sidebar without a reload', async () => {
    const { page, loads } = await openIntro();
    await writeFile(join(content, 'docs/intro.md'), doc('Introduction', 'Second version.\n\nSee [the guide](./guide.md).'));
    await page.locator('h1', { hasText: 'Introduction' }).waitFor();
    await page.getByText('Second version.').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Introduction \| /);
    await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Introduction' }).waitFor();
    expect(loads()).toBe(0);
    await page.close();
  });

  it('should link the favicon under the base URL once, as the build does', async () => {
    const { page } = await openIntro();
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/doc/img/favicon.svg');
    const icon = await page.request.get(`${origin}/doc/img/favicon.svg`);
    expect(icon.status()).toBe(200);
    await page.close();
  });

  it('should answer the server root with a redirect to the base URL (health checks, curl)', async () => {
    for (const path of ['/', '/doc']) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 302, '/doc/']);
    }
  });

  it('should name the file from the workspace root in a content problem', async () => {
    const { page } = await openIntro();
    await writeFile(join(content, 'docs/intro.md'), doc('Introduction', 'See [nothing](./missing.md).'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached' });
    const text = () => overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
    await expect.poll(text).toContain('-> ./missing.md: broken link');
    expect(await text()).toMatch(/(?:^|\s)tmp\/e2e-dev-server\/content\/docs\/intro\.md:5:5 -> \.\/missing\.md/);
    await page.close();
  });
});
