/**
 * Fuzzing: random Markdown and MDX, assembled from the constructs authors actually write, hostile
 * HTML/JSX and nesting around the limits, plus arbitrary text, never crashes the per-doc pipeline.
 * Every run yields serialisable output, every problem is a ContentError record that names the
 * file and a position inside it, and no script (or nesting a browser would rebuild) gets through.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from '../src/index.js';
import { processDoc } from '../src/site/process-doc.js';

const word = fc.constantFrom('gpu', 'instance', 'Launch', 'storage', 'naïve', '潞晨云', 'a_b', 'x.y', '--flag', '`code`', '**bold**', '_em_', '$', '{', '}', '<', '>', '&amp;', ':::', '#', '|', '\\', '[', ']', '(', ')', '!', '~~');
const text = fc.oneof(fc.array(word, { maxLength: 12 }).map((w) => w.join(' ')), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);

const block = fc.oneof(
  text,
  fc.tuple(fc.integer({ min: 1, max: 7 }), text, fc.option(slug)).map(([level, t, id]) => `${'#'.repeat(level)} ${t}${id ? ` {#${id}}` : ''}`),
  fc.tuple(fc.constantFrom('bash', 'python', 'json', 'ts', 'nonsense-lang', ''), fc.constantFrom('', 'title="a.py"', '{1,3-5}', 'showLineNumbers', '{9-2}', 'title="unclosed'), text).map(([lang, meta, body]) => `\`\`\`${lang} ${meta}\n${body}\n\`\`\``),
  fc.tuple(fc.constantFrom('note', 'tip', 'info', 'warning', 'danger', 'caution', 'bogus'), fc.option(text), text).map(([kind, title, body]) => `:::${kind}${title ? `[${title}]` : ''}\n${body}\n:::`),
  fc.tuple(text, fc.constantFrom('./other.md', '../x/y.mdx#frag', 'https://example.com', '#anchor', 'mailto:a@b.c', 'javascript:alert(1)', '', '<>')).map(([t, href]) => `[${t}](${href})`),
  fc.constantFrom('<div id="x" onclick="alert(1)">hi</div>', '<script>alert(1)</script>', '<a href="javascript:alert(1)">x</a>', '<img src=x onerror=alert(1)>', '<details><summary>s</summary>body</details>', '<!-- comment -->', '<span'),
  fc.tuple(text, text).map(([a, b]) => `| ${a} | ${b} |\n|---|---|\n| ${b} | ${a} |`),
  fc.tuple(text, text).map(([a, b]) => `- [ ] ${a}\n- [x] ${b}\n  1. nested`),
  fc.tuple(text, text).map(([a, b]) => `${a}[^1]\n\n[^1]: ${b}`),
  fc.constantFrom('![alt](./missing.png)', '![](https://example.com/x.png)', '---', '***', '> quote', '    indented code'),
  fc.constantFrom('<Tabs>\n<TabItem value="a" label="A">\nx\n</TabItem>\n</Tabs>', '<Details summary="More">\nbody\n</Details>', '<Admonition type="tip">x</Admonition>', '<Unknown />', '{1 + 1}', '<Tabs', 'export const x = 1', 'import X from "y"'),
  hostile(),
);

/** Hostile HTML and JSX: script in every URL-bearing attribute, handlers, and nesting a parser would not keep. */
function hostile() {
  const attributes = fc.constantFrom('a href', 'img src', 'video poster', 'blockquote cite', 'q cite', 'img longDesc', 'img srcSet', 'source srcSet', 'a xlinkHref', 'div data');
  const urls = fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x');
  return fc.oneof(
    fc.tuple(attributes, urls).map(([element, url]) => {
      const [tag, attribute] = element.split(' ');
      return `<${tag} ${attribute}="${url}" onClick="alert(1)" onerror="alert(1)">x</${tag}>`;
    }),
    fc.constantFrom('<p><div>block in a paragraph</div></p>', '<a href="/x">outer [inner](/y) tail</a>', '<table><tr><td>row</td></tr></table>', '<tr><td>stray</td></tr>', 'Text <Details summary="s">inline block</Details> text', '<p>a <ul><li>list</li></ul> b</p>', '<span><p>x</p></span>', '<p><button><div>x</div></button></p>', '<p><object><ul><li>x</li></ul></object></p>'),
    fc.tuple(fc.integer({ min: 90, max: 110 }), fc.constantFrom('- ', '> ', '1. ', '<div>', '<span>', '![', '*a ')).map(([depth, open]) => `${open.repeat(depth)}x`),
  );
}
const hostileMarkup = hostile();

const frontMatter = fc.option(
  fc.oneof(
    fc.record({ title: text, description: text, sidebar_position: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), keywords: fc.oneof(fc.array(slug, { maxLength: 3 }), slug) }).map(
      (fm) => `---\ntitle: ${JSON.stringify(fm.title)}\ndescription: ${JSON.stringify(fm.description)}\nsidebar_position: ${JSON.stringify(fm.sidebar_position)}\nkeywords: ${JSON.stringify(fm.keywords)}\n---\n`,
    ),
    fc.constantFrom('---\ntitle: [unclosed\n---\n', '---\n: : :\n---\n', '---\nunknown_key: 1\ndraft: maybe\n---\n', '---\n---\n', '---\ntitle: x\n'),
  ),
);

const doc = fc.tuple(frontMatter, fc.array(block, { maxLength: 10 })).map(([fm, blocks]) => `${fm ?? ''}${blocks.join('\n\n')}\n`);

/** Block elements (as the theme renders them) that an HTML parser would move out of a `p`. */
const BLOCKS = /^(?:div|p|ul|ol|li|table|pre|blockquote|h[1-6]|hr|details|summary|section|dl|dd|dt|figure|figcaption|Admonition|Tabs|TabItem|Details|CodeBlock)$/;

/**
 * Script elements, `on*` properties, `javascript:`/`data:`/`vbscript:` URLs, and nesting that a
 * browser would not keep as written (a block in a paragraph, a link in a link) anywhere in a
 * compact hast body.
 */
function unsafeParts(nodes: readonly unknown[]): string[] {
  const found: string[] = [];
  const walk = (node: unknown, inP: boolean, inA: boolean) => {
    if (!Array.isArray(node)) return;
    const [tag, props, ...children] = node as [string, Record<string, unknown> | null, ...unknown[]];
    if (/^script$/i.test(tag)) found.push(`<${tag}>`);
    if (inP && BLOCKS.test(tag)) found.push(`<${tag}> inside <p>`);
    if (inA && tag === 'a') found.push('<a> inside <a>');
    for (const [key, value] of Object.entries(props ?? {})) {
      if (/^on/i.test(key)) found.push(`${tag}.${key}`);
      if (typeof value === 'string' && /^(?:javascript|data|vbscript):/i.test(value.replace(/[\s\p{Cc}]+/gu, ''))) found.push(`${tag}.${key}=${value}`);
    }
    children.forEach((child) => walk(child, inP || tag === 'p', inA || tag === 'a'));
  };
  nodes.forEach((node) => walk(node, false, false));
  return found;
}

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

async function run(source: string, format: 'md' | 'mdx') {
  return processDoc(
    { label: `docs/fuzz.${format}`, sourcePath: `fuzz.${format}`, absolutePath: `/nonexistent/docs/fuzz.${format}`, format, text: source },
    { highlighter, permalinks: new Map([['other.md', '/doc/docs/other']]), baseUrl: '/doc/', contentDir: '/nonexistent' },
  );
}

describe('given random Markdown and MDX', () => {
  it.each(['md', 'mdx'] as const)('should never throw on .%s input and report problems with a position in the file', async (format) => {
    await fc.assert(
      fc.asyncProperty(doc, async (source) => {
        const result = await run(source, format);
        // Output crosses worker boundaries and lands on disk as JSON: it must survive a round trip.
        expect(JSON.parse(JSON.stringify(result.body))).toEqual(result.body);
        const lines = source.split('\n').length;
        for (const error of result.errors) {
          expect(error.file).toBe(`docs/fuzz.${format}`);
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lines + 1);
          expect(error.column).toBeGreaterThanOrEqual(1);
          expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, 120_000);

  it.each(['md', 'mdx'] as const)('should never let a script, an event handler, a script URL or unparseable nesting through from .%s input', async (format) => {
    // Random text is often not valid MDX; hostile markup alone makes sure most .mdx documents parse.
    const source = format === 'md' ? doc : fc.array(fc.oneof(hostileMarkup, hostileMarkup, block), { minLength: 1, maxLength: 8 }).map((blocks) => `${blocks.join('\n\n')}\n`);
    let parsed = 0;
    await fc.assert(
      fc.asyncProperty(source, async (text) => {
        const result = await run(text, format);
        if (!result.errors.some((e) => e.message.startsWith('Could not parse'))) parsed += 1;
        expect(unsafeParts(result.body)).toEqual([]);
      }),
      { numRuns: 150, seed: 7 },
    );
    // The property means something only if most documents got through the parser.
    expect(parsed).toBeGreaterThan(75);
  }, 120_000);
});
