/**
 * The authoring and site-structure features, checked on one small site built from strings:
 * each `it` names the feature it proves.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFolder, docOf } from './content-folder.js';
import { buildContent, createCodeHighlighter, type ContentBuild, type DocJson, type SidebarCategory, type SidebarItem, type SidebarLink } from '../src/index.js';

const files: Record<string, string> = {
  'docs/quickstart/index.md': '---\nsidebar_position: 1\nsidebar_class_name: highlight\n---\n\n# Quick start\n\nFirst paragraph becomes the description.\n\n## Step one\n\n### Detail\n\n#### Deeper\n',
  'docs/guide/a.md': `---\ntitle: A\nsidebar_position: 1\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\n## Two\n\n### Three\n\n#### Four\n\n${'word '.repeat(450)}\n`,
  'docs/guide/b.md': '---\ntitle: B\nsidebar_position: 2\npagination_prev: null\npagination_next: quickstart/index\n---\n\nVisit [example](https://example.com) or [A](./a.md).\n\n- [x] done\n- [ ] open\n\nA claim.[^note]\n\n[^note]: The footnote.\n',
  'docs/guide/_category_.json': '{"label": "Guides", "position": 2, "collapsed": false}',
  'docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nNot in the sidebar.\n',
  'docs/solo.md': '---\ntitle: Solo\ndisplayed_sidebar: null\n---\n\nNo sidebar.\n',
  'docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nDraft.\n',
};

let contentDir: string;
let build: ContentBuild;
const doc = (id: string): DocJson => docOf(build, id);
/** Links and categories of a sidebar tree, depth first (html items have no label or link). */
const flat = (items: readonly SidebarItem[]): (SidebarLink | SidebarCategory)[] => items.flatMap((item) => (item.type === 'category' ? [item, ...flat(item.items)] : item.type === 'html' ? [] : [item]));

beforeAll(async () => {
  contentDir = await contentFolder('hpc-features-', files);
  build = await buildContent({ contentDir, baseUrl: '/doc/', git: false, highlighter: await createCodeHighlighter(), labelRoot: contentDir });
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

describe('given a small site using every frontmatter key', () => {
  it('should build without errors and leave drafts out (draft: true)', () => {
    expect(build.errors.map((e) => e.format())).toEqual([]);
    expect(build.docs.map((d) => d.id).sort()).toEqual(['guide/a', 'guide/b', 'hidden', 'quickstart/index', 'solo']);
  });

  it('should route index docs to the folder URL and other docs without a trailing slash', () => {
    expect(doc('quickstart/index').permalink).toBe('/doc/docs/quickstart/');
    expect(doc('guide/a').permalink).toBe('/doc/docs/guide/a');
  });

  it('should take the title from the first h1 and the description from the first paragraph', () => {
    expect(doc('quickstart/index').title).toBe('Quick start');
    expect(doc('quickstart/index').description).toBe('First paragraph becomes the description.');
  });

  it('should keep TOC levels 2-3 by default and follow toc_min/max_heading_level', () => {
    expect(doc('quickstart/index').toc.map((t) => t.level)).toEqual([2, 3]);
    expect(doc('guide/a').toc.map((t) => t.level)).toEqual([3, 4]);
  });

  it('should estimate reading time at 200 words a minute, rounded up (as Docusaurus shows it)', () => {
    // 450 words and three headings' words: 2.3 minutes.
    expect(doc('guide/a').readingTime).toBe(3);
    expect(doc('solo').readingTime).toBe(1);
  });

  it('should put sidebar_class_name and _category_.json labels into the sidebar, leaving out unlisted and displayed_sidebar: null docs', () => {
    const items = flat(build.sidebars['tutorialSidebar'] ?? []);
    expect(items.find((i) => i.docId === 'quickstart/index')?.className).toBe('highlight');
    const category = items.find((i) => i.type === 'category');
    expect(category?.label).toBe('Guides');
    expect(category?.type === 'category' && category.collapsed).toBe(false);
    expect(items.map((i) => i.docId)).not.toContain('hidden');
    expect(items.map((i) => i.docId)).not.toContain('solo');
    expect(doc('solo').sidebar).toBeNull();
    expect(doc('hidden').unlisted).toBe(true);
  });

  it('should derive prev/next from the sidebar order unless pagination_prev/next say otherwise', () => {
    expect(doc('quickstart/index').next?.permalink).toBe('/doc/docs/guide/a');
    expect(doc('guide/a').previous?.permalink).toBe('/doc/docs/quickstart/');
    expect(doc('guide/b').previous).toBeUndefined();
    expect(doc('guide/b').next?.permalink).toBe('/doc/docs/quickstart/');
  });

  it('should mark external links, resolve relative .md links, and render task lists and footnotes', () => {
    const body = JSON.stringify(doc('guide/b').body);
    expect(body).toContain('{"href":"https://example.com","target":"_blank","rel":"noopener noreferrer","data-external":true}');
    expect(body).toContain('{"href":"/doc/docs/guide/a"}');
    expect(body).toContain('"type":"checkbox","checked":true,"disabled":true');
    expect(body).toContain('"data-footnotes":true');
    expect(body).toContain('The footnote.');
  });

  it('should expose one docs version "current" labelled "Next" with its path, main doc and docs', () => {
    expect(build.versions).toHaveLength(1);
    const version = build.versions[0];
    expect(version).toMatchObject({ name: 'current', label: 'Next', path: '/doc/docs', isLast: true, mainDocId: 'quickstart/index' });
    expect(version?.docs.find((d) => d.id === 'solo')).toEqual({ id: 'solo', path: '/doc/docs/solo' });
    expect(version?.docs.find((d) => d.id === 'guide/a')).toEqual({ id: 'guide/a', path: '/doc/docs/guide/a', sidebar: 'tutorialSidebar' });
  });
});

describe('given a doc with a relative image', () => {
  it('should copy the image bytes under a content-hashed name', async () => {
    const dir = join(import.meta.dirname, 'fixtures/images/docs');
    const result = await buildContent({ contentDir: dirname(dir), baseUrl: '/doc/', git: false, labelRoot: dirname(dir) });
    const [path, bytes] = [...result.files].find(([p]) => p.endsWith('.png')) ?? [];
    expect(path).toMatch(/^assets\/img\/arch\.[\w-]{8}\.png$/);
    expect(Buffer.compare(bytes as Buffer, await readFile(join(dir, 'img/arch.png')))).toBe(0);
  });
});

describe('given docs committed to git', () => {
  it('should record the last commit time of each doc as lastUpdatedAt', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = await mkdtemp(join(tmpdir(), 'hpc-git-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      await writeFile(join(dir, 'docs/page.md'), '# Page\n\nText.\n');
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: '2024-05-01T12:00:00Z', GIT_COMMITTER_DATE: '2024-05-01T12:00:00Z' } });
      git('init', '-q');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'docs');
      const result = await buildContent({ contentDir: dir, baseUrl: '/', labelRoot: dir });
      expect(result.docs[0]?.lastUpdatedAt).toBe(Date.parse('2024-05-01T12:00:00Z'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('given an explicit sidebars.json', () => {
  it('should build the declared sidebars (doc ids, links, categories, autogenerated folders) and report unknown ids with the valid ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-sidebars-'));
    try {
      await mkdir(join(dir, 'docs/more'), { recursive: true });
      await writeFile(join(dir, 'docs/a.md'), '# A\n');
      await writeFile(join(dir, 'docs/more/b.md'), '# B\n');
      const sidebars = { main: ['a', { type: 'link', href: 'https://example.com', label: 'Site' }, { type: 'category', label: 'More', items: [{ type: 'autogenerated', dirName: 'more' }] }] };
      await writeFile(join(dir, 'sidebars.json'), JSON.stringify(sidebars));
      const ok = await buildContent({ contentDir: dir, baseUrl: '/', git: false, labelRoot: dir });
      expect(ok.errors).toEqual([]);
      expect(flat(ok.sidebars['main'] ?? []).slice(0, 3).map((item) => item.label)).toEqual(['A', 'Site', 'More']);
      expect(flat(ok.sidebars['main'] ?? []).map((item) => item.docId ?? item.href)).toEqual(['a', 'https://example.com', undefined, 'more/b']);
      expect(ok.docs.find((d) => d.id === 'more/b')?.sidebar).toBe('main');
      await writeFile(join(dir, 'sidebars.json'), JSON.stringify({ main: ['a', 'nope'] }));
      const bad = await buildContent({ contentDir: dir, baseUrl: '/', git: false, labelRoot: dir });
      expect(bad.errors.map((e) => e.format())).toEqual(['sidebars.json:1:14: sidebar "main" refers to unknown doc id "nope". A doc\'s id is its path in the docs folder without the extension and number prefixes, or its `id` frontmatter.']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('given a category whose _category_.json links to a generated index', () => {
  it('should generate a page with a card per category item, link the category to it and keep it in prev/next', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-index-'));
    try {
      await mkdir(join(dir, 'docs/guides'), { recursive: true });
      await writeFile(join(dir, 'docs/intro.md'), '---\nsidebar_position: 1\n---\n\n# Intro\n');
      await writeFile(join(dir, 'docs/guides/one.md'), '# One\n');
      await writeFile(join(dir, 'docs/guides/two.md'), '# Two\n\nBack to [all guides](/docs/category/guides).\n');
      await writeFile(join(dir, 'docs/guides/_category_.json'), JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index', description: 'Every guide.' } }));
      const result = await buildContent({ contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir });
      expect(result.errors.map((e) => e.format())).toEqual([]);
      const page = result.docs.find((d) => d.permalink === '/doc/docs/category/guides');
      expect(page?.title).toBe('Guides');
      expect(page?.description).toBe('Every guide.');
      // The cards: label, link and each doc's description (its first paragraph here), loaded with the page.
      expect(page?.body.at(-1)).toEqual(['DocCardList', { items: [{ type: 'link', label: 'One', href: '/doc/docs/guides/one' }, { type: 'link', label: 'Two', href: '/doc/docs/guides/two', description: 'Back to all guides.' }] }]);
      expect(page?.components).toEqual({ DocCardList: '@hpcdocs/theme/page-components#DocCardList' });
      const category = result.sidebars['tutorialSidebar']?.find((item) => item.type === 'category');
      expect(category?.href).toBe('/doc/docs/category/guides');
      expect(result.docs.find((d) => d.id === 'intro')?.next?.permalink).toBe('/doc/docs/category/guides');
      expect(page?.next?.permalink).toBe('/doc/docs/guides/one');
      expect(result.routes.some((r) => r.path === '/doc/docs/category/guides' && r.component === 'DocPage')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
