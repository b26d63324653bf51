/**
 * `build()` on a starter site changed the ways a team changes it: a doc as the home page, a
 * component of its own, and a broken edit (which must leave the previous site as it was).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tree } from './tree.js';
import { THEME_INFIMA_CLASSES } from '../src/vite/infima.js';
import { build, createDevServer, init, loadConfig, type BuildResult } from '../src/index.js';
import { scratchFolder } from './scratch.js';

// Inside the workspace, so the site's component resolves React from the workspace.
const scratch = scratchFolder('site-build-');
const dir = join(scratch, 'team-docs');
let result: BuildResult;

beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  mkdirSync(join(dir, 'src'), { recursive: true });
  // The component imports from the site's folder as Docusaurus components do (`@site/`).
  writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge';\n");
  writeFileSync(join(dir, 'src/Badge.tsx'), "import { BADGE_CLASS } from '@site/src/badge-class';\n\nexport default function Badge({ text }: { readonly text: string }) {\n  return <span className={BADGE_CLASS}>{text}</span>;\n}\n");
  const configFile = join(dir, 'hpcdocs.config.ts');
  const config = readFileSync(configFile, 'utf8');
  // A doc as the home page instead of the landing page, and the team's component.
  const edited = config.replace(/ {2}home: \{[\s\S]*?\n {2}\},\n/, "  home: { doc: 'intro' },\n  components: { Badge: './src/Badge.tsx' },\n");
  expect(edited).toContain("home: { doc: 'intro' }");
  writeFileSync(configFile, edited);
  writeFileSync(join(dir, 'docs/guides/badge.mdx'), '---\ntitle: Badges\n---\n\nThis page is <Badge text="beta" /> for now.\n');
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given a starter site with a doc as its home page and a component of its own', () => {
  it('should build, reporting pages, docs, sizes and the time of each phase', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.docs).toBe(4);
    expect(result.pages).toBeGreaterThanOrEqual(6);
    expect(result.timings['total']).toBeGreaterThan(0);
    expect(result.timings['content']).toBeGreaterThan(0);
    expect(result.weight?.js.gzip).toBeGreaterThan(0);
  });

  it('should render the home doc at the base URL, with no landing page', () => {
    const home = readFileSync(join(dir, 'build/index.html'), 'utf8');
    expect(home).toMatch(/<h1[^>]*>Introduction<\/h1>/);
    expect(home).not.toContain('Read the introduction');
    expect(existsSync(join(dir, 'build/docs/intro/index.html'))).toBe(true);
  });

  it('should render the component into the page\'s HTML', () => {
    expect(readFileSync(join(dir, 'build/docs/guides/badge/index.html'), 'utf8')).toContain('<span class="team-badge">beta</span>');
  });

  it('should render only class names the CSS bundle defines (the server bundle and the client CSS name CSS modules alike)', () => {
    const assets = join(dir, 'build/assets');
    const css = readdirSync(assets).filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(assets, name), 'utf8')).join('\n');
    const page = readFileSync(join(dir, 'build/docs/guides/badge/index.html'), 'utf8');
    // CSS-module names: the local name, an underscore and a hash (not Docusaurus' names the theme's parts also carry, `navbar__inner`).
    const docusaurusNames = new Set<string>(THEME_INFIMA_CLASSES);
    const names = [...new Set([...page.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter((name) => /^[a-zA-Z][a-zA-Z0-9]*_[\w-]{5,}$/.test(name) && !docusaurusNames.has(name)))];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });

  it('should fail a build with a broken link at its file and line, leaving the previous site in place', async () => {
    const before = readFileSync(join(dir, 'build/index.html'), 'utf8');
    writeFileSync(join(dir, 'docs/guides/broken.md'), '# Broken\n\nSee [nothing](./nothing.md).\n');
    try {
      const failed = await build(await loadConfig(dir), { cache: false, reuseBundles: true });
      expect(failed.ok).toBe(false);
      expect(failed.problems.join('\n')).toMatch(/broken\.md:3:5 -> \.\/nothing\.md: broken link/);
      expect(readFileSync(join(dir, 'build/index.html'), 'utf8')).toBe(before);
      expect(existsSync(join(dir, 'build/docs/guides/broken/index.html'))).toBe(false);
    } finally {
      rmSync(join(dir, 'docs/guides/broken.md'));
    }
  }, 300_000);

  it('should bundle again only when what the bundles are made of changes: not for a doc, but for a file a component imports', async () => {
    writeFileSync(join(dir, 'docs/guides/extra.md'), '# Extra\n\nText.\n');
    try {
      const docAdded = await build(await loadConfig(dir), { cache: false });
      expect(docAdded.problems).toEqual([]);
      expect(docAdded.timings['bundles']).toBeUndefined();
      expect(existsSync(join(dir, 'build/docs/guides/extra/index.html'))).toBe(true);
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge-new';\n");
      const componentChanged = await build(await loadConfig(dir), { cache: false });
      expect(componentChanged.timings['bundles']).toBeGreaterThan(0);
      expect(readFileSync(join(dir, 'build/docs/guides/badge/index.html'), 'utf8')).toContain('<span class="team-badge-new">beta</span>');
      const forced = await build(await loadConfig(dir), { cache: false, reuseBundles: false });
      expect(forced.timings['bundles']).toBeGreaterThan(0);
    } finally {
      rmSync(join(dir, 'docs/guides/extra.md'));
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge';\n");
    }
  }, 300_000);

  it("should bundle the theme's per-page components, without waiting for the docs, when the docs' texts show a generated index; and bundle again when the docs then need other modules", async () => {
    const categoryFile = join(dir, 'docs/guides/_category_.json');
    const category = readFileSync(categoryFile, 'utf8');
    const bundlePasses = (phases: string[]) => phases.filter((phase) => phase === 'bundles').length;
    try {
      writeFileSync(categoryFile, JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index', title: 'All guides' } }));
      const phases: string[] = [];
      const fresh = await build(await loadConfig(dir), { cache: false, reuseBundles: false, onProgress: ({ phase }) => void phases.push(phase) });
      expect(fresh.problems).toEqual([]);
      // One pass: the bundles were made with the module the index page needs.
      expect(bundlePasses(phases)).toBe(1);
      const index = readFileSync(join(dir, 'build/docs/category/guides/index.html'), 'utf8');
      expect(index).toContain('All guides');
      expect(index).toMatch(/<a[^>]*href="\/docs\/guides\/install"/);
      // The category file back as it was: bundled again without the module no doc needs now, as a
      // build from scratch would be.
      writeFileSync(categoryFile, category);
      const without: string[] = [];
      expect((await build(await loadConfig(dir), { cache: false, onProgress: ({ phase }) => void without.push(phase) })).problems).toEqual([]);
      expect(bundlePasses(without)).toBe(1);
      expect(existsSync(join(dir, 'build/docs/category/guides/index.html'))).toBe(false);
      // Then a doc that needs it: bundled again.
      writeFileSync(join(dir, 'docs/guides/contents.mdx'), "---\ntitle: Contents\n---\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## First part\n\nText.\n");
      const again: string[] = [];
      expect((await build(await loadConfig(dir), { cache: false, onProgress: ({ phase }) => void again.push(phase) })).problems).toEqual([]);
      expect(bundlePasses(again)).toBe(1);
      expect(readFileSync(join(dir, 'build/docs/guides/contents/index.html'), 'utf8')).toMatch(/<a[^>]*href="#first-part"/);
    } finally {
      writeFileSync(categoryFile, category);
      rmSync(join(dir, 'docs/guides/contents.mdx'), { force: true });
    }
  }, 300_000);

  it('should write again, without rendering and byte for byte, each page whose inputs did not change; the manifest names the new route table and search index', async () => {
    const badge = join(dir, 'docs/guides/badge.mdx');
    const original = readFileSync(badge, 'utf8');
    await build(await loadConfig(dir), {});
    // Nothing changed: every rendered page (not redirects, the sitemap, robots.txt) is written again.
    const again = await build(await loadConfig(dir), {});
    expect(again.reusedPages).toBeGreaterThanOrEqual(5);
    const intro = join(dir, 'build/docs/intro/index.html');
    const manifestFile = join(dir, 'build/assets/content/manifest.json');
    const [introBefore, manifestBefore] = [readFileSync(intro, 'utf8'), readFileSync(manifestFile, 'utf8')];
    writeFileSync(badge, original.replace('for now.', 'for now, and for a while.'));
    try {
      const edited = await build(await loadConfig(dir), {});
      expect(edited.problems).toEqual([]);
      // Every page but the edited doc's: the sidebars and the other docs did not change.
      expect(edited.reusedPages).toBe((again.reusedPages ?? 0) - 1);
      expect(readFileSync(join(dir, 'build/docs/guides/badge/index.html'), 'utf8')).toContain('for a while');
      // The other pages are the same files: they name the manifest, which names what changed.
      expect(readFileSync(intro, 'utf8')).toBe(introBefore);
      const boot = JSON.parse(/<script id="__hpc_boot" type="application\/json">(.*?)<\/script>/.exec(introBefore)?.[1] ?? '{}') as { manifest: string };
      expect(boot.manifest).toBe('/assets/content/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: string; search: string };
      expect(JSON.stringify(manifest)).not.toBe(manifestBefore);
      for (const url of [manifest.routes, manifest.search]) expect(existsSync(join(dir, 'build', url))).toBe(true);
      expect(readFileSync(join(dir, 'build', manifest.routes), 'utf8')).toContain('/docs/guides/badge');
      // Files named by their content come from the last output with their compressed copies: each
      // copy still holds its file.
      const content = join(dir, 'build/assets/content');
      const copies = readdirSync(content).filter((name) => name.endsWith('.gz'));
      expect(copies.length).toBeGreaterThan(0);
      for (const name of copies) expect(gunzipSync(readFileSync(join(content, name))).toString()).toBe(readFileSync(join(content, name.slice(0, -3)), 'utf8'));
      // So do unchanged pages, linked from the last output.
      expect(gunzipSync(readFileSync(`${intro}.gz`)).toString()).toBe(introBefore);
      expect(existsSync(`${intro}.br`)).toBe(false);
      // Every text file of 1 KB or more has its copies, whichever way it came (rendered, linked,
      // copied from the bundle): a .gz, and a .br too for the JS and CSS bundles.
      const output = join(dir, 'build');
      const texts = readdirSync(output, { recursive: true, encoding: 'utf8' }).filter((path) => /\.(?:html|js|css|json|svg|xml|txt)$/.test(path) && statSync(join(output, path)).size >= 1024);
      expect(texts.some((path) => path.startsWith('assets/') && path.endsWith('.js'))).toBe(true);
      expect(texts.filter((path) => !existsSync(join(output, `${path}.gz`)) || existsSync(join(output, `${path}.br`)) !== /\.(?:js|css)$/.test(path))).toEqual([]);
      for (const path of texts.filter((name) => name.endsWith('.js'))) expect(brotliDecompressSync(readFileSync(join(output, `${path}.br`))).toString()).toBe(readFileSync(join(output, path), 'utf8'));
    } finally {
      writeFileSync(badge, original);
    }
  }, 300_000);

  it('should leave, after each rebuild over the output in place, the files a build from scratch writes: a doc edited, added, removed, a component changed', async () => {
    const badge = join(dir, 'docs/guides/badge.mdx');
    const original = readFileSync(badge, 'utf8');
    const extra = join(dir, 'docs/guides/extra-deep/nested.md');
    const fresh = join(scratch, 'fresh');
    const expectSameAsFresh = async (rebuilt: BuildResult) => {
      expect(rebuilt.problems).toEqual([]);
      expect(rebuilt.inPlace).toBe(true);
      rmSync(fresh, { recursive: true, force: true });
      const scratchBuild = await build(await loadConfig(dir), { cache: false, outDir: fresh });
      expect(scratchBuild.inPlace).toBe(false);
      expect(tree(join(dir, 'build'))).toEqual(tree(fresh));
    };
    try {
      await build(await loadConfig(dir), {});
      writeFileSync(badge, original.replace('for now.', 'for now, and for a good while.'));
      await expectSameAsFresh(await build(await loadConfig(dir), {}));
      mkdirSync(join(extra, '..'), { recursive: true });
      writeFileSync(extra, '# Nested\n\nA page in a folder of its own, with enough text to be compressed. '.repeat(30));
      await expectSameAsFresh(await build(await loadConfig(dir), {}));
      expect(existsSync(join(dir, 'build/docs/guides/extra-deep/nested/index.html'))).toBe(true);
      // Removed: its page, its data and their copies go, and the folders they leave empty.
      rmSync(join(extra, '..'), { recursive: true });
      await expectSameAsFresh(await build(await loadConfig(dir), {}));
      expect(existsSync(join(dir, 'build/docs/guides/extra-deep'))).toBe(false);
      // New bundles: the old bundle files go, the new ones come with their copies.
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge-in-place';\n");
      const rebundled = await build(await loadConfig(dir), {});
      expect(rebundled.timings['bundles']).toBeGreaterThan(0);
      await expectSameAsFresh(rebundled);
    } finally {
      writeFileSync(badge, original);
      rmSync(join(extra, '..'), { recursive: true, force: true });
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge';\n");
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 300_000);

  it('should write a whole output, as a build from scratch, when the output in place lacks a file it had or the bundles it has are not the last ones built', async () => {
    const fresh = join(scratch, 'fresh-2');
    const sameAsFresh = async () => {
      rmSync(fresh, { recursive: true, force: true });
      await build(await loadConfig(dir), { cache: false, outDir: fresh });
      expect(tree(join(dir, 'build'))).toEqual(tree(fresh));
    };
    const broken = join(dir, 'docs/guides/broken.md');
    try {
      await build(await loadConfig(dir), {});
      // A page removed by hand: not trusted, the whole output is written again.
      rmSync(join(dir, 'build/docs/intro/index.html'));
      const refilled = await build(await loadConfig(dir), {});
      expect(refilled.inPlace).toBe(false);
      expect(existsSync(join(dir, 'build/docs/intro/index.html'))).toBe(true);
      await sameAsFresh();
      // New bundles built by a build that then failed: the next build, which finds them up to
      // date, must still put them in place.
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge-after-failure';\n");
      writeFileSync(broken, '# Broken\n\nSee [nothing](./nothing.md).\n');
      expect((await build(await loadConfig(dir), {})).ok).toBe(false);
      rmSync(broken);
      const after = await build(await loadConfig(dir), {});
      expect(after.problems).toEqual([]);
      expect(after.timings['bundles']).toBeUndefined();
      expect(after.inPlace).toBe(true);
      expect(readFileSync(join(dir, 'build/docs/guides/badge/index.html'), 'utf8')).toContain('team-badge-after-failure');
      await sameAsFresh();
    } finally {
      rmSync(broken, { force: true });
      writeFileSync(join(dir, 'src/badge-class.ts'), "export const BADGE_CLASS = 'team-badge';\n");
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 300_000);

  it('should leave the output in place as it was when a rebuild over it fails', async () => {
    await build(await loadConfig(dir), {});
    const output = join(dir, 'build');
    const before = readdirSync(output, { recursive: true, encoding: 'utf8' }).sort();
    const home = readFileSync(join(output, 'index.html'), 'utf8');
    writeFileSync(join(dir, 'docs/guides/broken.md'), '# Broken\n\nSee [nothing](./nothing.md).\n');
    try {
      const failed = await build(await loadConfig(dir), {});
      expect(failed.ok).toBe(false);
      expect(readdirSync(output, { recursive: true, encoding: 'utf8' }).sort()).toEqual(before);
      expect(readFileSync(join(output, 'index.html'), 'utf8')).toBe(home);
    } finally {
      rmSync(join(dir, 'docs/guides/broken.md'));
    }
  }, 300_000);

  it('should name the page a size budget was measured on, and leave the output as it was', async () => {
    const output = join(dir, 'build');
    const before = tree(output);
    const config = await loadConfig(dir);
    const failed = await build({ ...config, budgets: { ...config.budgets, totalJs: 1 } }, {});
    expect(failed.ok).toBe(false);
    expect(failed.problems).toEqual([expect.stringMatching(/^size budget exceeded: the JavaScript a page loads in all is [\d.]+ KB gzipped, over the 1\.0 KB budget \(config budgets\.totalJs\), measured on the page of doc \S+ \(\/docs\/\S+\)$/)]);
    expect(tree(output)).toEqual(before);
  }, 300_000);

  it('should name the config key when the home doc does not exist', async () => {
    const configFile = join(dir, 'hpcdocs.config.ts');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, config.replace("home: { doc: 'intro' }", "home: { doc: 'guides/intro' }"));
    try {
      const failed = await build(await loadConfig(dir), { cache: false, reuseBundles: true });
      expect(failed.ok).toBe(false);
      expect(failed.problems.join('\n')).toMatch(/home\.doc: there is no doc with the id "guides\/intro"\. Did you mean "intro"\?/);
    } finally {
      writeFileSync(configFile, config);
    }
  }, 300_000);
});

describe('given the same site in the dev server', () => {
  it('should serve the home doc at the base URL, in the page and in the route table', async () => {
    const server = await createDevServer(await loadConfig(dir), { port: 0 });
    try {
      const origin = new URL(server.url).origin;
      const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
      const boot = JSON.parse(/<script id="__hpc_boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { routes: string; route: { kind: string; docId: string; path: string } | null };
      expect(boot.route).toMatchObject({ component: 'DocPage', docId: 'intro', path: '/' });
      const table = (await (await fetch(origin + boot.routes)).json()) as { routes: { path: string; kind: string }[] };
      expect(table.routes.filter((route) => route.path === '/')).toEqual([expect.objectContaining({ component: 'DocPage', docId: 'intro' })]);
    } finally {
      await server.close();
    }
  }, 300_000);
});
