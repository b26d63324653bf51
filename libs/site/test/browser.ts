/**
 * A built site served by `hpcdocs preview` and opened in Chromium, for the site's tests: started
 * before the describe's tests and stopped after them. Without a Chromium the tests using it skip.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, findChromium } from '../../../tools/scripts/chromium.mjs';
import { loadConfig, preview, type PreviewServer } from '../src/index.js';

/** The Chromium binary, or undefined (then `it.skipIf(!chromiumPath)`). */
export const chromiumPath = findChromium();

/** What a test opens pages with: the browser and the server's origin. */
export interface SiteInBrowser {
  readonly browser: () => Browser;
  /** The server's origin, without a trailing slash. */
  readonly origin: () => string;
}

/** Serves the site in `dir` and launches Chromium around the current describe's tests. */
export function siteInBrowser(dir: () => string): SiteInBrowser {
  let browser: Browser | undefined;
  let server: PreviewServer | undefined;
  beforeAll(async () => {
    if (!chromiumPath) return;
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', ...CHROMIUM_FLAGS] });
    server = await preview(await loadConfig(dir()), { port: 0 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { browser: () => browser as Browser, origin: () => (server?.url ?? '').replace(/\/$/, '') };
}

/** A new tab that collects the page's script errors and console errors into `errors`. */
export async function tabWithErrors(browser: Browser): Promise<{ readonly tab: Page; readonly errors: string[] }> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  return { tab, errors };
}
