/**
 * A site written in one language other than English (`i18n: { defaultLocale: 'zh-Hans', locales:
 * ['zh-Hans'] }`), as many Docusaurus sites are: one site at the base URL, the theme in its
 * language, and its `i18n/zh-Hans/` files read as Docusaurus reads them for the default locale.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check, init, loadConfig, type BuildResult } from '../src/index.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, configFile, write, html } = starterSite('site-one-locale-');

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  const config = readFileSync(configFile, 'utf8').replace("  docs: { path: 'docs', routeBasePath: 'docs' },", "  docs: { path: 'docs', routeBasePath: 'docs' },\n  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] },");
  writeFileSync(configFile, config);
  write('i18n/zh-Hans/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: '往下读' } }));
  write('i18n/zh-Hans/docusaurus-theme-classic/navbar.json', JSON.stringify({ 'item.label.Docs': { message: '文档' } }));
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a site of one locale, not English', () => {
  it("builds one site at the base URL, in its language, with the theme's texts and its own translations", () => {
    expect(result.problems).toEqual([]);
    const intro = html('docs/intro');
    expect(intro).toMatch(/<html lang="zh-Hans" data-theme/);
    // The theme's own Chinese (the search box), code.json over it, the navbar's file.
    expect(intro).toContain('placeholder="搜索"');
    expect(intro).toContain('往下读');
    expect(intro).toContain('>文档<');
    // No locale folder: the one locale is the site.
    expect(result.outDir).toBe(`${dir}/build`);
  });

  it('checks it with the same translations', async () => {
    // Its i18n folder is read, so check does not warn that the build leaves it out.
    const checked = await check(await loadConfig(dir));
    expect(checked.problems).toEqual([]);
    expect(checked.warnings.filter((warning) => warning.includes('i18n'))).toEqual([]);
    write('i18n/zh-Hans/code.json', '{ not json');
    try {
      await expect(check(await loadConfig(dir))).rejects.toThrow(/i18n\/zh-Hans\/code\.json/);
    } finally {
      write('i18n/zh-Hans/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: '往下读' } }));
    }
  });
});
