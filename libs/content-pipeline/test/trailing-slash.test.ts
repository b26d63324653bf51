/**
 * `trailingSlash`: how a doc's relative URL links resolve, through a whole content build (the
 * setting travels with the site's Markdown settings to each doc's processor).
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFolder } from './content-folder.js';
import { buildContent, createCodeHighlighter, type CodeHighlighter } from '../src/index.js';

const files: Record<string, string> = {
  // On a Docusaurus site with trailingSlash: false this index doc is at /docs/guides: `setup` is its sibling page.
  'docs/guides/index.md': '# Guides\n\nSee [setup](setup#top).\n',
  'docs/guides/setup.md': '# Setup\n\n## Top\n',
  'docs/setup.md': '# Top-level setup\n\n## Top\n',
};

let contentDir: string;
let highlighter: CodeHighlighter;
beforeAll(async () => {
  contentDir = await contentFolder('hpc-trailing-', files);
  highlighter = await createCodeHighlighter();
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

const hrefs = async (trailingSlash: boolean | undefined) => {
  const build = await buildContent({ contentDir, baseUrl: '/doc/', git: false, highlighter, labelRoot: contentDir, ...(trailingSlash === undefined ? {} : { trailingSlash }) });
  expect(build.errors.map((e) => e.format())).toEqual([]);
  const body = JSON.stringify(build.docs.find((d) => d.id === 'guides/index')?.body);
  return [...body.matchAll(/"href":"([^"]+)"/g)].map((m) => m[1]);
};

describe('given an index doc with relative URL links', () => {
  it('should resolve them from its parent under trailingSlash: false, as Docusaurus does', async () => {
    expect(await hrefs(false)).toEqual(['/doc/docs/setup#top']);
  });

  it('should resolve them from its own URL, which ends with a slash, when unset or true', async () => {
    expect(await hrefs(undefined)).toEqual(['/doc/docs/guides/setup#top']);
    expect(await hrefs(true)).toEqual(['/doc/docs/guides/setup#top']);
  });
});
