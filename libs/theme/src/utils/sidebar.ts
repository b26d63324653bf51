/** Pure helpers over sidebar trees. */
import type { SidebarCategory, SidebarItem, SidebarLink } from '@hpcdocs/content-pipeline/schema';

/** A sidebar item that leads somewhere (a link or a category; not an `html` item). */
export type SidebarNavItem = SidebarLink | SidebarCategory;

/** A stable React key for a sidebar item: its own `key`, else its label (or markup) and place. */
export function sidebarKey(item: SidebarItem, index: number): string {
  return item.key ?? `${item.type === 'html' ? 'html' : item.label}-${index}`;
}

/** The first link of a sidebar (what a `docSidebar` navbar item points at). */
export function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The paths a category and its descendants link to, made once per category object. Every page
 * asks which top-level category holds it, and each category on its way which of its items does:
 * walking the tree for each question made prerendering quadratic in the docs (5 s of a
 * 10,000-doc build). Sidebars are not changed once made, so the sets stay true.
 */
const pathsWithin = new WeakMap<SidebarCategory, ReadonlySet<string>>();

function pathsOf(category: SidebarCategory): ReadonlySet<string> {
  let paths = pathsWithin.get(category);
  if (!paths) {
    const found = new Set<string>();
    if (category.href) found.add(category.href);
    for (const child of category.items) {
      if (child.type === 'category') for (const path of pathsOf(child)) found.add(path);
      else if (child.type === 'link') found.add(child.href);
    }
    pathsWithin.set(category, found);
    paths = found;
  }
  return paths;
}

/** True when `item` or one of its descendants links to `pathname`. */
export function containsPath(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === pathname) return true;
  return item.type === 'category' && pathsOf(item).has(pathname);
}

/**
 * Whether a category shows its items when a page first shows the sidebar (on the server, and in the
 * browser's first render, which must match it): when it cannot collapse, is not collapsed by
 * default, or holds the page (`holdsPage`, see {@link containsPath}). The items of any other
 * category are left out of the page until a reader opens it, so that a page's HTML holds the
 * sidebar's top level and the page's branch, not the whole tree (see Sidebar.tsx).
 */
export function opensOnLoad(category: SidebarCategory, holdsPage: boolean): boolean {
  return !category.collapsible || !category.collapsed || holdsPage;
}

/** Categories leading to the item that links to `pathname` (for breadcrumbs). */
export function trailTo(items: readonly SidebarItem[], pathname: string): SidebarNavItem[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href === pathname) return [item];
    if (item.type === 'category' && pathsOf(item).has(pathname)) {
      const inner = trailTo(item.items, pathname);
      if (inner.length > 0) return [item, ...inner];
    }
  }
  return [];
}

/** Whether a navbar item is active for a pathname: `activeBaseRegex`, else `activeBasePath`, else `to`. */
export function isNavItemActive(pathname: string, item: { to?: string | undefined; activeBasePath?: string | undefined; activeBaseRegex?: string | undefined }, resolve: (path: string) => string): boolean {
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex).test(pathname);
    } catch {
      return false;
    }
  }
  if (item.activeBasePath) return pathname.startsWith(resolve(item.activeBasePath));
  return item.to !== undefined && pathname === resolve(item.to);
}
