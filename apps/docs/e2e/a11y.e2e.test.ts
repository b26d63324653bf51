/** Accessibility and the fixed UI labels on the built site, in real Chromium. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtRoutes, sharedBrowser, visit } from './browser.js';

const origin = inject('origin');
const routes = builtRoutes(inject('dist')).routes.filter((r) => r.to === undefined);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = sharedBrowser();

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('given every route of the built site', () => {
  for (const width of [1280, 375]) {
    it(`should have no axe violations at ${width} px`, async () => {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      for (const route of routes) {
        await visit(page, origin + route.path);
        for (const violation of await axeViolations(page)) problems.push(`${route.path}: ${violation}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    }, 180_000);
  }
});

describe('given the fixed UI labels', () => {
  it('should label the navbar item Docs and link it to the first doc of the sidebar', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, `${origin}/doc/`);
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    expect(await docs.getAttribute('href')).toBe('/doc/docs/quickstart/');
    expect(await page.locator('a', { hasText: 'Skip to main content' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'HPC-AI.COM' }).first().getAttribute('href')).toBe('https://hpc-ai.com/');
    await page.close();
  });

  it('should open the mobile menu with its labels and close it with Escape', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } });
    await visit(page, `${origin}/doc/docs/api/instance/launch`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: 'Close navigation bar' }).waitFor();
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await page.getByRole('dialog').getByRole('link', { name: 'Docs', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('should close the mobile menu when the viewport becomes desktop-sized', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } });
    await visit(page, `${origin}/doc/docs/quickstart/`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('should search from the navbar with ctrl+K and show results or No results', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, `${origin}/doc/docs/quickstart/`);
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('instanceTypeId');
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(8);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('zzqqxxnothing');
    await page.getByText('No results').first().waitFor();
    await page.close();
  });
});
