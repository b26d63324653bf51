/**
 * The parity tool's whole-site fixture (tools/parity/fixture-site): a Docusaurus 3 site with two
 * docs versions, a second docs instance, three locales (fa written right to left), a blog, a React
 * page and a Markdown page, and client redirects, built by `hpcdocs build` with no hpcdocs config
 * (zero config: it reads docusaurus.config.js). The parity tool (not in CI) compares the pages with
 * Docusaurus' own build; this test pins, in CI, the routes each locale gets and what the
 * whole-site features render as.
 *
 * The build runs on a copy of the fixture inside the workspace (its pages resolve React and
 * @hpcdocs/* from the workspace's node_modules, as an installed site does from its own), so
 * neither the output nor the build's bundle cache lands in the fixture.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPage } from '../parity/lib/extract.mjs';
import { THEME_INFIMA_CLASSES } from '../../libs/site/src/vite/infima.js';

const root = resolve(import.meta.dirname, '../..');
const fixture = resolve(root, 'tools/parity/fixture-site');
const scratch = resolve(root, `tmp/fixture-site-${process.pid}`);
const site = join(scratch, 'site');
const out = join(scratch, 'out');
let output = '';
let status: number | null = null;

beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(fixture, site, { recursive: true, filter: (path) => !/[\\/](node_modules|build|\.docusaurus)$/.test(path) });
  const env = { ...process.env, NX_DAEMON: 'false', NODE_ENV: 'production', VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined };
  const run = spawnSync(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'build', '--config', site, '--out', out, '--no-cache'], { cwd: root, encoding: 'utf8', env });
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const LOCALES = ['zh-Hans', 'fa'];

/** The HTML files a locale's build wrote, as paths under its folder ('' is the default locale, at the base URL). */
function htmlFiles(locale: string): string[] {
  const base = join(out, locale);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // The default locale's folder holds the other locales' folders and the assets.
        if (!(locale === '' && LOCALES.includes(entry.name)) && entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) found.push(relative(base, path).split('\\').join('/'));
    }
  };
  walk(base);
  return found.sort();
}

/** A built page's HTML, by route (`zh-Hans/docs/intro`; '' is the home page). */
const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
/** What a reader sees of a page: its main text, headings, images and links (as the parity tool reads them). */
const main = (route: string) => extractPage(page(route), 'hpcdocs', { pageUrl: `/${route}`, baseUrl: '/', outDir: out });
/** The links of a page's docs sidebar, in order. */
/** The links of a page's docs sidebar (its label is in the page's language: 'Docs sidebar', '文档侧边栏', …). */
const sidebarLinks = (route: string) => [...(/<nav class="sidebar_[^"]*" aria-label="[^"]*">([\s\S]*?)<\/nav>/.exec(page(route))?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
/** Where a redirect page leads. */
const redirectOf = (route: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(page(route))?.[1];

/** Every page of a locale: docs of both versions and of the community instance, the blog, the pages, the redirect. */
const ROUTES = [
  '404.html',
  'about/index.html',
  'blog/2025/01/14/welcome/index.html',
  'blog/2025/03/03/lanternfish-2-0/index.html',
  'blog/2025/05/19/fair-share/index.html',
  'blog/2025/08/04/queue-metrics/index.html',
  'blog/archive/index.html',
  'blog/authors/index.html',
  'blog/authors/mira/index.html',
  'blog/index.html',
  'blog/tags/announcements/index.html',
  'blog/tags/index.html',
  'blog/tags/release/index.html',
  'blog/tags/scheduling/index.html',
  'community/contributing/index.html',
  // The docs' homes (a redirect to the main doc; Docusaurus has no page there).
  'community/index.html',
  'community/intro/index.html',
  'community/support/index.html',
  'docs/1.0/configure/index.html',
  'docs/1.0/faq/index.html',
  'docs/1.0/guides/queues/index.html',
  'docs/1.0/index.html',
  'docs/1.0/install/index.html',
  'docs/1.0/intro/index.html',
  'docs/configure/index.html',
  'docs/faq/index.html',
  'docs/guides/priorities/index.html',
  'docs/guides/queues/index.html',
  'docs/guides/retries/index.html',
  'docs/index.html',
  'docs/install/index.html',
  'docs/intro/index.html',
  'docs/reference/cli/index.html',
  'index.html',
  'old-intro/index.html',
  'search/index.html',
];

describe('given the whole-site Docusaurus fixture, built with no hpcdocs config', () => {
  it('should build every locale, naming only the Docusaurus setting it does not need', () => {
    expect(status, output).toBe(0);
    expect(output).toMatch(/Built 48 docs, 114 pages/);
    expect(output.match(/^warning: .*$/gm)?.map((line) => line.replace(/^warning: \S*?docusaurus\.config\.js/, 'warning: docusaurus.config.js'))).toEqual(['warning: docusaurus.config.js:1:1: not read: onBrokenMarkdownLinks (onBrokenLinks covers links written in Markdown too).']);
  });

  it('should write the same routes in every locale: the default at the base URL, the others under their folders', () => {
    expect(htmlFiles('')).toEqual(ROUTES);
    for (const locale of LOCALES) expect(htmlFiles(locale), locale).toEqual(ROUTES);
  });

  it('should show the unmaintained banner on version 1.0, leading to the same doc in the latest version, and no banner on the latest', () => {
    const old = page('docs/1.0/guides/queues');
    expect(old).toMatch(/This is documentation for (<!-- -->)?Lanternfish(<!-- -->)? <b>1\.0<\/b>, which is no longer actively maintained\./);
    expect(old).toMatch(/<a href="\/docs\/guides\/queues">latest version<\/a>/);
    expect(old).toContain('Version: 1.0');
    expect(main('docs/1.0/guides/queues').text).toContain('Lanternfish 1.0 keeps every job in one queue');
    expect(page('docs/guides/queues')).not.toContain('no longer actively maintained');
    // The banner's texts translated by code.json, with its placeholders filled.
    expect(page('zh-Hans/docs/1.0/intro')).toMatch(/这是 (<!-- -->)?Lanternfish(<!-- -->)? <b>1\.0<\/b> 版的文档，该版本已不再积极维护。/);
  });

  it('should mark zh-Hans pages with their language and show the translated docs, sidebar labels and theme texts', () => {
    const intro = page('zh-Hans/docs/intro');
    expect(intro).toMatch(/<html lang="zh-Hans"[ >]/);
    expect(main('zh-Hans/docs/intro').headings[0]?.text).toBe('简介');
    expect(main('zh-Hans/docs/intro').text).toContain('Lanternfish 是一个面向几十台机器规模集群的批处理作业队列。');
    // Links of a translated doc stay in its locale, to translated and untranslated docs alike.
    expect(main('zh-Hans/docs/intro').links.map((link: { href: string }) => link.href)).toEqual(['/zh-Hans/docs/install', '/zh-Hans/docs/guides/queues', '/zh-Hans/docs/reference/cli']);
    expect(intro).toContain('>指南<');
    expect(intro).toContain('下一页');
    expect(intro).toContain('>文档<');
    // A doc without a translation is shown as written; the community instance and 1.0 have translations of their own.
    expect(main('zh-Hans/docs/configure').text).toContain('The queue directory holds one settings file');
    expect(main('zh-Hans/community/intro').headings[0]?.text).toBe('社区');
    expect(main('zh-Hans/docs/1.0/intro').text).toContain('Lanternfish 1.0 是一个面向少量共享文件系统的机器的批处理作业队列。');
    expect(page('docs/intro')).toMatch(/<html lang="en"[ >]/);
    expect(page('docs/intro')).not.toContain('指南');
  });

  it('should write every fa page right to left, and no page of the other locales', () => {
    const pages = htmlFiles('fa').filter((file) => !['docs/index.html', 'docs/1.0/index.html', 'community/index.html', 'old-intro/index.html'].includes(file));
    expect(pages.length).toBe(ROUTES.length - 4);
    for (const file of pages) expect(readFileSync(join(out, 'fa', file), 'utf8'), file).toMatch(/<html lang="fa" dir="rtl"[ >]/);
    expect(main('fa/docs/intro').headings[0]?.text).toBe('مقدمه');
    for (const file of htmlFiles('')) expect(readFileSync(join(out, file), 'utf8'), file).not.toContain('dir="rtl"');
    expect(page('zh-Hans/docs/intro')).not.toContain('dir="rtl"');
  });

  it('should list the blog posts newest first with their excerpts, and give a post its authors, tags and image', () => {
    const list = main('blog');
    // The blog's title is a heading for screen readers only (the reader's text starts with the posts, as in Docusaurus).
    expect(list.headings.map((h: { text: string }) => h.text)).toEqual(['Queue metrics in 2.1', 'Fair share on a busy cluster', 'Lanternfish 2.0', 'Welcome to the Lanternfish blog']);
    expect(page('blog')).toMatch(/<h1 class="visuallyHidden_[^"]*">Lanternfish blog<\/h1>/);
    // Each excerpt ends at its truncate marker (an HTML comment in .md, an MDX comment in .mdx).
    expect(list.text).toContain('This post shows how to pick them.');
    expect(list.text).not.toContain('Start from what each team needs');
    expect(list.text).not.toContain('Until now every job waited in one line');
    expect(list.text).not.toContain('We will post when a version ships');
    const post = page('blog/2025/03/03/lanternfish-2-0');
    expect(post).toMatch(/Tomás Varga[\s\S]*Release manager[\s\S]*Mira Osei[\s\S]*Maintainer/);
    expect(post).toContain('href="/blog/tags/release"');
    expect(main('blog/2025/03/03/lanternfish-2-0').text).toContain('Until now every job waited in one line.');
    expect(main('blog/2025/03/03/lanternfish-2-0').images.map((image: { alt: string }) => image.alt)).toEqual(['Three queues sharing the slots of a cluster']);
    expect(main('blog/tags/scheduling').links.map((link: { href: string }) => link.href)).toEqual(expect.arrayContaining(['/blog/2025/05/19/fair-share', '/blog/2025/03/03/lanternfish-2-0']));
    // The translated post in place of the original, in its locale only.
    expect(main('zh-Hans/blog').headings.map((h: { text: string }) => h.text)).toContain('欢迎来到 Lanternfish 博客');
    expect(main('blog').headings.map((h: { text: string }) => h.text)).not.toContain('欢迎来到 Lanternfish 博客');
  });

  it("should list the authors, give Mira (page: true) her page, and word the blog's pages from code.json", () => {
    expect(main('blog/authors').headings.map((h: { text: string }) => h.text)).toEqual(['Authors', 'Mira Osei', 'Tomás Varga']);
    // How many posts each wrote, beside the name.
    expect(main('blog/authors').text).toMatch(/Mira Osei 3 Maintainer Tomás Varga 2 Release manager/);
    expect(main('blog/authors/mira').text).toContain('Started Lanternfish and still reviews most of its changes.');
    expect(main('blog/authors/mira').links.map((link: { href: string }) => link.href)).toEqual(expect.arrayContaining(['/blog/authors', '/blog/2025/03/03/lanternfish-2-0', '/blog/2025/01/14/welcome']));
    expect(page('blog/authors/mira')).toContain('<title>Mira Osei - 3 posts | Lanternfish</title>');
    // The theme's texts that a locale's code.json words its own way (Docusaurus' ids, plural forms split).
    expect(main('zh-Hans/blog/tags/announcements').headings[0]?.text).toBe('标签「announcements」下的1 篇文章');
    expect(main('zh-Hans/blog/tags/release').headings[0]?.text).toBe('标签「release」下的2 篇文章');
    expect(main('zh-Hans/blog/tags').headings[0]?.text).toBe('全部标签');
    expect(main('fa/blog/authors/mira').links.map((link: { text: string }) => link.text)).toContain('فهرست همهٔ نویسندگان');
    expect(page('fa/blog/authors/mira')).toContain('<title>Mira Osei (3 مطلب) | ');
    expect(main('fa/blog/2025/01/14/welcome').text).toContain('مطالعه در یک دقیقه');
  });

  it("should give the theme's parts Docusaurus' class names, which a site's CSS targets (every name whose Infima rules are left out)", () => {
    const classes = new Set(['docs/guides/retries', 'docs/configure', 'docs/install'].flatMap((route) => [...page(route).matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/))));
    // The TOC's active link is the reader's scroll position: no prerendered page has one.
    expect(THEME_INFIMA_CLASSES.filter((name) => !classes.has(name) && name !== 'table-of-contents__link--active')).toEqual([]);
    expect(classes).toContain('theme-doc-markdown');
    expect(classes).toContain('theme-admonition-tip');
  });

  it('should write the client redirect in every locale, to the page in that locale', () => {
    expect(redirectOf('old-intro')).toBe('/docs/intro');
    expect(redirectOf('zh-Hans/old-intro')).toBe('/zh-Hans/docs/intro');
    expect(redirectOf('fa/old-intro')).toBe('/fa/docs/intro');
    // In the language of their locale, as every other page.
    expect(page('zh-Hans/old-intro')).toMatch(/^<!doctype html><html lang="zh-Hans">/);
    expect(page('fa/old-intro')).toMatch(/^<!doctype html><html lang="fa">/);
  });

  it("should render the React page with <Translate>'s messages from code.json, and the Markdown page translated", () => {
    const home = page('zh-Hans');
    expect(home).toContain('<h1>用你已有的机器运行批处理作业</h1>');
    // A message with a React element as its value.
    expect(home).toContain('默认提供三个队列：<code>urgent, normal, bulk</code>。');
    expect(home).toMatch(/href="\/zh-Hans\/docs\/intro">阅读简介<\/a>/);
    expect(page('')).toContain('<h1>Run batch jobs on the machines you already have</h1>');
    // The swizzled src/theme/Root provides the queue defaults the home page reads.
    expect(page('')).toContain('Jobs go to the <code>normal</code> queue unless you name one.');
    // The swizzled src/theme/NotFound/Content is the 404 page's content, its link under the locale.
    const notFound = readFileSync(join(out, '404.html'), 'utf8');
    expect(notFound).toContain('<h1>No Lanternfish page here</h1>');
    expect(notFound).toMatch(/href="\/docs\/intro">Read the introduction<\/a>/);
    expect(page('fa')).toContain('سه صف آماده‌ی استفاده است: <code>urgent, normal, bulk</code>.');
    expect(main('about').headings[0]?.text).toBe('About Lanternfish');
    expect(main('zh-Hans/about').headings[0]?.text).toBe('关于 Lanternfish');
    expect(main('fa/about').headings[0]?.text).toBe('About Lanternfish');
  });

  it('should give each docs instance and version its own sidebar, the community docs in their sidebar_position order', () => {
    expect(sidebarLinks('community/support')).toEqual(['/community/intro', '/community/contributing', '/community/support']);
    // Reference is collapsed on a page outside it: its doc is not in the HTML. Version 1.0 has no priorities or retries.
    expect(sidebarLinks('docs/1.0/guides/queues')).toEqual(['/docs/1.0/intro', '/docs/1.0/install', '/docs/1.0/configure', '/docs/1.0/guides/queues', '/docs/1.0/faq']);
    expect(sidebarLinks('docs/guides/retries')).toEqual(['/docs/intro', '/docs/install', '/docs/configure', '/docs/guides/queues', '/docs/guides/priorities', '/docs/guides/retries', '/docs/faq']);
    expect(sidebarLinks('zh-Hans/docs/guides/retries')).toEqual(['/zh-Hans/docs/intro', '/zh-Hans/docs/install', '/zh-Hans/docs/configure', '/zh-Hans/docs/guides/queues', '/zh-Hans/docs/guides/priorities', '/zh-Hans/docs/guides/retries', '/zh-Hans/docs/faq']);
  });

  // A version's main doc is, as in Docusaurus, the first doc of its first sidebar, whatever the
  // sidebar's name (it once was the first doc by file name: configure, contributing).
  it('should lead the docs homes to the first doc of the first sidebar', () => {
    expect(redirectOf('docs')).toBe('/docs/intro');
    expect(redirectOf('docs/1.0')).toBe('/docs/1.0/intro');
    expect(redirectOf('community')).toBe('/community/intro');
  });
});
