/**
 * A site's own MDX components (the `components` option): allowed in every doc with the
 * attributes they are written with, named in the doc's JSON and never evaluated; anything else
 * about them passes the same checks as the built-in components.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createCodeHighlighter, type BuildContentOptions, type ContentBuild, type HNode } from '../src/index.js';
import { NODES_PROP_PREFIX } from '../src/schema.js';

const files: Record<string, string> = {
  'docs/shots.mdx': '# Shots\n\n<Screenshot url="/img/a.png" caption="The console" wide />\n\n<Callout kind="tip">\n\nSome **bold** advice.\n\n</Callout>\n',
  'docs/hostile.mdx': '# Hostile\n\n<Screenshot url="x" href="javascript:alert(1)" onClick="alert(1)" />\n',
  'docs/unknown.mdx': '# Unknown\n\n<Banner />\n',
  'docs/plain.md': '# Plain\n\n<Screenshot url="x"></Screenshot>\n\nText.\n',
};

let contentDir: string;
let build: ContentBuild;
const find = (nodes: readonly HNode[], tag: string): Exclude<HNode, string> | undefined => {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === tag) return node;
    const inner = find(node.slice(2) as HNode[], tag);
    if (inner) return inner;
  }
  return undefined;
};
const body = (id: string) => build.docs.find((d) => d.id === id)?.body ?? [];

/** Builds `docs` (path -> text) in a temporary content folder with `options`, then removes it. */
async function buildDocs(docs: Record<string, string>, options: Partial<BuildContentOptions> = {}): Promise<ContentBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'hpc-site-options-'));
  try {
    for (const [path, text] of Object.entries(docs)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return await buildContent({ contentDir: dir, git: false, threads: 0, labelRoot: dir, ...options });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'hpc-site-components-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(contentDir, path)), { recursive: true });
    await writeFile(join(contentDir, path), text);
  }
  build = await buildContent({ contentDir, git: false, threads: 0, components: ['Screenshot', 'Callout'], highlighter: await createCodeHighlighter(), labelRoot: contentDir });
}, 60_000);
afterAll(() => rm(contentDir, { recursive: true, force: true }));

describe('given docs that use the site components Screenshot and Callout', () => {
  it('should keep each component with its literal attributes and its Markdown children', () => {
    expect(find(body('shots'), 'Screenshot')?.[1]).toEqual({ url: '/img/a.png', caption: 'The console', wide: true });
    const callout = find(body('shots'), 'Callout');
    expect(callout?.[1]).toEqual({ kind: 'tip' });
    expect(JSON.stringify(callout)).toContain('["strong",null,"bold"]');
  });

  it('should still protocol-check a URL attribute and drop event handlers', () => {
    const shot = find(body('hostile'), 'Screenshot');
    expect(shot?.[1]).toEqual({ url: 'x' });
  });

  it('should report a component that is neither built in nor the site\'s, naming the site\'s', () => {
    const error = build.errors.find((e) => e.file.endsWith('unknown.mdx'));
    expect(error?.message).toContain('Unknown MDX component <Banner>');
    expect(error?.hint).toContain('Screenshot');
  });

  it('should not let raw HTML in a .md file name a site component', () => {
    expect(find(body('plain'), 'Screenshot')).toBeUndefined();
    expect(find(body('plain'), 'screenshot')).toBeUndefined();
  });
});

describe('given a site plugin of each kind', () => {
  it('should run the remark plugin before the built-in steps and the rehype plugin before the sanitizer', async () => {
    {
      // Replaces a word in the text (the search index must see it), and adds an attribute the
      // sanitizer allows (className) and one it does not (onclick).
      const remarkWord = () => (tree: { children: unknown[] }) => {
        const walk = (node: { type?: string; value?: string; children?: unknown[] }) => {
          if (node.type === 'text' && node.value) node.value = node.value.replace('TEAM', 'platform team');
          for (const child of node.children ?? []) walk(child as typeof node);
        };
        walk(tree);
      };
      const rehypeMark = () => (tree: { children: { type: string; tagName?: string; properties?: Record<string, unknown> }[] }) => {
        for (const node of tree.children) if (node.tagName === 'p') node.properties = { ...node.properties, className: ['lead'], onclick: 'alert(1)' };
      };
      // Two worker threads asked for: functions cannot go to a worker, so the build stays on this thread.
      const result = await buildDocs({ 'docs/page.md': '# Page\n\nHello TEAM.\n' }, { threads: 2, remarkPlugins: [remarkWord], rehypePlugins: [rehypeMark] });
      expect(result.errors).toEqual([]);
      const page = result.docs.find((d) => d.id === 'page');
      expect(JSON.stringify(page?.body)).toContain('["p",{"className":"lead"},"Hello platform team."]');
      expect(JSON.stringify(result.search)).toContain('platform team');
      expect(result.stats.threads).toBe(0);
    }
  }, 60_000);
});

describe('given the markdown format option', () => {
  const files: Record<string, string> = {
    'docs/page.md': '# Page\n\n{/* a note to editors */}\n\nText.\n\n<Screenshot url="a.png" />\n',
    'docs/other.mdx': '# Other\n\nMore.\n',
  };
  const run = (markdownFormat: 'mdx' | 'md' | 'detect') => buildDocs(files, { markdownFormat });

  it('should read .md as MDX under mdx: a comment is dropped and an unknown component is an error at its line, not silently lost', async () => {
    const result = await run('mdx');
    expect(result.errors.map((e) => `${e.file}:${e.line}: ${e.message}`)).toEqual(['docs/page.md:7: Unknown MDX component <Screenshot>.']);
  });

  it('should read .md as Markdown with raw HTML under detect, and .mdx as MDX', async () => {
    const result = await run('detect');
    expect(result.errors).toEqual([]);
    const page = JSON.stringify(result.docs.find((d) => d.id === 'page')?.body);
    // As Markdown, the MDX comment is text and the unknown element is removed by the sanitizer.
    expect(page).toContain('{/* a note to editors */}');
    expect(page).not.toContain('Screenshot');
  });
});

describe('given attributes written as literal expressions', () => {
  const build = (text: string) => buildDocs({ 'docs/page.mdx': text }, { components: ['Gauge'] });

  it('should label TabItems from a Tabs values list, read without running it', async () => {
    const result = await build("# P\n\n<Tabs values={[{label: 'iOS', value: 'ios'}, {label: `Android`, value: \"android\"}]}>\n<TabItem value=\"ios\">\n\nA\n\n</TabItem>\n<TabItem value=\"android\" label=\"Droid\">\n\nB\n\n</TabItem>\n</Tabs>\n");
    expect(result.errors).toEqual([]);
    const body = JSON.stringify(result.docs[0]?.body);
    expect(body).toContain('["TabItem",{"value":"ios","label":"iOS"}');
    // A label written on the item wins.
    expect(body).toContain('["TabItem",{"value":"android","label":"Droid"}');
    expect(body).not.toContain('"values"');
  });

  it('should put the TabItems in the order of the values list, which is the order of the tabs', async () => {
    const result = await build("# P\n\n<Tabs values={[{label: 'macOS', value: 'mac'}, {label: 'Windows', value: 'win'}]}>\n<TabItem value=\"extra\">\n\nC\n\n</TabItem>\n<TabItem value=\"win\">\n\nB\n\n</TabItem>\n<TabItem value=\"mac\">\n\nA\n\n</TabItem>\n</Tabs>\n");
    expect(result.errors).toEqual([]);
    const body = JSON.stringify(result.docs[0]?.body);
    const at = (value: string) => body.indexOf(`["TabItem",{"value":"${value}"`);
    expect(at('mac')).toBeGreaterThan(-1);
    expect(at('mac')).toBeLessThan(at('win'));
    // An item the list does not name keeps its place after those it does.
    expect(at('win')).toBeLessThan(at('extra'));
  });

  it("should pass Tabs' lazy and queryString on, a bare queryString named after the group as Docusaurus names it", async () => {
    const named = await build('# P\n\n<Tabs lazy queryString="os">\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n');
    expect(named.errors).toEqual([]);
    expect(named.warnings).toEqual([]);
    expect(JSON.stringify(named.docs[0]?.body)).toContain('["Tabs",{"lazy":true,"queryString":"os"}');
    const grouped = await build('# P\n\n<Tabs groupId="pkg" queryString>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n');
    expect(grouped.errors).toEqual([]);
    expect(JSON.stringify(grouped.docs[0]?.body)).toContain('["Tabs",{"groupId":"pkg","queryString":"pkg"}');
    const unnamed = await build('# P\n\n<Tabs queryString>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n');
    expect(unnamed.errors.map((e) => `${e.line}: ${e.message}`)).toEqual(['3: <Tabs queryString> needs a groupId: the URL parameter is named after it.']);
  });

  it('should pass numbers, booleans and substitution-free template strings to a component', async () => {
    const result = await build('# P\n\n<Gauge max={100} min={-5} on={false} unit={`GB`} />\n');
    expect(result.errors).toEqual([]);
    expect(JSON.stringify(result.docs[0]?.body)).toContain('["Gauge",{"max":100,"min":-5,"unit":"GB"}]');
  });

  it('should refuse an expression that would have to run, at the attribute', async () => {
    const running = await build('# P\n\n<Gauge max={limit * 2} />\n');
    expect(running.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual(['3:8: Attribute "max" of <Gauge> is an expression; expressions are not evaluated.']);
  });

  it("should take a site component's id as a place links may point at, as the element it renders has it", async () => {
    const linked = await build('# P\n\nSee [the gauge](#disk-gauge).\n\n<Gauge id="disk-gauge" max={5} />\n');
    expect(linked.errors).toEqual([]);
    const broken = await build('# P\n\nSee [the gauge](#disk-gauge).\n\n<Gauge max={5} />\n');
    expect(broken.errors.map((e) => e.message)).toEqual([expect.stringContaining('has no heading or element with id "disk-gauge"')]);
  });

  it('should pass markup written as an attribute to a site component, sanitized, and refuse markup that would run or goes elsewhere', async () => {
    const markup = await build('# P\n\n<Gauge label={<>Can I run <code>lpr</code> & "more"\n  without <a href="javascript:alert(1)" onClick="x()">a car</a>?</>} />\n');
    expect(markup.errors).toEqual([]);
    const props = (JSON.stringify(markup.docs[0]?.body).match(/\["Gauge",(\{.*?\})\]/) ?? [])[1] as string;
    const label = (JSON.parse(props) as { label: string }).label;
    expect(label.startsWith(NODES_PROP_PREFIX)).toBe(true);
    expect(JSON.parse(label.slice(NODES_PROP_PREFIX.length))).toEqual(['Can I run ', ['code', null, 'lpr'], ' & "more" without ', ['a', null, 'a car'], '?']);
    const running = await build('# P\n\n<Gauge label={<b>{count}</b>} />\n\n<Gauge label={<Other />} />\n\n<span title={<b>x</b>}>y</span>\n');
    expect(running.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
      '3: Attribute "label" of <Gauge> holds markup that would have to run (a component, or an expression inside it).',
      '5: Attribute "label" of <Gauge> holds markup that would have to run (a component, or an expression inside it).',
      '7: Attribute "title" of <span> is markup; only the site\'s own components take markup as an attribute.',
    ]);
  });

  it('should spread a literal object into attributes, in its place among them, and refuse a spread of anything else', async () => {
    const spread = await build('export const size = {width: 24, height: 24};\n\n# P\n\n<svg {...size} height={32} viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" /></svg>\n\n<Gauge {...{max: 5, ...size}} />\n');
    expect(spread.errors).toEqual([]);
    const body = JSON.stringify(spread.docs[0]?.body);
    expect(body).toContain('["svg",{"width":24,"height":32,"viewBox":"0 0 24 24"}');
    expect(body).toContain('["Gauge",{"max":5,"width":24,"height":24}]');
    const running = await build('# P\n\n<Gauge {...props} />\n');
    expect(running.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual(['3:8: Spread attributes are not supported on <Gauge>, except of a literal object.']);
  });

  it('should render an empty expression as nothing, as React does', async () => {
    const empty = await build('# P\n\nBold **{}** here{ }.\n');
    expect(empty.errors).toEqual([]);
    expect(JSON.stringify(empty.docs[0]?.body)).toContain('"Bold ",["strong",null]," here."');
  });

  it('should pass literal lists and objects to a site component as JSON, and refuse them on HTML elements', async () => {
    const list = await build("# P\n\n<Gauge marks={[1, 2]} labels={{low: 'L', high: ['H', null]}} />\n");
    expect(list.errors).toEqual([]);
    expect(JSON.stringify(list.docs[0]?.body)).toContain('["Gauge",{"marks":[1,2],"labels":{"low":"L","high":["H",null]}}]');
    const html = await build("# P\n\n<span title={['a']}>x</span>\n");
    expect(html.errors.map((e) => e.message)).toEqual(['Attribute "title" of <span> is a list; only strings, numbers and booleans are passed to components.']);
  });

  it('should refuse a list over the size limit, and drop one holding a script URL', async () => {
    const big = await build(`# P\n\n<Gauge marks={[${Array.from({ length: 5000 }, (_, i) => i).join(', ')}]} />\n`);
    expect(big.errors.map((e) => e.message)).toEqual(['Attribute "marks" of <Gauge> is a list larger than 16384 characters; a doc passes only small literal data.']);
    const hostile = await build("# P\n\n<Gauge links={[{href: 'java\tscript:alert(1)'}]} />\n");
    expect(hostile.errors).toEqual([]);
    expect(hostile.warnings.map((w) => w.message)).toEqual(['<Gauge> attribute "links" holds a script URL; it is dropped.']);
    expect(JSON.stringify(hostile.docs[0]?.body)).toContain('["Gauge",null]');
  });
});

describe("given a doc's <Head>, imported from @docusaurus/Head or written as <head>", () => {
  it("should give the page's head its title, meta and link tags, render nothing in the body, and leave out with a warning what would run or load", async () => {
    const text = [
      "import Head from '@docusaurus/Head';",
      '',
      '<Head>',
      '  <title>Custom title</title>',
      '  <meta name="description" content="From Head." />',
      '  <link rel="canonical" href="https://example.com/page" />',
      '  <script>alert(1)</script>',
      '  <link rel="stylesheet" href="/x.css" />',
      '</Head>',
      '',
      '# P',
      '',
      'Text.',
      '',
      '<head>',
      '  <meta property="og:image" content="https://example.com/card.png" onLoad="x" />',
      '</head>',
      '',
    ].join('\n');
    const result = await buildDocs({ 'docs/page.mdx': text });
    expect(result.errors).toEqual([]);
    const doc = result.docs[0];
    expect(doc?.head).toEqual({
      title: 'Custom title',
      tags: [
        { tag: 'meta', attributes: { name: 'description', content: 'From Head.' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/page' } },
        { tag: 'meta', attributes: { property: 'og:image', content: 'https://example.com/card.png' } },
      ],
    });
    expect(JSON.stringify(doc?.body)).not.toMatch(/Custom title|alert|x\.css|og:image/);
    expect(result.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      "7: <script> in <Head> is left out: a doc's head takes <title>, <meta> and <link> only.",
      '8: <link rel="stylesheet"> in <Head> is left out: a doc\'s link may be canonical, alternate, author, license, help, me, prev, next, to a web URL or a path of the site.',
      '16: <meta> in <Head>: "onLoad" left out (it keeps name, property, content, itemProp, written as strings).',
    ]);
  });
});

describe('given a raw <details> in a doc', () => {
  it("should be the theme's Details in MDX as in Markdown, as Docusaurus' MDX components make it", async () => {
    const text = '# P\n\n<details open>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n';
    const result = await buildDocs({ 'docs/a.mdx': text, 'docs/b.md': text.replace('# P', '# Q') });
    expect(result.errors).toEqual([]);
    const bodies = result.docs.map((doc) => JSON.stringify(doc.body));
    for (const body of bodies) expect(body).toContain('["Details",{"open":true},["summary",null,"More"]');
  });
});

describe('given an HTML element with a style object', () => {
  it('should drop the style with a warning, keeping the element', async () => {
    const result = await buildDocs({ 'docs/page.mdx': '# P\n\n<span style={{color: "red"}}>warm</span>\n' });
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.message)).toEqual(['The style of <span> is dropped: pages keep no inline styles. Use the theme\'s classes instead.']);
    expect(JSON.stringify(result.docs[0]?.body)).toContain('["span",null,"warm"]');
  });
});

describe('given HTML comments in an MDX file', () => {
  it('should drop them, in a block and in a line, as Docusaurus does', async () => {
    const result = await buildDocs({ 'docs/page.mdx': "# P\n\n<!-- <Screenshot url='old.png' /> -->\n\nKept <!-- not this --> text.\n\n```html\n<!-- code keeps it -->\n```\n" });
    expect(result.errors).toEqual([]);
    const body = JSON.stringify(result.docs[0]?.body);
    expect(body).not.toContain('old.png');
    expect(body).not.toContain('not this');
    expect(body).toContain('Kept');
    expect(body).toContain('code keeps it');
  });
});

describe('given a site component attribute that holds a script URL under any name', () => {
  it('should drop that attribute with a warning, keeping the others', async () => {
    const result = await buildDocs({ 'docs/page.mdx': '# P\n\n<Shot url=" java\tscript:alert(1)" alt="x" link="data:text/html,<b>" />\n' }, { components: ['Shot'] });
    expect(result.errors).toEqual([]);
    expect(JSON.stringify(result.docs[0]?.body)).toContain('["Shot",{"alt":"x"}]');
    expect(result.warnings.map((w) => w.message)).toEqual(['<Shot> attribute "url" holds a script URL; it is dropped.', '<Shot> attribute "link" holds a script URL; it is dropped.']);
  });
});
