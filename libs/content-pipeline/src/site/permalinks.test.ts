import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docIdFromPath, isIndexDoc, parseNumberPrefix, permalinkFor, routeKey, slugProblem } from './permalinks.js';

describe('parseNumberPrefix', () => {
  it.each([
    ['01-intro', { name: 'intro', position: 1 }],
    ['10_setup', { name: 'setup', position: 10 }],
    ['3. Three', { name: 'Three', position: 3 }],
    ['003 - spaced', { name: 'spaced', position: 3 }],
    ['intro', { name: 'intro' }],
    ['2024-01-31-release', { name: '2024-01-31-release' }],
    ['1.2-notes', { name: '1.2-notes' }],
    ['5-', { name: '5-' }],
  ])('should read %s as %j', (segment, expected) => {
    expect(parseNumberPrefix(segment)).toEqual(expected);
  });
});

describe('docIdFromPath', () => {
  it('should strip extensions and number prefixes from every segment', () => {
    expect(docIdFromPath('01-guides/02-setup.mdx')).toBe('guides/setup');
  });

  it('should let id frontmatter replace the file part, and parse_number_prefixes: false keep the file prefix', () => {
    expect(docIdFromPath('01-guides/02-setup.md', { id: 'install' })).toBe('guides/install');
    expect(docIdFromPath('01-guides/02-setup.md', { parseNumberPrefixes: false })).toBe('guides/02-setup');
  });
});

describe('isIndexDoc', () => {
  it.each([
    ['guides/index.md', true],
    ['guides/README.md', true],
    ['guides/guides.md', true],
    ['index.md', true],
    ['guides/intro.md', false],
  ])('should say %s is an index doc: %s', (path, expected) => {
    expect(isIndexDoc(path)).toBe(expected);
  });
});

describe('permalinkFor', () => {
  const site = { baseUrl: '/doc/', routeBasePath: 'docs' };

  it('should give index docs their folder URL and other docs their id', () => {
    expect(permalinkFor('quickstart/index.md', undefined, site)).toBe('/doc/docs/quickstart/');
    expect(permalinkFor('api/02-launch.mdx', undefined, site)).toBe('/doc/docs/api/launch');
  });

  it('should resolve a slug against the folder, or against the docs root when it starts with /', () => {
    expect(permalinkFor('api/launch.md', 'start', site)).toBe('/doc/docs/api/start');
    expect(permalinkFor('api/launch.md', '/start', site)).toBe('/doc/docs/start');
    expect(permalinkFor('api/launch.md', '/', site)).toBe('/doc/docs/');
  });

  it('should put docs at the base URL for a routeBasePath of "/" or "", with slashes collapsed', () => {
    for (const routeBasePath of ['/', '', '//']) expect(permalinkFor('a/b.md', undefined, { baseUrl: '/doc/', routeBasePath })).toBe('/doc/a/b');
  });

  it('should use id frontmatter for the URL of a doc without a slug', () => {
    expect(permalinkFor('guides/02-long.md', undefined, site, { id: 'short' })).toBe('/doc/docs/guides/short');
  });

  it('should never produce a path with a "." or ".." segment from an accepted slug', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[/.a-z%2eE-]{0,12}$/), (slug) => {
        fc.pre(slugProblem(slug) === undefined);
        const path = permalinkFor('a/b.md', slug, site);
        expect(decodeURIComponent(path).split('/')).not.toContain('..');
      }),
    );
  });
});

describe('routeKey', () => {
  it('should compare routes without their trailing slash', () => {
    expect(routeKey('/doc/docs/x/')).toBe('/doc/docs/x');
    expect(routeKey('/')).toBe('/');
  });
});
