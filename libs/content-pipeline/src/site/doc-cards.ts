/**
 * `<DocCardList />`: the cards of the items of the sidebar category whose page this is, as
 * Docusaurus shows them on a category's index doc and generated index page. The build fills them
 * in (the doc itself only says where the list goes), with each doc's description. On a doc that
 * is no category's page, the list shows the category the doc is in.
 */
import type { DocCardItem, HNode, SidebarCategory, SidebarItem } from '../schema.js';
import type { PlacedEntry } from './assemble-input.js';

/** The first link a category leads to: its own, else its first item's. */
function hrefOf(item: SidebarItem): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.href) return item.href;
  if (item.type !== 'category') return undefined;
  for (const child of item.items) {
    const href = hrefOf(child);
    if (href) return href;
  }
  return undefined;
}

/** The cards for `items`; categories that lead nowhere are left out. `descriptions` is by doc id. */
export function docCards(items: readonly SidebarItem[], descriptions: ReadonlyMap<string, string>): DocCardItem[] {
  const cards: DocCardItem[] = [];
  for (const item of items) {
    const href = hrefOf(item);
    if (!href || item.type === 'html') continue;
    // As Docusaurus' cards: a category says what its sidebar item says (else how many items it
    // has), a doc what its own description says.
    const description = item.type === 'category' ? item.description : (item.description ?? (item.docId ? descriptions.get(item.docId) : undefined));
    cards.push({
      type: item.type,
      label: item.label,
      href,
      ...(description ? { description } : {}),
      ...(item.type === 'category' ? { count: item.items.length } : {}),
    });
  }
  return cards;
}

/** The category whose page is doc `id`, else the one the doc is in (depth first). */
export function currentCategory(items: readonly SidebarItem[], id: string): SidebarCategory | undefined {
  let parent: SidebarCategory | undefined;
  const search = (list: readonly SidebarItem[], around: SidebarCategory | undefined): SidebarCategory | undefined => {
    for (const item of list) {
      if (item.type === 'category' && item.docId === id) return item;
      if (item.type === 'link' && item.docId === id) parent ??= around;
      if (item.type === 'category') {
        const found = search(item.items, item);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(items, undefined) ?? parent;
}

/** `body` with every `DocCardList` given `items` (computed once, when there is one). */
export function withDocCards(body: readonly HNode[], items: () => readonly DocCardItem[]): HNode[] {
  let cards: readonly DocCardItem[] | undefined;
  const fill = (node: HNode): HNode => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    if (tag === 'DocCardList') return [tag, { ...props, items: (cards ??= items()) }, ...children];
    return [tag, props, ...children.map(fill)];
  };
  return body.map(fill);
}

/** Each doc's card text by id: its description, else the first line of its first paragraph (on one line, cut by the theme). */
export function cardDescriptions(docs: readonly PlacedEntry[]): Map<string, string> {
  return new Map(docs.map(({ doc, data }) => [doc.id, data.frontMatter.description ?? data.excerpt ?? '']));
}
