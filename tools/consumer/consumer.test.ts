/**
 * The consumer test: a team's real path to a docs site, from a registry, outside the workspace.
 * The packages are published to a local registry (Verdaccio, see registry.ts) as a release
 * publishes them; the team runs `npm create hpcdocs@latest my-docs` and `npm install` against it
 * (everything else comes through it from the npm registry), adds a custom MDX component through the
 * config, runs `hpcdocs check`, `hpcdocs build`, `hpcdocs preview` and `hpcdocs dev`, and a real
 * Chromium reads the site and searches it.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { workspaceRoot } from './packages.js';
import { addDependencies, createSite, hpcdocs, install, launchBrowser, mustRun, openHydrated, removeFolder, startServer, teamFolder, workspaceVersions, type RunningServer } from './team.js';

/** The component the team adds: a figure with a caption, given as literal attributes in MDX. */
const SCREENSHOT = `import type { ReactNode } from 'react';

export interface ScreenshotProps {
  readonly caption: string;
  readonly src?: string;
}

export default function Screenshot({ caption, src }: ScreenshotProps): ReactNode {
  return (
    <figure className="team-screenshot" data-testid="screenshot">
      {src ? <img src={src} alt="" /> : null}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
`;

/**
 * A component on React Router, as a team writes one: `react-router-dom` imported directly. It
 * works only if the site runs one router, the one its own hooks and links read.
 */
const HERE = `import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

export default function Here(): ReactNode {
  const { pathname } = useLocation();
  return (
    <p data-testid="here">
      You are at <code>{pathname}</code>. <Link to="/docs/intro">Back to the introduction</Link>
    </p>
  );
}
`;

describe('given a team that starts a docs site with `npm create hpcdocs@latest` from a registry', () => {
  const packs = inject('packs');
  const root = teamFolder('consumer');
  let site = '';
  let preview: RunningServer | undefined;
  let browser: Browser | undefined;
  let checkOutput = '';
  let buildOutput = '';
  /** tsc output ('' when clean); started right after the install so it overlaps the build. */
  let typecheck: Promise<string> = Promise.resolve('not run');
  const timings: Record<string, number> = {};
  const timed = async <T extends { ms: number }>(name: string, work: Promise<T>): Promise<T> => {
    const result = await work;
    timings[name] = result.ms;
    return result;
  };

  beforeAll(async () => {
    // 1. The starter, from the registry (the command a team copies from the README).
    const created = await createSite(root, 'my-docs');
    site = created.site;
    timings['npm create hpcdocs'] = created.result.ms;

    // 2. Its dependencies, from the registry, at the version the starter wrote. TypeScript types,
    //    as a team that type-checks its config has them.
    addDependencies(site, {}, workspaceVersions(['@types/react', '@types/node']));
    await timed('npm install', install(site));

    // 3. Components of its own, named in the config and used in a doc: one of them on React Router.
    mkdirSync(join(site, 'src/components'), { recursive: true });
    writeFileSync(join(site, 'src/components/Screenshot.tsx'), SCREENSHOT);
    writeFileSync(join(site, 'src/components/Here.tsx'), HERE);
    const configFile = join(site, 'hpcdocs.config.ts');
    const config = readFileSync(configFile, 'utf8');
    expect(config).toContain("  docs: { path: 'docs'");
    writeFileSync(configFile, config.replace("  docs: { path: 'docs'", "  components: { Screenshot: './src/components/Screenshot.tsx', Here: './src/components/Here.tsx' },\n  docs: { path: 'docs'"));
    const docFile = join(site, 'docs/guides/configure.mdx');
    writeFileSync(docFile, `${readFileSync(docFile, 'utf8')}\n<Screenshot caption="The settings file open in an editor" />\n\n<Here />\n`);
    // 4. A blog, whose pages' components come from a chunk of the theme of their own.
    mkdirSync(join(site, 'blog'), { recursive: true });
    writeFileSync(join(site, 'blog/2026-01-05-hello.md'), '---\ntitle: Hello from the team\n---\n\nOur first post.\n');

    for (const file of ['types-check.ts', 'tsconfig.json']) copyFileSync(join(import.meta.dirname, 'fixtures', file), join(site, file));
    const tsc = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
    typecheck = timed('tsc', mustRun(site, process.execPath, [tsc, '-p', join(site, 'tsconfig.json')])).then(
      () => '',
      (error: Error) => error.message,
    );

    // 4. The commands a team runs.
    checkOutput = (await timed('hpcdocs check', hpcdocs(site, ['check'], 200_000))).output;
    buildOutput = (await timed('hpcdocs build', hpcdocs(site, ['build'], 300_000))).output;
    const started = performance.now();
    preview = await startServer(site, 'preview');
    timings['hpcdocs preview'] = Math.round(performance.now() - started);
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await typecheck;
    console.log(`consumer test timings (ms, shared 2-core machine): ${JSON.stringify(timings)}`);
    await browser?.close();
    await preview?.stop();
    removeFolder(root);
  });

  describe('when it installs the packages', () => {
    it('should get real package folders at the published version, outside the workspace', () => {
      for (const { packageName } of packs.filter((p) => p.name !== 'create-hpcdocs')) {
        const dir = join(site, 'node_modules', packageName);
        expect(lstatSync(dir).isSymbolicLink()).toBe(false);
        expect(existsSync(join(dir, 'dist/index.js'))).toBe(true);
        expect(existsSync(join(dir, 'src'))).toBe(false);
      }
      const lock = JSON.parse(readFileSync(join(site, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string }> };
      expect(lock.packages['node_modules/@hpcdocs/site']?.resolved).toMatch(new RegExp(`^${inject('registry').replace(/[./]/g, '\\$&')}@hpcdocs/site/-/site-\\d`));
      expect(site.startsWith(workspaceRoot)).toBe(false);
    });
  });

  describe('when it checks and builds', () => {
    it('should find the config and every doc fine', () => {
      expect(checkOutput).toMatch(/the config and 3 docs are fine/);
    });

    it('should build every page into build/, with no hand-written script in the site', () => {
      expect(buildOutput).toMatch(/Built 3 docs, \d+ pages into build/);
      // The test runner's NODE_ENV (test) is the command's environment: it renders in production mode anyway.
      expect(buildOutput).not.toContain("React's development build");
      for (const file of ['index.html', 'docs/intro/index.html', 'docs/guides/install/index.html', 'docs/guides/configure/index.html', 'search/index.html', '404.html', 'sitemap.xml']) {
        expect([file, existsSync(join(site, 'build', file))]).toEqual([file, true]);
      }
      expect(existsSync(join(site, 'build.mjs'))).toBe(false);
      const configure = readFileSync(join(site, 'build/docs/guides/configure/index.html'), 'utf8');
      // The components are rendered into the prerendered HTML, not left to the browser.
      expect(configure).toContain('<figcaption>The settings file open in an editor</figcaption>');
      expect(configure).toMatch(/You are at <code>\/docs\/guides\/configure<\/code>/);
    });
  });

  describe('when a reader opens it in Chromium', () => {
    const origin = () => preview?.origin ?? '';

    it('should show the landing page and lead into the docs on the client', async () => {
      const { page, errors } = await openHydrated(browser as Browser, `${origin()}/`);
      expect(await page.title()).toBe('My docs');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/img/favicon.svg');
      expect(await page.locator('main h1').textContent()).toBe('My docs');
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole('link', { name: 'Read the introduction' }).click();
      await page.waitForURL(`${origin()}/docs/intro`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      expect(await sidebar.getByRole('link').allTextContents()).toContain('Introduction');
      expect(errors).toEqual([]);
      await page.close();
    });

    it("should render the tabs, the admonition, the code and the team's component, hydrated without errors", async () => {
      const { page, errors } = await openHydrated(browser as Browser, `${origin()}/docs/guides/configure`);
      expect(await page.locator('main h1').textContent()).toBe('Configure');
      expect(await page.getByRole('tab', { name: 'YAML' }).count()).toBe(1);
      await page.getByRole('tab', { name: 'YAML' }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('main pre')].some((pre) => (pre as HTMLElement).offsetParent !== null && pre.textContent?.includes('retries: 3')));
      expect(await page.locator('main [class*="admonition"], main aside').count()).toBeGreaterThan(0);
      const shot = page.getByTestId('screenshot');
      expect(await shot.locator('figcaption').textContent()).toBe('The settings file open in an editor');
      expect(errors).toEqual([]);
      await page.close();
    });

    it("should run the team's component written on react-router-dom in the site's one router: its location, and its link followed on the client", async () => {
      const { page, errors } = await openHydrated(browser as Browser, `${origin()}/docs/guides/configure`);
      expect(await page.getByTestId('here').locator('code').textContent()).toBe('/docs/guides/configure');
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole('link', { name: 'Back to the introduction' }).click();
      await page.waitForURL(`${origin()}/docs/intro`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should find a doc by its text in the search box, searching in a worker the site bundled, and open it', async () => {
      const { page, errors } = await openHydrated(browser as Browser, `${origin()}/docs/intro`);
      // The worker ships inside @hpcdocs/search; the site's build must bundle it under its own assets.
      const worker = page.waitForEvent('worker');
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.fill('retries');
      const hit = page.getByRole('option').filter({ hasText: 'Configure' }).first();
      await hit.waitFor();
      expect((await worker).url()).toMatch(new RegExp(`^${origin()}/assets/worker-[\\w-]+\\.js$`));
      await hit.click();
      await page.waitForURL(new RegExp(`${origin()}/docs/guides/configure`));
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Configure');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should answer an unknown path with the not-found page and status 404', async () => {
      const page = await (browser as Browser).newPage();
      const response = await page.goto(`${origin()}/docs/nope`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('main h1').textContent()).toMatch(/not found/i);
      await page.close();
    });
  });

  describe('when it edits a doc with `hpcdocs dev` running', () => {
    let dev: RunningServer | undefined;
    afterAll(async () => {
      await dev?.stop();
    });

    it('should serve the docs from the installed packages and show an edited title without a reload', async () => {
      dev = await startServer(site, 'dev');
      const { page, errors } = await openHydrated(browser as Browser, `${dev.origin}/docs/guides/configure`);
      expect(await page.locator('main h1').textContent()).toBe('Configure');
      expect(await page.getByTestId('screenshot').count()).toBe(1);
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      const docFile = join(site, 'docs/guides/configure.mdx');
      writeFileSync(docFile, readFileSync(docFile, 'utf8').replace('title: Configure', 'title: Configure it'));
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Configure it');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      expect(errors.filter((error) => !/\[vite\]|\[hmr\]/i.test(error))).toEqual([]);
      await page.close();
    });

    it("should find an edited doc's new words in the search of a page opened once the index has them (built on its own thread)", async () => {
      const origin = (dev as RunningServer).origin;
      // The index a page opened now gets, as the page's boot data names it.
      const indexUrl = async () => /"search":"([^"]*)"/.exec(await (await fetch(`${origin}/docs/intro`, { headers: { accept: 'text/html' } })).text())?.[1];
      const before = await indexUrl();
      expect(before).toMatch(/\.json$/);
      const docFile = join(site, 'docs/guides/configure.mdx');
      writeFileSync(docFile, `${readFileSync(docFile, 'utf8')}\nThe quokkaflux setting caps the queue.\n`);
      await expect.poll(indexUrl, { timeout: 120_000 }).not.toBe(before);
      const { page, errors } = await openHydrated(browser as Browser, `${origin}/docs/intro`);
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.fill('quokkaflux');
      await page.getByRole('option').filter({ hasText: /Configure/ }).first().waitFor();
      expect(errors.filter((error) => !/\[vite\]|\[hmr\]/i.test(error))).toEqual([]);
      await page.close();
    });

    it("should serve the blog's pages, whose theme chunk the dev server must not load with a router of its own", async () => {
      const { page, errors } = await openHydrated(browser as Browser, `${(dev as RunningServer).origin}/blog/2026/01/05/hello`);
      expect(await page.locator('main h1').textContent()).toBe('Hello from the team');
      expect(errors.filter((error) => !/\[vite\]|\[hmr\]/i.test(error))).toEqual([]);
      await page.close();
    });
  });

  describe('when it type-checks its config, its component and every entry point against the published declarations', () => {
    it('should pass with strict options and without skipLibCheck', async () => {
      expect(await typecheck).toBe('');
    });
  });
});
