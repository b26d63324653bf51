/**
 * The consumer test: a team's real path to a docs site, from the packed tarballs, outside the
 * workspace. `npx hpcdocs init my-docs` (the command comes from the tarballs), `npm install` of
 * the five packages from their tarballs (everything else from the registry, or the npm cache
 * when it has it), a custom MDX component added through the config, `hpcdocs check`,
 * `hpcdocs build`, `hpcdocs preview`, and a real Chromium reads the site and searches it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { workspaceRoot } from './packages.js';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.mjs';

const run = promisify(execFile);
const PORT = Number(process.env['CONSUMER_PORT'] ?? 4341);
const DEV_PORT = PORT + 1;
const origin = `http://localhost:${PORT}`;

/** Exact versions of registry packages, taken from the workspace so they stay in step. */
function workspaceVersions(names: readonly string[]): Record<string, string> {
  const root = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const all = { ...root.dependencies, ...root.devDependencies };
  return Object.fromEntries(names.map((name) => [name, all[name] as string]));
}

function chromePath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return found;
}

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

describe('given a team that starts a docs site with `npx hpcdocs init` from the packed @hpcdocs packages', () => {
  const packs = inject('packs');
  const tarball = (name: string) => packs.find((p) => p.name === name)?.tarball ?? '';
  const root = mkdtempSync(join(tmpdir(), 'hpcdocs-consumer-'));
  const site = join(root, 'my-docs');
  const npmEnv = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  let preview: ChildProcess | undefined;
  let browser: Browser | undefined;
  let checkOutput = '';
  let buildOutput = '';
  /** tsc output ('' when clean); started right after the install so it overlaps the build. */
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
  const hpcdocs = (args: readonly string[], timeout: number) => run('npx', ['--no-install', 'hpcdocs', ...args], { cwd: site, timeout, env: npmEnv });

  beforeAll(async () => {
    // 1. The command, from the tarballs (as `npx @hpcdocs/site init` would fetch it from the registry).
    const packages = packs.flatMap((p) => ['--package', `file:${p.tarball}`]);
    await timed('npx hpcdocs init', () => run('npx', ['--yes', ...packages, 'hpcdocs', 'init', 'my-docs'], { cwd: root, timeout: 200_000, env: npmEnv }));

    // 2. Its dependencies. The tarballs stand in for the registry: the team would keep the
    //    version `init` wrote. TypeScript types, as a team that type-checks its config has them.
    const manifestFile = join(site, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies: Record<string, string>; devDependencies?: Record<string, string> };
    manifest.dependencies = { ...manifest.dependencies, ...Object.fromEntries(packs.map((p) => [`@hpcdocs/${p.name}`, `file:${p.tarball}`])) };
    manifest.devDependencies = workspaceVersions(['@types/react', '@types/node']);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await timed('npm install', () => run('npm', ['install', '--prefer-offline', '--loglevel=error'], { cwd: site, timeout: 200_000, env: npmEnv }));

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

    for (const file of ['types-check.ts', 'tsconfig.json']) copyFileSync(join(import.meta.dirname, 'fixtures', file), join(site, file));
    const tsc = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
    typecheck = timed('tsc', () => run(process.execPath, [tsc, '-p', join(site, 'tsconfig.json')], { cwd: site, timeout: 200_000 })).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );

    // 4. The commands a team runs.
    checkOutput = (await timed('hpcdocs check', () => hpcdocs(['check'], 120_000))).stdout;
    const built = await timed('hpcdocs build', () => hpcdocs(['build'], 200_000));
    buildOutput = `${built.stdout}${built.stderr}`;
    // In a process group of its own, so that stopping it stops npx and the server under it.
    preview = spawn('npx', ['--no-install', 'hpcdocs', 'preview', '--port', String(PORT)], { cwd: site, env: npmEnv, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    await timed('hpcdocs preview', () =>
      new Promise<void>((resolve, reject) => {
        let out = '';
        preview?.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes(`:${PORT}/`)) resolve();
        });
        preview?.once('exit', (code) => reject(new Error(`hpcdocs preview exited with ${code}: ${out}`)));
      }),
    );
    browser = await chromium.launch({ executablePath: chromePath(), args: ['--headless', ...CHROMIUM_FLAGS] });
  }, 600_000);

  afterAll(async () => {
    await typecheck;
    console.log(`consumer test timings (ms, shared 2-core machine): ${JSON.stringify(timings)}`);
    await browser?.close();
    if (preview && preview.exitCode === null) {
      const exited = new Promise((resolve) => preview?.once('exit', resolve));
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  describe('when it installs the packages', () => {
    it('should get real package folders from the tarballs, outside the workspace', () => {
      for (const { name } of packs) {
        const dir = join(site, 'node_modules/@hpcdocs', name);
        expect(lstatSync(dir).isSymbolicLink()).toBe(false);
        expect(existsSync(join(dir, 'dist/index.js'))).toBe(true);
        expect(existsSync(join(dir, 'src'))).toBe(false);
      }
      expect(tarball('site')).not.toBe('');
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
    const open = async (path: string): Promise<{ page: Page; errors: string[] }> => {
      const page = await (browser as Browser).newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(origin + path);
      await page.waitForSelector('html[data-hydrated]');
      return { page, errors };
    };

    it('should show the landing page and lead into the docs on the client', async () => {
      const { page, errors } = await open('/');
      expect(await page.title()).toBe('My docs');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/img/favicon.svg');
      expect(await page.locator('main h1').textContent()).toBe('My docs');
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole('link', { name: 'Read the introduction' }).click();
      await page.waitForURL(`${origin}/docs/intro`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      expect(await sidebar.getByRole('link').allTextContents()).toContain('Introduction');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should render the tabs, the admonition, the code and the team\'s component, hydrated without errors', async () => {
      const { page, errors } = await open('/docs/guides/configure');
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

    it('should run the team\'s component written on react-router-dom in the site\'s one router: its location, and its link followed on the client', async () => {
      const { page, errors } = await open('/docs/guides/configure');
      expect(await page.getByTestId('here').locator('code').textContent()).toBe('/docs/guides/configure');
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole('link', { name: 'Back to the introduction' }).click();
      await page.waitForURL(`${origin}/docs/intro`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should find a doc by its text in the search box, searching in a worker the site bundled, and open it', async () => {
      const { page, errors } = await open('/docs/intro');
      // The worker ships inside @hpcdocs/search; the site's build must bundle it under its own assets.
      const worker = page.waitForEvent('worker');
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.fill('retries');
      const hit = page.getByRole('option').filter({ hasText: 'Configure' }).first();
      await hit.waitFor();
      expect((await worker).url()).toMatch(new RegExp(`^${origin}/assets/worker-[\\w-]+\\.js$`));
      await hit.click();
      await page.waitForURL(new RegExp(`${origin}/docs/guides/configure`));
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Configure');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('should answer an unknown path with the not-found page and status 404', async () => {
      const page = await (browser as Browser).newPage();
      const response = await page.goto(`${origin}/docs/nope`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('main h1').textContent()).toMatch(/not found/i);
      await page.close();
    });
  });

  describe('when it edits a doc with `hpcdocs dev` running', () => {
    let dev: ChildProcess | undefined;
    afterAll(async () => {
      if (dev && dev.exitCode === null && dev.pid) {
        const exited = new Promise((resolve) => dev?.once('exit', resolve));
        process.kill(-dev.pid, 'SIGTERM');
        await exited;
      }
    });

    it('should serve the docs from the installed packages and show an edited title without a reload', async () => {
      dev = spawn('npx', ['--no-install', 'hpcdocs', 'dev', '--port', String(DEV_PORT)], { cwd: site, env: npmEnv, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
      await new Promise<void>((resolve, reject) => {
        let out = '';
        dev?.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes(`:${DEV_PORT}/`)) resolve();
        });
        dev?.once('exit', (code) => reject(new Error(`hpcdocs dev exited with ${code}: ${out}`)));
      });
      const page = await (browser as Browser).newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://localhost:${DEV_PORT}/docs/guides/configure`);
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.locator('main h1').textContent()).toBe('Configure');
      expect(await page.getByTestId('screenshot').count()).toBe(1);
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      const docFile = join(site, 'docs/guides/configure.mdx');
      writeFileSync(docFile, readFileSync(docFile, 'utf8').replace('title: Configure', 'title: Configure it'));
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Configure it');
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe('when it type-checks its config, its component and every entry point against the published declarations', () => {
    it('should pass with strict options and without skipLibCheck', async () => {
      expect(await typecheck).toBe('');
    });
  });
});
