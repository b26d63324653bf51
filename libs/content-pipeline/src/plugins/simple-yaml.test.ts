import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSimpleYaml } from './simple-yaml.js';

/** What the full parser makes of `source`, as the fast path's entries would show it. */
function viaYaml(source: string): Record<string, unknown> | 'error' {
  try {
    return (parse(source) as Record<string, unknown> | null) ?? {};
  } catch {
    return 'error';
  }
}

const asObject = (entries: NonNullable<ReturnType<typeof parseSimpleYaml>>) => Object.fromEntries(entries.map((e) => [e.key, e.value]));

describe('parseSimpleYaml', () => {
  it('should read flat frontmatter with the values, types and lines the yaml package gives', () => {
    const source = 'title: Launch an instance\nsidebar_position: 3\ndraft: false\n\nkeywords: [gpu, "H100", \'api\']\ndisplayed_sidebar: null\ndescription:\nratio: 1.5e2';
    const entries = parseSimpleYaml(source);
    expect(entries?.map((e) => [e.key, e.line])).toEqual([['title', 0], ['sidebar_position', 1], ['draft', 2], ['keywords', 4], ['displayed_sidebar', 5], ['description', 6], ['ratio', 7]]);
    expect(asObject(entries ?? [])).toEqual(viaYaml(source));
  });

  it.each([
    ['a comment', 'title: x # note'],
    ['a nested map', 'title: a: b'],
    ['a block list', 'keywords:\n  - a\n  - b'],
    ['a block scalar', 'description: |\n  text'],
    ['escapes', 'title: "a \\" b"'],
    ['a doubled quote', "title: 'it''s'"],
    ['a duplicate key', 'title: a\ntitle: b'],
    ['hex', 'sidebar_position: 0x1F'],
    ['infinity', 'sidebar_position: .inf'],
    ['a tag', 'title: !str 5'],
    ['a quoted comma in a list', 'keywords: ["a, b"]'],
    ['a trailing comma in a list', 'keywords: [a, ]'],
    ['a flow map', 'title: {a: 1}'],
  ])('should leave %s to the full parser', (_name, source) => {
    expect(parseSimpleYaml(source)).toBeUndefined();
  });

  it('should agree with the yaml package whenever it answers (random flat frontmatter)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9 ._:#'"\-+~[\],!@*&?|>%{}\\/]{0,12}$/);
    const key = fc.stringMatching(/^[A-Za-z_][\w-]{0,8}$/);
    const line = fc.tuple(key, fc.oneof(word, fc.array(word, { maxLength: 4 }).map((items) => `[${items.join(', ')}]`)));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (pairs) => {
        const source = pairs.map(([k, v]) => `${k}: ${v}`).join('\n');
        const fast = parseSimpleYaml(source);
        if (fast === undefined) return;
        expect(asObject(fast)).toEqual(viaYaml(source));
      }),
      { numRuns: 3000 },
    );
  });
});
