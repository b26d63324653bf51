#!/usr/bin/env node
/**
 * Screenshots of the built site as a reader sees it, at desktop (1280 px) and phone (375 px, touch)
 * widths, for looking at a change before it lands:
 *
 *   node tools/scripts/screenshots.mjs [--dir dist/apps/docs] [--base /doc/] [--out tmp/screenshots] [/doc/path ...]
 *
 * With no paths it takes the landing, a doc page, an API page with wide tables and the search page.
 * `--full` captures whole pages instead of the first screen.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { startPreviewServer } from './serve.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: resolve(root, 'dist/apps/docs') },
    out: { type: 'string', default: resolve(root, 'tmp/screenshots') },
    // Another site's base URL (a starter site from `hpcdocs init` is served at /).
    base: { type: 'string', default: '/doc/' },
    full: { type: 'boolean', default: false },
  },
});
const paths = positionals.length > 0 ? positionals : ['/doc/', '/doc/docs/quickstart/', '/doc/docs/api/instance/launch', '/doc/search/?q=instance'];
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

await mkdir(values.out, { recursive: true });
const server = await startPreviewServer({ dir: values.dir, base: values.base });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', ...CHROMIUM_FLAGS] });
try {
  for (const { name, ...options } of VIEWPORTS) {
    const context = await browser.newContext(options);
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(server.origin + path, { waitUntil: 'networkidle' });
      const file = join(values.out, `${name}${path.replace(/[^\w]+/g, '-').replace(/-+$/, '')}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
