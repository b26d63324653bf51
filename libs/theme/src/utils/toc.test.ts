import { describe, expect, it } from 'vitest';
import { tocTree, type TocNode } from './toc.js';

const h = (level: number, id: string) => ({ id, value: id, level });
/** The tree as `id(children...)` text, to compare at a glance. */
const shape = (nodes: readonly TocNode[]): string => nodes.map((n) => (n.children.length ? `${n.item.id}(${shape(n.children)})` : n.item.id)).join(' ');

describe('tocTree', () => {
  describe('given headings of levels 2 to 4', () => {
    const items = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(3, 'a2'), h(2, 'b'), h(4, 'b-deep')];

    it('should nest each heading under the last shallower one', () => {
      expect(shape(tocTree(items, 2, 4))).toBe('a(a1(a1x) a2) b(b-deep)');
    });

    it('should leave out levels outside the range', () => {
      expect(shape(tocTree(items))).toBe('a(a1 a2) b');
      expect(shape(tocTree(items, 3, 3))).toBe('a1 a2');
    });
  });

  describe('given no headings in range', () => {
    it('should be empty', () => {
      expect(tocTree([h(5, 'x')])).toEqual([]);
    });
  });
});
