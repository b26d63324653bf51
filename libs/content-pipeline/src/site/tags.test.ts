import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kebabCase, parseTagsFile, resolveDocTags, tagPages } from './tags.js';

describe('kebabCase', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ['gRPC v2', 'g-rpc-v-2'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['GPU', 'gpu'],
    ['数据', '数据'],
    ['!!!', 'tag'],
  ])('should make %s into %s', (text, expected) => {
    expect(kebabCase(text)).toBe(expected);
  });

  it('should always give a path segment with no slash or dot segment', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = kebabCase(text);
        expect(slug).not.toMatch(/[/\\?#]/);
        expect(slug === '.' || slug === '..').toBe(false);
        expect(slug.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('parseTagsFile', () => {
  it('should fill in labels and permalinks from the keys', () => {
    const { tags, problems } = parseTagsFile('release-notes:\nGPU:\n  label: GPU instances\n  permalink: /gpus\n  description: About GPUs.\n', 'tags.yml');
    expect(problems).toEqual([]);
    expect([...(tags ?? [])]).toEqual([
      ['release-notes', { label: 'release-notes', permalink: 'release-notes' }],
      ['GPU', { label: 'GPU instances', permalink: 'gpus', description: 'About GPUs.' }],
    ]);
  });

  it('should report a bad entry at its line, and a permalink that could leave the tags folder', () => {
    expect(parseTagsFile('a:\n  colour: red\nb:\n  permalink: ../../x\n', 'tags.yml').problems).toEqual([
      { line: 2, column: 3, message: 'Invalid tags.yml: a.colour: unknown key. Allowed here: label, permalink, description.' },
      { line: 4, column: 14, message: 'Invalid tags.yml: b.permalink: "../../x" contains a ".." segment.' },
    ]);
  });
});

describe('resolveDocTags and tagPages', () => {
  it('should give each tag one page and list every tag with its count', () => {
    const file = parseTagsFile('gpu:\n  label: GPU\n', 'tags.yml').tags;
    const a = resolveDocTags(['gpu', 'Beta Feature', 'gpu'], file, '/docs/tags/');
    expect(a).toEqual({ tags: [{ label: 'GPU', permalink: '/docs/tags/gpu' }, { label: 'Beta Feature', permalink: '/docs/tags/beta-feature' }], undefinedLabels: ['Beta Feature'], refused: [] });
    const b = resolveDocTags([{ label: 'GPU', permalink: '/gpu' }], undefined, '/docs/tags/');
    const pages = tagPages(
      [
        { title: 'Zeta', permalink: '/docs/z', description: 'Z.', tags: a.tags },
        { title: 'Alpha', permalink: '/docs/a', description: '', tags: b.tags },
      ],
      '/docs/tags/',
    );
    expect(pages.map((p) => [p.permalink, p.title])).toEqual([
      ['/docs/tags', 'Tags'],
      ['/docs/tags/beta-feature', 'One doc tagged with "Beta Feature"'],
      ['/docs/tags/gpu', '2 docs tagged with "GPU"'],
    ]);
    // Docs on a tag page are in title order.
    expect(JSON.stringify(pages[2]?.body).indexOf('Alpha')).toBeLessThan(JSON.stringify(pages[2]?.body).indexOf('Zeta'));
  });

  it('should make no pages when no doc has a tag', () => {
    expect(tagPages([{ title: 'A', permalink: '/a', description: '', tags: [] }], '/docs/tags/')).toEqual([]);
  });
});
