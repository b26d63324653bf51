/**
 * Client-side navigation time in real Chromium: from the click on a prefetched sidebar link to the
 * new page's h1 in the DOM and painted (the next animation frame). Target: p95 under 40 ms.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { percentile } from './measure.mjs';

export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];

export function launchChromium(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Waits until React has taken over the prerendered page (hydrateRoot marks the container). */
export async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Starts at `startPath`, then `count` times: hovers a visible, unvisited link to a doc (which
 * prefetches it), waits for the network to settle, clicks it and times the new h1. Returns the samples in ms.
 */
export async function measureNavigation(browser, origin, startPath, count = 10) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(origin + startPath, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const visited = new Set([new URL(page.url()).pathname]);
  const samples = [];
  for (let i = 0; i < count; i++) {
    // Any visible link to another doc: the sidebar's, the pagination's, the content's.
    const hrefs = await page.$$eval('a[href*="/docs/"]', (links) =>
      links.filter((a) => a.offsetParent !== null && !a.hasAttribute('aria-current') && !a.hash).map((a) => a.getAttribute('href')),
    );
    const href = hrefs.find((h) => h && !visited.has(h) && !/\/docs\/?$/.test(h));
    if (!href) break;
    visited.add(href);
    const link = page.locator(`a[href="${href}"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    const ms = await page.evaluate((target) => new Promise((done, fail) => {
      const before = document.querySelector('main h1')?.textContent ?? '';
      const anchor = [...document.querySelectorAll('a[href*="/docs/"]')].find((a) => a.getAttribute('href') === target && a.offsetParent !== null);
      if (!anchor) return fail(new Error(`link ${target} is gone`));
      const started = performance.now();
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1.textContent !== before) {
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now() - started));
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      anchor.click();
    }), href);
    samples.push(ms);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  return { samples, median: percentile(samples, 50), p95: percentile(samples, 95) };
}
