import { describe, expect, it } from 'vitest';
import { placeDocs } from './place-docs.js';
import type { SourceFile } from './scan.js';

const file = (sourcePath: string): SourceFile => ({ sourcePath, absolutePath: `/site/blog/${sourcePath}`, readPath: `/site/blog/${sourcePath}`, format: 'md' });
const permalinks = (entries: readonly [string, string][], datedSlugs: boolean) =>
  placeDocs(entries.map(([path]) => file(path)), entries.map(([, text]) => text), { baseUrl: '/', routeBasePath: 'posts', includeDrafts: false, label: (path) => path, datedSlugs }).map((doc) => doc.permalink);

describe('placeDocs', () => {
  it("should place a blog post at its dated path, and a post's slug from the blog's URL wherever its file is (as Docusaurus' blog)", () => {
    expect(
      permalinks(
        [
          ['2020/02-07-client-mpv/index.md', '---\nslug: client-mpv\n---\n\nText.\n'],
          ['2019/12-25-welcome.md', '---\nslug: /welcome\n---\n\nText.\n'],
          ['2021-04-18-notes.md', 'Text.\n'],
        ],
        true,
      ),
    ).toEqual(['/posts/client-mpv', '/posts/welcome', '/posts/2021/04/18/notes']);
  });

  it("should keep a doc's relative slug beside the doc", () => {
    expect(permalinks([['guides/install.md', '---\nslug: setup\n---\n\nText.\n']], false)).toEqual(['/posts/guides/setup']);
  });
});
