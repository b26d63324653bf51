import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem } from '../schema.js';
import type { CategoryMeta } from './category-file.js';
import { buildSidebars, flattenDocIds, sidebarPaths, type SidebarDoc } from './sidebars.js';

const doc = (sourcePath: string, extra: Partial<SidebarDoc> = {}): SidebarDoc => {
  const id = sourcePath.replace(/\.mdx?$/, '').replace(/(^|\/)\d+-/g, '$1');
  return { id, sourcePath, permalink: `/docs/${id}`, label: id.split('/').at(-1) ?? id, listed: true, ...extra };
};
const labels = (items: readonly SidebarItem[]): unknown[] => items.map((item) => (item.type === 'category' ? [item.label, labels(item.items)] : item.type === 'html' ? '<html>' : item.label));

describe('buildSidebars', () => {
  describe('given no sidebars file', () => {
    it('should autogenerate one sidebar from the folders, by position then by name', () => {
      const docs = [doc('b.md'), doc('a.md'), doc('first.md', { position: 1 }), doc('guides/x.md'), doc('guides/index.md', { label: 'Guides home' }), doc('hidden.md', { listed: false })];
      const { sidebars, problems } = buildSidebars(docs, new Map(), undefined, 'main');
      expect(problems).toEqual([]);
      expect(labels(sidebars['main'] ?? [])).toEqual(['first', 'a', 'b', ['Guides home', ['x']]]);
      expect((sidebars['main']?.[3] as SidebarCategory).href).toBe('/docs/guides/index');
    });

    it('should take a category position from its file, then its index doc, then its name\'s number prefix', () => {
      const categories = new Map<string, CategoryMeta>([['b', { position: 1 }]]);
      const docs = [doc('a.md', { position: 2 }), doc('b/x.md'), doc('3-c/y.md'), doc('d/index.md', { position: 0 }), doc('d/z.md')];
      expect(labels(buildSidebars(docs, categories, undefined, 'main').sidebars['main'] ?? [])).toEqual([['index', ['z']], ['b', ['x']], 'a', ['c', ['y']]]);
    });

    it('should show a folder holding only its index doc as a link, and leave out a folder with nothing listed', () => {
      const docs = [doc('solo/index.md', { label: 'Solo' }), doc('empty/gone.md', { listed: false })];
      expect(buildSidebars(docs, new Map(), undefined, 'main').sidebars['main']).toEqual([{ type: 'link', label: 'Solo', href: '/docs/solo/index', docId: 'solo/index' }]);
    });

    it('should never collapse a category that cannot collapse', () => {
      const categories = new Map<string, CategoryMeta>([['g', { collapsible: false, collapsed: true }]]);
      const [category] = buildSidebars([doc('g/a.md')], categories, undefined, 'main').sidebars['main'] as SidebarCategory[];
      expect(category).toMatchObject({ collapsible: false, collapsed: false });
    });
  });

  describe('given a sidebars config', () => {
    it('should number repeated generated-index slugs as Docusaurus does', () => {
      const config = { main: [{ type: 'category' as const, label: 'Guides', link: { type: 'generated-index' as const }, items: ['a'] }, { type: 'category' as const, label: 'Guides', link: { type: 'generated-index' as const }, items: ['b'] }] };
      const { generatedIndexes } = buildSidebars([doc('a.md'), doc('b.md')], new Map(), config, 'main', { docsRoot: '/site/docs/' });
      expect(generatedIndexes.map((g) => g.permalink)).toEqual(['/site/docs/category/guides', '/site/docs/category/guides-1']);
    });

    it('should report an empty category that links nowhere, with its place in the file', () => {
      const { problems, sidebars } = buildSidebars([doc('a.md')], new Map(), { main: [{ type: 'category', label: 'Empty', items: [] }] }, 'main');
      expect(sidebars['main']).toEqual([]);
      expect(problems).toEqual([{ message: 'sidebar category "Empty" has neither items nor a link, so it leads nowhere', configPath: ['main', 0, 'label'], value: 'Empty' }]);
    });

    it('should keep html items out of the reading order and breadcrumbs', () => {
      const config = { main: [{ type: 'html' as const, value: '<b>x</b>' }, 'a', { Group: ['b'] }] };
      const { sidebars } = buildSidebars([doc('a.md'), doc('b.md')], new Map(), config, 'main', { html: () => [['b', null, 'x']] });
      const items = sidebars['main'] ?? [];
      expect(flattenDocIds(items)).toEqual(['a', 'b']);
      expect([...sidebarPaths(items).get('b') ?? []].map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['Group', 'b']);
    });
  });
});
