import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { yamlErrorOffset } from './yaml-errors.js';

/** Line and column (1-based) of the first error `text` has, as the frontmatter plugin reports it. */
function firstError(text: string): string {
  const error = parseDocument(text, { prettyErrors: false }).errors[0];
  if (!error) return 'no error';
  const offset = yamlErrorOffset(text, error);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe('given YAML with a construct that is never closed', () => {
  it('should point at the opening quote, not the end of the text', () => {
    expect(firstError('title: "Unclosed\ndescription: x\nkeywords: [a]\n')).toBe('1:8');
    expect(firstError("title: ok\nslug: 'abc\nx: 1\n")).toBe('2:7');
  });

  it('should point at the opening bracket of an unclosed flow list or map', () => {
    expect(firstError('title: ok\nkeywords: [a, b\nslug: x\n')).toBe('2:11');
    expect(firstError('a: {b: 1\nc: 2\n')).toBe('1:4');
  });

  it('should skip constructs that are closed: a nested list, an escaped quote', () => {
    expect(firstError('title: ok\nkeywords: [a, [b, c]\n')).toBe('2:11');
    expect(firstError('title: "say \\"hi\\"\nx: 1\n')).toBe('1:8');
  });
});

describe('given a YAML error of another kind', () => {
  it("should keep the parser's own position", () => {
    const text = 'title: ok\n  bad: indent\n';
    const error = parseDocument(text, { prettyErrors: false }).errors[0];
    expect(error).toBeDefined();
    if (error) expect(yamlErrorOffset(text, error)).toBe(error.pos[0]);
  });
});
