/**
 * `detectSyntax()` may only switch off what cannot occur: parsing with the detected features must
 * give the same tree (positions included) as parsing with every construct on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeHighlighter } from '../highlighter.js';
import { createProcessor } from '../processor.js';
import { ALL_SYNTAX, detectSyntax, type SyntaxFeatures } from './syntax.js';

/** Parsing never highlights; a highlighter that fails loudly if it ever did. */
const noHighlighter: CodeHighlighter = {
  highlight: () => Promise.reject(new Error('not used by parse')),
  css: () => '',
};

function parse(source: string, syntax: SyntaxFeatures, format: 'md' | 'mdx' = 'md'): string {
  const processor = createProcessor({
    syntax,
    format,
    highlighter: noHighlighter,
    links: { sourcePath: 'a.md', permalinks: new Map(), baseUrl: '/' },
    images: { docDir: '/', publicPrefix: '/img/' },
  });
  return JSON.stringify(processor.parse(source));
}

describe('detectSyntax', () => {
  it('finds one-column tables, whose delimiter row has a colon and no pipe', () => {
    const source = 'abc\n:--\n';
    expect(detectSyntax(source).table).toBe(true);
    expect(parse(source, detectSyntax(source))).toContain('"type":"table"');
  });

  it('finds tables in files with CRLF line endings', () => {
    const source = '# T\r\n\r\n| a | b |\r\n|---|---|\r\n| 1 | 2 |\r\n';
    expect(detectSyntax(source).table).toBe(true);
    expect([...(detectSyntax(source).tableHeadLines ?? [])]).toEqual([3]);
    expect(parse(source, detectSyntax(source))).toContain('"type":"table"');
  });

  it('notes the line before each possible delimiter row as a possible head row', () => {
    const source = 'text\n\n- a | b\n  --|--\n\n> x\n> :-:\n\nnot a - row\n';
    expect([...(detectSyntax(source).tableHeadLines ?? [])]).toEqual([3, 6]);
  });

  it('switches off what a source cannot hold', () => {
    const features = detectSyntax('Just prose, with a dash - and nothing else.\n');
    expect(features).toMatchObject({ table: false, autolink: false, footnote: false, strikethrough: false, taskList: false, directive: false });
  });

  const cell = fc.constantFrom('a', 'b c', '`x|y`', '\\|', '', ' ', 'gpu-1', ':', '-');
  const row = (sep: string) => fc.array(cell, { minLength: 1, maxLength: 3 }).map((cells) => cells.join(sep));
  const delimiter = fc.array(fc.constantFrom('-', '--', ':-', '-:', ':-:', '---'), { minLength: 1, maxLength: 3 }).chain((cells) =>
    fc.constantFrom(`|${cells.join('|')}|`, cells.join(' | '), cells.join('|'), ` ${cells.join('|')} `),
  );
  const table = fc.tuple(fc.constantFrom('|', ' | ', '|'), row('|'), delimiter, fc.array(row('|'), { maxLength: 2 })).map(([edge, head, delim, body]) =>
    [`${edge}${head}${edge}`, delim, ...body.map((r) => `${edge}${r}${edge}`)].join('\n'),
  );
  const prose = fc.constantFrom('Plain prose.', 'a | b', 'a - b', 'x: -y', 'Setext', '---', '===', '- item', '1. item', '- [ ] task', '~~gone~~', 'see www.example.com', 'note[^1]', '[^1]: foot', ':::note\nbody\n:::', '    |a|\n    |-|', '```\n|a|\n|-|\n```', '<div>\n|a|\n|-|\n</div>', ':-', '|', '-|-');
  const block = fc.oneof(
    prose,
    table,
    table.map((t) => t.replace(/^/gm, '> ')),
    table.map((t) => `- ${t.replace(/\n/g, '\n  ')}`),
    fc.tuple(prose, table).map(([p, t]) => `${p}\n${t}`),
  );
  const doc = fc
    .tuple(fc.array(block, { maxLength: 6 }), fc.constantFrom('\n', '\n\n'), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([blocks, gap, eol]) => blocks.join(gap).replace(/\n/g, eol));

  it('parses every generated doc exactly as with every construct on', () => {
    fc.assert(
      fc.property(doc, (source) => {
        expect(parse(source, detectSyntax(source))).toBe(parse(source, ALL_SYNTAX));
      }),
      { numRuns: 400 },
    );
  });
});
