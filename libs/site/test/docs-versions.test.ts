/**
 * Docs versions as a Docusaurus site keeps them (`versions.json`, `versioned_docs/version-X/`,
 * `versioned_sidebars/`): each version built at its URL with its own sidebars, the latest at the
 * docs' own URL, banners and badges on the others, a version dropdown that remembers the reader's
 * choice, and search that stays in the version a reader is in.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, out, configFile, write, html } = starterSite('site-versions-');
let starter = '';

/** The starter's config with `docs` settings and a version dropdown in the navbar. */
function configWith(docs: string): void {
  writeFileSync(
    configFile,
    starter
      .replace("docs: { path: 'docs', routeBasePath: 'docs' },", `docs: { path: 'docs', routeBasePath: 'docs'${docs} },`)
      .replace("position: 'left' }],", "position: 'left' }, { type: 'docsVersionDropdown', position: 'right' }],"),
  );
}

/** Version `name` of the docs: an intro, a page only it has, and its sidebars. */
function version(name: string, words: string): void {
  write(`versioned_docs/version-${name}/intro.md`, `# Intro ${name}\n\nThe ${words} introduction. See [setup](./setup.md).\n`);
  write(`versioned_docs/version-${name}/setup.md`, `# Setup ${name}\n\nSet up with ${words} steps.\n`);
  write(`versioned_docs/version-${name}/guides/install.md`, `# Install ${name}\n\nInstall it.\n`);
  write(`versioned_docs/version-${name}/guides/configure.md`, `# Configure ${name}\n\nConfigure it.\n`);
  write(`versioned_sidebars/version-${name}-sidebars.json`, JSON.stringify({ tutorialSidebar: ['intro', 'setup', { type: 'category', label: 'Guides', items: ['guides/install', 'guides/configure'] }] }));
}

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  starter = readFileSync(configFile, 'utf8');
  write('docs/intro.md', '# Introduction\n\nThe upcoming zeppelin introduction.\n');
  write('versions.json', '["2.0", "1.0"]\n');
  version('2.0', 'stable walrus');
  version('1.0', 'ancient mammoth');
  configWith(", versions: { '1.0': { label: '1.0 (old)' } }");
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docs versions in the build', () => {
  it('builds every version at its URL: the newest named one at the docs URL, the docs folder under next/', () => {
    expect(result.problems).toEqual([]);
    expect(html('docs/intro')).toContain('The stable walrus introduction.');
    expect(html('docs/1.0/intro')).toContain('The ancient mammoth introduction.');
    expect(html('docs/next/intro')).toContain('The upcoming zeppelin introduction.');
    // A relative link stays in its version.
    expect(html('docs/1.0/intro')).toContain('href="/docs/1.0/setup"');
  });

  it('shows each version its own sidebar, and the banner and badge of the others', () => {
    const old = html('docs/1.0/setup');
    expect(old).toContain('This is documentation for Team docs <b>1.0 (old)</b>, which is no longer actively maintained.');
    // The banner leads to the same page in the latest version.
    expect(old).toMatch(/<a href="\/docs\/setup">latest version<\/a><\/b> \(2\.0\)/);
    expect(old).toContain('Version: 1.0 (old)');
    expect(old).toMatch(/<nav[^>]*aria-label="Docs sidebar"[\s\S]*href="\/docs\/1\.0\/guides\/install"/);
    expect(html('docs/next/intro')).toContain('This is unreleased documentation for Team docs <b>Next</b> version.');
    const latest = html('docs/setup');
    expect(latest).not.toContain('role="note"');
    expect(latest).toContain('Version: 2.0');
  });

  it('keeps the older versions out of the site-wide search index, each in an index of its own', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'assets/content/manifest.json'), 'utf8')) as { searchContexts?: Record<string, string> };
    expect(Object.keys(manifest.searchContexts ?? {}).sort()).toEqual(['docs/1.0', 'docs/next']);
  });

  it('names an unknown version, with the names there are', async () => {
    configWith(", lastVersion: '3.0'");
    const failed = await build(await loadConfig(dir), { cache: false });
    configWith('');
    expect(failed.ok).toBe(false);
    expect(failed.problems.join('\n')).toContain('docs.lastVersion: there is no docs version "3.0". Available version names are: current, 2.0, 1.0.');
    // The previous output is intact.
    expect(html('docs/1.0/intro')).toContain('ancient mammoth');
  }, 300_000);
});

describe('a navbar item that cannot render', () => {
  it('fails the build at the page, saying what threw, and keeps the previous output', async () => {
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("{ type: 'docsVersionDropdown', position: 'right' }", "{ type: 'fancy', label: 'Fancy' }"));
    const failed = await build(await loadConfig(dir), { cache: false });
    configWith(", versions: { '1.0': { label: '1.0 (old)' } }");
    expect(failed.ok).toBe(false);
    expect(failed.problems.join('\n')).toMatch(/the page \/\S* could not be rendered: No NavbarItem component found for type "fancy"/);
    expect(html('docs/1.0/intro')).toContain('ancient mammoth');
  }, 300_000);
});

describe('a site without versions', () => {
  it('ships none of the version UI in its pages', async () => {
    const jsWith = (text: string) => readdirSync(join(out, 'assets'), { recursive: true }).filter((file) => String(file).endsWith('.js') && readFileSync(join(out, 'assets', String(file)), 'utf8').includes(text));
    expect(jsWith('no longer actively maintained')).not.toEqual([]);
    writeFileSync(configFile, starter);
    renameSync(join(dir, 'versions.json'), join(dir, 'versions.off.json'));
    try {
      const plain = await build(await loadConfig(dir), { cache: false });
      expect(plain.problems).toEqual([]);
      expect(jsWith('no longer actively maintained')).toEqual([]);
    } finally {
      renameSync(join(dir, 'versions.off.json'), join(dir, 'versions.json'));
      configWith(", versions: { '1.0': { label: '1.0 (old)' } }");
      await build(await loadConfig(dir), { cache: false });
    }
  }, 300_000);
});

describe('docs versions in the browser', () => {
  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('switches versions from the dropdown, remembers the choice, and searches the version a page is in', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/docs/setup`);
    await tab.locator('html[data-hydrated]').waitFor();
    await tab.getByRole('button', { name: 'Expand the dropdown' }).click();
    await tab.getByRole('link', { name: '1.0 (old)' }).click();
    await tab.waitForURL(/\/docs\/1\.0\/setup$/);
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Setup 1.0');
    expect(await tab.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    // Off the docs, the navbar's docs link follows the preferred version.
    await tab.goto(`${site.origin()}/`);
    await tab.locator('html[data-hydrated]').waitFor();
    await expect(tab.getByRole('link', { name: 'Docs', exact: true }).first().getAttribute('href')).resolves.toBe('/docs/1.0/intro');
    // Search from a page of 1.0 finds 1.0's page, not 2.0's.
    await tab.goto(`${site.origin()}/docs/1.0/intro`);
    await tab.locator('html[data-hydrated]').waitFor();
    const box = tab.getByRole('combobox').first();
    await box.click();
    await box.fill('mammoth');
    const results = (query: string) => tab.locator(`[role="listbox"][data-results-for="${query}"][aria-busy="false"]`);
    await results('mammoth').waitFor({ state: 'attached' });
    const found = await results('mammoth').getByRole('option').allTextContents();
    expect(found.map((text) => text.split(/(?<=1\.0)/)[0])).toEqual(['Intro 1.0', 'Setup 1.0']);
    await box.fill('walrus');
    await results('walrus').waitFor({ state: 'attached' });
    await tab.getByText('No results', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await tab.close();
  }, 120_000);
});
