import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { tutorialSidebar } from '../testing/fixtures.js';
import { containsPath, firstLink, isNavItemActive, opensOnLoad, trailTo } from './sidebar.js';

const withBase = (path: string) => (path.startsWith('/doc/') ? path : `/doc/${path.replace(/^\/+/, '')}`);

describe('firstLink', () => {
  describe('given a sidebar starting with a link', () => {
    it('should return that link', () => {
      expect(firstLink(tutorialSidebar)).toBe('/doc/docs/quickstart/');
    });
  });

  describe('given a sidebar starting with categories', () => {
    it('should return the first link found depth-first, preferring a category link', () => {
      const items: SidebarItem[] = [
        { type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: [] },
        { type: 'category', label: 'Outer', collapsed: true, collapsible: true, items: [{ type: 'category', label: 'Inner', href: '/doc/inner', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Leaf', href: '/doc/leaf' }] }] },
      ];
      expect(firstLink(items)).toBe('/doc/inner');
    });
  });

  describe('given a sidebar without any link', () => {
    it('should return undefined', () => {
      expect(firstLink([])).toBeUndefined();
      expect(firstLink([{ type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: [] }])).toBeUndefined();
    });
  });
});

describe('trailTo', () => {
  describe('given a nested page', () => {
    it('should return the categories leading to it and the page, outermost first', () => {
      expect(trailTo(tutorialSidebar, '/doc/docs/api/instance/launch').map((i) => i.label)).toEqual(['API', 'Instance', 'Launch']);
    });
  });

  describe('given a category that is itself the page', () => {
    it('should end at the category', () => {
      expect(trailTo(tutorialSidebar, '/doc/docs/api/').map((i) => i.label)).toEqual(['API']);
    });
  });

  describe('given a path that is not in the sidebar', () => {
    it('should return an empty trail', () => {
      expect(trailTo(tutorialSidebar, '/doc/docs/nowhere')).toEqual([]);
    });
  });
});

describe('containsPath', () => {
  it('should find a path anywhere below a category', () => {
    const api = tutorialSidebar[1];
    if (!api) throw new Error('fixture changed');
    expect(containsPath(api, '/doc/docs/api/storage/create')).toBe(true);
    expect(containsPath(api, '/doc/docs/billing/')).toBe(false);
  });
});

describe('given a large sidebar that every page asks about', () => {
  // 50 categories of 200 links; each category counts the reads of its items.
  let reads = 0;
  const categories: SidebarCategory[] = Array.from({ length: 50 }, (_, c) => {
    const items: SidebarItem[] = Array.from({ length: 200 }, (_, l) => ({ type: 'link', label: `Doc ${l}`, href: `/doc/docs/c${c}/d${l}` }));
    return {
      type: 'category',
      label: `Category ${c}`,
      collapsed: true,
      collapsible: true,
      get items() {
        reads += 1;
        return items;
      },
    };
  });
  const sidebar: SidebarItem[] = [{ type: 'category', label: 'All', collapsed: false, collapsible: true, items: categories }];

  it('should answer for every page while reading each category once (a page does not walk the whole tree)', () => {
    for (let c = 0; c < 50; c += 1) {
      for (let l = 0; l < 200; l += 1) {
        const path = `/doc/docs/c${c}/d${l}`;
        expect(categories.filter((category) => containsPath(category, path))).toEqual([categories[c]]);
        expect(trailTo(sidebar, path).map((item) => item.label)).toEqual(['All', `Category ${c}`, `Doc ${l}`]);
      }
    }
    expect(containsPath(categories[0] as SidebarCategory, '/doc/docs/c1/d0')).toBe(false);
    // Once to gather each category's paths; trailTo reads the items of the one category on the way again per page.
    expect(reads).toBeLessThanOrEqual(50 + 10_000);
  });
});

describe('isNavItemActive', () => {
  describe('given an item with only `to`', () => {
    it('should be active on exactly that path', () => {
      expect(isNavItemActive('/doc/docs/billing/', { to: 'docs/billing/' }, withBase)).toBe(true);
      expect(isNavItemActive('/doc/docs/billing/x', { to: 'docs/billing/' }, withBase)).toBe(false);
    });
  });

  describe('given an item with activeBasePath', () => {
    it('should be active on every path under it', () => {
      const item = { to: '/docs/quickstart/', activeBasePath: 'docs/' };
      expect(isNavItemActive('/doc/docs/api/instance/launch', item, withBase)).toBe(true);
      expect(isNavItemActive('/doc/search/', item, withBase)).toBe(false);
    });
  });

  describe('given an item with activeBaseRegex', () => {
    it('should use the regex and ignore activeBasePath', () => {
      const item = { to: '/docs/', activeBasePath: 'docs/', activeBaseRegex: '/doc/(docs|blog)/' };
      expect(isNavItemActive('/doc/blog/post', item, withBase)).toBe(true);
      expect(isNavItemActive('/doc/search/', item, withBase)).toBe(false);
    });

    it('should treat an invalid regex as not active instead of throwing', () => {
      expect(isNavItemActive('/doc/docs/', { activeBaseRegex: '(' }, withBase)).toBe(false);
    });
  });

  describe('given an item without `to`', () => {
    it('should not be active', () => {
      expect(isNavItemActive('/doc/', {}, withBase)).toBe(false);
    });
  });
});

describe('opensOnLoad', () => {
  const category = (collapsible: boolean, collapsed: boolean): SidebarCategory => ({ type: 'category', label: 'C', collapsible, collapsed, items: [{ type: 'link', label: 'L', href: '/doc/l' }] });

  describe('given a collapsed category', () => {
    it('should open it only when it holds the page', () => {
      expect(opensOnLoad(category(true, true), false)).toBe(false);
      expect(opensOnLoad(category(true, true), true)).toBe(true);
    });
  });

  describe('given a category open by default, or one that cannot collapse', () => {
    it('should open it on every page', () => {
      expect(opensOnLoad(category(true, false), false)).toBe(true);
      expect(opensOnLoad(category(false, false), false)).toBe(true);
    });
  });
});
