import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactTree, toReactProps } from './compact.js';

const text = (value: string) => ({ type: 'text' as const, value });

describe('compactTree', () => {
  it('should turn elements into [tag, props, ...children] with React prop names', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: { className: ['a', 'b'], ariaLabel: 'x', dataFootnoteRef: true }, children: [text('Hi '), text('there')] }],
    };
    expect(compactTree(tree)).toEqual([['p', { className: 'a b', 'aria-label': 'x', 'data-footnote-ref': true }, 'Hi there']]);
  });

  it('should drop whitespace between block children, and comments', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'ul', properties: {}, children: [text('\n  '), { type: 'element', tagName: 'li', properties: {}, children: [text('one')] }, { type: 'comment', value: 'x' }, text('\n')] }],
    };
    expect(compactTree(tree)).toEqual([['ul', null, ['li', null, 'one']]]);
  });

  it('should unwrap a CodeBlock from the <pre> that remark-rehype puts around it', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'CodeBlock', properties: { className: ['x'], language: 'js' }, children: [] }] }],
    };
    expect(compactTree(tree)).toEqual([['CodeBlock', { language: 'js' }]]);
  });
});

describe('toReactProps', () => {
  it('should leave out false and empty values and join comma-separated lists', () => {
    expect(toReactProps({ hidden: false, accept: ['a', 'b'], rel: ['noopener', 'noreferrer'] })).toEqual({ accept: 'a,b', rel: 'noopener noreferrer' });
    expect(toReactProps({})).toBeNull();
  });
});

describe('given whitespace in a block parent', () => {
  const li = (...children: Root['children']): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'li', properties: {}, children: children as Element['children'] }] });
  const el = (tagName: string, value: string): Element => ({ type: 'element', tagName, properties: {}, children: [text(value)] });

  it('should keep a space between two pieces of inline content (it shows), and drop it next to a block', () => {
    expect(compactTree(li(el('kbd', 'Alt'), text(' '), el('kbd', 'T')))).toEqual([['li', null, ['kbd', null, 'Alt'], ' ', ['kbd', null, 'T']]]);
    expect(compactTree(li(el('strong', 'Compress.'), text(' '), el('code', 'rsync -z')))).toEqual([['li', null, ['strong', null, 'Compress.'], ' ', ['code', null, 'rsync -z']]]);
    expect(compactTree(li(el('p', 'One'), text('\n'), el('p', 'Two')))).toEqual([['li', null, ['p', null, 'One'], ['p', null, 'Two']]]);
  });
});
