/**
 * The parity tool's own logic, without Docusaurus (installing it is what keeps the tool out of CI):
 * reading a page of each generator, the similarity measure, the page comparison, the report of a
 * failed hpcdocs build; and the fixture site still using every construct it exists to cover.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript modules of the tool, without type declarations
import { commonTokens, comparePage, firstDifference, similarity } from '../parity/lib/compare.mjs';
// @ts-expect-error: see above
import { extractPage, resolveUrl, routeOf, tokens } from '../parity/lib/extract.mjs';
// @ts-expect-error: see above
import { formatReport } from '../parity/lib/report.mjs';
// @ts-expect-error: see above
import { compareScreenshots, sampleRoutes } from '../parity/lib/screenshots.mjs';

const out = mkdtempSync(join(tmpdir(), 'parity-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
writeFileSync(join(out, 'dot.png'), png);

const docusaurusPage = `<!doctype html><html><head><title>Windows</title><script>x()</script></head><body>
<nav class="navbar">Tidepool Docs Reference</nav><aside>Sidebar item</aside>
<main><article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Windows</h1></header>
<p>A window cuts a <strong>stream</strong> into pieces.<!-- --></p>
<h2 class="anchor" id="tumbling">Tumbling<a href="#tumbling" class="hash-link" aria-label="Direct link">\u200b</a></h2>
<p>Size <span class="katex"><span class="katex-mathml"><math><semantics><mi>s</mi><annotation encoding="application/x-tex">s</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">s</span></span> only.</p>
<img alt="A dot" src="data:image/png;base64,${png.toString('base64')}">
<div class="docusaurus-mermaid-container"></div>
<p>See <a href="/learn/streams/">streams</a>, <a href="../faq#idle">the FAQ</a> and <a href="https://example.com/x">x</a>.</p>
</div><footer class="theme-doc-footer">Edit this page</footer></article>
<nav class="pagination-nav"><a href="/next">Next</a></nav></main><footer>Copyright</footer></body></html>`;

const hpcdocsPage = `<!doctype html><html><head><title>Windows</title></head><body>
<header><nav>Tidepool</nav></header><main><div class="page_a1"><article class="article_x2">
<nav aria-label="Breadcrumbs" class="breadcrumbs_Oxf"><ol><li><a href="/">Home</a></li></ol></nav>
<header><h1 class="title_q">Windows</h1><p class="meta_AbC12">2 min read</p></header>
<div class="content_z"><p>A window cuts a <strong>stream</strong> into pieces.</p>
<h2 id="tumbling">Tumbling<a class="anchor_k9" href="#tumbling" aria-label="Direct link to Tumbling">#</a></h2>
<p>Size <span class="katex"><span class="katex-mathml"><math><semantics><mi>s</mi><annotation encoding="application/x-tex">s</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">s</span></span> only.</p>
<img alt="A dot" src="/assets/img/dot.1a2b3c.png">
<div class="block_1"><button class="copy_c1" aria-label="Copy code to clipboard">Copy</button><pre><code>tp run</code></pre></div>
<p>See <a href="/learn/streams">streams</a>, <a href="/learn/faq#idle">the FAQ</a> and <a href="https://example.com/x">x</a>.</p>
</div><p class="updated_u">Last updated on Mar 1</p><nav aria-label="Docs pages" class="pagination_p2"><a href="/next">Next</a></nav></article></div></main></body></html>`;

describe('given a built page', () => {
  it('should read the main text of a Docusaurus doc page, without the navbar, sidebar, chrome and anchors', () => {
    const page = extractPage(docusaurusPage, 'docusaurus', { pageUrl: '/learn/windows/', baseUrl: '/', outDir: out });
    expect(page.found).toBe(true);
    expect(page.text).toBe('Windows A window cuts a stream into pieces. Tumbling Size s only. See streams, the FAQ and x.');
    expect(page.headings).toEqual([
      { level: 1, text: 'Windows', id: '' },
      { level: 2, text: 'Tumbling', id: 'tumbling' },
    ]);
    expect(page.links.map((l: { href: string }) => l.href)).toEqual(['/learn/streams', '/learn/faq#idle', 'https://example.com/x']);
  });

  it("should read a page that only redirects (hpcdocs' meta refresh for a React page's <Redirect>) as having no main area, as Docusaurus' empty shell has none", () => {
    const redirect = '<!doctype html><html><body><nav>Site</nav><main id="__main-content"><meta http-equiv="refresh" content="0; url=/home/introduction"></main><footer>Legal</footer></body></html>';
    expect(extractPage(redirect, 'hpcdocs', { pageUrl: '/', baseUrl: '/', outDir: out }).found).toBe(false);
    const withText = redirect.replace('</main>', '<p>Moved to the introduction.</p></main>');
    expect(extractPage(withText, 'hpcdocs', { pageUrl: '/', baseUrl: '/', outDir: out }).found).toBe(true);
  });

  it('should read the same page from hpcdocs to the same text, headings, links and image', () => {
    const hpcOut = mkdtempSync(join(out, 'hpc-'));
    mkdirSync(join(hpcOut, 'assets/img'), { recursive: true });
    writeFileSync(join(hpcOut, 'assets/img/dot.1a2b3c.png'), png);
    const reference = extractPage(docusaurusPage, 'docusaurus', { pageUrl: '/learn/windows/', baseUrl: '/', outDir: out });
    const candidate = extractPage(hpcdocsPage, 'hpcdocs', { pageUrl: '/learn/windows', baseUrl: '/', outDir: hpcOut });
    expect(candidate.text).toBe('Windows A window cuts a stream into pieces. Tumbling Size s only. tp run See streams, the FAQ and x.');
    const result = comparePage(reference, candidate);
    expect(result.lostImages).toEqual([]);
    expect(result.changedImages).toEqual([]);
    expect(result.lostLinks).toEqual([]);
    expect(result.lostHeadings).toEqual([]);
    // The code block is the only difference (Docusaurus' sample has none).
    expect(result.similarity).toBeCloseTo((2 * 18) / (18 + 20), 5);
  });

  it('should say when a page has no main area', () => {
    expect(extractPage('<html><body><p>x</p></body></html>', 'docusaurus', { pageUrl: '/', baseUrl: '/', outDir: out }).found).toBe(false);
  });

  it('should turn output files into routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('a/b/index.html')).toBe('/a/b');
    expect(routeOf('404.html')).toBe('/404');
  });

  it('should resolve URLs: base URL off, a file by the hash of its bytes, a data URL likewise', () => {
    const at = { pageUrl: '/doc/a/b/', baseUrl: '/doc/', outDir: out };
    expect(resolveUrl('../c/#x', at).key).toBe('/a/c#x');
    expect(resolveUrl('/doc/a/index.html', at).key).toBe('/a');
    expect(resolveUrl('mailto:me@example.com', at).key).toBe('mailto:me@example.com');
    const file = resolveUrl('/doc/dot.png', at).key;
    expect(file).toMatch(/^file:[0-9a-f]{12}$/);
    expect(resolveUrl(`data:image/png;base64,${png.toString('base64')}`, at).key).toBe(file);
  });
});

describe('given two token lists', () => {
  it('should measure the share of tokens matching in order', () => {
    expect(similarity([], []).ratio).toBe(1);
    expect(similarity(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd']).ratio).toBe(1);
    expect(similarity(['a', 'b', 'c', 'd'], ['a', 'c', 'd']).ratio).toBeCloseTo(6 / 7, 10);
    expect(similarity(['a', 'b'], ['b', 'a']).ratio).toBe(0.5);
    expect(commonTokens(['x', 'a', 'b', 'y'], ['a', 'x', 'b', 'y']).common).toBe(3);
  });

  it('should estimate from the shared words, and say so, past the edit limit', () => {
    const a = Array.from({ length: 50 }, (_, i) => `w${i}`);
    const result = commonTokens(a, [...a].reverse(), 10);
    expect(result.approximate).toBe(true);
    expect(result.common).toBe(50);
  });

  it('should show the first place they part', () => {
    expect(firstDifference(tokens('one two three four'), tokens('one two 3 four'))).toEqual({ at: 2, reference: 'one two three four', candidate: 'one two 3 four' });
    expect(firstDifference(['a'], ['a'])).toBeUndefined();
  });
});

describe('given a page whose image and link changed', () => {
  const page = (images: object[], links: object[]) => ({ found: true, text: '', tokens: ['a'], headings: [], images, links });

  it('should tell a lost image from one drawn from another file with the same alt text', () => {
    const result = comparePage(
      page([{ key: 'file:1', src: '/a.png', alt: 'Diagram' }, { key: 'file:2', src: '/b.png', alt: 'Photo' }], []),
      page([{ key: 'file:9', src: '/a2.png', alt: 'Diagram' }], []),
    );
    expect(result.changedImages.map((i: { alt: string }) => i.alt)).toEqual(['Diagram']);
    expect(result.lostImages.map((i: { alt: string }) => i.alt)).toEqual(['Photo']);
    expect(result.extraImages).toEqual([]);
  });

  it('should count a link lost when its target is gone, and relabelled when only its text changed', () => {
    const result = comparePage(page([], [{ key: '/a', href: '/a', text: 'A' }, { key: '/b', href: '/b', text: 'B' }]), page([], [{ key: '/a', href: '/a', text: 'Other' }]));
    expect(result.lostLinks.map((l: { href: string }) => l.href)).toEqual(['/b']);
    expect(result.relabelledLinks.map((l: { href: string }) => l.href)).toEqual(['/a']);
  });
});

describe('given an hpcdocs build that failed', () => {
  it('should print the problems by kind and compare nothing', () => {
    const text = formatReport({
      site: 'tools/parity/fixture',
      threshold: 0.97,
      docusaurus: { version: '3.8.1', ok: true, seconds: 60, pages: 65 },
      hpcdocs: {
        ok: false,
        skipped: false,
        seconds: 4,
        log: 'x.log',
        problemCount: 3,
        warningCount: 1,
        groups: [
          { kind: 'Unknown MDX component', severity: 'error', count: 3, first: 'docs/a.md:3:1', subjects: [{ name: '<Screenshot>', count: 3 }] },
          { kind: 'Import or export statement ignored', severity: 'warning', count: 1, first: 'docs/a.md:1:1', subjects: [] },
        ],
        errors: ['hpcdocs build: 3 problem(s) (above).'],
      },
      pages: [],
      missing: [],
      extra: [],
      unreadable: [],
      summary: { compared: 0, missing: 0, extra: 0, mean: 0, min: 0, below: 0, lostImages: 0, changedImages: 0, extraImages: 0, lostLinks: 0, extraLinks: 0, lostHeadings: 0, targetMet: false },
    });
    expect(text).toContain('hpcdocs: FAILED after 4.0 s');
    expect(text).toMatch(/3 {2}Unknown MDX component {2}\(first: docs\/a\.md:3:1\) {2}<Screenshot> 3/);
    expect(text).toContain('warning: Import or export statement ignored');
    expect(text).toContain('Nothing compared: the hpcdocs build failed');
    expect(text).toContain('NOT MET');
  });
});

/** Each construct the fixture must use, and a file and pattern that show it does. */
const fixture = resolve(import.meta.dirname, '../parity/fixture');
const CONSTRUCTS: readonly (readonly [string, string, RegExp])[] = [
  ['.md read as MDX (imports in a .md file)', 'docs/intro.md', /^import FeatureCard from '@site\/src\/components\/FeatureCard';$/m],
  ['routeBasePath "/" with a doc at the root', 'docusaurus.config.js', /routeBasePath: '\/'/],
  ['slug: / (the home doc)', 'docs/intro.md', /^slug: \/$/m],
  ['partial by @site/ path, with its own import', 'docs/learn/01-getting-started/01-requirements.md', /from '@site\/docs\/_partials\/_prerequisites\.mdx'/],
  ['partial by relative path', 'docs/learn/01-getting-started/10-next-steps.md', /from '\.\.\/_support\.mdx'/],
  ['a Markdown (.md) partial', 'docs/intro.md', /from '\.\/_partials\/_license-note\.md'/],
  ['site component with a CSS module', 'src/components/FeatureCard/index.js', /from '\.\/styles\.module\.css'/],
  ['SVG imported as a component', 'docs/intro.md', /import PipelineArt from '@site\/static\/img\/pipeline\.svg'/],
  ['@docusaurus/Link in a component', 'src/components/FeatureCard/index.js', /from '@docusaurus\/Link'/],
  ['useBaseUrl', 'src/components/DownloadLink.js', /useBaseUrl\(/],
  ['BrowserOnly', 'src/components/ServerTime.js', /<BrowserOnly/],
  ['useDocusaurusContext', 'src/components/VersionBadge.js', /useDocusaurusContext\(\)/],
  ['@theme/Tabs and TabItem with values={[...]}', 'docs/learn/01-getting-started/02-installation.mdx', /values=\{\[/],
  ['@theme/Admonition', 'docs/learn/concepts/operators.mdx', /<Admonition type="tip"/],
  ['@theme/Details and raw <details>', 'docs/learn/concepts/operators.mdx', /<Details summary=[\s\S]*<details>/],
  ['@theme/CodeBlock', 'docs/learn/01-getting-started/03-quickstart.mdx', /<CodeBlock language="text" title="output">/],
  ['@theme/DocCardList', 'docs/learn/concepts/concepts.md', /<DocCardList \/>/],
  ['@theme/TOCInline with toc', 'docs/learn/01-getting-started/03-quickstart.mdx', /<TOCInline toc=\{toc\} \/>/],
  ['@theme/Heading', 'docs/learn/concepts/operators.mdx', /<Heading as="h2" id="stateless">/],
  ['export const used as {name}', 'docs/learn/01-getting-started/01-requirements.md', /export const minMemory = '4 GiB';[\s\S]*\{minMemory\}/],
  ["require('./img.png').default", 'docs/learn/01-getting-started/04-first-pipeline.md', /src=\{require\('\.\/img\/first-pipeline\.png'\)\.default\}/],
  ['imported image', 'docs/learn/guides/monitoring.mdx', /import grafanaBoard from '\.\/img\/grafana-board\.png';[\s\S]*src=\{grafanaBoard\}/],
  ['<!-- --> comment', 'docs/learn/guides/upgrading.md', /<!-- Keep this page's version table/],
  ['MDX comment', 'docs/tutorials/word-count.mdx', /\{\/\* The JS tab marks/],
  ['raw HTML (dl, abbr, sup, hr, p align)', 'docs/glossary.md', /<dl>[\s\S]*<abbr[\s\S]*<sup>[\s\S]*<hr \/>/],
  ['style={{...}} on an HTML element', 'docs/faq.md', /style=\{\{ borderLeft/],
  ['link by file path', 'docs/learn/concepts/streams.md', /\]\(\.\/records-and-schemas\.md\)/],
  ['link by URL path', 'docs/intro.md', /\]\(\/learn\/concepts\/state-and-checkpoints\)/],
  ['pathname:// link', 'docs/learn/01-getting-started/02-installation.mdx', /\]\(pathname:\/\/\/downloads\/cheatsheet\.txt\)/],
  ['link to a static file', 'docs/learn/01-getting-started/02-installation.mdx', /\]\(\/downloads\/tidepool\.example\.yaml\)/],
  ['/img/... static image', 'docs/learn/01-getting-started/04-first-pipeline.md', /!\[[^\]]*\]\(\/img\/architecture\.png\)/],
  [':::note[Title]', 'docs/learn/01-getting-started/01-requirements.md', /^:::note\[Cloud machines\]$/m],
  ['legacy :::tip Title', 'docs/learn/01-getting-started/02-installation.mdx', /^:::tip Keep a starting config at hand$/m],
  ['nested admonitions with more colons', 'docs/learn/01-getting-started/03-quickstart.mdx', /^::::info\[What just happened\][\s\S]*^:::warning$[\s\S]*^::::$/m],
  [':::caution', 'docs/learn/concepts/windows.md', /^:::caution$/m],
  ['custom admonition keyword from the config', 'docusaurus.config.js', /keywords: \['experimental'\]/],
  ['the custom keyword used', 'docs/learn/concepts/delivery-guarantees.md', /^:::experimental\[Subject to change\]$/m],
  ['code title + {1,3-5}', 'docs/learn/01-getting-started/03-quickstart.mdx', /^```yaml title="wordcount\.yaml" \{1,3-5\}$/m],
  ['showLineNumbers', 'docs/learn/01-getting-started/03-quickstart.mdx', /^```js title="wordcount\.js" showLineNumbers$/m],
  ['showLineNumbers=5', 'docs/learn/01-getting-started/03-quickstart.mdx', /^```bash showLineNumbers=5$/m],
  ['magic comments: // highlight-start/end and next-line', 'docs/learn/01-getting-started/03-quickstart.mdx', /\/\/ highlight-start[\s\S]*\/\/ highlight-end[\s\S]*\/\/ highlight-next-line/],
  ['magic comments: # in bash, yaml, python', 'docs/tutorials/fraud-alerts.mdx', /# highlight-start/],
  ['magic comments: -- and /* */ in SQL', 'docs/learn/guides/connectors/postgres.md', /-- highlight-next-line[\s\S]*\/\* highlight-start \*\//],
  ['custom magic comment from the config', 'docs/learn/01-getting-started/04-first-pipeline.md', /# this-line-fails/],
  ['mermaid block', 'docs/learn/concepts/streams.md', /^```mermaid$/m],
  ['math, inline and block', 'docs/learn/concepts/windows.md', /\$s\$[\s\S]*^\$\$$/m],
  ['explicit heading id {#id}', 'docs/learn/concepts/records-and-schemas.md', /\{#record-fields\}/],
  ['sidebars.js: autogenerated, html, category+generated-index, shorthand category, link, ref', 'sidebars.js', /type: 'autogenerated'[\s\S]*type: 'html'[\s\S]*type: 'generated-index'[\s\S]*\{ Help: \['faq', 'glossary'\] \}[\s\S]*type: 'link'[\s\S]*type: 'ref'/],
  ['sidebars.js: category with a doc link', 'sidebars.js', /link: \{ type: 'doc', id: 'reference\/overview' \}/],
  ['_category_.json with a generated index', 'docs/learn/01-getting-started/_category_.json', /"type": "generated-index"/],
  ['_category_.json with a doc link', 'docs/learn/guides/connectors/_category_.json', /"type": "doc"/],
  ['_category_.yml', 'docs/learn/concepts/_category_.yml', /^label: Concepts$/m],
  ['index.md as category index', 'docs/learn/guides/index.md', /^title: Guides$/m],
  ['README.md as category index', 'docs/learn/guides/deploy/README.md', /^title: Deploying Tidepool$/m],
  ['folder-named doc as category index', 'docs/learn/concepts/concepts.md', /^title: Concepts$/m],
  ['number prefixes, 10 after 04', 'docs/learn/01-getting-started/10-next-steps.md', /sorts after `04-first-pipeline\.md`/],
  ['tags.yml', 'docs/tags.yml', /^streaming:$/m],
  // Constructs found in real Docusaurus sites, beyond the list above.
  ['a doc whose id is not its file name, linked by the URL of its id', 'docs/learn/01-getting-started/04-first-pipeline.md', /\]\(\/learn\/guides\/connectors\/kafka-connector\)/],
  ['relative URL links (a sibling page, an id with an anchor)', 'docs/tutorials/join-streams.md', /\]\(sessionize-clicks\)[\s\S]*\]\(\/learn\/concepts\/windows\/#sliding-windows\)/],
  ['a file link found from the docs folder, not beside the page', 'docs/learn/concepts/operators.mdx', /\]\(reference\/cli\/tp-status\.md\)/],
  ['a raw <img> in a Markdown link in a table cell', 'docs/learn/01-getting-started/02-installation.mdx', /\| \[<img src="\/img\/badge-linux\.svg"/],
  ['an <iframe> embed with HTML-style attributes', 'docs/tutorials/word-count.mdx', /<iframe [^>]*frameborder="0" allowfullscreen><\/iframe>/],
  ['a named component export beside the docs, imported by relative path', 'docs/learn/concepts/streams.md', /^import \{ Term \} from '\.\.\/\.\.\/components\/Term';$/m],
  ['Markdown right after a JSX line', 'docs/learn/guides/deploy/kubernetes.mdx', /<TabItem value="manifests" label="Plain manifests">\nApply/],
  ['a relative slug', 'docs/reference/config/02-environment-variables.md', /^slug: env$/m],
  ['imports after content', 'docs/learn/01-getting-started/10-next-steps.md', /^- To see every command[\s\S]*^import Support/m],
];
const FRONT_MATTER_KEYS = [
  'id', 'title', 'hide_title', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'sidebar_key', 'displayed_sidebar', 'pagination_label',
  'pagination_next', 'pagination_prev', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'parse_number_prefixes', 'custom_edit_url', 'keywords',
  'description', 'image', 'slug', 'tags', 'draft', 'unlisted', 'last_update',
];

describe('given pages to capture', () => {
  it('should take the home page and pages spread over the rest, each once', () => {
    expect(sampleRoutes(['/docs/d', '/', '/docs/a', '/docs/b', '/docs/c', '/blog'], 3)).toEqual(['/', '/blog', '/docs/b']);
    expect(sampleRoutes(['/b', '/a'], 5)).toEqual(['/a', '/b']);
  });

  it('should report no difference between the same page and a large one between pages of other colours, at both widths', async () => {
    const page = (colour: string) => `<!doctype html><html><body style="margin:0"><main style="height:300px;background:${colour}">Same words</main></body></html>`;
    const side = (name: string, colours: Record<string, string>) => {
      const dir = join(out, name);
      for (const [route, colour] of Object.entries(colours)) {
        mkdirSync(join(dir, route), { recursive: true });
        writeFileSync(join(dir, route, 'index.html'), page(colour));
      }
      return { outDir: dir, baseUrl: '/' };
    };
    const shots = await compareScreenshots({ docusaurus: side('shots-a', { same: '#ffffff', other: '#ffffff' }), hpcdocs: side('shots-b', { same: '#ffffff', other: '#000000' }), routes: ['/same', '/other'], workDir: out, log: () => undefined });
    const share = (route: string, viewport: string) => shots.find((s: { route: string; viewport: string }) => s.route === route && s.viewport === viewport)?.share;
    for (const viewport of ['desktop', 'phone']) {
      expect(share('/same', viewport)).toBe(0);
      expect(share('/other', viewport)).toBeGreaterThan(0.9);
    }
    expect(existsSync(join(out, 'screenshots', 'desktop-other.diff.png'))).toBe(true);
  }, 120_000);
});

describe('given the fixture site', () => {
  it.each(CONSTRUCTS)('should use %s (%s)', (_, file, pattern) => {
    expect(readFileSync(join(fixture, file), 'utf8')).toMatch(pattern);
  });

  it('should use every documented front matter key of a doc somewhere', () => {
    const all = execFileSync('find', [join(fixture, 'docs'), '-name', '*.md*'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const used = new Set(all.flatMap((f) => (/^---\n([\s\S]*?)\n---/.exec(readFileSync(f, 'utf8'))?.[1] ?? '').split('\n').map((l) => /^(\w+):/.exec(l)?.[1]).filter((k): k is string => !!k)));
    expect(FRONT_MATTER_KEYS.filter((k) => !used.has(k))).toEqual([]);
    expect(all.filter((f) => !/\/_/.test(f.slice(fixture.length))).length).toBeGreaterThanOrEqual(40);
    expect(existsSync(join(fixture, 'static/img/architecture.png'))).toBe(true);
  });
});
