/**
 * Translations as a Docusaurus site keeps them (`i18n/<locale>/…`): every locale built as a site of
 * its own under its path, its translated docs in place of the default ones (the untranslated shown
 * as written), the theme's, navbar's and sidebars' labels translated, `lang`, `dir` and `hreflang`
 * on every page, a locale dropdown leading to the same page in another locale, and a search index
 * per locale that finds Chinese words.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, out, configFile, write, html } = starterSite('site-i18n-');
let starter = '';

const I18N = "i18n: { defaultLocale: 'en', locales: ['en', 'zh', 'fa'], localeConfigs: { zh: { label: '中文', htmlLang: 'zh-CN' } } },";

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  starter = readFileSync(configFile, 'utf8');
  writeFileSync(configFile, starter.replace("  docs: { path: 'docs', routeBasePath: 'docs' },", `  docs: { path: 'docs', routeBasePath: 'docs' },\n  ${I18N}`).replace("position: 'left' }],", "position: 'left' }, { type: 'localeDropdown', position: 'right' }],"));
  write('i18n/zh/docusaurus-plugin-content-docs/current/intro.md', '---\ntitle: 简介\nsidebar_position: 1\n---\n\n欢迎使用团队文档。这里介绍计算集群的用法。\n\n## 下一步\n\n阅读[安装](./guides/install.md)。\n');
  write('i18n/zh/docusaurus-plugin-content-docs/current.json', JSON.stringify({ 'sidebar.tutorialSidebar.category.Guides': { message: '指南', description: 'The label of the Guides category' } }));
  write('i18n/zh/docusaurus-theme-classic/navbar.json', JSON.stringify({ 'item.label.Docs': { message: '文档' } }));
  write('i18n/zh/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: '下一页' }, 'theme.SearchBar.label': { message: '搜索' }, 'site.unused': { message: '未使用' } }));
  write('i18n/fa/docusaurus-plugin-content-docs/current/intro.md', '---\ntitle: معرفی\n---\n\nبه مستندات تیم خوش آمدید.\n');
  result = await build(await loadConfig(dir), { cache: false });
}, 600_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a site with three locales', () => {
  it('builds the default locale at the base URL and each other under its path', () => {
    expect(result.problems).toEqual([]);
    expect(html('docs/intro')).toContain('Welcome. These docs came with the starter site');
    expect(html('zh/docs/intro')).toContain('欢迎使用团队文档。');
    expect(html('fa/docs/intro')).toContain('به مستندات تیم خوش آمدید.');
    // A doc without a translation is shown as written, at the locale's URL, linking within it.
    expect(html('zh/docs/guides/install')).toContain('Install the tool with npm');
    expect(html('zh/docs/intro')).toContain('href="/zh/docs/guides/install"');
    for (const locale of ['', 'zh/', 'fa/']) expect(existsSync(join(out, locale, 'sitemap.xml'))).toBe(true);
  });

  it('marks each page with its language and direction, and names the page in every locale', () => {
    expect(html('docs/intro')).toMatch(/<html lang="en" data-theme/);
    expect(html('zh/docs/intro')).toMatch(/<html lang="zh-CN" data-theme/);
    expect(html('fa/docs/intro')).toMatch(/<html lang="fa" dir="rtl" data-theme/);
    const alternates = [...html('zh/docs/intro').matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(alternates).toEqual(['en https://docs.example.com/docs/intro', 'zh-CN https://docs.example.com/zh/docs/intro', 'fa https://docs.example.com/fa/docs/intro', 'x-default https://docs.example.com/docs/intro']);
  });

  it("shows the theme's, navbar's and sidebar's labels in the locale's words", () => {
    const zh = html('zh/docs/intro');
    expect(zh).toContain('>文档<');
    expect(zh).toContain('指南');
    expect(zh).toContain('下一页');
    // The search box too (the search package's texts, through the theme's).
    expect(zh).toContain('placeholder="搜索"');
    expect(html('docs/intro')).toContain('placeholder="Search"');
    // The theme comes translated into the languages it knows (the locale zh reads as Simplified
    // Chinese); code.json overrides a text ('下一页' above).
    expect(zh).toContain('本页目录');
    expect(html('fa/docs/intro')).toContain('>قبلی<');
    expect(html('docs/intro')).toContain('On this page');
    expect(html('docs/intro')).toContain('Guides');
    expect(html('docs/intro')).not.toContain('指南');
  });

  it("keeps a search index per locale, with the locale's words", () => {
    const manifest = (locale: string) => JSON.parse(readFileSync(join(out, locale, 'assets/content/manifest.json'), 'utf8')) as { search: string };
    expect(manifest('zh').search).toMatch(/^\/zh\/assets\//);
    expect(manifest('').search).toMatch(/^\/assets\//);
  });

  it('builds one locale alone with --locale, leaving the others as they are', async () => {
    write('i18n/fa/docusaurus-plugin-content-docs/current/intro.md', '---\ntitle: معرفی\n---\n\nمتن تازه.\n');
    const one = await build(await loadConfig(dir), { locale: 'fa' });
    expect(one.problems).toEqual([]);
    expect(html('fa/docs/intro')).toContain('متن تازه.');
    expect(html('zh/docs/intro')).toContain('欢迎使用团队文档。');
    expect(html('docs/intro')).toContain('Welcome.');
    const unknown = await build(await loadConfig(dir), { locale: 'de' });
    expect(unknown.problems).toEqual(['--locale de: the site has no such locale. Its locales (i18n.locales): en, zh, fa.']);
  }, 300_000);

  it('fails as a whole when one locale has a problem, naming the locale and keeping every previous output', async () => {
    write('i18n/zh/docusaurus-plugin-content-docs/current/guides/install.md', '# 安装\n\n参见[不存在的页面](./missing.md)。\n');
    try {
      const failed = await build(await loadConfig(dir));
      expect(failed.ok).toBe(false);
      expect(failed.problems.join('\n')).toMatch(/^\[zh\] .*i18n\/zh\/docusaurus-plugin-content-docs\/current\/guides\/install\.md:3:\d+ -> \.\/missing\.md: broken link/m);
      expect(html('zh/docs/guides/install')).toContain('Install the tool with npm');
      expect(html('docs/intro')).toContain('Welcome.');
      const checked = await check(await loadConfig(dir));
      expect(checked.problems.join('\n')).toMatch(/i18n\/zh\/docusaurus-plugin-content-docs\/current\/guides\/install\.md:3:\d+ -> \.\/missing\.md: broken link/);
    } finally {
      rmSync(join(dir, 'i18n/zh/docusaurus-plugin-content-docs/current/guides'), { recursive: true, force: true });
    }
  }, 300_000);
});

describe('locales in the browser', () => {
  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('leads from a page to the same page in another locale, and searches in Chinese', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/docs/intro`);
    await tab.locator('html[data-hydrated]').waitFor();
    await tab.getByRole('button', { name: 'Expand the dropdown' }).click();
    await tab.getByRole('link', { name: '中文' }).click();
    await tab.waitForURL(/\/zh\/docs\/intro$/);
    await tab.locator('html[data-hydrated]').waitFor();
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('简介');
    const box = tab.getByRole('combobox').first();
    await box.click();
    await box.fill('计算集群');
    const results = tab.locator('[role="listbox"][data-results-for="计算集群"][aria-busy="false"]');
    await results.waitFor({ state: 'attached' });
    expect((await results.getByRole('option').allTextContents())[0]).toContain('简介');
    expect(errors).toEqual([]);
    await tab.close();
  }, 120_000);
});
