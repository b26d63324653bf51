/** Pure helpers for tables of contents. */
import type { TocItem } from '@hpcdocs/content-pipeline/schema';

/** A heading with the headings below it. */
export interface TocNode {
  readonly item: TocItem;
  readonly children: TocNode[];
}

/**
 * The headings of levels `min` to `max` as a tree: each heading holds the deeper ones that follow
 * it until the next heading of its level or above. A heading deeper than the one before it by
 * more than a level still nests one level down (`h2`, `h4` nests the `h4` under the `h2`).
 */
export function tocTree(items: readonly TocItem[], min = 2, max = 3): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    if (item.level < min || item.level > max) continue;
    while (open.length > 0 && (open.at(-1) as TocNode).item.level >= item.level) open.pop();
    const node: TocNode = { item, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
