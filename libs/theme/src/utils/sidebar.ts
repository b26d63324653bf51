/** Pure helpers over sidebar trees. */
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';

/** The first link of a sidebar (what a `docSidebar` navbar item points at). */
export function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** True when `item` or one of its descendants links to `pathname`. */
export function containsPath(item: SidebarItem, pathname: string): boolean {
  if (item.href === pathname) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, pathname));
}

/** Categories leading to the item that links to `pathname` (for breadcrumbs). */
export function trailTo(items: readonly SidebarItem[], pathname: string): SidebarItem[] {
  for (const item of items) {
    if (item.href === pathname) return [item];
    if (item.type === 'category') {
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
