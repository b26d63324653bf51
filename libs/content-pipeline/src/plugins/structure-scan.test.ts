/**
 * The structure scan must flag nesting past the limit at the place it is crossed, and never flag
 * what a document within the limits writes (code, thematic breaks, closed or void elements).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanStructure } from './structure-scan.js';

const limits = { depth: 100, delimiters: 5000 };
const scan = (source: string, format: 'md' | 'mdx' = 'md') => scanStructure(source, format, limits);
const indented = (depth: number) => Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');

describe('scanStructure', () => {
  it('should flag the first list item past 100 levels, nested by indentation, at its marker', () => {
    expect(scan(indented(100))).toBeUndefined();
    expect(scan(indented(101))).toEqual({ kind: 'containers', line: 101, column: 201 });
  });

  it('should flag lists, ordered lists, quotes and mixes nested on one line', () => {
    expect(scan(`${'- '.repeat(100)}x`)).toBeUndefined();
    expect(scan(`${'- '.repeat(101)}x`)).toEqual({ kind: 'containers', line: 1, column: 201 });
    expect(scan(`${'1. '.repeat(101)}x`)).toEqual({ kind: 'containers', line: 1, column: 301 });
    expect(scan(`${'>'.repeat(101)} x`)).toEqual({ kind: 'containers', line: 1, column: 101 });
    expect(scan(`${'- > '.repeat(51)}x`)).toEqual({ kind: 'containers', line: 1, column: 201 });
  });

  it('should count quotes continued over lines and end them at a blank line', () => {
    const quotes = (n: number) => Array.from({ length: n }, (_, i) => `${'>'.repeat(i + 1)} x`).join('\n');
    expect(scan(quotes(100))).toBeUndefined();
    expect(scan(quotes(101))?.line).toBe(101);
    expect(scan(`${'>'.repeat(60)} a\n\n${'>'.repeat(60)} b\n`)).toBeUndefined();
  });

  it('should not read thematic breaks, fenced code or frontmatter as nesting', () => {
    expect(scan(`${'- '.repeat(300)}\n`)).toBeUndefined();
    expect(scan(`\`\`\`\n${'> '.repeat(300)}\n${'<div>'.repeat(300)}\n\`\`\`\n`)).toBeUndefined();
    expect(scan(`- item\n\n  ~~~\n  ${'- '.repeat(300)}x\n  ~~~\n`)).toBeUndefined();
    expect(scan(`---\ntitle: x\n---\n${'- '.repeat(50)}x\n`)).toBeUndefined();
  });

  it('should end a fence with the container that holds it, and count what follows', () => {
    expect(scan(`> \`\`\`\n> code\n\n${'- '.repeat(101)}x\n`)?.kind).toBe('containers');
  });

  it('should flag HTML and JSX elements past 100 levels at the start tag', () => {
    expect(scan(`${'<div>'.repeat(100)}x${'</div>'.repeat(100)}`)).toBeUndefined();
    expect(scan(`${'<div>'.repeat(101)}x`)).toEqual({ kind: 'elements', line: 1, column: 501 });
    expect(scan(`${'<div>\n'.repeat(101)}x`, 'mdx')).toEqual({ kind: 'elements', line: 101, column: 1 });
    expect(scan(`${'<Details summary="a > b">'.repeat(101)}`, 'mdx')?.kind).toBe('elements');
    expect(scan(`${'<>'.repeat(101)}`, 'mdx')?.kind).toBe('elements');
  });

  it('should not count void, self-closing, closed, optional-end or quoted elements', () => {
    expect(scan(`${'<br><img src="a.png"><Tabs />'.repeat(200)}`, 'mdx')).toBeUndefined();
    expect(scan(`${'<span>a</span>'.repeat(500)}`)).toBeUndefined();
    expect(scan(`${'<li>x'.repeat(500)}`)).toBeUndefined();
    expect(scan(`${'Write `<div>` to open. '.repeat(500)}`)).toBeUndefined();
    expect(scan(`${'<!-- <div> -->'.repeat(500)}`)).toBeUndefined();
    expect(scan(`${'a <b and c '.repeat(500)}`)).toBeUndefined();
    expect(scan(`<Tabs\n  groupId="os"\n/>\n`.repeat(200), 'mdx')).toBeUndefined();
  });

  it('should flag nested or unclosed brackets and too many emphasis runs in one paragraph', () => {
    expect(scan(`${'!['.repeat(101)}x${'](y)'.repeat(101)}`)).toEqual({ kind: 'brackets', line: 1, column: 202 });
    expect(scan(`${'[a](b) '.repeat(2000)}`)).toBeUndefined();
    expect(scan(`${'\\['.repeat(500)}`)).toBeUndefined();
    expect(scan('a* '.repeat(5001))).toEqual({ kind: 'delimiters', line: 1, column: 15002 });
    expect(scan(`${'a* '.repeat(3000)}\n\n${'a* '.repeat(3000)}`)).toBeUndefined();
  });

  it('should give each table row its own count', () => {
    expect(scan(`| a | b |\n|---|---|\n${'| **x** | [y](z) |\n'.repeat(3000)}`)).toBeUndefined();
  });

  it('should flag a list nested by tabs (two levels per tab) past the limit', () => {
    const tabbed = (depth: number) => Array.from({ length: depth }, (_, i) => `${'\t'.repeat(Math.floor(i / 2))}${i % 2 ? '  ' : ''}- item ${i}`).join('\n');
    expect(scan(tabbed(100))).toBeUndefined();
    expect(scan(tabbed(101))).toEqual({ kind: 'containers', line: 101, column: 51 });
  });

  it('should find the same problems with and without the quick glance that skips most documents', () => {
    const piece = fc.oneof(fc.constantFrom('- ', '\t', '  ', '> ', '1. ', '<div>', '</div>', '<br>', '[', ']', '*', '_', '~', 'x', '\n', '\n\n', '`', '|---|\n'), fc.string({ maxLength: 3 }));
    const small = { depth: 6, delimiters: 12 };
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.constantFrom('md' as const, 'mdx' as const), (pieces, format) => {
        const text = pieces.join('');
        expect(scanStructure(text, format, small)).toEqual(scanStructure(text, format, small, { quick: false }));
      }),
      { numRuns: 3000, seed: 99 },
    );
  });

  it('should accept any nesting of lists, quotes and elements within the limit', () => {
    const level = fc.constantFrom('- ', '* ', '1. ', '> ');
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 100 }), fc.nat(100), (markers, tags) => {
        const text = `${markers.join('')}${'<span>'.repeat(tags)}x${'</span>'.repeat(tags)}\n`;
        expect(scan(text)).toBeUndefined();
        expect(scan(`${'> '.repeat(101 - markers.length)}${text}`)?.kind).toBe('containers');
      }),
      { numRuns: 200, seed: 42 },
    );
  });
});
