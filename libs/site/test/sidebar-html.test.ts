/**
 * What a built doc page holds of the sidebar: its top level and the page's own branch (and the
 * categories open by default), not the items of collapsed categories away from the page, which
 * the client has in the site data (`assets/content/site-data.<hash>.json`), one file shared by
 * every page. So a page's HTML does not grow with the site.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarItem, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { scratchFolder } from './scratch.js';

const scratch = scratchFolder('site-sidebar-html-');
const dir = join(scratch, 'docs-site');
let result: BuildResult;

/** Writes a doc at `docs/<path>.md`. */
function doc(path: string, title: string): void {
  mkdirSync(join(dir, 'docs', path, '..'), { recursive: true });
  writeFileSync(join(dir, 'docs', `${path}.md`), `---\ntitle: ${title}\n---\n\nAbout ${title.toLowerCase()}.\n`);
}

function category(path: string, label: string, position: number): void {
  mkdirSync(join(dir, 'docs', path), { recursive: true });
  writeFileSync(join(dir, 'docs', path, '_category_.json'), JSON.stringify({ label, position, collapsed: true }));
}

beforeAll(async () => {
  await init(dir, { title: 'Sidebar docs' });
  // The starter's Guides (open by default), and two collapsed categories, one with a collapsed one inside.
  category('compute', 'Compute', 3);
  doc('compute/launch', 'Launch');
  doc('compute/resize', 'Resize');
  category('compute/advanced', 'Advanced', 3);
  doc('compute/advanced/pinning', 'Pinning');
  category('storage', 'Storage', 4);
  doc('storage/volumes', 'Volumes');
  doc('storage/snapshots', 'Snapshots');
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');

/** The links of a page's docs sidebar. */
function sidebarLinks(html: string): string[] {
  const start = html.indexOf('<nav class="sidebar');
  expect(start).toBeGreaterThan(-1);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function siteData(): SidebarsJson {
  const folder = join(dir, 'build/assets/content');
  const file = readdirSync(folder).find((name) => /^site-data\.[\w-]+\.json$/.test(name));
  if (!file) throw new Error(`no site data in ${folder}`);
  return JSON.parse(readFileSync(join(folder, file), 'utf8')) as SidebarsJson;
}

const hrefs = (items: readonly SidebarItem[]): string[] => items.flatMap((item) => (item.type === 'category' ? [...(item.href ? [item.href] : []), ...hrefs(item.items)] : item.type === 'link' ? [item.href] : []));

describe('given a site with collapsed categories', () => {
  it('should build', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("should leave a collapsed category's links out of a page away from it, while the site data holds them", () => {
    const links = sidebarLinks(page('docs/intro'));
    expect(links).toEqual(['/docs/intro', '/docs/guides/install', '/docs/guides/configure']);
    const html = page('docs/intro');
    // The collapsed categories are there, as toggles naming no panel yet.
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Compute</);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Storage</);
    expect(html).not.toContain('Advanced');
    const all = hrefs(siteData().sidebars['tutorialSidebar'] ?? []);
    for (const href of ['/docs/compute/launch', '/docs/compute/resize', '/docs/compute/advanced/pinning', '/docs/storage/volumes', '/docs/storage/snapshots']) {
      expect(all).toContain(href);
      expect(html).not.toContain(`href="${href}"`);
    }
  });

  it("should hold the page's branch: its category's items, not those of a collapsed category inside it or of another one", () => {
    const html = page('docs/compute/resize');
    expect(sidebarLinks(html)).toEqual(['/docs/intro', '/docs/guides/install', '/docs/guides/configure', '/docs/compute/launch', '/docs/compute/resize']);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/docs\/compute\/resize"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Advanced</);
    expect(html).not.toContain('href="/docs/compute/advanced/pinning"');
    expect(html).not.toContain('href="/docs/storage/volumes"');
  });

  it('should open every category on the way to a page two categories deep', () => {
    const links = sidebarLinks(page('docs/compute/advanced/pinning'));
    expect(links).toContain('/docs/compute/advanced/pinning');
    expect(links).toContain('/docs/compute/launch');
    expect(links).not.toContain('/docs/storage/volumes');
  });
});
