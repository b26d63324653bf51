/** The site on a phone (375 px, touch, no hover), in real Chromium: wide tables and code blocks. */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';

const origin = inject('origin');
const browser = sharedBrowser();
const WIDTH = 375;

async function phone(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: 'load' });
  return { context, page };
}

describe('given a phone-wide screen', () => {
  it('should match the touch media queries (the premise of the tests below)', async () => {
    const { context, page } = await phone('/doc/docs/quickstart/');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    await context.close();
  });

  describe('when an API page has a four-column parameter table', () => {
    it('should show every column on screen, each cell under its column header', async () => {
      const { context, page } = await phone('/doc/docs/api/instance/launch');
      const table = page.locator('article table', { has: page.locator('th', { hasText: 'Description' }) }).first();
      await table.scrollIntoViewIfNeeded();
      // Nothing of the table lies past the right edge of the screen.
      const box = await table.evaluate((el) => {
        const right = Math.max(...[...el.querySelectorAll('td')].map((td) => td.getBoundingClientRect().right));
        const scroller = el.parentElement as HTMLElement;
        return { right, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
      });
      expect(box.right).toBeLessThanOrEqual(WIDTH);
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
      const description = table.locator('td[data-label="Description"]').first();
      expect(await description.isVisible()).toBe(true);
      // The label is shown beside the value.
      expect(await description.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Description"');
      await context.close();
    });
  });

  describe('when a table is wider than the screen and keeps its grid', () => {
    it('should show that it scrolls: a shadow on the hidden side, gone once scrolled to the end', async () => {
      const { context, page } = await phone('/doc/docs/tutorial/deepseek-v3-inference');
      // A handle, not a locator: the attribute the locator would match changes as it scrolls.
      const frame = await page.locator('article [data-overflow~="end"]').first().elementHandle();
      expect(frame).not.toBeNull();
      if (!frame) return;
      const shadow = () => frame.evaluate((el) => getComputedStyle(el, '::after').opacity);
      await expect.poll(shadow).toBe('1');
      await frame.evaluate((el) => el.querySelector('[tabindex="0"]')?.scrollTo({ left: 10_000 }));
      await expect.poll(() => frame.getAttribute('data-overflow')).toBe('start');
      await expect.poll(shadow).toBe('0');
      await context.close();
    });
  });

  describe('when a page has a code block', () => {
    it('should show the Copy button without covering the first line of code', async () => {
      const { context, page } = await phone('/doc/docs/quickstart/');
      const block = page.locator('article pre').first().locator('..');
      await block.scrollIntoViewIfNeeded();
      const button = block.getByRole('button', { name: 'Copy code to clipboard' });
      expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const buttonBox = await button.boundingBox();
      const lineBox = await block.locator('.line').first().boundingBox();
      expect(buttonBox).not.toBeNull();
      expect(lineBox).not.toBeNull();
      if (!buttonBox || !lineBox) return;
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(lineBox.y);
      await context.close();
    });
  });
});
