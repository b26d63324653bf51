/**
 * The docs sidebar of a built page, in real Chromium: the page's HTML holds the sidebar's top level
 * and the page's branch; a collapsed category's items come from the site data when a reader opens
 * it, by pointer or keyboard, on a desktop or in a phone's menu, and also when the reader opens it
 * before the app (and the site data) is there.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { hydrated, sharedBrowser, visit, watchErrors } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();
const TOP_LEVEL_DOC = '/doc/docs/quickstart/';
/** A doc of the collapsed 'API Reference' category, in its collapsed 'Instance' category. */
const API_DOC = '/doc/docs/api/instance/launch';

/** The docs sidebar's markup in a built page's HTML (fetched, as a crawler or a reader without JavaScript gets it). */
async function sidebarHtml(path: string): Promise<string> {
  const html = await (await fetch(origin + path)).text();
  const start = html.indexOf('<nav class="sidebar');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</nav>', start));
}

/** The links of some markup. */
const hrefsIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const apiToggle = (page: Page, action: 'Expand' | 'Collapse') => sidebarOf(page).getByRole('button', { name: `${action} sidebar category 'API Reference'` });

describe('given a doc page away from a collapsed category', () => {
  it("should leave the category's items out of the page's HTML, and keep its link and toggle", async () => {
    const sidebar = await sidebarHtml(TOP_LEVEL_DOC);
    const links = hrefsIn(sidebar);
    expect(links).toContain('/doc/docs/api/');
    expect(links).not.toContain(API_DOC);
    expect(sidebar).toMatch(/aria-expanded="false" aria-label="Expand sidebar category &#x27;API Reference&#x27;"/);
    expect(sidebar.includes('>Instance<')).toBe(false);
  });

  it('should show the items when the reader expands the category, and take the reader to a page of them', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await visit(page, origin + TOP_LEVEL_DOC);
    await apiToggle(page, 'Expand').click();
    await apiToggle(page, 'Collapse').waitFor();
    const instance = sidebarOf(page).getByRole('button', { name: 'Instance' });
    await instance.waitFor();
    expect(await instance.getAttribute('aria-expanded')).toBe('false');
    await instance.click();
    const launch = sidebarOf(page).getByRole('link', { name: 'Launch an Instance' });
    await launch.waitFor();
    expect(await launch.isVisible()).toBe(true);
    await launch.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(API_DOC);
    await expect.poll(() => launch.getAttribute('aria-current')).toBe('page');
    // The hydration of the pruned sidebar matched the server's HTML: React reported nothing.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should open the category from the keyboard, its items next in the tab order', async () => {
    const page = await browser().newPage();
    await visit(page, origin + TOP_LEVEL_DOC);
    const toggle = apiToggle(page, 'Expand');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await apiToggle(page, 'Collapse').waitFor();
    // The toggle now names the panel that holds the items.
    const panelId = await apiToggle(page, 'Collapse').getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(await page.locator(`[id="${panelId}"]`).getByRole('button', { name: 'User' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('User');
    await page.keyboard.press('Space');
    await sidebarOf(page).getByRole('button', { name: 'User', expanded: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log In');
    await page.close();
  });
});

describe('given a doc page two collapsed categories deep', () => {
  it("should hold its branch open in the HTML, with the page's siblings, and hydrate without a mismatch", async () => {
    const links = hrefsIn(await sidebarHtml(API_DOC));
    expect(links).toEqual(expect.arrayContaining(['/doc/docs/api/', API_DOC, '/doc/docs/api/instance/list', '/doc/docs/api/instance/delete']));
    // The collapsed categories beside the branch, and those away from it, hold none of their items.
    expect(links.filter((href) => href?.startsWith('/doc/docs/api/storage/') || href?.startsWith('/doc/docs/api/user/') || href?.startsWith('/doc/docs/data/aws'))).toEqual([]);
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await visit(page, origin + API_DOC);
    expect(await sidebarOf(page).getByRole('link', { name: 'Launch an Instance' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('when the reader expands a collapsed category before the site data has loaded', () => {
  it('should open it with its items once the data is there', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => undefined as void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/assets/content/site-data.*.json', async (route: Route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(origin + TOP_LEVEL_DOC, { waitUntil: 'domcontentloaded' });
    await apiToggle(page, 'Expand').click();
    await requested;
    // Nothing to show yet: the app waits for the site data, which holds the category's items.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await apiToggle(page, 'Expand').getAttribute('aria-expanded')).toBe('false');
    release();
    await hydrated(page);
    await apiToggle(page, 'Collapse').waitFor();
    await sidebarOf(page).getByRole('button', { name: 'Instance' }).waitFor();
    expect(await sidebarOf(page).getByRole('button', { name: 'Instance' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("given a phone's menu on a doc page", () => {
  it('should show the items of a collapsed category the reader expands there', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await visit(page, origin + TOP_LEVEL_DOC);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.getByRole('button', { name: "Expand sidebar category 'Data Transfer'" }).click();
    const aws = menu.getByRole('link', { name: 'AWS S3' });
    await aws.waitFor();
    expect(await aws.isVisible()).toBe(true);
    await context.close();
  });
});

describe('given JavaScript off', () => {
  it("should take the reader through a collapsed category's own page to its items", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin + TOP_LEVEL_DOC);
    await sidebarOf(page).getByRole('link', { name: 'API Reference' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/doc/docs/api/');
    // The category's page is in its own branch: the sidebar shows its items, and so does its text.
    await sidebarOf(page).getByRole('button', { name: 'Instance' }).waitFor();
    expect(await page.locator(`article a[href="${API_DOC}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });
});
