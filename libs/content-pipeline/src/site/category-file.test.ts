import { describe, expect, it } from 'vitest';
import { parseCategoryFile } from './category-file.js';

describe('parseCategoryFile', () => {
  it('should read JSON and YAML alike, an empty YAML file as no settings, and link: null', () => {
    expect(parseCategoryFile('{"label": "A", "link": {"type": "doc", "id": "intro"}}', '_category_.json')).toEqual({ meta: { label: 'A', link: { type: 'doc', id: 'intro' } }, problems: [] });
    expect(parseCategoryFile('label: B\nlink: null\n', '_category_.yml')).toEqual({ meta: { label: 'B', link: null }, problems: [] });
    expect(parseCategoryFile('', '_category_.yaml')).toEqual({ meta: {}, problems: [] });
  });

  it('should place a syntax error, and an unknown link type with the allowed ones', () => {
    expect(parseCategoryFile('{\n  "label": "A",\n}', '_category_.json').problems[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^Invalid _category_\.json: /) });
    expect(parseCategoryFile('link:\n  type: page\n', '_category_.yml').problems).toEqual([
      { line: 2, column: 9, message: 'Invalid _category_.yml: link.type: got "page"; allowed: "doc", "generated-index".', hint: 'Write it like {"label": "Guides", "position": 2, "link": {"type": "generated-index"}}.' },
    ]);
  });

  it('should give the TypeError-free message for link: {} and a wrong shape', () => {
    expect(parseCategoryFile('[1, 2]', '_category_.json').problems[0]?.message).toBe('Invalid _category_.json: the file: got [1,2]; expected an object.');
  });
});
