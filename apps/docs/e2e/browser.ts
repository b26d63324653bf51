/** Shared helpers for the end-to-end tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Response as PlaywrightResponse } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RoutesJson } from '@hpcdocs/content-pipeline/schema';
import { CHROMIUM_FLAGS, findChromium } from '../../../tools/scripts/chromium.mjs';

/** Debian's Chromium, or the browser named by CHROME_PATH; throws with the fix when there is none. */
export function chromePath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.');
  return found;
}

/**
 * How long a page action or wait may take before it fails: a ceiling for a machine under load
 * (Playwright's own default is 30 s). Tests wait for states, so on a quiet machine nothing comes
 * near it.
 */
export const PAGE_TIMEOUT = 90_000;

/** Chromium, whose new pages and contexts get {@link PAGE_TIMEOUT} as their default timeout. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--headless', ...CHROMIUM_FLAGS] });
  // Playwright sets default timeouts per context and page only; wrapping the two factories gives
  // every page of every test file the same ceiling without each test setting it.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_TIMEOUT);
    context.setDefaultNavigationTimeout(PAGE_TIMEOUT);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(PAGE_TIMEOUT);
    page.setDefaultNavigationTimeout(PAGE_TIMEOUT);
    return page;
  };
  return browser;
}

/** Waits until the page's React app has hydrated (the client entry marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens `url` and waits until the app has hydrated. Waiting for the network to go quiet is not
 * enough: on a busy machine hydration can finish later, and a click before it is a plain link
 * (a full page load), not the client-side navigation a test means to make.
 */
export async function visit(page: Page, url: string): Promise<PlaywrightResponse | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  return response;
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call it at the top
 * of the file; the returned function gives the browser inside tests.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser exists only inside tests (after beforeAll).');
    return browser;
  };
}

/** Collects console errors and page errors of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The built site's route table. */
export function builtRoutes(dist: string): RoutesJson {
  const dir = join(dist, 'assets/content');
  const file = readdirSync(dir).find((f) => /^routes\.[\w]+\.json$/.test(f));
  if (!file) throw new Error(`No routes file in ${dir}`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as RoutesJson;
}
