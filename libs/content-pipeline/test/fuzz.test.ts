/**
 * Fuzzing: random Markdown and MDX, assembled from the constructs authors actually write, hostile
 * HTML/JSX and nesting around the limits, plus arbitrary text, never crashes the per-doc pipeline.
 * Every run yields serialisable output, every problem is a ContentError record that names the
 * file and a position inside it, and no script (or nesting a browser would rebuild) gets through.
 * Whole random sites add what only files can hold: partials that include each other (cycles, many
 * uses, missing ones), symlinks to files inside and outside the folders, and hostile SVG drawings
 * used as images and as components; nothing outside the site is published, and no drawing keeps
 * anything that runs.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createCodeHighlighter, sanitizeSvg, type CodeHighlighter } from '../src/index.js';
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

/** Pieces of SVG written to run script, load something from elsewhere or restyle the page, and a few harmless ones. */
const svgPart = fc.constantFrom(
  '<script>alert(1)</script>',
  '<rect width="1" height="1" onclick="alert(1)"/>',
  '<a href="javascript:alert(1)"><circle r="1"/></a>',
  '<a xlink:href=" data:text/html,x"><circle r="1"/></a>',
  '<image href="data:image/svg+xml,x"/>',
  '<image href="data:image/png;base64,iVBORw0KGgo="/>',
  '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject>',
  '<set attributeName="href" to="javascript:alert(1)"/>',
  '<animate attributeName="onclick" values="alert(1)"/>',
  '<animate attributeName="xlink:href" values="#a;javascript:alert(1)"/>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<style>.c { fill: url(#g) }</style>',
  '<use href="https://evil.example/x.svg#a"/>',
  '<use href="#a"/>',
  '<g fill="url(https://evil.example/p)"><path d="M0 0"/></g>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<text x="1">hi <tspan>there</tspan></text>',
  '<blink onload="alert(1)"><circle r="2"/></blink>',
);
const svgDrawing = fc.array(svgPart, { maxLength: 8 }).map((parts) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4">${parts.join('')}</svg>\n`);

/** What no published drawing may hold. */
const UNSAFE_SVG = /<(?:svg:)?script|foreignObject|iframe|\son\w+=|javascript:|data:(?!image\/png)|@import|evil\.example|attributeName="(?:xlink:)?href"|attributeName="on/i;

const partialNames = ['A', 'B', 'C', 'D'] as const;
const partialName = fc.constantFrom(...partialNames);
/** Blocks that parse as MDX, so that most partials and docs get as far as including each other. */
const mdxBlock = fc.oneof(fc.array(fc.constantFrom('gpu', 'node', 'Storage', '**bold**', '`code`', '_em_', '[link](./doc-0.mdx)'), { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')), hostileMarkup);
/** A partial or a doc: some blocks, and the partials it includes (a name may repeat, or be one that does not exist). */
const part = fc.record({ blocks: fc.array(mdxBlock, { maxLength: 3 }), uses: fc.array(partialName, { maxLength: 12 }) });
/** Partials that each use the next twelve times, from a doc that uses the first twelve times: past the limit of inclusions. */
const chain = { A: { blocks: [], uses: Array(12).fill('B') }, B: { blocks: [], uses: Array(12).fill('C') }, C: { blocks: [], uses: Array(12).fill('D') }, D: { blocks: ['x'], uses: [] } };
const randomSite = fc.record({
  partials: fc.oneof({ weight: 4, arbitrary: fc.dictionary(partialName, part, { maxKeys: 4 }) }, { weight: 1, arbitrary: fc.constant(chain) }),
  docs: fc.array(fc.record({ body: fc.oneof(part, fc.constant({ blocks: [], uses: Array(12).fill('A') })), drawing: fc.constantFrom('none', 'component', 'image', 'both') }), { minLength: 1, maxLength: 3 }),
  links: fc.uniqueArray(fc.record({ path: fc.constantFrom('linked.md', 'sub/linked.mdx', '_E.mdx', 'img/linked.svg', 'sub/_category_.json'), target: fc.constantFrom('secret', 'inside', 'missing', 'environ') }), { maxLength: 3, selector: (link) => link.path }),
  drawing: svgDrawing,
});
const SECRET = 'TOP-SECRET-TOKEN';

/** The text of a partial or doc: its imports (the partial `E` is a symlink, when the site has one), its blocks, and each use. */
function partText({ blocks, uses }: { blocks: readonly string[]; uses: readonly string[] }, from: string): string {
  const imports = [...new Set(uses)].map((name) => `import ${name} from '${from}_${name}.mdx';`);
  return `${imports.join('\n')}\n\n${blocks.join('\n\n')}\n\n${uses.map((name) => `<${name} />`).join('\n\n')}\n`;
}

describe('given random sites of partials, symlinks and SVG drawings', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'hpc-fuzz-sites-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('should finish, report every problem at a place, publish nothing from outside, and keep no drawing that runs', async () => {
    let runs = 0;
    const seen = { included: 0, limited: 0, refusedLinks: 0 };
    await fc.assert(
      fc.asyncProperty(randomSite, async (site) => {
        const base = join(work, `site-${(runs += 1)}`);
        const files: Record<string, string> = { 'outside/secret.md': `# Secret\n\n${SECRET}\n`, 'content/docs/img/drawing.svg': site.drawing };
        for (const [name, partial] of Object.entries(site.partials)) files[`content/docs/_${name}.mdx`] = `Partial ${name} here.\n\n${partText(partial, './')}`;
        site.docs.forEach(({ body, drawing }, i) => {
          const svg = drawing === 'none' ? '' : `import Drawing from './img/drawing.svg';\n\n${drawing === 'image' ? '' : '<Drawing />\n\n'}${drawing === 'component' ? '' : '![drawing](./img/drawing.svg)\n\n'}`;
          files[`content/docs/doc-${i}.mdx`] = `# Doc ${i}\n\n${svg}${partText(body, './')}`;
        });
        for (const [path, text] of Object.entries(files)) {
          await mkdir(dirname(join(base, path)), { recursive: true });
          await writeFile(join(base, path), text);
        }
        const targets = { secret: join(base, 'outside/secret.md'), inside: join(base, 'content/docs/doc-0.mdx'), missing: join(base, 'outside/missing.md'), environ: '/proc/self/environ' };
        for (const { path, target } of site.links) {
          await mkdir(dirname(join(base, 'content/docs', path)), { recursive: true });
          await symlink(targets[target], join(base, 'content/docs', path));
        }
        const contentDir = join(base, 'content');
        const result = await buildContent({ contentDir, baseUrl: '/doc/', git: false, highlighter, labelRoot: contentDir, markdownFormat: 'detect' });
        for (const error of result.errors) {
          expect(error.file.length).toBeGreaterThan(0);
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.column).toBeGreaterThanOrEqual(1);
        }
        const published = JSON.stringify([result.docs, result.search, [...result.files.values()].map(String), result.sidebars]);
        if (/Partial [A-D] here/.test(published)) seen.included += 1;
        if (result.errors.some((e) => e.message.includes('partials more than'))) seen.limited += 1;
        if (result.errors.some((e) => e.message.includes('is a link'))) seen.refusedLinks += 1;
        expect(published).not.toContain(SECRET);
        expect(published).not.toMatch(/PATH=|HOME=/);
        for (const doc of result.docs) expect(unsafeParts(doc.body)).toEqual([]);
        // The drawing as an image (copied) and as a component (what the site's build makes of it).
        for (const [path, bytes] of result.files) if (path.endsWith('.svg')) expect(String(bytes)).not.toMatch(UNSAFE_SVG);
        const inline = sanitizeSvg(site.drawing, { inline: true });
        expect(inline).not.toMatch(UNSAFE_SVG);
        expect(inline).not.toContain('<style');
        await rm(base, { recursive: true, force: true });
      }),
      { numRuns: 60, seed: 20261127 },
    );
    // The property means something only if the runs reached these paths.
    expect(seen.included).toBeGreaterThan(15);
    expect(seen.limited).toBeGreaterThan(0);
    expect(seen.refusedLinks).toBeGreaterThan(5);
  }, 300_000);
});
