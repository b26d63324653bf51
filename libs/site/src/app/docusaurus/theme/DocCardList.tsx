/**
 * `@theme/DocCardList` for a site's own components: cards for Docusaurus-style sidebar items
 * (`{type, label, href, items, description}`), or, without `items`, for the items of the sidebar
 * category whose page is shown.
 */
import type { ReactNode } from 'react';
import type { DocCardItem, DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { useRouteState } from '@hpcdocs/router';
import { useSidebars } from '@hpcdocs/theme';
import { DocCardList as ThemeDocCardList } from '@hpcdocs/theme/page-components';

/** A sidebar item as Docusaurus passes it. */
export interface DocCardListItem {
  readonly type: string;
  readonly label: string;
  readonly href?: string;
  readonly description?: string;
  readonly items?: readonly DocCardListItem[];
}

export interface DocCardListProps {
  readonly items?: readonly DocCardListItem[];
  readonly className?: string;
}

const firstHref = (item: DocCardListItem): string | undefined => item.href ?? item.items?.map(firstHref).find(Boolean);

function cardsOf(items: readonly DocCardListItem[]): DocCardItem[] {
  return items.flatMap((item) => {
    const href = firstHref(item);
    if (!href || (item.type !== 'link' && item.type !== 'category')) return [];
    return [{ type: item.type, label: item.label, href, ...(item.description ? { description: item.description } : {}), ...(item.type === 'category' ? { count: item.items?.length ?? 0 } : {}) }];
  });
}

/** Sidebar items as Docusaurus passes them (markup items have no card). */
function asCardItems(items: readonly SidebarItem[]): DocCardListItem[] {
  return items.flatMap((item) => (item.type === 'html' ? [] : [item.type === 'category' ? { ...item, items: asCardItems(item.items) } : item]));
}

/** The category whose page `id` is, in `items`. */
function categoryOf(items: readonly SidebarItem[], id: string): readonly DocCardListItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.docId === id) return asCardItems(item.items);
    const inner = categoryOf(item.items, id);
    if (inner) return inner;
  }
  return undefined;
}

export default function DocCardList({ items, className }: DocCardListProps): ReactNode {
  const { route, data } = useRouteState();
  const sidebars = useSidebars();
  const doc = route?.component === 'DocPage' ? (data as DocJson | null) : null;
  const shown = items ?? (doc?.sidebar ? categoryOf(sidebars[doc.sidebar] ?? [], doc.id) : undefined) ?? [];
  return <ThemeDocCardList items={cardsOf(shown)} {...(className ? { className } : {})} />;
}
