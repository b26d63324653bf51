/**
 * The consumer test (issue 8): another team's doc site, outside the workspace, installs the four
 * tarballs with a real `npm install` (React, Vite and every other dependency from the registry,
 * served from the npm cache when it has them), builds two Markdown pages with its own config under
 * its own base path `/handbook/`, and a real Chromium opens the result.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { workspaceRoot } from './packages.js';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.mjs';
import { startPreviewServer } from '../scripts/serve.mjs';

const run = promisify(execFile);
const PORT = Number(process.env['CONSUMER_PORT'] ?? 4341);
const BASE = '/handbook/';
const origin = `http://127.0.0.1:${PORT}`;

/** Exact versions of the registry packages the handbook needs, taken from the workspace so they stay in step. */
function registryVersions(): Record<string, string> {
  const root = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const all = { ...root.dependencies, ...root.devDependencies };
  return Object.fromEntries(['react', 'react-dom', 'vite', '@types/react', '@types/node'].map((name) => [name, all[name] as string]));
}

function chromePath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return found;
}

describe('given a doc site of another team that installs the packed @hpcdocs packages', () => {
  const packs = inject('packs');
  const site = mkdtempSync(join(tmpdir(), 'hpcdocs-consumer-'));
  let server: Awaited<ReturnType<typeof startPreviewServer>> | undefined;
  let browser: Browser | undefined;
  /** tsc output ('' when clean); started right after the install so it overlaps the build and browser tests. */
  let typecheck: Promise<string> = Promise.resolve('not run');
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - start);
    }
  };

  beforeAll(async () => {
    cpSync(join(import.meta.dirname, 'site'), site, { recursive: true });
    const manifest = {
      name: 'platform-handbook',
      private: true,
      type: 'module',
      scripts: { build: 'node build.mjs' },
      dependencies: { ...Object.fromEntries(packs.map((p) => [`@hpcdocs/${p.name}`, `file:${p.tarball}`])), ...registryVersions() },
    };
    writeFileSync(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await timed('npm install', () => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: site, timeout: 170_000 }));
    const tsc = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
    typecheck = timed('tsc', () => run(process.execPath, [tsc, '-p', join(site, 'tsconfig.json')], { cwd: site, timeout: 150_000 })).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    await timed('site build', () => run(process.execPath, ['build.mjs'], { cwd: site, timeout: 120_000, env: { ...process.env, NODE_ENV: 'production' } }));
    server = await startPreviewServer({ dir: join(site, 'dist'), base: BASE, port: PORT });
    browser = await chromium.launch({ executablePath: chromePath(), args: ['--headless', ...CHROMIUM_FLAGS] });
  }, 300_000);

  afterAll(async () => {
    await typecheck;
    console.log(`consumer test timings (ms, shared 2-core machine): ${JSON.stringify(timings)}`);
    await browser?.close();
    await server?.close();
    rmSync(site, { recursive: true, force: true });
  });

  describe('when it installs them', () => {
    it('should get real package folders from the tarballs, not links into the workspace', () => {
      for (const { name } of packs) {
        const dir = join(site, 'node_modules/@hpcdocs', name);
        expect(lstatSync(dir).isSymbolicLink()).toBe(false);
        expect(existsSync(join(dir, 'dist/index.js'))).toBe(true);
        expect(existsSync(join(dir, 'src'))).toBe(false);
      }
      expect(site.startsWith(workspaceRoot)).toBe(false);
    });
  });

  describe('when it builds', () => {
    it('should prerender both pages, the redirecting home page and 404.html under its own base path', () => {
      const dist = join(site, 'dist');
      for (const file of ['index.html', 'docs/intro/index.html', 'docs/releases/index.html', '404.html', 'sitemap.xml']) expect([file, existsSync(join(dist, file))]).toEqual([file, true]);
      const intro = readFileSync(join(dist, 'docs/intro/index.html'), 'utf8');
      expect(intro).toContain('<title>Welcome to the handbook · Platform Handbook</title>');
      expect(intro).toContain('href="/handbook/docs/releases"');
      expect(intro).not.toContain('/doc/');
      expect(intro).toMatch(/<link rel="stylesheet"[^>]*href="\/handbook\/assets\/[^"]+\.css"/);
      const css = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
      expect(css.some((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('--hpc-color-primary'))).toBe(true);
    });
  });

  describe('when a reader opens it in Chromium', () => {
    const open = async (path: string): Promise<{ page: Page; errors: string[] }> => {
      const page = await (browser as Browser).newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/docs/nope')) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(origin + path);
      return { page, errors };
    };

    it('should show the first page with the theme: title, styled navbar, sidebar and content', async () => {
      const { page, errors } = await open(BASE);
      await page.waitForURL(`${origin}${BASE}docs/intro`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.title()).toBe('Welcome to the handbook · Platform Handbook');
      expect(await page.locator('main h1').textContent()).toBe('Welcome to the handbook');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Welcome to the handbook', 'Shipping releases']);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Platform Handbook' }).count()).toBeGreaterThan(0);
      // The theme's stylesheet applies: tokens are defined and the layout is not unstyled.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hpc-color-primary').trim())).toBe('#2156d9');
      const contentLink = page.locator('main').getByRole('link', { name: 'how we ship releases' });
      expect(await contentLink.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(33, 86, 217)');
      expect(await page.locator('main [class*="admonition"], main aside').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should follow the link to the second page client-side under /handbook/', async () => {
      const { page, errors } = await open(`${BASE}docs/intro`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.evaluate(() => Object.assign(window, { handbookMarker: true }));
      await page.locator('main').getByRole('link', { name: 'how we ship releases' }).click();
      await page.waitForURL(`${origin}${BASE}docs/releases`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Shipping releases');
      expect(await page.evaluate(() => (window as unknown as { handbookMarker?: boolean }).handbookMarker)).toBe(true);
      expect(await page.title()).toBe('Shipping releases · Platform Handbook');
      await page.getByRole('link', { name: 'welcome page' }).click();
      await page.waitForURL(`${origin}${BASE}docs/intro#what-is-inside`);
      expect(await page.locator('main h1').textContent()).toBe('Welcome to the handbook');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should show the theme\'s not-found page for an unknown path under the base', async () => {
      const { page } = await open(`${BASE}docs/nope`);
      expect(await page.locator('main h1').textContent()).toMatch(/not found/i);
      await page.close();
    });
  });

  describe('when it type-checks its code against the published declarations', () => {
    it('should find every entry point\'s types, with strict options and without skipLibCheck', async () => {
      expect(await typecheck).toBe('');
    });
  });
});
