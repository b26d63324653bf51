/**
 * Modules a doc imports itself (`import Screenshot from '@site/src/components/Screenshot'`): only
 * their paths are recorded, and a path must lead to a file inside the site's or the content
 * folder, symlinks resolved.
 */
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createMemoryDocCache, type ContentBuild } from '../src/index.js';
import { IMPORT_PROP_PREFIX, NODES_PROP_PREFIX } from '../src/schema.js';

let root: string;
let build: ContentBuild;

/** Writes `files` (path -> text) under `root`. */
async function write(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

beforeAll(async () => {
  // The site's folder (`site/`) holds its components; its docs are in a content folder beside it,
  // as in this repository (apps/docs and content/).
  root = await mkdtemp(join(tmpdir(), 'hpc-doc-imports-'));
  await write({
    'site/src/Chart.tsx': 'export default function Chart() { return null; }\n',
    'content/widgets/Note.jsx': 'export const Note = () => null;\n',
    'outside/Secret.tsx': 'export default function Secret() { return null; }\n',
    'content/docs/charts.mdx': "import Chart from '@site/src/Chart';\nimport {Note} from '../widgets/Note';\nimport Unused from '@site/src/Chart.tsx';\n\n# Charts\n\n<Chart points={[1, 2]} />\n\n<Note />\n",
    'content/docs/plain.md': '# Plain\n\nNo components here.\n',
    'content/docs/linked.mdx': "import Secret from './secret-link';\n\n# Linked\n\n<Secret />\n",
  });
  // A symlink inside the content folder that leads out of both folders.
  await symlink(join(root, 'outside/Secret.tsx'), join(root, 'content/docs/secret-link.tsx'));
  build = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('given docs that import components of the site', () => {
  it('should record each used component by its path from the site folder and its export, and nothing for unused ones', () => {
    const doc = build.docs.find((d) => d.id === 'charts');
    expect(doc?.components).toEqual({ Chart: 'src/Chart.tsx#default', Note: '../content/widgets/Note.jsx#Note' });
    // Site components may render inline elements: the whitespace between two of them stays, as MDX keeps it.
    expect(doc?.body).toEqual([['Chart', { points: [1, 2] }], ' ', ['Note', null]]);
  });

  it('should give a doc without components no component list', () => {
    expect(build.docs.find((d) => d.id === 'plain')).not.toHaveProperty('components');
  });

  it('should refuse a symlink that leads out of the site and content folders, at the import', () => {
    const error = build.errors.find((e) => e.file.endsWith('linked.mdx'));
    expect(error?.line).toBe(1);
    expect(error?.column).toBe(20);
    expect(error?.message).toBe(`The import "./secret-link" resolves to ${join(root, 'outside/Secret.tsx')}, outside the site folder ${join(root, 'site')}.`);
    expect(build.errors).toHaveLength(1);
  });
});

describe('given a cached doc whose imported module was renamed since', () => {
  it('should process the doc again and report the import at its line', async () => {
    const options = { contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root, cache: createMemoryDocCache() } as const;
    await rm(join(root, 'content/docs/linked.mdx'));
    expect((await buildContent(options)).errors).toEqual([]);
    await rename(join(root, 'site/src/Chart.tsx'), join(root, 'site/src/Graph.tsx'));
    try {
      const again = await buildContent(options);
      // Both imports of the module, the unused one too.
      expect(again.errors.map((e) => `${e.file}:${e.line}:${e.column}`)).toEqual(['content/docs/charts.mdx:1:19', 'content/docs/charts.mdx:3:20']);
      expect(again.stats.cached).toBe(1);
    } finally {
      await rename(join(root, 'site/src/Graph.tsx'), join(root, 'site/src/Chart.tsx'));
    }
  });
});

describe('given a value a doc imports from the site and passes to a component', () => {
  it("should pass it to the site's components by name (the page loads its module) and refuse it elsewhere, at the attribute", async () => {
    await write({
      'site/src/data/plugins.ts': "export const Official = [{ name: 'Stable', url: 'https://repo.example.com' }];\n",
      'content/docs/values.mdx': "import Chart from '@site/src/Chart';\nimport { Official } from '@site/src/data/plugins';\n\n# Values\n\n<Chart repositories={Official} title=\"Repos\" first={Official.stable.url} />\n",
      'content/docs/refused.mdx': "import { Official } from '@site/src/data/plugins';\nimport Link from '@docusaurus/Link';\n\n# Refused\n\n<a title={Official}>x</a>\n\n<Link to={Official}>y</Link>\n",
    });
    try {
      const built = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
      const doc = built.docs.find((d) => d.id === 'values');
      expect(doc?.components).toEqual({ Chart: 'src/Chart.tsx#default', Official: 'src/data/plugins.ts#Official' });
      expect(JSON.stringify(doc?.body)).toContain(JSON.stringify(['Chart', { repositories: `${IMPORT_PROP_PREFIX}Official`, title: 'Repos', first: `${IMPORT_PROP_PREFIX}Official.stable.url` }]));
      expect(built.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
        '6: Attribute "title" of <a> is a value imported from the site\'s code; only the site\'s own components take one.',
        '8: Attribute "to" of <Link> is a value imported from the site\'s code; only the site\'s own components take one.',
      ]);
    } finally {
      await rm(join(root, 'content/docs/values.mdx'));
      await rm(join(root, 'content/docs/refused.mdx'));
    }
  });
});

describe('given imported values inside a literal a doc passes to a component, and numbers it computes', () => {
  it('should pass references in their places and fold the arithmetic, as homarr.dev writes its integration pages', async () => {
    await write({
      'site/src/data/widgets.ts': "export const dnsWidget = { name: 'DNS summary' };\n",
      'content/docs/nested.mdx': "import Chart from '@site/src/Chart';\nimport Alert from '@site/src/Chart';\nimport Note from '@theme/Admonition';\nimport { dnsWidget } from '@site/src/data/widgets';\n\n# Nested\n\n<Chart items={[{ widget: dnsWidget, label: dnsWidget.name }, { widget: null }]} />\n\n<Chart steps={['Open it', (<span>Go to <strong>Tokens</strong></span>)]} />\n\n<Chart items={[{ header: <Alert type=\"info\">Use an <b>app</b> password</Alert> }]} footer={<p>See <Alert>this</Alert></p>} note={<Note type=\"caution\">Slow</Note>} />\n\n<img src=\"/a.png\" alt=\"a\" width={128 * 1.5} title={'x' + 2} />\n",
    });
    try {
      const built = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
      expect(built.errors).toEqual([]);
      const doc = built.docs.find((d) => d.id === 'nested');
      expect(doc?.components).toEqual({ Chart: 'src/Chart.tsx#default', Alert: 'src/Chart.tsx#default', dnsWidget: 'src/data/widgets.ts#dnsWidget' });
      expect(JSON.stringify(doc?.body)).toContain(JSON.stringify(['Chart', { items: [{ widget: `${IMPORT_PROP_PREFIX}dnsWidget`, label: `${IMPORT_PROP_PREFIX}dnsWidget.name` }, { widget: null }] }]));
      expect(JSON.stringify(doc?.body)).toContain(JSON.stringify(['Chart', { steps: ['Open it', `${NODES_PROP_PREFIX}${JSON.stringify([['span', null, 'Go to ', ['strong', null, 'Tokens']]])}`] }]));
      // A component of the site inside such markup, as a component of the body.
      const alert = ['Alert', { type: 'info' }, 'Use an ', ['b', null, 'app'], ' password'];
      expect(JSON.stringify(doc?.body)).toContain(JSON.stringify(['Chart', { items: [{ header: `${NODES_PROP_PREFIX}${JSON.stringify([alert])}` }], footer: `${NODES_PROP_PREFIX}${JSON.stringify([['p', null, 'See ', ['Alert', null, 'this']]])}`, note: `${NODES_PROP_PREFIX}${JSON.stringify([['Admonition', { type: 'caution' }, 'Slow']])}` }]));
      expect(doc?.components?.['Alert']).toBe('src/Chart.tsx#default');
      expect(JSON.stringify(doc?.body)).toContain('"width":192');
      expect(JSON.stringify(doc?.body)).toContain('"title":"x2"');
    } finally {
      await rm(join(root, 'content/docs/nested.mdx'));
    }
  });
});

describe('given markup in a list a doc passes to a component, with attributes in braces', () => {
  it('should publish the imported image, keep literal attributes and leave out the inline style with a warning', async () => {
    await write({
      'content/docs/steps/page.mdx': "import Chart from '@site/src/Chart';\nimport shot from './shot.png';\n\n# Steps\n\n<Chart steps={[<><span>Open</span><br/><img src={shot} alt=\"Shot\" style={{ height: 160 }} /></>, <a href={'https://x.example'} target={\"_blank\"}>docs</a>]} />\n",
    });
    // A 1x1 PNG.
    await writeFile(join(root, 'content/docs/steps/shot.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    try {
      const built = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
      expect(built.errors).toEqual([]);
      expect(built.warnings.map((w) => w.message)).toContain('The style of <img> is dropped: pages keep no inline styles. Use the theme\'s classes instead.');
      const body = JSON.stringify(built.docs.find((d) => d.id === 'steps/page')?.body);
      expect(body).toMatch(/\[\\"img\\",\{\\"src\\":\\"\/assets\/img\/shot\.[\w-]+\.png\\",\\"alt\\":\\"Shot\\"\}\]/);
      expect(body).toContain('[\\"a\\",{\\"href\\":\\"https://x.example\\",\\"target\\":\\"_blank\\"');
    } finally {
      await rm(join(root, 'content/docs/steps'), { recursive: true });
    }
  });
});

describe("given a doc that imports from its own folder's index ('.')", () => {
  it('should resolve the index module beside it', async () => {
    await write({
      'content/docs/local/index.ts': "export const app = { name: 'App' };\n",
      'content/docs/local/page.mdx': "import Chart from '@site/src/Chart';\nimport { app } from '.';\n\n# Local\n\n<Chart app={app} />\n",
    });
    try {
      const built = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
      expect(built.errors).toEqual([]);
      expect(built.docs.find((d) => d.id === 'local/page')?.components?.['app']).toMatch(/local\/index\.ts#app$/);
    } finally {
      await rm(join(root, 'content/docs/local'), { recursive: true });
    }
  });
});

describe("given Docusaurus' <Link> with an id", () => {
  it('should make an id alone an anchor other links may point at, and keep the id of a link', async () => {
    await write({ 'content/docs/anchors.mdx': "import Link from '@docusaurus/Link';\n\n# Anchors\n\n<Link id=\"why\" />\n\nSee [why](#why) and <Link id=\"more\" to=\"#why\">more</Link>, [more](#more).\n" });
    try {
      const built = await buildContent({ contentDir: join(root, 'content'), siteDir: join(root, 'site'), git: false, threads: 0, labelRoot: root });
      expect(built.errors).toEqual([]);
      const body = JSON.stringify(built.docs.find((d) => d.id === 'anchors')?.body);
      expect(body).toContain('["a",{"id":"why"}]');
      expect(body).toMatch(/\["a",\{"href":"#why","id":"more"\},"more"\]|\["a",\{"id":"more","href":"#why"\},"more"\]/);
    } finally {
      await rm(join(root, 'content/docs/anchors.mdx'));
    }
  });
});
