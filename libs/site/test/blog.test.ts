/**
 * A blog as Docusaurus keeps one: dated posts (files and folders), `slug` and `date` frontmatter,
 * authors from `authors.yml` or written out, tags, the list of posts on pages of `postsPerPage`,
 * and docs that link to posts. Built, then read in Chromium.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, configFile, write, html } = starterSite('site-blog-');

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("docs: { path: 'docs', routeBasePath: 'docs' },", "docs: { path: 'docs', routeBasePath: 'docs' },\n  blog: { postsPerPage: 2, blogTitle: 'News', blogDescription: 'What the team shipped' },"));
  write('docs/intro.md', '# Introduction\n\nRead [the launch post](/blog/2024/05/01/hello).\n');
  write('blog/authors.yml', 'ada:\n  name: Ada Byron\n  title: Platform engineer\n  url: https://example.com/ada\n  description: Keeps the clusters running.\n  page: true\n  socials:\n    github: ada\n    x: https://x.com/ada_b\n    stackoverflow: 82609\n    myspace: ada\nlin:\n  name: Lin Wei\n  email: lin@example.com\n');
  write('blog/2024-05-01-hello.md', '---\ntitle: Hello, cluster\nauthors: [ada]\ntags: [news]\n---\n\nThe first post, about **clusters**.\n\n<!-- truncate -->\n\nThe rest, only on the page.\n');
  write('blog/2024-06-10-gpus/index.md', '---\ntitle: GPUs for everyone\ntags: [gpus]\nauthors:\n  - name: Grace Hopper\n    title: Compiler team\n---\n\nEvery project gets GPUs. Back to [the first post](../2024-05-01-hello.md).\n');
  write('blog/2023-12-24-holiday.md', '---\ntitle: Holiday hours\nslug: /holiday\n---\n\nSupport is quieter this week.\n');
  write('blog/roadmap.mdx', '---\ntitle: Roadmap\ndate: 2024-07-01\ntags: [news]\n---\n\nWhat comes next.\n\n{/* truncate */}\n\nThe details.\n');
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a blog', () => {
  it('puts each post at its date (or slug), with its date and authors under its title', () => {
    expect(result.problems).toEqual([]);
    const gpus = html('blog/2024/06/10/gpus');
    expect(gpus).toContain('<h1');
    expect(gpus).toContain('GPUs for everyone');
    expect(gpus).toContain('<time dateTime="2024-06-10">June 10, 2024</time>');
    expect(gpus).toContain('Grace Hopper');
    // Beside it, the newest posts (five by default; there are four), this one marked as the page.
    const sidebar = /<nav[^>]*aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(gpus)?.[0] ?? '';
    expect(sidebar).toContain('Recent posts');
    expect([...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/blog/roadmap', '/blog/2024/06/10/gpus', '/blog/2024/05/01/hello', '/blog/holiday']);
    expect(/<a[^>]*href="\/blog\/2024\/06\/10\/gpus"[^>]*>/.exec(sidebar)?.[0]).toContain('aria-current="page"');
    // A relative file link between posts leads to the other post's URL.
    expect(gpus).toContain('href="/blog/2024/05/01/hello"');
    // An author with a page of their own: their name leads there rather than to their URL.
    expect(html('blog/2024/05/01/hello')).toMatch(/<a href="\/blog\/authors\/ada"[^>]*>Ada Byron<\/a>/);
    expect(html('blog/holiday')).toContain('Support is quieter this week.');
    // A post without a date in its name is at its path, of its frontmatter date.
    expect(html('blog/roadmap')).toContain('July 1, 2024');
  });

  it('lists the posts newest first, two to a page, and a page per tag', () => {
    const first = html('blog');
    const titles = [...first.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual(['/blog/roadmap', '/blog/2024/06/10/gpus']);
    // The blog's title is the page's heading for screen readers only, and its description the page's (as Docusaurus has them).
    expect(first).toMatch(/<h1 class="[^"]*visuallyHidden[^"]*">News<\/h1>/);
    expect(first).toContain('<meta name="description" content="What the team shipped"');
    expect(first).toContain('What comes next.');
    expect(first).not.toContain('The details.');
    expect(first).toContain('href="/blog/page/2"');
    const secondPage = html('blog/page/2');
    // A truncated post shows its body up to the marker and a link to the rest; the others their whole body, without one (as Docusaurus lists them).
    expect(secondPage).toContain('The first post, about <strong>clusters</strong>.');
    expect(secondPage).not.toContain('The rest, only on the page.');
    expect(html('blog/2024/05/01/hello')).toContain('The rest, only on the page.');
    const second = [...secondPage.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(second).toEqual(['/blog/2024/05/01/hello', '/blog/holiday']);
    expect(secondPage).toContain('aria-label="Read more about Hello, cluster"');
    expect(secondPage).toContain('<p>Support is quieter this week.</p>');
    expect(secondPage).not.toContain('aria-label="Read more about Holiday hours"');
    // The feeds beside the list: RSS and Atom (Docusaurus' default), newest first, with absolute links.
    const rss = readFileSync(join(dir, 'build/blog/rss.xml'), 'utf8');
    expect(rss).toContain('<title>Team docs Blog</title>');
    expect([...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(0, 3)).toEqual(['https://docs.example.com/blog/', 'https://docs.example.com/blog/roadmap', 'https://docs.example.com/blog/2024/06/10/gpus']);
    expect(readFileSync(join(dir, 'build/blog/atom.xml'), 'utf8')).toContain('<author><name>Ada Byron</name><uri>https://example.com/ada</uri></author>');
    expect(existsSync(join(dir, 'build/blog/feed.json'))).toBe(false);
    // Every page names them, as feed readers look for them.
    expect(html('docs/intro')).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Team docs Blog RSS Feed">');
    // A tag's page is a list of its posts, as the blog's own: bylines, excerpts, a way to every tag.
    const tag = html('blog/tags/news');
    expect(tag).toContain('<h1>2 posts tagged with &quot;news&quot;</h1>');
    expect(tag).toContain('href="/blog/2024/05/01/hello"');
    expect(tag).toContain('href="/blog/roadmap"');
    expect(tag).toContain('The first post, about <strong>clusters</strong>.');
    expect(tag).toMatch(/<a href="\/blog\/tags"[^>]*>View all tags<\/a>/);
    expect(html('blog/tags/gpus')).toContain('<h1>One post tagged with &quot;gpus&quot;</h1>');
    // The list of tags: by first letter, each with how many posts carry it.
    const tags = html('blog/tags');
    expect(tags).toContain('<h1>Tags</h1>');
    expect([...tags.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['G', 'N']);
    expect(tags).toMatch(/<a aria-label="2 posts tagged with &quot;news&quot;" href="\/blog\/tags\/news">news<span[^>]*>2<\/span><\/a>/);
    // The archive: every post by year, the newest year first, a year's posts oldest first.
    const archive = html('blog/archive');
    expect([...archive.matchAll(/<h2>(\d{4})<\/h2>/g)].map((m) => m[1])).toEqual(['2024', '2023']);
    expect(archive).toMatch(/<a href="\/blog\/2024\/05\/01\/hello"><time dateTime="2024-05-01">May 1<\/time> - Hello, cluster<\/a>/);
    expect([...archive.matchAll(/<a href="\/blog\/([^"]+)"><time/g)].map((m) => m[1])).toEqual(['2024/05/01/hello', '2024/06/10/gpus', 'roadmap', 'holiday']);
  });

  it('lists the authors of the authors file, and gives an author with page: true a list of their posts', () => {
    const authors = html('blog/authors');
    expect(authors).toContain('<title>Authors | Team docs</title>');
    // The count beside the heading, not in it (the heading is the name).
    expect(authors).toMatch(/<h2[^>]*><a href="\/blog\/authors\/ada">Ada Byron<\/a><\/h2> <span[^>]*>1<\/span>/);
    // Without a page or a URL, the name leads to the author's email; with no post, no count.
    expect(authors).toMatch(/<h2[^>]*><a href="mailto:lin@example.com">Lin Wei<\/a><\/h2>/);
    const ada = html('blog/authors/ada');
    expect(ada).toContain('<title>Ada Byron - One post | Team docs</title>');
    expect(ada).toContain('<p>Keeps the clusters running.</p>');
    expect(ada).toMatch(/<a href="\/blog\/authors"[^>]*>View all authors<\/a>/);
    expect([...ada.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/blog/2024/05/01/hello']);
    expect(existsSync(join(dir, 'build/blog/authors/lin.html'))).toBe(false);
    // Their profiles: a handle made the platform's URL, a URL as it is, a number (YAML's reading of an id) as text.
    const hello = html('blog/2024/05/01/hello');
    expect(hello).toMatch(/<a href="https:\/\/github.com\/ada"[^>]*aria-label="GitHub"/);
    expect(hello).toMatch(/<a href="https:\/\/x.com\/ada_b"[^>]*aria-label="X"/);
    expect(hello).toMatch(/<a href="https:\/\/stackoverflow.com\/users\/82609"[^>]*aria-label="Stack Overflow"/);
    // A handle of a platform without a URL is left out, said once.
    expect(hello).not.toContain('myspace');
    expect(result.warnings.join('\n')).toMatch(/authors\.yml.*The author "ada": socials\.myspace: "ada" is neither a full http\(s\) URL nor a handle/);
  });

  it("lets the docs link to posts, and checks those links", async () => {
    expect(html('docs/intro')).toContain('href="/blog/2024/05/01/hello"');
    write('docs/intro.md', '# Introduction\n\nRead [a post that is not there](/blog/2024/05/02/nope).\n');
    const failed = await build(await loadConfig(dir), { cache: false });
    write('docs/intro.md', '# Introduction\n\nRead [the launch post](/blog/2024/05/01/hello).\n');
    expect(failed.problems.join('\n')).toContain('/blog/2024/05/02/nope');
    await build(await loadConfig(dir), { cache: false });
  }, 300_000);
});

describe('a blog in the browser', () => {
  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('opens a post from the list, and the list from a tag', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/blog`);
    await tab.locator('html[data-hydrated]').waitFor();
    await tab.getByRole('link', { name: 'GPUs for everyone', exact: true }).click();
    await tab.waitForURL(/\/blog\/2024\/06\/10\/gpus$/);
    await tab.getByText('Every project gets GPUs.').waitFor();
    await tab.getByRole('link', { name: 'the first post' }).click();
    await tab.waitForURL(/\/blog\/2024\/05\/01\/hello$/);
    await tab.getByRole('link', { name: 'news' }).first().click();
    await tab.waitForURL(/\/blog\/tags\/news$/);
    expect(errors).toEqual([]);
    await tab.close();
  }, 120_000);
});
