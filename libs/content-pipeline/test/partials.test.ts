/**
 * Partials as Docusaurus sites write them: an imported `_file.mdx` rendered where its element
 * stands, by relative path or `@site/`, nested, with its links and images working from the doc
 * that includes it; and the ways it can go wrong, each an error at the element.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createMemoryDocCache, type ContentBuild } from '../src/index.js';

let site: string;
let build: ContentBuild;
const files: Record<string, string> = {
  'docs/_need-help.mdx': 'import Contact from \'./shared/_contact.md\';\n\nNeed help? Read the [setup guide](./guides/setup.md).\n\n<Contact />\n',
  'docs/shared/_contact.md': 'Write to **support**.\n\n![logo](../img/logo.png)\n',
  'docs/shared/_short.md': 'Write to **support**.\n',
  'docs/img/logo.png': '',
  'docs/guides/setup.md': '# Setup\n\nimport NeedHelp from \'@site/docs/\\_need-help.mdx\';\n\nSteps.\n\n<NeedHelp />\n',
  'docs/intro.md': '# Intro\n\nimport NeedHelp from \'./_need-help.mdx\';\n\nThe short answer is <Inline />\n\nimport Inline from \'./shared/_short.md\';\n',
  'docs/broken/missing.md': '# Missing\n\nimport Gone from \'../_gone.mdx\';\n\n<Gone />\n',
  'docs/broken/cycle.md': '# Cycle\n\nimport Loop from \'./_loop.mdx\';\n\n<Loop />\n',
  'docs/broken/_loop.mdx': 'import Loop from \'./_loop.mdx\';\n\nAgain:\n\n<Loop />\n',
  'docs/shared/_steps.mdx': '## From the partial\n\nPartial steps.\n',
  'docs/merged.mdx': "# Merged\n\nimport Steps, {toc as StepsToc} from './shared/_steps.mdx';\n\nexport const toc = [...StepsToc, {value: 'Own', id: 'own', level: 2}];\n\n<Steps />\n\n## Own\n\nText.\n",
  'docs/broken/escape.md': '# Escape\n\nimport Secret from \'../../../outside.mdx\';\n\n<Secret />\n',
};
const text = (id: string) => JSON.stringify(build.docs.find((d) => d.id === id)?.body ?? null);

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'hpc-partials-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), path.endsWith('.png') ? Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636000000000050001a5f645400000000049454e44ae426082', 'hex') : body);
  }
  build = await buildContent({ contentDir: site, git: false, threads: 0, markdownFormat: 'mdx', labelRoot: site });
}, 60_000);
afterAll(() => rm(site, { recursive: true, force: true }));

describe('given docs that import partials', () => {
  it('should render a partial imported through @site/, with its own partial inside it', () => {
    const setup = text('guides/setup');
    expect(setup).toContain('Need help? Read the ');
    expect(setup).toContain('["strong",null,"support"]');
  });

  it('should make the partial\'s links and images work from the doc that includes it', () => {
    const setup = text('guides/setup');
    expect(setup).toContain('"href":"/docs/guides/setup"');
    expect(setup).toMatch(/"src":"\/assets\/img\/logo\.[\w-]+\.png"/);
  });

  it('should put a one-paragraph partial used inline into the line', () => {
    expect(text('intro')).toContain('["p",null,"The short answer is Write to ",["strong",null,"support"],"."]');
  });

  it("should read a partial imported with its toc beside it, and make the page's table of contents from the headings, the partial's included, with a warning that the toc export is not read", () => {
    expect(text('merged')).toContain('Partial steps.');
    expect(build.docs.find((d) => d.id === 'merged')?.toc.map((t) => t.id)).toEqual(['from-the-partial', 'own']);
    expect(build.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toContainEqual("docs/merged.mdx:5: export const toc is not read: the page's table of contents is made from its headings, its partials' included.");
  });

  it('should not make a page of a partial', () => {
    expect(build.docs.map((d) => d.id).filter((id) => id.includes('_'))).toEqual([]);
  });

  it('should report a missing partial, a cycle and one outside the site at the element that includes it', () => {
    const errors = build.errors.map((e) => `${e.file}:${e.line}: ${e.message}`);
    expect(errors).toContainEqual(expect.stringMatching(/^docs\/broken\/missing\.md:5: The partial <Gone> imports docs\/_gone\.mdx, which does not exist\.$/));
    // The element that closes the cycle is in the partial itself.
    expect(errors).toContainEqual(expect.stringMatching(/^docs\/broken\/_loop\.mdx:5: The partial <Loop> includes itself \(docs\/broken\/_loop\.mdx -> docs\/broken\/_loop\.mdx\)\. \(in a partial included at docs\/broken\/cycle\.md:5:1\)$/));
    expect(errors).toContainEqual(expect.stringMatching(/^docs\/broken\/escape\.md:5: The partial <Secret> imports .*outside\.mdx, outside the site folder/));
    expect(errors).toHaveLength(3);
  });
});

describe('given a partial that changes between two builds with one cache', () => {
  it('should reprocess the docs that include it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-partials-cache-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      await writeFile(join(dir, 'docs/_note.mdx'), 'First text.\n');
      await writeFile(join(dir, 'docs/page.mdx'), '# Page\n\nimport Note from \'./_note.mdx\';\n\n<Note />\n');
      const cache = createMemoryDocCache();
      const first = await buildContent({ contentDir: dir, git: false, threads: 0, cache, labelRoot: dir });
      expect(JSON.stringify(first.docs[0]?.body)).toContain('First text.');
      await writeFile(join(dir, 'docs/_note.mdx'), 'Second text.\n');
      const second = await buildContent({ contentDir: dir, git: false, threads: 0, cache, labelRoot: dir });
      expect(JSON.stringify(second.docs[0]?.body)).toContain('Second text.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('given partials the doc cache depends on', () => {
  it('should reprocess a doc when a partial outside docs/ or an imported doc that is also a page changes, in memory and on disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-partials-deps-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      await mkdir(join(dir, 'shared'), { recursive: true });
      await writeFile(join(dir, 'shared/note.md'), 'Outside text one.\n');
      await writeFile(join(dir, 'docs/faq.md'), 'FAQ text one.\n');
      await writeFile(join(dir, 'docs/page.mdx'), "# Page\n\nimport Note from '@site/shared/note.md';\nimport Faq from './faq.md';\n\n<Note />\n\n<Faq />\n");
      const cache = createMemoryDocCache();
      const cacheFile = join(dir, '.cache/content.json');
      const run = (options: { cache?: ReturnType<typeof createMemoryDocCache>; cacheFile?: string }) =>
        buildContent({ contentDir: dir, git: false, threads: 0, labelRoot: dir, markdownFormat: 'mdx', ...options });
      const pageText = (build: ContentBuild) => JSON.stringify(build.docs.find((d) => d.id === 'page')?.body);
      expect(pageText(await run({ cache }))).toContain('Outside text one.');
      await run({ cacheFile });
      // Unchanged: both caches answer.
      expect((await run({ cache })).stats.cached).toBe(2);
      expect((await run({ cacheFile })).stats.cached).toBe(2);
      await writeFile(join(dir, 'shared/note.md'), 'Outside text two.\n');
      const memory = await run({ cache });
      expect(pageText(memory)).toContain('Outside text two.');
      expect(memory.stats.processed).toBe(1);
      const disk = await run({ cacheFile });
      expect(pageText(disk)).toContain('Outside text two.');
      await writeFile(join(dir, 'docs/faq.md'), 'FAQ text two.\n');
      // faq.md is a page itself (reprocessed for its own change) and a partial of page.mdx.
      const again = await run({ cache });
      expect(pageText(again)).toContain('FAQ text two.');
      expect(again.stats.processed).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('given a partial reached through a symlink', () => {
  it('should refuse one whose target is outside the site folder, naming the link', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-partials-link-'));
    const outside = await mkdtemp(join(tmpdir(), 'hpc-partials-outside-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      await writeFile(join(outside, 'secret.md'), 'Secret text.\n');
      await symlink(join(outside, 'secret.md'), join(dir, 'docs/_linked.md'));
      await writeFile(join(dir, 'docs/inside.md'), 'Inside text.\n');
      await symlink(join(dir, 'docs/inside.md'), join(dir, 'docs/_inner-link.md'));
      await writeFile(join(dir, 'docs/page.mdx'), "# Page\n\nimport Linked from './_linked.md';\nimport Inner from './_inner-link.md';\n\n<Linked />\n\n<Inner />\n");
      const build = await buildContent({ contentDir: dir, git: false, threads: 0, labelRoot: dir });
      const body = JSON.stringify(build.docs.find((d) => d.id === 'page')?.body);
      expect(body).not.toContain('Secret text.');
      // A link that stays inside the site is fine.
      expect(body).toContain('Inside text.');
      expect(build.errors.map((e) => `${e.file}:${e.line}: ${e.message}`)).toEqual([
        expect.stringMatching(/^docs\/page\.mdx:6: The partial <Linked> imports .*_linked\.md \(a link to .*secret\.md\), outside the site folder /),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('given partials that each include the next ten times (a hundred million uses in all)', () => {
  it('should stop at the limit with an error at the doc, naming the chain, in bounded time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-partials-bomb-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      for (let level = 0; level < 8; level++) {
        const next = level < 7 ? `import Next from './_p${level + 1}.mdx';\n\n${'<Next />\n\n'.repeat(10)}` : '';
        await writeFile(join(dir, `docs/_p${level}.mdx`), `${next}Level ${level}: ${'text '.repeat(30)}\n`);
      }
      await writeFile(join(dir, 'docs/page.mdx'), "# Page\n\nimport Bomb from './_p0.mdx';\n\n<Bomb />\n");
      await writeFile(join(dir, 'docs/reused.mdx'), `# Reused\n\nimport Note from './_p7.mdx';\n\n${'<Note />\n\n'.repeat(50)}`);
      const start = process.cpuUsage();
      const build = await buildContent({ contentDir: dir, git: false, threads: 0, labelRoot: dir });
      const used = process.cpuUsage(start);
      expect(build.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`)).toEqual([
        // Partials are expanded depth first: the use past the limit is deep in the chain.
        'docs/_p6.mdx:17:1: This doc includes partials more than 10,000 times in all; stopped at <Next> (included through docs/_p0.mdx -> docs/_p1.mdx -> docs/_p2.mdx -> docs/_p3.mdx -> docs/_p4.mdx -> docs/_p5.mdx -> docs/_p6.mdx). (in a partial included at docs/page.mdx:5:1)',
      ]);
      // A partial used many times is there each time.
      expect(JSON.stringify(build.docs.find((d) => d.id === 'reused')?.body).split('Level 7:').length - 1).toBe(50);
      // About a second on a quiet machine; each use read and parsed its file again, and it did not finish.
      expect((used.user + used.system) / 1000).toBeLessThan(60_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
