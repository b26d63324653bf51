/**
 * Content lint: the site's docs match the route table below exactly, and every doc has
 * what readers and search need. Broken links and anchors inside docs are checked by the build itself;
 * this file also checks the landing page's links, the API page skeleton and fenced code languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { DocJson, HNode } from '@hpcdocs/content-pipeline/schema';
import siteConfig from '../../apps/docs/hpcdocs.config.ts';

const { landing } = siteConfig.home;
import { fencesWithoutLanguage, highlightsOutOfRange } from './content-lint/fences.ts';
import { apiSkeletonProblems } from './content-lint/api-skeleton.ts';
import { collectElements, textOf } from './content-lint/hast.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

const TUTORIALS_INDEX = '/doc/docs/tutorial/';

/**
 * What a meta description must not read as: a note about the docs' sources instead of what the
 * page lets the reader do. Search results show it under the title.
 */
const DISCLAIMER = /\b(?:these docs|is documented|not documented|undocumented|not (?:yet )?verified|unverified|inferred)\b/i;

/** Every doc route the site must have, and no others. */
const SPEC_DOC_ROUTES = [
  '/doc/docs/quickstart/',
  '/doc/docs/api/',
  ...['delete', 'launch', 'list', 'start', 'stop'].map((x) => `/doc/docs/api/instance/${x}`),
  ...['create', 'delete', 'list'].map((x) => `/doc/docs/api/storage/${x}`),
  '/doc/docs/api/user/login',
  '/doc/docs/batch/batch-jobs',
  '/doc/docs/billing/',
  ...['aws', 'azure', 'data-transfer', 'mega'].map((x) => `/doc/docs/data/${x}`),
  '/doc/docs/docker/',
  '/doc/docs/FAQs/cpu',
  '/doc/docs/jobtemplates/colossal-rl',
  '/doc/docs/multinode/',
  '/doc/docs/promotion/invitation',
  '/doc/docs/storage/',
  '/doc/docs/tutorial/deepseek-r1-inference',
  '/doc/docs/tutorial/finetune-opensora',
  ...['deepseek-v3-inference', 'gpt-oss', 'llama4-inference', 'open-sora-2', 'rft', 'tongyi-deepresearch', 'train-llama2'].map((x) => `/doc/docs/tutorial/${x}`),
  // The Tutorials category's own page, so a reader who opens the category lands on a list of tutorials.
  TUTORIALS_INDEX,
];
const NO_SIDEBAR = ['/doc/docs/jobtemplates/colossal-rl', '/doc/docs/tutorial/deepseek-r1-inference', '/doc/docs/tutorial/finetune-opensora'];

let build: ContentBuild;
beforeAll(async () => {
  build = await buildContent({ contentDir: CONTENT_DIR, baseUrl: '/doc/', git: false, extraRoutes: ['/doc/', '/doc/search/'] });
}, 60_000);

describe('given the site content', () => {
  it('should build without errors (no broken links or anchors, valid frontmatter)', () => {
    expect(build.errors.map((e) => e.format())).toEqual([]);
  });

  it('should have every required doc route and no other', () => {
    const docRoutes = build.routes.filter((r) => r.component === 'DocPage').map((r) => r.path).sort();
    expect(docRoutes).toEqual([...SPEC_DOC_ROUTES].sort());
    expect(build.routes.find((r) => r.path === '/doc/docs')).toMatchObject({ to: '/doc/docs/quickstart/' });
  });

  it('should keep the three sidebar-less docs out of tutorialSidebar and every other doc in it', () => {
    for (const doc of build.docs) {
      if (NO_SIDEBAR.includes(doc.permalink)) expect(doc.sidebar, doc.permalink).toBeNull();
      else expect(doc.sidebar, doc.permalink).toBe('tutorialSidebar');
    }
    expect(Object.keys(build.sidebars)).toEqual(['tutorialSidebar']);
  });

  it('should give every doc a title, a description, 3-8 keywords and at least two h2 sections', () => {
    for (const doc of build.docs) {
      expect(doc.title.length, doc.permalink).toBeGreaterThan(2);
      expect(doc.description.length, doc.permalink).toBeGreaterThan(20);
      expect(doc.keywords.length, doc.permalink).toBeGreaterThanOrEqual(3);
      expect(doc.keywords.length, doc.permalink).toBeLessThanOrEqual(8);
      expect(doc.toc.filter((t) => t.level === 2).length, doc.permalink).toBeGreaterThanOrEqual(2);
    }
  });

  it('should give every doc a meta description of at most 160 characters that says what the page is for', () => {
    const problems = build.docs.flatMap((doc) => [
      ...(doc.description.length > 160 ? [`${doc.permalink}: ${doc.description.length} characters, over 160`] : []),
      ...(DISCLAIMER.test(doc.description) ? [`${doc.permalink}: reads as a disclaimer: ${doc.description}`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('should hold no placeholder text', () => {
    for (const doc of build.docs) {
      const text = JSON.stringify(doc.body);
      expect(text, doc.permalink).not.toMatch(/\bTODO\b|\bTBD\b|\bFIXME\b|lorem ipsum|coming soon/i);
    }
  });

  it('should hold no real-looking secrets: placeholders only', () => {
    for (const doc of build.docs) {
      const text = textOf(doc.body);
      // An AWS access key id, a JWT, an OpenAI-style or Hugging Face token.
      expect(text, doc.permalink).not.toMatch(/\bAKIA[0-9A-Z]{16}\b|\beyJ[\w-]{10,}\.[\w-]{10,}|\bsk-[A-Za-z0-9]{20,}|\bhf_[A-Za-z0-9]{20,}/);
    }
  });

  it('should give every fenced code block a language and highlight only lines it has', () => {
    const files = markdownFiles(join(CONTENT_DIR, 'docs'));
    const problems = files.flatMap((file) => fencesWithoutLanguage(readFileSync(file, 'utf8')).map((line) => `${relative(CONTENT_DIR, file)}:${line}`));
    expect(problems).toEqual([]);
    const badHighlights = files.flatMap((file) => highlightsOutOfRange(readFileSync(file, 'utf8')).map((line) => `${relative(CONTENT_DIR, file)}:${line}`));
    expect(badHighlights, 'highlighted lines outside their code block').toEqual([]);
    for (const doc of build.docs) {
      for (const block of collectElements(doc.body, 'CodeBlock')) {
        expect(block[1]?.['language'], doc.permalink).toMatch(/^[a-z][\w+-]*$/);
      }
    }
  });

  it('should follow the one API skeleton on every API call page', () => {
    const apiDocs = build.docs.filter((d) => d.permalink.startsWith('/doc/docs/api/') && d.permalink !== '/doc/docs/api/');
    expect(apiDocs).toHaveLength(9);
    for (const doc of apiDocs) expect(apiSkeletonProblems(doc), doc.permalink).toEqual([]);
  });

  it('should link the landing page only to pages and anchors that exist, and to all three sidebar-less docs', () => {
    const actions = [landing.primary, ...(landing.secondary ? [landing.secondary] : []), ...[...landing.cards, ...(landing.featured ?? [])].flatMap((c) => [c, ...(c.links ?? [])])];
    for (const { to } of actions) {
      const [path = '', anchor] = to.split('#');
      const doc = build.docs.find((d) => d.permalink === path);
      expect(doc, to).toBeDefined();
      if (anchor) expect(doc?.toc.map((t) => t.id), to).toContain(anchor);
    }
    const targets = new Set(actions.map((a) => a.to.split('#')[0]));
    for (const route of NO_SIDEBAR) expect(targets.has(route), route).toBe(true);
  });

  it('should link every sidebar-less doc from at least two other docs', () => {
    for (const route of NO_SIDEBAR) {
      const linkedFrom = build.docs.filter((d) => d.permalink !== route && linksOf(d).has(route)).map((d) => d.permalink);
      expect(linkedFrom.length, `${route} is linked from ${linkedFrom.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('should give guides and tutorials a cost-and-cleanup and a troubleshooting section', () => {
    const guides = build.docs.filter((d) => d.permalink !== TUTORIALS_INDEX && /\/(tutorial|data|jobtemplates)\/|\/(docker|multinode|storage|quickstart)\/$|batch-jobs$/.test(d.permalink));
    expect(guides.length).toBeGreaterThanOrEqual(18);
    for (const doc of guides) {
      const h2 = doc.toc.filter((t) => t.level === 2).map((t) => t.value.toLowerCase());
      expect(h2.some((h) => h.includes('troubleshooting')), doc.permalink).toBe(true);
      expect(h2.some((h) => h.includes('cleanup') || h.includes('cost') || h.includes('stop or release')), doc.permalink).toBe(true);
    }
  });

  it('should start the sidebar with the quickstart, the main doc of the only version', () => {
    const first = build.sidebars['tutorialSidebar']?.[0];
    expect(first).toMatchObject({ href: '/doc/docs/quickstart/' });
    expect(build.versions).toEqual([expect.objectContaining({ name: 'current', label: 'Next', isLast: true, mainDocId: 'quickstart/index' })]);
  });
});

/** Every Markdown and MDX file under a folder. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** The doc routes a doc links to, without anchors. */
function linksOf(doc: DocJson): Set<string> {
  const hrefs = collectElements(doc.body as readonly HNode[], 'a').map((a) => String(a[1]?.['href'] ?? ''));
  return new Set(hrefs.map((href) => href.split('#')[0] ?? ''));
}
