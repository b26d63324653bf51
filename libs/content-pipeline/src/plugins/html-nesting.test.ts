/**
 * The nesting fix must leave a tree that an HTML parser reads back exactly as it is (so a page's
 * server markup and the tree React hydrates agree), keep valid trees unchanged, and keep content.
 */
import fc from 'fast-check';
import type { ElementContent, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { describe, expect, it } from 'vitest';
import { fixNesting } from './html-nesting.js';

type Spec = string | [string, ...Spec[]] | [string, Record<string, string>, ...Spec[]];

function h(spec: Spec): ElementContent {
  if (typeof spec === 'string') return { type: 'text', value: spec };
  const [tagName, second, ...rest] = spec;
  const hasProps = typeof second === 'object' && !Array.isArray(second);
  const children = (hasProps ? rest : [second, ...rest]).filter((c): c is Spec => c !== undefined);
  return { type: 'element', tagName, properties: hasProps ? (second as Record<string, string>) : {}, children: children.map(h) };
}

function fix(...specs: Spec[]): Root {
  const tree: Root = { type: 'root', children: specs.map(h) };
  fixNesting(tree);
  return tree;
}

/** The tree as nested arrays: tags, ids and text only (adjacent text joined, as it renders). */
function shape(nodes: readonly (Root['children'][number] | ElementContent)[]): unknown[] {
  const out: unknown[] = [];
  for (const node of nodes) {
    if (node.type === 'text' && typeof out.at(-1) === 'string') out[out.length - 1] = `${String(out.at(-1))}${node.value}`;
    else if (node.type === 'text') out.push(node.value);
    else if (node.type === 'element') {
      const id = node.properties['id'];
      out.push([node.tagName, ...(id === undefined ? [] : [`#${String(id)}`]), ...shape(node.children)]);
    }
  }
  return out;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
function html(nodes: readonly (Root['children'][number] | ElementContent)[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escape(node.value);
      if (node.type !== 'element') return '';
      const attributes = Object.entries(node.properties).map(([k, v]) => ` ${k}="${escape(String(v))}"`).join('');
      return `<${node.tagName}${attributes}>${html(node.children)}</${node.tagName}>`;
    })
    .join('');
}

/** What a browser builds from the tree's markup (inside a `div`, like the page's content area). */
function reparsed(tree: Root): unknown[] {
  const parsed = raw({ type: 'root', children: [{ type: 'raw', value: html(tree.children) }] } as unknown as Root) as Root;
  return shape(parsed.children);
}

describe('fixNesting', () => {
  it('should split a paragraph around a block, dropping empty parts but keeping the id', () => {
    expect(shape(fix(['p', { id: 'x' }, 'a', ['div', 'b'], 'c']).children)).toEqual([['p', '#x', 'a'], ['div', 'b'], ['p', 'c']]);
    expect(shape(fix(['p', ['div', 'b']]).children)).toEqual([['div', 'b']]);
    expect(shape(fix(['p', { id: 'anchor' }, ['div', 'b']]).children)).toEqual([['p', '#anchor'], ['div', 'b']]);
  });

  it('should move a block out through inline elements, splitting each', () => {
    expect(shape(fix(['p', 'a', ['em', 'b', ['ul', ['li', 'c']], 'd'], 'e']).children)).toEqual([['p', 'a', ['em', 'b']], ['ul', ['li', 'c']], ['p', ['em', 'd'], 'e']]);
  });

  it('should reopen a link or a formatting element inside a paragraph that leaves it, as the parser does', () => {
    const tree = fix(['p', 'Upgrade to a browser that ', ['a', { href: 'https://example.com' }, ['p', 'plays video']]]);
    expect(shape(tree.children)).toEqual([['p', 'Upgrade to a browser that '], ['p', ['a', 'plays video']]]);
    expect(reparsed(tree)).toEqual(shape(tree.children));
    // A block that is not a paragraph or heading moves out as it is.
    expect(shape(fix(['p', ['strong', ['ul', ['li', 'c']]]]).children)).toEqual([['ul', ['li', 'c']]]);
  });

  it('should keep a block inside a button or a table cell inside a paragraph', () => {
    expect(shape(fix(['p', ['button', ['div', 'x']]]).children)).toEqual([['p', ['button', ['div', 'x']]]]);
    expect(shape(fix(['div', ['p', 'a'], ['table', ['tbody', ['tr', ['td', ['p', 'x', ['div', 'y']]]]]]]).children)).toEqual([
      ['div', ['p', 'a'], ['table', ['tbody', ['tr', ['td', ['p', 'x'], ['div', 'y']]]]]],
    ]);
  });

  it('should close a link, a button, a list item or a dd/dt started inside another, and a heading inside a heading', () => {
    expect(shape(fix(['p', ['a', { href: '/1' }, 'x', ['a', { href: '/2' }, 'y'], 'z']]).children)).toEqual([['p', ['a', 'x'], ['a', 'y'], ['a', 'z']]]);
    expect(shape(fix(['ul', ['li', 'a', ['div', ['li', 'b']]]]).children)).toEqual([['ul', ['li', 'a'], ['li', 'b']]]);
    expect(shape(fix(['ul', ['li', 'a', ['ul', ['li', 'b']]]]).children)).toEqual([['ul', ['li', 'a', ['ul', ['li', 'b']]]]]);
    expect(shape(fix(['dl', ['dd', 'a', ['dt', 'b']]]).children)).toEqual([['dl', ['dd', 'a'], ['dt', 'b']]]);
    expect(shape(fix(['h2', 'a', ['h3', 'b']]).children)).toEqual([['h2', 'a'], ['h3', 'b']]);
  });

  it('should unwrap interactive content inside a button', () => {
    expect(shape(fix(['button', 'a ', ['a', { href: '/x' }, 'link'], ['input']]).children)).toEqual([['button', 'a link']]);
  });

  it('should complete table structure, unwrap stray table parts and move other content in front of the table', () => {
    expect(shape(fix(['table', ['tr', ['td', '1']], ['tr', ['td', '2']]]).children)).toEqual([['table', ['tbody', ['tr', ['td', '1']], ['tr', ['td', '2']]]]]);
    expect(shape(fix(['table', ['td', 'x']]).children)).toEqual([['table', ['tbody', ['tr', ['td', 'x']]]]]);
    expect(shape(fix(['div', ['tr', ['td', 'x']], ['tbody', 'y']]).children)).toEqual([['div', 'xy']]);
    expect(shape(fix(['table', 'text', ['tbody', ['tr', ['div', 'd'], ['td', 'x']]]]).children)).toEqual(['text', ['div', 'd'], ['table', ['tbody', ['tr', ['td', 'x']]]]]);
  });

  it('should leave a valid tree as it is', () => {
    const valid: Spec[] = [['h2', { id: 'a' }, 'Title'], ['p', 'x ', ['a', { href: '/y' }, ['code', 'y']]], ['ul', ['li', ['p', 'a'], ['ul', ['li', 'b']]]], ['table', ['thead', ['tr', ['th', 'h']]], ['tbody', ['tr', ['td', 'c']]]], ['Admonition', ['p', 'note']]];
    expect(fix(...valid).children).toEqual(valid.map(h));
  });

  it('should produce markup that an HTML parser reads back as the same tree, keeping all text', () => {
    const tags = fc.constantFrom('p', 'div', 'span', 'a', 'em', 'ul', 'li', 'h2', 'h3', 'table', 'tbody', 'tr', 'td', 'button', 'dl', 'dd', 'blockquote', 'pre');
    const tree: fc.Arbitrary<Spec> = fc.letrec<{ node: Spec }>((tie) => ({
      node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constantFrom('x', 'y'), fc.tuple(tags, fc.array(tie('node'), { maxLength: 3 })).map(([tag, children]) => [tag, ...children] as Spec)),
    })).node;
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), (specs) => {
        const fixed = fix(...specs);
        expect(reparsed(fixed)).toEqual(shape(fixed.children));
        const text = (nodes: readonly unknown[]): string => nodes.map((n) => (typeof n === 'string' ? n : Array.isArray(n) ? text(n.slice(1)) : '')).join('');
        expect(text(shape(fixed.children))).toBe(text(shape(specs.map(h))));
      }),
      { numRuns: 400, seed: 20261124 },
    );
  });
});
