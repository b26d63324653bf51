/**
 * The Docusaurus 3 fixture site (tools/parity/fixture) builds with `hpcdocs build` and no edit to
 * its docs, and each construct it uses renders as the Docusaurus build shows it. The parity tool
 * (tools/parity, not in CI) compares the whole pages with Docusaurus' own build; this test pins
 * what each construct becomes, so a change that breaks one fails here, in CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPage } from '../parity/lib/extract.mjs';

const root = resolve(import.meta.dirname, '../..');
const fixture = resolve(root, 'tools/parity/fixture');
let out: string;
let output: string;
let status: number | null;

beforeAll(async () => {
  out = join(await mkdtemp(join(tmpdir(), 'hpc-docusaurus-fixture-')), 'site');
  const env = { ...process.env, NX_DAEMON: 'false', NODE_ENV: 'production', VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined };
  const run = spawnSync(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'build', '--config', fixture, '--out', out, '--no-cache'], { cwd: root, encoding: 'utf8', env });
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
});
afterAll(() => rm(resolve(out, '..'), { recursive: true, force: true }));

/** A built page's HTML. */
const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
/** What a reader sees of a page's doc: its text, headings, images and links. */
const doc = (route: string) => extractPage(page(route), 'hpcdocs', { pageUrl: `/${route}`, baseUrl: '/', outDir: out });

describe('given the Docusaurus fixture site, unchanged', () => {
  it('should build every doc with the warning of the construct it leaves out', () => {
    expect(status, output).toBe(0);
    expect(output).toMatch(/Built 64 docs, 68 pages/);
    expect(output.match(/^warning: .*$/gm)?.map((line) => line.replace(/^.*fixture\/docs\//, ''))).toEqual([
      'faq.md:38:1: The style of <div> is dropped: pages keep no inline styles. Use the theme\'s classes instead.',
    ]);
  });

  it('should place docs as Docusaurus does: the home doc at /, number prefixes and ids out of URLs, drafts left out, unlisted docs out of the sitemap', () => {
    expect(doc('').headings[0]?.text).toBe('Tidepool documentation');
    expect(existsSync(join(out, 'learn/getting-started/installation/index.html'))).toBe(true);
    expect(existsSync(join(out, 'learn/guides/connectors/kafka-connector/index.html'))).toBe(true);
    expect(existsSync(join(out, 'reference/config/env/index.html'))).toBe(true);
    expect(existsSync(join(out, 'internal-notes'))).toBe(false);
    expect(page('roadmap-preview')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('roadmap-preview');
  });

  it('should render admonitions (titles, nesting, caution, the site keyword), tabs with their labels, and code with titles, line numbers and highlighted lines', () => {
    const requirements = page('learn/getting-started/requirements');
    expect(requirements).toMatch(/data-type="[a-z]+"/);
    expect(page('learn/concepts/delivery-guarantees')).toMatch(/role="note"[^>]*data-type="note"[\s\S]*?experimental/);
    expect(page('learn/getting-started/installation').match(/role="tab"[^>]*>([^<]+)/g)?.map((tab) => tab.replace(/.*>/, ''))).toEqual(['Linux', 'macOS', 'Container']);
    const quickstart = page('learn/getting-started/quickstart');
    expect(quickstart).toContain('style="--hpc-line-start:4"');
    expect(quickstart).toMatch(/class="line hl"/);
    // Magic comments are taken out of the code, in SQL as in the other languages.
    expect(doc('learn/guides/connectors/postgres').text).not.toMatch(/highlight-(start|end|next-line)/);
  });

  it('should render math with KaTeX, Mermaid diagrams as their source until drawn, and the doc\'s partials, exports and components in place', () => {
    expect(page('learn/concepts/windows')).toContain('class="katex');
    expect(page('learn/concepts/streams')).toMatch(/<figure class="[^"]*hpc-mermaid[^"]*"[^>]*><pre[^>]*><code>flowchart/);
    expect(doc('learn/getting-started/requirements').text).toMatch(/Tidepool \d+\.\d+/);
    expect(doc('learn/concepts/operators').links.some((link) => link.href === '/reference/cli/tp-status')).toBe(true);
  });

  it('should give each tagged doc its tags, a page per tag and the page of all tags, an edit link and the author of its last update', () => {
    const streams = page('learn/concepts/streams');
    expect(streams).toContain('href="https://git.tidepool.example/tidepool/docs/edit/main/docs/learn/concepts/streams.md"');
    expect(streams).toMatch(/href="\/tags\/streaming"/);
    expect(doc('tags').links.length).toBeGreaterThan(5);
    expect(page('changelog')).toMatch(/Last updated[\s\S]*?by Release bot/);
    // hide_title with a heading in the body: the body's heading is the page's.
    expect(doc('changelog').headings[0]).toMatchObject({ level: 1, text: 'What changed' });
  });

  it('should make generated index pages and category pages list their items as cards', () => {
    expect(doc('category/admin-commands').headings.map((h) => h.text)).toEqual(expect.arrayContaining([expect.stringContaining('tp state')]));
    expect(doc('learn/guides').headings.length).toBeGreaterThan(3);
  });

  it('should resolve the navbar as Docusaurus does: a logo path under the base URL, a doc item by its id', () => {
    const nested = page('learn/getting-started/quickstart');
    expect(nested).toMatch(/<img src="\/img\/logo\.svg" alt="Tidepool logo"/);
    expect(nested).toMatch(/<a class="[^"]*" href="\/faq">FAQ<\/a>/);
  });

  it('should keep links to static files and pathname:// links as plain links to the file', () => {
    const installation = doc('learn/getting-started/installation');
    expect(installation.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/downloads/tidepool.example.yaml', '/downloads/cheatsheet.txt']));
    expect(existsSync(join(out, 'downloads/tidepool.example.yaml'))).toBe(true);
  });
});
