/**
 * A docs folder organised as Docusaurus sites organise theirs: number prefixes, `id` frontmatter,
 * category files in JSON and YAML, a sidebars file with every item type, tags with a tags file,
 * edit links, hidden titles, social images, last-update frontmatter, docs at the site root.
 * Each case builds a small folder with `buildContent()` and checks what a reader would get.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createCodeHighlighter, type BuildContentOptions, type CodeHighlighter, type ContentBuild, type SidebarCategory, type SidebarItem, type SidebarLink } from '../src/index.js';

let work: string;
let highlighter: CodeHighlighter;
let count = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hpc-docusaurus-'));
  highlighter = await createCodeHighlighter();
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Writes `files` under a fresh folder (`docs/...` for docs) and builds it. */
async function build(files: Record<string, string>, options: Partial<BuildContentOptions> | ((dir: string) => Partial<BuildContentOptions>) = {}): Promise<ContentBuild & { readonly dir: string; readonly messages: string[] }> {
  const dir = join(work, `case-${(count += 1)}`);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const result = await buildContent({ contentDir: dir, baseUrl: '/', git: false, highlighter, labelRoot: dir, ...(typeof options === 'function' ? options(dir) : options) });
  return { ...result, dir, messages: result.errors.map((e) => e.format()) };
}

const labels = (items: readonly SidebarItem[]) => items.map((item) => (item.type === 'html' ? '<html>' : item.label));

describe('given number-prefixed files and folders', () => {
  it('should strip the prefixes from ids and URLs and order the sidebar by them, 2 before 10', async () => {
    const result = await build({
      'docs/10-last.md': '# Last\n',
      'docs/2-second.md': '# Second\n',
      'docs/01-guides/02-setup.md': '# Setup\n',
      'docs/01-guides/1-intro.md': '# Intro\n',
      'docs/2024-01-31-release.md': '# Release\n',
      'docs/keep.md': '---\nparse_number_prefixes: false\n---\n\n# Keep\n',
      'docs/05-raw.md': '---\nparse_number_prefixes: false\n---\n\n# Raw\n',
    });
    expect(result.messages).toEqual([]);
    expect(result.docs.map((d) => d.id).sort()).toEqual(['05-raw', '2024-01-31-release', 'guides/intro', 'guides/setup', 'keep', 'last', 'second']);
    expect(result.docs.find((d) => d.id === 'guides/setup')?.permalink).toBe('/docs/guides/setup');
    const sidebar = result.sidebars['tutorialSidebar'] ?? [];
    // Positions first (guides 1, second 2, last 10), then the rest by name.
    expect(labels(sidebar)).toEqual(['guides', 'Second', 'Last', 'Raw', 'Release', 'Keep']);
    expect(labels((sidebar[0] as SidebarCategory).items)).toEqual(['Intro', 'Setup']);
  });
});

describe('given id frontmatter', () => {
  it('should replace the last part of the id and of the URL, keeping the folder', async () => {
    const result = await build({ 'docs/guides/02-long-file-name.md': '---\nid: setup\n---\n\n# Setup\n', 'docs/other.md': '# Other\n\n[Setup](guides/02-long-file-name.md)\n' });
    expect(result.messages).toEqual([]);
    const doc = result.docs.find((d) => d.title === 'Setup');
    expect(doc?.id).toBe('guides/setup');
    expect(doc?.permalink).toBe('/docs/guides/setup');
  });

  it('should refuse an id with a slash, at its line', async () => {
    const result = await build({ 'docs/a.md': '---\ntitle: A\nid: x/y\n---\n\n# A\n' });
    expect(result.messages).toEqual(['docs/a.md:3:1: Frontmatter "id" must be a string without "/" (the last part of the doc id; the folder comes from the file\'s place), got "x/y".\n  Change the value of "id".']);
  });
});

describe('given category files', () => {
  it('should read _category_.yml with every key, and link: null over the folder\'s index doc', async () => {
    const result = await build({
      'docs/guides/_category_.yml': 'label: Guides\nposition: 1\ncollapsed: false\nclassName: guides\ncustomProps:\n  icon: book\nkey: guides-key\ndescription: How to do things\n',
      'docs/guides/index.md': '# Guides overview\n',
      'docs/guides/one.md': '# One\n',
      'docs/api/_category_.json': '{"label": "API", "position": 2, "link": null}',
      'docs/api/README.md': '# API readme\n',
      'docs/api/call.md': '# Call\n',
    });
    expect(result.messages).toEqual([]);
    const [guides, api] = (result.sidebars['tutorialSidebar'] ?? []) as SidebarCategory[];
    expect(guides).toMatchObject({ label: 'Guides', collapsed: false, className: 'guides', customProps: { icon: 'book' }, key: 'guides-key', description: 'How to do things', href: '/docs/guides/', docId: 'guides/index' });
    expect(labels(guides?.items ?? [])).toEqual(['One']);
    expect(api?.href).toBeUndefined();
    expect(labels(api?.items ?? [])).toEqual(['API readme', 'Call']);
  });

  it('should make a generated index page at /category/<label>, listing the items', async () => {
    const told: (string[] | undefined)[] = [];
    const files = {
      'docs/guides/_category_.json': '{"label": "Step by Step", "link": {"type": "generated-index", "description": "All the steps.", "keywords": ["steps"]}}',
      'docs/guides/one.md': '# One\n',
      'docs/guides/two.md': '# Two\n',
    };
    // What the caller learns before the docs are processed: the index page's module, from the category file.
    const result = await build(files, { onPageModules: (modules) => void told.push(modules) });
    expect(told).toEqual([['@hpcdocs/theme/page-components']]);
    expect(result.docs.find((d) => d.permalink === '/docs/category/step-by-step')?.components).toEqual({ DocCardList: '@hpcdocs/theme/page-components#DocCardList' });
    // With unified plugins of the site's own, the texts cannot tell.
    await build(files, { onPageModules: (modules) => void told.push(modules), remarkPlugins: [() => undefined] });
    expect(told).toEqual([['@hpcdocs/theme/page-components'], undefined]);
    expect(result.messages).toEqual([]);
    const page = result.docs.find((d) => d.permalink === '/docs/category/step-by-step');
    expect(page).toMatchObject({ title: 'Step by Step', description: 'All the steps.', keywords: ['steps'] });
    expect(JSON.stringify(page?.body)).toContain('/docs/guides/one');
    expect((result.sidebars['tutorialSidebar']?.[0] as SidebarCategory).href).toBe('/docs/category/step-by-step');
  });

  it('should show on each card the doc\'s description, else the first line of its text (not its h1 or a table)', async () => {
    const result = await build({
      'docs/guides/_category_.json': '{"label": "Guides", "link": {"type": "generated-index"}}',
      'docs/guides/one.md': '# One\n\n| a | b |\n| - | - |\n\nOnly signed-in users may create\nrooms, as this page shows.\n',
      'docs/guides/two.md': '---\ndescription: Set by the author.\n---\n\nA first line.\n',
    });
    expect(result.messages).toEqual([]);
    const text = JSON.stringify(result.docs.find((d) => d.permalink === '/docs/category/guides')?.body);
    expect(text).toContain('Only signed-in users may create"');
    expect(text).not.toContain('rooms, as this page shows');
    expect(text).not.toContain('| a | b |');
    expect(text).toContain('Set by the author.');
  });

  it('should report a wrong key or value at its line, with what is allowed', async () => {
    const result = await build({ 'docs/g/_category_.yml': 'label: G\ncolapsed: true\nposition: first\n', 'docs/g/a.md': '# A\n' });
    expect(result.messages).toEqual([
      'docs/g/_category_.yml:2:1: Invalid _category_.yml: colapsed: unknown key; did you mean "collapsed"? Allowed here: label, position, collapsed, collapsible, className, customProps, key, description, link.\n  Write it like {"label": "Guides", "position": 2, "link": {"type": "generated-index"}}.',
      'docs/g/_category_.yml:3:11: Invalid _category_.yml: position: got "first"; expected a number.\n  Write it like {"label": "Guides", "position": 2, "link": {"type": "generated-index"}}.',
    ]);
  });
});

describe('given a sidebars file with every item type', () => {
  const files = {
    'docs/intro.md': '---\nsidebar_label: Start here\n---\n\n# Introduction\n',
    'docs/guides/a.md': '# A\n',
    'docs/guides/b.md': '# B\n',
    'docs/reference/api.md': '# API\n',
    'sidebars.json': JSON.stringify({
      main: [
        'intro',
        { type: 'html', value: '<strong>Guides</strong><script>alert(1)</script>', defaultStyle: true },
        { type: 'category', label: 'Guides', link: { type: 'generated-index', title: 'All guides' }, items: [{ type: 'autogenerated', dirName: 'guides' }] },
        { type: 'ref', id: 'reference/api', label: 'API (elsewhere)' },
        { type: 'link', label: 'Blog', href: '/blog' },
        { type: 'link', label: 'Status', href: 'https://status.example.com' },
        { 'More guides': ['guides/a'] },
      ],
      reference: { Reference: ['reference/api'] },
    }),
  };

  it('should build each item as Docusaurus does, sanitizing the markup and adding the base URL to site links', async () => {
    const result = await build(files, { baseUrl: '/site/' });
    expect(result.messages).toEqual([]);
    const main = result.sidebars['main'] ?? [];
    expect(labels(main)).toEqual(['Start here', '<html>', 'Guides', 'API (elsewhere)', 'Blog', 'Status', 'More guides']);
    expect(main[1]).toEqual({ type: 'html', body: [['strong', null, 'Guides']], defaultStyle: true });
    expect((main[2] as SidebarCategory).href).toBe('/site/docs/category/guides');
    expect(labels((main[2] as SidebarCategory).items)).toEqual(['A', 'B']);
    expect(main[3]).toEqual({ type: 'link', label: 'API (elsewhere)', href: '/site/docs/reference/api' });
    expect((main[4] as SidebarLink).href).toBe('/site/blog');
    expect((main[5] as SidebarLink).href).toBe('https://status.example.com');
    // A ref does not make the doc part of the sidebar: it belongs to the one that lists it.
    expect(result.docs.find((d) => d.id === 'reference/api')?.sidebar).toBe('reference');
    expect(result.docs.find((d) => d.id === 'intro')?.next?.title).toBe('All guides');
    expect(result.docs.find((d) => d.permalink === '/site/docs/category/guides')?.title).toBe('All guides');
  });

  it('should take the value of a sidebars module, and place a problem where the module writes the value', async () => {
    const text = "module.exports = {\n  main: [\n    'intro',\n    { type: 'page', id: 'x' },\n  ],\n};\n";
    const value = { main: ['intro', { type: 'page', id: 'x' }] };
    const result = await build({ 'docs/intro.md': '# Intro\n', 'sidebars.js': text }, (dir) => ({ sidebars: { file: join(dir, 'sidebars.js'), value } }));
    expect(result.messages).toEqual([
      'sidebars.js:4:13: Invalid sidebars.js: main[1].type: got "page"; allowed: "doc", "ref", "link", "html", "autogenerated", "category".\n  Each sidebar is a list of doc ids and items with a "type" (doc, ref, link, html, autogenerated, category).',
    ]);
  });

  it('should name the closest ids for an unknown one, at its place in the file', async () => {
    const result = await build({ 'docs/guides/setup.md': '# Setup\n', 'sidebars.json': '{\n  "main": [\n    "setup"\n  ]\n}\n' });
    expect(result.messages).toEqual(['sidebars.json:3:5: sidebar "main" refers to unknown doc id "setup". Did you mean "guides/setup"? A doc\'s id is its path in the docs folder without the extension and number prefixes, or its `id` frontmatter.']);
  });

  it('should build no sidebar at all when told so', async () => {
    const result = await build({ 'docs/a.md': '# A\n' }, { sidebars: false });
    expect(result.sidebars).toEqual({});
    expect(result.docs[0]?.sidebar).toBeNull();
  });
});

describe('given tags', () => {
  it('should link each tag to its page, list every tag on /docs/tags, and use the tags file for labels and descriptions', async () => {
    const result = await build({
      'docs/a.md': '---\ntitle: Alpha\ntags: [getting-started, GPU Instances]\n---\n\nAlpha text.\n',
      'docs/b.md': '---\ntitle: Beta\ntags: [getting-started, {label: Custom, permalink: /custom-tag}]\n---\n\nBeta text.\n',
      'docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\ntags: [getting-started]\n---\n\nHidden text.\n',
      'docs/tags.yml': 'getting-started:\n  label: Getting started\n  description: First steps.\nGPU Instances:\n',
    });
    expect(result.messages).toEqual([]);
    expect(result.docs.find((d) => d.id === 'a')?.tags).toEqual([
      { label: 'Getting started', permalink: '/docs/tags/getting-started', description: 'First steps.' },
      { label: 'GPU Instances', permalink: '/docs/tags/gpu-instances' },
    ]);
    const tagPage = result.docs.find((d) => d.permalink === '/docs/tags/getting-started');
    expect(tagPage?.title).toBe('2 docs tagged with "Getting started"');
    // An unlisted doc keeps its tags but is on no tag page.
    expect(JSON.stringify(tagPage?.body)).not.toContain('/docs/hidden');
    expect(result.docs.find((d) => d.permalink === '/docs/tags/custom-tag')?.title).toBe('One doc tagged with "Custom"');
    const all = result.docs.find((d) => d.permalink === '/docs/tags');
    expect(JSON.stringify(all?.body)).toContain('"aria-label":"Getting started (2 docs)"');
    expect(result.routes.filter((r) => r.path.startsWith('/docs/tags')).map((r) => r.path)).toEqual(['/docs/tags', '/docs/tags/custom-tag', '/docs/tags/getting-started', '/docs/tags/gpu-instances']);
    // Tag pages are not search hits.
    expect(result.search.map((s) => s.url).sort()).toEqual(['/docs/a', '/docs/b']);
  });

  it("should list each doc with its first line, a heading's too, as Docusaurus' description is (not the first paragraph)", async () => {
    const result = await build({ 'docs/donate.md': '---\ntitle: Donate\ntags: [money]\n---\n\n## Why to donate\n\nA team of four works on it.\n' });
    const tagPage = result.docs.find((d) => d.permalink === '/docs/tags/money');
    expect(JSON.stringify(tagPage?.body)).toContain('Why to donate');
    expect(JSON.stringify(tagPage?.body)).not.toContain('A team of four');
  });

  it('should warn about a tag the tags file does not define, or stop the build when told to', async () => {
    const files = { 'docs/a.md': '---\ntitle: A\ntags: [known, unknown]\n---\n\nText.\n', 'docs/tags.yml': 'known:\n' };
    const warned = await build(files);
    expect(warned.messages).toEqual([]);
    expect(warned.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual(['docs/a.md:3: Tag "unknown" is not defined in tags.yml.']);
    const thrown = await build(files, { onInlineTags: 'throw' });
    expect(thrown.messages).toEqual(['docs/a.md:3:1: Tag "unknown" is not defined in tags.yml.\n  Add it to the tags file, or use a tag it defines (docs.onInlineTags decides whether this stops the build).']);
  });
});

describe('given the rest of the doc frontmatter', () => {
  it('should carry edit links, hidden titles, images, last updates and pagination labels into the page', async () => {
    const result = await build(
      {
        'docs/a.md': '---\ntitle: Alpha\nhide_title: true\nimage: /img/card.png\nlast_update:\n  date: 2024-03-05\n  author: Ada\n---\n\nText.\n',
        'docs/b.md': '---\npagination_label: Go to B\nhide_title: true\ncustom_edit_url: https://elsewhere.example/b\n---\n\n# Beta\n\nText.\n',
        'docs/c.md': '---\ncustom_edit_url: null\n---\n\n# C\n',
      },
      { editUrl: (path) => `https://example.com/edit/main/docs/${path}`, baseUrl: '/site/' },
    );
    expect(result.messages).toEqual([]);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => result.docs.find((d) => d.id === id));
    expect(a).toMatchObject({ hideTitle: true, image: '/site/img/card.png', lastUpdatedAt: Date.parse('2024-03-05'), lastUpdatedBy: 'Ada', editUrl: 'https://example.com/edit/main/docs/a.md' });
    // A title written as the body's own heading is not hidden.
    expect(b?.hideTitle).toBeUndefined();
    expect(b?.editUrl).toBe('https://elsewhere.example/b');
    expect(c?.editUrl).toBeUndefined();
    expect(a?.next).toEqual({ title: 'Go to B', permalink: '/site/docs/b' });
  });

  it('should refuse an edit link of the site that is not http(s), at the doc', async () => {
    const result = await build({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' }, { editUrl: (path) => (path === 'a.md' ? 'javascript:alert(1)' : `https://example.com/edit/${path}`) });
    expect(result.messages).toEqual(['docs/a.md:1:1: The site\'s editUrl gives "javascript:alert(1)" for this doc, which is not an http(s) URL or a path on the site.\n  Make docs.editUrl return https:// addresses (or undefined for no edit link).']);
    expect(result.docs.find((d) => d.id === 'b')?.editUrl).toBe('https://example.com/edit/b.md');
  });

  it('should show the doc\'s own opening heading and keep its frontmatter title for the tab and the sidebar', async () => {
    const result = await build({ 'docs/notes.md': '---\ntitle: Release notes\nhide_title: true\n---\n\n# What changed\n\nText.\n' });
    expect(result.docs[0]).toMatchObject({ title: 'Release notes', contentTitle: 'What changed' });
    expect(result.docs[0]?.hideTitle).toBeUndefined();
    expect(labels(result.sidebars['tutorialSidebar'] ?? [])).toEqual(['Release notes']);
  });

  it('should keep the link and code of an opening heading for the page\'s title, its text for the tab', async () => {
    const result = await build({
      'docs/codecs.md': '# [Codec tables](./other.md) for `ffmpeg` {#codecs}\n\nText.\n',
      'docs/other.md': '# Other\n',
    });
    const doc = result.docs.find((d) => d.id === 'codecs');
    expect(doc).toMatchObject({ title: 'Codec tables for ffmpeg' });
    expect(doc?.titleBody).toEqual([['a', { href: '/docs/other' }, 'Codec tables'], ' for ', ['code', null, 'ffmpeg']]);
    // Out of the body and the table of contents, as a plain opening heading is.
    expect(JSON.stringify(doc?.body)).not.toContain('h1');
    expect(doc?.toc).toEqual([]);
    expect(result.docs.find((d) => d.id === 'other')?.titleBody).toBeUndefined();
  });

  it('should say nothing of updates when the site turns them off', async () => {
    const result = await build({ 'docs/a.md': '---\nlast_update:\n  date: 2024-03-05\n---\n\n# A\n' }, { lastUpdated: false });
    expect(result.docs[0]?.lastUpdatedAt).toBeUndefined();
  });
});

describe('given the routeBasePath of the docs', () => {
  it.each([
    ['/', ['/site/', '/site/setup'], '/site/'],
    ['', ['/site/', '/site/setup'], '/site/'],
    ['/guide/', ['/site/guide/', '/site/guide/setup'], '/site/guide'],
  ])('should put the docs under "%s" with no doubled slash anywhere', async (routeBasePath, paths, versionPath) => {
    const result = await build({ 'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n', 'docs/setup.md': '# Setup\n\n[Intro](intro.md)\n' }, { routeBasePath, baseUrl: '/site/' });
    expect(result.messages).toEqual([]);
    expect(result.routes.map((r) => r.path).sort()).toEqual(paths);
    expect(JSON.stringify(result.routes)).not.toContain('//');
    expect(result.versions[0]?.path).toBe(versionPath);
  });

  it('should redirect the docs root to the first doc when no doc is there', async () => {
    const result = await build({ 'docs/setup.md': '# Setup\n' }, { routeBasePath: '/', baseUrl: '/site/' });
    expect(result.routes.find((r) => r.to !== undefined)).toMatchObject({ path: '/site/', to: '/site/setup' });
  });
});

describe('given links and images to the static folder, and file links from the docs root', () => {
  it('should accept what the static folder holds, put images under the base URL, and find a file link from the docs root', async () => {
    const result = await build(
      {
        'docs/guides/setup.md': '# Setup\n\n[Config](/downloads/app.yaml), ![Logo](/img/logo.svg) and [the API](reference/api.md).\n',
        'docs/reference/api.md': '# API\n\n[Missing](/downloads/none.yaml) and ![Gone](/img/gone.png)\n',
        'static/downloads/app.yaml': 'a: 1\n',
        'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      (dir) => ({ baseUrl: '/site/', staticDirs: [join(dir, 'static')] }),
    );
    expect(result.messages).toEqual([
      'docs/reference/api.md:3:1 -> /downloads/none.yaml: broken link: no page at /site/downloads/none.yaml\n  Link to an existing page (relative links to .md/.mdx files are safest).',
      'docs/reference/api.md:3:37 -> /site/img/gone.png: broken link: no page at /site/img/gone.png\n  Link to an existing page (relative links to .md/.mdx files are safest).',
    ]);
    const body = JSON.stringify(result.docs.find((d) => d.id === 'guides/setup')?.body);
    expect(body).toContain('"src":"/site/img/logo.svg"');
    expect(body).toContain('"href":"/site/docs/reference/api"');
  });
});

describe('given onBrokenLinks and onBrokenAnchors', () => {
  const files = { 'docs/a.md': '# A\n\n[gone](/docs/nowhere) and [anchor](b.md#nope)\n', 'docs/b.md': '# B\n' };

  it('should make broken links and anchors errors by default, and warnings or nothing when the site says so', async () => {
    expect((await build(files)).messages.map((m) => m.split('\n')[0])).toEqual([
      'docs/a.md:3:1 -> /docs/nowhere: broken link: no page at /docs/nowhere',
      'docs/a.md:3:27 -> b.md#nope: broken anchor: /docs/b has no heading or element with id "nope"',
    ]);
    const lenient = await build(files, { onBrokenAnchors: 'warn', onBrokenLinks: 'ignore' });
    expect(lenient.messages).toEqual([]);
    expect(lenient.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual(['docs/a.md:3: broken anchor: /docs/b has no heading or element with id "nope" (the link: b.md#nope)']);
  });
});
