/**
 * Where a site's own unified plugins run, as Docusaurus runs them: `beforeDefaultRemarkPlugins`
 * on the tree as parsed; `remarkPlugins` after partials and admonitions, before the steps that
 * must see everything (so a heading a plugin adds gets an id, a TOC entry and a search section,
 * and a link it adds is checked); `beforeDefaultRehypePlugins` before math is rendered,
 * `rehypePlugins` after it, both before the sanitizer. And one processor serves the whole build.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '../src/index.js';

let site: string;
const seen: Record<string, string[]> = {};
let attached = 0;

/** A remark plugin that notes the node types at the top of the tree and of the first directive. */
const spy = (name: string) => () => (tree: Root, file: VFile) => {
  if (!file.path.endsWith('page.mdx')) return;
  const directive = tree.children.find((node) => node.type === 'containerDirective');
  seen[name] = [...tree.children.map((node) => node.type), `directive:${directive?.data?.hName ?? 'none'}`];
};

/** Adds a heading and a link to a missing doc, as a site plugin might. */
const addSection = () => (tree: Root) => {
  tree.children.push(
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added by a plugin' }] },
    { type: 'paragraph', children: [{ type: 'text', value: 'Plugin text.' }, { type: 'link', url: './missing.md', children: [{ type: 'text', value: 'a link' }] }] },
  );
};

/** A rehype plugin that notes whether KaTeX's output is there yet, and adds a script. */
const rehypeSpy = (name: string) => () => (tree: HastRoot, file: VFile) => {
  if (!file.path.endsWith('page.mdx')) return;
  const hasKatex = JSON.stringify(tree).includes('"katex"');
  seen[name] = [`katex:${hasKatex}`];
  tree.children.push({ type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(1)' }] } as Element);
};

const files: Record<string, string> = {
  'docs/_partial.mdx': 'From the partial.\n',
  'docs/page.mdx': "import Partial from './_partial.mdx';\n\n# Page\n\n:::note\nA note.\n:::\n\n<Partial />\n\nMath $x^2$.\n",
  'docs/second.md': '# Second\n\nText.\n',
  'docs/third.md': '# Third\n\nA rule: $\\rule{100000em}{1em}$.\n',
};
let build: ContentBuild;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'hpc-plugin-order-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), text);
  }
  build = await buildContent({
    contentDir: site,
    git: false,
    labelRoot: site,
    markdownFormat: 'detect',
    beforeDefaultRemarkPlugins: [
      spy('beforeDefault'),
      () => {
        // An attacher runs once per processor.
        attached += 1;
      },
    ],
    remarkPlugins: [remarkMath, spy('remark'), addSection],
    beforeDefaultRehypePlugins: [rehypeSpy('beforeDefaultRehype')],
    rehypePlugins: [[rehypeKatex, { maxSize: 1_000_000, trust: true }], rehypeSpy('rehype')],
  });
}, 60_000);
afterAll(() => rm(site, { recursive: true, force: true }));

const page = () => build.docs.find((doc) => doc.id === 'page');

describe('given a site with plugins in every slot', () => {
  it('should run beforeDefaultRemarkPlugins on the tree as parsed', () => {
    expect(seen['beforeDefault']).toEqual(['mdxjsEsm', 'heading', 'containerDirective', 'mdxJsxFlowElement', 'paragraph', 'directive:none']);
  });

  it('should run remarkPlugins after the partials are expanded and the admonitions found', () => {
    expect(seen['remark']).toEqual(['mdxjsEsm', 'heading', 'containerDirective', 'paragraph', 'paragraph', 'directive:Admonition']);
  });

  it('should give what a remark plugin adds an id, a TOC entry and a search section, and check its links', () => {
    expect(page()?.toc).toEqual([{ id: 'added-by-a-plugin', value: 'Added by a plugin', level: 2 }]);
    expect(build.search.find((doc) => doc.docId === 'page')?.sections.map((s) => s.heading)).toContain('Added by a plugin');
    expect(build.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['broken link: there is no doc "missing.md"']));
  });

  it('should run beforeDefaultRehypePlugins before math is rendered and rehypePlugins after it, both before the sanitizer', () => {
    expect(seen['beforeDefaultRehype']).toEqual(['katex:false']);
    expect(seen['rehype']).toEqual(['katex:true']);
    expect(JSON.stringify(page()?.body)).not.toContain('script');
  });

  it('should link KaTeX\'s stylesheet from the page with math, the site having passed remark-math and rehype-katex itself', () => {
    const first = page()?.body[0];
    expect(first).toEqual(['link', { rel: 'stylesheet', href: expect.stringMatching(/^\/assets\/content\/katex\.\w+\.css$/), precedence: 'default' }]);
    expect(build.docs.find((doc) => doc.id === 'second')?.body.some((node) => Array.isArray(node) && node[0] === 'link')).toBe(false);
    expect([...build.files.keys()].filter((path) => path.includes('katex') || path.includes('fonts/')).length).toBeGreaterThan(10);
  });

  it('should keep the site\'s rehype-katex within the bounds on sizes, whatever its options say', () => {
    const third = JSON.stringify(build.docs.find((doc) => doc.id === 'third')?.body);
    expect(third).toContain('border-right-width:50em');
    expect(third).not.toContain('100000em;');
  });

  it('should make one processor for the whole build', () => {
    expect(build.stats.processed).toBe(3);
    expect(attached).toBe(1);
  });
});
