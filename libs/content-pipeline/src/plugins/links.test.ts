import { describe, expect, it } from 'vitest';
import { resolveLink } from './links.js';

const permalinks = new Map([
  ['release-notes.md', '/release-notes'],
  ['guides/setup.md', '/guides/setup'],
  ['guides/index.md', '/guides/'],
]);
const at = (sourcePath: string) => ({ sourcePath, permalinks, baseUrl: '/' });

describe('given a relative link that names a URL rather than a file', () => {
  it('should resolve it against the page\'s own URL, as the browser does', () => {
    expect(resolveLink('../guides/setup#step-2', at('release-notes.md')).url).toBe('/guides/setup#step-2');
    expect(resolveLink('setup', at('guides/setup.md')).url).toBe('/guides/setup');
    // An index page's URL ends with a slash: its relative links start inside its folder.
    expect(resolveLink('setup?x=1', at('guides/index.md')).url).toBe('/guides/setup?x=1');
  });

  it('should resolve from the URL without its trailing slash under trailingSlash: false, as a Docusaurus site with that setting does', () => {
    const docusaurus = (sourcePath: string, trailingSlash: boolean) => ({ ...at(sourcePath), trailingSlash });
    // The index doc's URL is /guides on a Docusaurus site with trailingSlash: false: `setup` is its sibling, not its child.
    expect(resolveLink('setup#a', docusaurus('guides/index.md', false)).url).toBe('/setup#a');
    expect(resolveLink('./setup', docusaurus('guides/index.md', false)).url).toBe('/setup');
    expect(resolveLink('guides/setup', docusaurus('guides/index.md', false)).url).toBe('/guides/setup');
    expect(resolveLink('setup', docusaurus('guides/setup.md', false)).url).toBe('/guides/setup');
    // trailingSlash: true puts a slash after every page's URL: its relative links start below it.
    expect(resolveLink('setup', docusaurus('guides/index.md', true)).url).toBe('/guides/setup');
    expect(resolveLink('part-2', docusaurus('guides/setup.md', true)).url).toBe('/guides/setup/part-2');
    // File links name their file whatever the setting.
    expect(resolveLink('./setup.md', docusaurus('guides/index.md', false)).url).toBe('/guides/setup');
  });

  it('should leave file links, absolute links, hashes and external links to their own rules', () => {
    expect(resolveLink('./setup.md#a', at('guides/index.md')).url).toBe('/guides/setup#a');
    expect(resolveLink('/guides/setup', at('release-notes.md')).url).toBe('/guides/setup');
    expect(resolveLink('#top', at('release-notes.md')).url).toBe('#top');
    expect(resolveLink('https://example.com/a', at('release-notes.md')).url).toBe('https://example.com/a');
  });
});

describe('given a file link written from the docs folder\'s root', () => {
  it('should resolve it to that doc\'s URL, keeping the hash', () => {
    expect(resolveLink('/guides/setup.md#step-2', at('release-notes.md')).url).toBe('/guides/setup#step-2');
  });

  it('should leave an absolute .md path that names no doc as a link to check', () => {
    expect(resolveLink('/nowhere.md', at('release-notes.md')).url).toBe('/nowhere.md');
  });
});

describe('given a file link written from the site\'s folder', () => {
  it('should find it there after the docs folder, as Docusaurus does, with @site/ too', () => {
    const permalinks = new Map([['guides/setup.md', '/docs/guides/setup'], ['@site/docs/guides/setup.md', '/docs/guides/setup'], ['@site/docs/index.md', '/docs/']]);
    const context = { sourcePath: 'faq.md', permalinks, baseUrl: '/' };
    expect(resolveLink('/docs/guides/setup.md#a', context)).toEqual({ url: '/docs/guides/setup#a' });
    expect(resolveLink('/guides/setup.md', context)).toEqual({ url: '/docs/guides/setup' });
    expect(resolveLink('@site/docs/index.md', context)).toEqual({ url: '/docs/' });
    expect(resolveLink('docs/index.md', context)).toEqual({ url: '/docs/' });
    expect(resolveLink('@site/docs/nowhere.md', context)).toEqual({ url: '@site/docs/nowhere.md', unresolvedFile: '@site/docs/nowhere.md' });
    // `./` and `../` name a file beside the doc, and nowhere else.
    expect(resolveLink('./guides/setup.md', { ...context, sourcePath: 'other/faq.md' })).toEqual({ url: './guides/setup.md', unresolvedFile: 'other/guides/setup.md' });
  });
});

describe('given a file link that is not beside the doc', () => {
  it('should find it from the docs folder root, as Docusaurus does, and report it when it is in neither place', () => {
    const permalinks = new Map([['reference/cli/status.md', '/docs/reference/cli/status'], ['learn/intro.md', '/docs/learn/intro']]);
    const context = { sourcePath: 'learn/concepts/operators.mdx', permalinks, baseUrl: '/' };
    expect(resolveLink('reference/cli/status.md#flags', context)).toEqual({ url: '/docs/reference/cli/status#flags' });
    expect(resolveLink('../intro.md', context)).toEqual({ url: '/docs/learn/intro' });
    expect(resolveLink('nowhere.md', context)).toEqual({ url: 'nowhere.md', unresolvedFile: 'learn/concepts/nowhere.md' });
  });
});
