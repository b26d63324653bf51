/** Body of a generated category index page: the description, then a card list of the category's items. Pure. */
import type { HNode, SidebarItem } from '../schema.js';
import type { GeneratedIndex } from './sidebars.js';

function card(item: SidebarItem): HNode | undefined {
  if (item.type === 'html' || !item.href) return undefined;
  const count = item.type === 'category' ? item.items.length : 0;
  const label: HNode[] = [['a', { href: item.href }, item.label]];
  if (count > 0) label.push(' ', ['span', { className: 'generated-index-count' }, `(${count} ${count === 1 ? 'item' : 'items'})`]);
  return ['li', { className: 'generated-index-item' }, ...label];
}

/** The page body for a generated index. */
export function generatedIndexBody(index: GeneratedIndex): HNode[] {
  const cards = index.items.map(card).filter((node): node is HNode => node !== undefined);
  return [...(index.description ? [['p', null, index.description] as HNode] : []), ['ul', { className: 'generated-index' }, ...cards]];
}
