import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { createServerMarkupCache, ServerMarkupProvider, type ServerMarkupCache } from '../../contexts/ServerMarkup.js';
import { ThemeProviders } from '../../testing/providers.js';
import { tutorialSidebar } from '../../testing/fixtures.js';
import { Sidebar } from './Sidebar.js';

/** Every link and linked category of `items`, depth first. */
function hrefsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'category' ? [...(item.href ? [item.href] : []), ...hrefsOf(item.items)] : item.type === 'link' ? [item.href] : []));
}

/** `count` linked topics x 3 groups x 3 docs, with a group that cannot collapse in each and topic 2 open by default. */
const topics = (count: number): readonly SidebarItem[] => Array.from({ length: count }, (_, t) => ({
  type: 'category' as const,
  label: `Topic ${t}`,
  href: `/doc/docs/t${t}/`,
  collapsed: t !== 2,
  collapsible: true,
  items: Array.from({ length: 3 }, (_, g) => ({
    type: 'category' as const,
    label: `Group ${t}.${g}`,
    collapsed: true,
    collapsible: g !== 1,
    items: Array.from({ length: 3 }, (_, n) => ({ type: 'link' as const, label: `Doc ${t}.${g}.${n}`, href: `/doc/docs/t${t}/g${g}/d${n}` })),
  })),
}));

const grid = topics(4);

/** A cache as a site's server entry makes one, which records the owner and key of each markup it renders. */
function cacheOf(wrap: (nodes: ReactNode) => ReactNode): ServerMarkupCache & { readonly renders: string[] } {
  const renders: string[] = [];
  let asked = '';
  const cache = createServerMarkupCache((nodes) => {
    renders.push(asked);
    return renderToString(wrap(nodes));
  });
  return {
    renders,
    markup(owner, key, nodes) {
      asked = `${(owner as { label?: string }).label}|${key}`;
      return cache.markup(owner, key, nodes);
    },
  };
}

const page = (items: readonly SidebarItem[], activePath: string, cache?: ServerMarkupCache) => {
  const sidebar = <Sidebar items={items} activePath={activePath} />;
  return <ThemeProviders pathname={activePath}>{cache ? <ServerMarkupProvider cache={cache}>{sidebar}</ServerMarkupProvider> : sidebar}</ThemeProviders>;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Sidebar prerendered with a server markup cache', () => {
  for (const [name, items] of [['the fixture sidebar', tutorialSidebar], ['a grid of nested categories', grid]] as const) {
    describe(`given ${name}`, () => {
      it('should write the HTML React writes without it, byte for byte, on every page', () => {
        const cache = cacheOf((nodes) => <ThemeProviders>{nodes}</ThemeProviders>);
        const pages = hrefsOf(items);
        expect(pages.length).toBeGreaterThan(5);
        for (const activePath of pages) expect(renderToString(page(items, activePath, cache))).toBe(renderToString(page(items, activePath)));
        // Categories away from the page were rendered once for all pages.
        expect(cache.renders.length).toBeGreaterThan(0);
        expect(new Set(cache.renders).size).toBe(cache.renders.length);
        expect(cache.renders.length).toBeLessThan(pages.length);
      });
    });
  }

  it('should hydrate in the browser without a mismatch, and open a category the cache wrote and one the page left out', async () => {
    const activePath = '/doc/docs/t0/g0/d1';
    const cache = cacheOf((nodes) => <ThemeProviders>{nodes}</ThemeProviders>);
    // A page away from this one fills the cache first, as in a build.
    renderToString(page(grid, '/doc/docs/t3/g2/d2', cache));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(grid, activePath, cache));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(grid, activePath), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Topic 2 is open by default: its items came from the cache, and its toggle still controls its panel.
    const open = container.querySelector<HTMLButtonElement>('button[aria-label="Collapse sidebar category \'Topic 2\'"]');
    const panel = document.getElementById(open?.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('Group 2.1');
    await act(async () => {
      open?.click();
    });
    expect(open?.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.getAttribute('hidden')).toBe('until-found');
    // Topic 3 is collapsed: the page left its items out; opening it renders them.
    const collapsed = container.querySelector<HTMLButtonElement>('button[aria-label="Expand sidebar category \'Topic 3\'"]');
    expect(collapsed?.hasAttribute('aria-controls')).toBe(false);
    expect(container.textContent).not.toContain('Group 3.1');
    await act(async () => {
      collapsed?.click();
    });
    expect(collapsed?.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(collapsed?.getAttribute('aria-controls') ?? '')?.textContent).toContain('Group 3.1');
  });
});

describe("Sidebar in a page's HTML", () => {
  /** The links of a page's sidebar HTML, in order. */
  const linksIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

  describe('given a page two categories deep in a grid of collapsed categories', () => {
    it("should hold the top level, the page's branch, and the categories open by default, not the items of collapsed ones", () => {
      const html = renderToString(page(grid, '/doc/docs/t0/g0/d1'));
      const docs = (t: number, g: number) => [0, 1, 2].map((n) => `/doc/docs/t${t}/g${g}/d${n}`);
      expect(linksIn(html)).toEqual([
        // Topic 0 holds the page: its groups' labels, the page's group's docs, and the docs of the group that cannot collapse.
        '/doc/docs/t0/',
        ...docs(0, 0),
        ...docs(0, 1),
        '/doc/docs/t1/',
        // Topic 2 is not collapsed by default; of its groups, only the one that cannot collapse shows its docs.
        '/doc/docs/t2/',
        ...docs(2, 1),
        '/doc/docs/t3/',
      ]);
      expect(html).toContain('Group 0.2');
      expect(html).not.toContain('Group 1.0');
      expect(html).not.toContain('Group 3.0');
    });
  });

  describe('given the same sidebar ten times wider', () => {
    it('should grow with the top level and the branch, not with the collapsed categories', () => {
      const wide = topics(40);
      const narrow = renderToString(page(wide.slice(0, 4), '/doc/docs/t0/g0/d1'));
      const full = renderToString(page(wide, '/doc/docs/t0/g0/d1'));
      // Each more topic adds its one row (its link); none adds the rows of its groups and docs.
      expect(linksIn(full)).toHaveLength(linksIn(narrow).length + 36);
      const groups = (html: string) => html.split('>Group ').length;
      expect(groups(full)).toBe(groups(narrow));
    });
  });
});
