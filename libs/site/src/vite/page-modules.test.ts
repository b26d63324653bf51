import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { pageModulesFromTexts, pageModulesOf, THEME_MERMAID_MODULE, THEME_PAGE_MODULE } from './page-modules.js';

describe('pageModulesOf', () => {
  it('should list each module the docs name once, without the export', () => {
    const docs = [
      { components: { Chart: 'src/Chart.tsx#default', Pill: 'src/widgets.tsx#Pill' } },
      {},
      { components: { Chart: 'src/Chart.tsx#default', DocCardList: '@hpcdocs/theme/page-components#DocCardList' } },
    ];
    expect(pageModulesOf(docs)).toEqual(['@hpcdocs/theme/page-components', 'src/Chart.tsx', 'src/widgets.tsx']);
  });
});

describe('pageModulesFromTexts', () => {
  const root = mkdtempSync(join(tmpdir(), 'hpc-page-modules-'));
  mkdirSync(join(root, 'docs'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const config = (extra: Record<string, unknown> = {}) => resolveConfig({ title: 'Docs', url: 'https://docs.example.com', ...extra }, root);
  const read = (texts: string[], categories: [string, object][] = []) => ({ texts, categories: new Map(categories) });

  it('should tell no modules for docs that use none (links and shell exports are not imports)', () => {
    expect(pageModulesFromTexts(config(), read(['# A\n\nText [b](./b.md).\n', '```bash\nexport HF_HOME=/data\n```\n']), undefined)).toEqual([]);
  });

  it('should not tell when a doc imports code of the site, even inside a code block, or the site has unified plugins', () => {
    expect(pageModulesFromTexts(config(), read([`import Chart from '@site/src/Chart';\n\n<Chart />\n`]), undefined)).toBeUndefined();
    expect(pageModulesFromTexts(config(), read([`import Part from './_part.mdx';\n`]), undefined)).toBeUndefined();
    expect(pageModulesFromTexts(config(), read(["An example:\n\n```js\nimport { y } from '../lib/y';\n```\n"]), undefined)).toBeUndefined();
    expect(pageModulesFromTexts(config({ remarkPlugins: [() => undefined] }), read(['# A\n']), undefined)).toBeUndefined();
  });

  it("should tell the theme's per-page components for a doc that writes one, or a generated index from a category file or the sidebars", () => {
    expect(pageModulesFromTexts(config(), read(["import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n"]), undefined)).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(["import Contents from '@theme/TOCInline';\n\n<Contents toc={toc} />\n"]), undefined)).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(['<DocCardList />\n']), undefined)).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(['# A\n'], [['guides', { label: 'Guides', link: { type: 'generated-index' } }]]), undefined)).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(['# A\n'], [['guides', { label: 'Guides', link: { type: 'doc', id: 'a' } }]]), undefined)).toEqual([]);
    const sidebars = { tutorialSidebar: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['a'] }] };
    expect(pageModulesFromTexts(config(), read(['# A\n']), { file: join(root, 'sidebars.js'), value: sidebars })).toEqual([THEME_PAGE_MODULE]);
    // A sidebars file, named or found beside the docs folder.
    expect(pageModulesFromTexts(config(), read(['# A\n']), undefined)).toEqual([]);
    writeFileSync(join(root, 'sidebars.json'), JSON.stringify(sidebars));
    expect(pageModulesFromTexts(config(), read(['# A\n']), { file: join(root, 'sidebars.json') })).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(['# A\n']), undefined)).toEqual([THEME_PAGE_MODULE]);
    expect(pageModulesFromTexts(config(), read(['# A\n']), false)).toEqual([]);
    rmSync(join(root, 'sidebars.json'));
  });

  it('should tell the diagram component for a mermaid fence only when the site draws diagrams', () => {
    const texts = ['# A\n\n```mermaid\ngraph TD; A-->B;\n```\n', 'Mermaid is a diagram language.\n'];
    expect(pageModulesFromTexts(config({ markdown: { mermaid: true } }), read(texts), undefined)).toEqual([THEME_MERMAID_MODULE]);
    expect(pageModulesFromTexts(config({ markdown: { mermaid: true } }), read([texts[1] ?? '']), undefined)).toEqual([]);
    expect(pageModulesFromTexts(config(), read(texts), undefined)).toEqual([]);
  });
});
