/**
 * Fuzzing (issue 9, "Robustness"): random Markdown and MDX, assembled from the constructs authors
 * actually write plus arbitrary text, never crashes the per-doc pipeline. Every run yields
 * serialisable output, and every problem is a ContentError record that names the file and a
 * position inside it.
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
);

const frontMatter = fc.option(
  fc.oneof(
    fc.record({ title: text, description: text, sidebar_position: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), keywords: fc.oneof(fc.array(slug, { maxLength: 3 }), slug) }).map(
      (fm) => `---\ntitle: ${JSON.stringify(fm.title)}\ndescription: ${JSON.stringify(fm.description)}\nsidebar_position: ${JSON.stringify(fm.sidebar_position)}\nkeywords: ${JSON.stringify(fm.keywords)}\n---\n`,
    ),
    fc.constantFrom('---\ntitle: [unclosed\n---\n', '---\n: : :\n---\n', '---\nunknown_key: 1\ndraft: maybe\n---\n', '---\n---\n', '---\ntitle: x\n'),
  ),
);

const doc = fc.tuple(frontMatter, fc.array(block, { maxLength: 10 })).map(([fm, blocks]) => `${fm ?? ''}${blocks.join('\n\n')}\n`);

/** Script elements, `on*` properties and `javascript:` URLs anywhere in a compact hast body. */
function unsafeParts(nodes: readonly unknown[]): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    const [tag, props, ...children] = node as [string, Record<string, unknown> | null, ...unknown[]];
    if (/^script$/i.test(tag)) found.push(`<${tag}>`);
    for (const [key, value] of Object.entries(props ?? {})) {
      if (/^on/i.test(key)) found.push(`${tag}.${key}`);
      if (typeof value === 'string' && /^\s*javascript:/i.test(value)) found.push(`${tag}.${key}=${value}`);
    }
    children.forEach(walk);
  };
  nodes.forEach(walk);
  return found;
}

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

async function run(source: string, format: 'md' | 'mdx') {
  return processDoc(
    { label: `docs/fuzz.${format}`, sourcePath: `fuzz.${format}`, absolutePath: `/nonexistent/docs/fuzz.${format}`, format, text: source },
    { highlighter, permalinks: new Map([['other.md', '/doc/docs/other']]), baseUrl: '/doc/' },
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

  it('should never let a script, an event handler or a javascript: URL through to the output', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (source) => {
        expect(unsafeParts((await run(source, 'md')).body)).toEqual([]);
      }),
      { numRuns: 150, seed: 7 },
    );
  }, 120_000);
});
