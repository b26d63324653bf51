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

/** 4 linked topics x 3 groups x 3 docs, with a group that cannot collapse and one open by default. */
const grid: readonly SidebarItem[] = Array.from({ length: 4 }, (_, t) => ({
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

  it('should hydrate in the browser without a mismatch, and open a category the cache wrote', async () => {
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
    // Topic 3's items came from the cache; its toggle still controls its panel.
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="Expand sidebar category \'Topic 3\'"]');
    expect(toggle).not.toBeNull();
    const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('Group 3.1');
    await act(async () => {
      toggle?.click();
    });
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });
});
