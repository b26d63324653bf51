/**
 * Content written to escape: images from outside the content folder, SVGs that run script,
 * routes that replace the site's own pages or collide, names that cannot be URLs, and files
 * written outside the output folder. Each is refused with a positioned error, or made harmless.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createCodeHighlighter, writeContent, type BuildContentOptions, type CodeHighlighter } from '../src/index.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let work: string;
let highlighter: CodeHighlighter;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hpc-hostile-'));
  highlighter = await createCodeHighlighter();
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Writes `files` (paths relative to a fresh folder) and builds `content/` in it. */
async function build(name: string, files: Record<string, string | Buffer>, options: Partial<BuildContentOptions> = {}) {
  const base = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  }
  const contentDir = join(base, 'content');
  const result = await buildContent({ contentDir, baseUrl: '/doc/', git: false, highlighter, labelRoot: contentDir, ...options });
  return { base, contentDir, result, errors: result.errors.map((e) => e.format()) };
}

describe('given an image path that leaves the content folder', () => {
  it('should refuse it, naming the resolved path, and copy nothing from outside', async () => {
    const { base, contentDir, result, errors } = await build('outside', {
      'outside/secret.png': PNG,
      'content/docs/a/b/doc.md': '# Doc\n\n![x](../../../../outside/secret.png)\n',
    });
    expect(errors).toEqual([
      `docs/a/b/doc.md:3:1: Image "../../../../outside/secret.png" resolves to ${join(base, 'outside/secret.png')}, outside the content folder ${contentDir}.\n  Put the image inside the content folder and refer to it by a path relative to the doc.`,
    ]);
    expect([...result.files.keys()].filter((path) => path.includes('secret'))).toEqual([]);
  });

  it('should refuse a symlink inside the folder that points outside it', async () => {
    const base = join(work, 'symlink');
    await mkdir(join(base, 'content/docs/img'), { recursive: true });
    await mkdir(join(base, 'outside'), { recursive: true });
    await writeFile(join(base, 'outside/secret.png'), PNG);
    await symlink(join(base, 'outside/secret.png'), join(base, 'content/docs/img/logo.png'));
    const { errors, result } = await build('symlink', { 'content/docs/doc.md': '# Doc\n\n![logo](./img/logo.png)\n' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`docs/doc.md:3:1: Image "./img/logo.png" is a link to ${resolve(base, 'outside/secret.png')}, outside the content folder`);
    expect([...result.files.keys()].filter((path) => path.includes('logo'))).toEqual([]);
  });
});

describe('given docs and category files that are symlinks', () => {
  /** Every text the build would publish: page JSON, search sections, files. */
  const published = (result: Awaited<ReturnType<typeof build>>['result']) => JSON.stringify([result.docs, result.search, [...result.files.values()].map(String), result.sidebars]);

  it('should refuse a doc that links to a file outside the docs folder, and publish nothing of it', async () => {
    const base = join(work, 'doc-links');
    await mkdir(join(base, 'content/docs/zz'), { recursive: true });
    await mkdir(join(base, 'outside'), { recursive: true });
    await writeFile(join(base, 'outside/secret.md'), '# Secret\n\nCI_TOKEN=hunter2\n');
    await writeFile(join(base, 'outside/_category_.json'), '{"label": "CI_TOKEN=hunter2"}');
    await symlink(join(base, 'outside/secret.md'), join(base, 'content/docs/zz/secret.md'));
    await symlink('/proc/self/environ', join(base, 'content/docs/zz/env.md'));
    await symlink(join(base, 'outside/_category_.json'), join(base, 'content/docs/zz/_category_.json'));
    await symlink(join(base, 'outside/missing.md'), join(base, 'content/docs/zz/gone.md'));
    const { errors, result, contentDir } = await build('doc-links', { 'content/docs/intro.md': '# Intro\n' });
    const docs = join(contentDir, 'docs');
    const hint = '\n  Put the file itself in the docs folder: a link there may only lead to another file inside it.';
    expect(errors).toEqual([
      `docs/zz/_category_.json:1:1: The category file is a link to ${join(base, 'outside/_category_.json')}, outside the docs folder ${docs}.${hint}`,
      expect.stringMatching(new RegExp(`^docs/zz/env\\.md:1:1: The doc is a link to /proc/\\d+/environ, outside the docs folder ${docs}\\.\n`)),
      `docs/zz/gone.md:1:1: The doc is a link to ${join(base, 'outside/missing.md')} that leads to no file.${hint}`,
      `docs/zz/secret.md:1:1: The doc is a link to ${join(base, 'outside/secret.md')}, outside the docs folder ${docs}.${hint}`,
    ]);
    expect(published(result)).not.toContain('hunter2');
    expect(published(result)).not.toContain('PATH=');
    expect(result.docs.map((d) => d.id)).toEqual(['intro']);
  });

  it('should build a doc that links to another file inside the docs folder, under its own name', async () => {
    const base = join(work, 'doc-alias');
    await mkdir(join(base, 'content/docs/guides'), { recursive: true });
    await writeFile(join(base, 'content/docs/guides/setup.md'), '# Setup\n\nSteps.\n');
    await symlink(join(base, 'content/docs/guides/setup.md'), join(base, 'content/docs/install.md'));
    const { errors, result } = await build('doc-alias', {});
    expect(errors).toEqual([]);
    expect(result.docs.map((d) => [d.id, d.title]).sort()).toEqual([['guides/setup', 'Setup'], ['install', 'Setup']]);
  });
});

describe('given SVG images', () => {
  it('should copy them without scripts, handlers or javascript: links, and a plain drawing as it is', async () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#08f"/></svg>';
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="4" height="2"/></a></svg>';
    const { result, errors } = await build('svg', {
      'content/docs/doc.md': '# Doc\n\n![plain](./img/plain.svg) ![hostile](./img/hostile.svg)\n',
      'content/docs/img/plain.svg': plain,
      'content/docs/img/hostile.svg': hostile,
    });
    expect(errors).toEqual([]);
    const copied = (name: string) => String([...result.files].find(([path]) => path.includes(name))?.[1]);
    expect(copied('plain')).toBe(plain);
    expect(copied('hostile')).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><a><rect width="4" height="2"/></a></svg>');
    expect(result.docs[0]?.body).toContainEqual(['p', null, expect.arrayContaining([expect.stringMatching(/^img$/), expect.objectContaining({ width: 4, height: 2 })]), ' ', expect.anything()]);
  });

  it('should refuse an .svg file that is not an SVG document, at the image', async () => {
    const { errors } = await build('bad-svg', { 'content/docs/doc.md': '# Doc\n\nText.\n\n![x](./x.svg)\n', 'content/docs/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>' });
    expect(errors).toEqual([
      'docs/doc.md:5:1: Image "./x.svg" is not a usable SVG: Opening and ending tag mismatch: "g" != "svg" (line 1, column 41).\n  Export the drawing again as a plain SVG file.',
    ]);
  });
});

describe('given routes that take the place of other pages', () => {
  const pages = { routeBasePath: '', extraRoutes: ['/doc/', '/doc/search/'] };

  it('should refuse a doc on the landing page or another page the site renders itself, naming both', async () => {
    const { errors } = await build('landing', {
      'content/docs/home.md': '---\ntitle: Home\nslug: /\n---\n\nText.\n',
      'content/docs/find.md': '---\ntitle: Find\nslug: /search\n---\n\nText.\n',
      'content/docs/fine.md': '# Fine\n',
    }, pages);
    expect(errors).toEqual([
      'docs/find.md:3:1: Route /doc/search is /doc/search/, a page the site renders itself; this doc would replace it.\n  Give the doc a different `slug` or file name.',
      'docs/home.md:3:1: Route /doc/ is /doc/, a page the site renders itself; this doc would replace it.\n  Give the doc a different `slug` or file name.',
    ]);
  });

  it('should refuse generated category pages that collide with each other or with a doc', async () => {
    const category = (label: string, slug: string) => JSON.stringify({ label, link: { type: 'generated-index', slug } });
    const { errors } = await build('categories', {
      'content/docs/a/_category_.json': category('A', '/category/same'),
      'content/docs/a/one.md': '# One\n',
      'content/docs/b/_category_.json': category('B', '/category/same/'),
      'content/docs/b/two.md': '# Two\n',
      'content/docs/c/_category_.json': category('C', '/category/taken'),
      'content/docs/c/three.md': '# Three\n',
      'content/docs/taken.md': '---\nslug: /category/taken\n---\n\n# Taken\n',
    });
    expect(errors).toEqual([
      'docs/b/_category_.json:1:1: Duplicate route /doc/docs/category/same/: the generated index of "B" and the generated index of "A".\n  Give the category link a different `slug`.',
      'docs/c/_category_.json:1:1: Duplicate route /doc/docs/category/taken: the generated index of "C" and docs/taken.md.\n  Give the category link a different `slug`.',
    ]);
  });
});

describe('given file and folder names that cannot be part of a URL', () => {
  it('should refuse them at the file', async () => {
    const { errors, result } = await build('names', { 'content/docs/a%2Fb.md': '# A\n', 'content/docs/ok.md': '# Ok\n', 'content/docs/50%/c.md': '# C\n' });
    expect(errors).toEqual([
      'docs/50%:1:1: The folder name "50%" contains a "%" that is not a valid %-escape, so it cannot be part of a URL.\n  Rename it: letters, digits, "-", "_" and "." only.',
      'docs/a%2Fb.md:1:1: The file name "a%2Fb.md" contains an encoded slash (%2F or %5C), so it cannot be part of a URL.\n  Rename it: letters, digits, "-", "_" and "." only.',
    ]);
    expect(result.docs.map((d) => d.id)).toEqual(['ok']);
  });
});

describe('given names too long for a file name, and tag permalinks that leave the tags page', () => {
  it('should refuse them at the doc, and keep every output name under 255 bytes', async () => {
    const long = 'b'.repeat(300);
    const deep = Array.from({ length: 8 }, (_, i) => `folder-${i}-${'x'.repeat(40)}`).join('/');
    const { errors, result } = await build('long-names', {
      'content/docs/slug.md': `---\ntitle: Slug\nslug: /${long}\n---\n\nText.\n`,
      'content/docs/tagged.md': `---\ntitle: Tagged\ntags: [{label: Evil, permalink: '../../../x'}, ${'T'.repeat(300)}, fine]\n---\n\nText.\n`,
      [`content/docs/${deep}/page.md`]: `# Deep\n\n![pic](./${'p'.repeat(240)}.png)\n`,
      [`content/docs/${deep}/${'p'.repeat(240)}.png`]: PNG,
    });
    expect(errors).toEqual([
      `docs/slug.md:3:1: Frontmatter "slug" has a part of 300 bytes between slashes (the limit is 200: each part is a folder name of the built site): "/${'b'.repeat(55)}....\n  Write the slug as /path/to/page: segments of letters, digits, "-" and "_", separated by single slashes.`,
      'docs/tagged.md:3:1: The tag "Evil" cannot have a page: its URL part "../../../x" contains a ".." segment.\n  Give the tag a permalink of letters, digits, "-" and "_" (in the doc or the tags file), or a shorter label.',
      `docs/tagged.md:3:1: The tag "${'T'.repeat(56)}... cannot have a page: its URL part "${'t'.repeat(56)}... has a part of 300 bytes between slashes (the limit is 200: each part is a folder name of the built site).\n  Give the tag a permalink of letters, digits, "-" and "_" (in the doc or the tags file), or a shorter label.`,
    ]);
    const names = [...result.files.keys(), ...result.routes.map((route) => route.path)].flatMap((path) => path.split('/'));
    expect(names.filter((name) => Buffer.byteLength(name) > 200)).toEqual([]);
    expect(result.routes.map((route) => route.path)).toContain('/doc/docs/tags/fine');
  });
});

describe('given a sidebars.json of the wrong shape', () => {
  it.each([
    ['{"s": 5}', '1:7', 's: got 5; expected a list of items, or categories in shorthand {"Label": [items]}'],
    ['{"s": [{"type": "category", "label": "x", "items": 5}]}', '1:52', 's[0].items: got 5; expected a list'],
    ['{"s": [null]}', '1:8', 's[0]: got null; expected a doc id, an item with a "type", or categories in shorthand {"Label": [items]}'],
    ['{"s": [{"type": "link", "label": "x", "href": " javascript:alert(1)"}]}', '1:47', 's[0].href: " javascript:alert(1)" is not a relative, http(s): or mailto: URL'],
    ['{"s": [{"type": "page", "id": "a"}]}', '1:17', 's[0].type: got "page"; allowed: "doc", "ref", "link", "html", "autogenerated", "category"'],
  ])('should report %s at its place instead of failing with a TypeError', async (config, at, problem) => {
    const { errors } = await build(`sidebars-${config.length}`, { 'content/docs/a.md': '# A\n', 'content/sidebars.json': config });
    expect(errors).toEqual([`sidebars.json:${at}: Invalid sidebars.json: ${problem}.\n  Each sidebar is a list of doc ids and items with a "type" (doc, ref, link, html, autogenerated, category).`]);
  });
});

describe('given link targets with a "%" that starts no valid escape', () => {
  it('should report broken links at the links, not fail the parse', async () => {
    const { errors } = await build('escapes', { 'content/docs/a.md': '# A\n\nSee [x](100%.md) and [y](#%E0%A4%A).\n' });
    expect(errors.map((e) => e.split('\n')[0])).toEqual([
      'docs/a.md:3:5 -> 100%.md: broken link: there is no doc "100%.md"',
      'docs/a.md:3:22 -> #%E0%A4%A: broken anchor: /doc/docs/a has no heading or element with id "%E0%A4%A"',
    ]);
  });
});

describe('writeContent', () => {
  it('should write nothing when any path would land outside the output folder', async () => {
    const out = join(work, 'write/out');
    const files = new Map<string, string>([['assets/ok.json', '{}'], ['../escaped.html', 'x']]);
    await expect(writeContent({ files }, out)).rejects.toThrow(/refusing to write outside the output folder .*"\.\.\/escaped\.html"/);
    expect(existsSync(join(work, 'write/escaped.html'))).toBe(false);
    expect(existsSync(out) ? await readdir(out) : []).toEqual([]);
  });
});
