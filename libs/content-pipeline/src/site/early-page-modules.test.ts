import { describe, expect, it } from 'vitest';
import { THEME_PAGE_COMPONENTS } from '../plugins/mdx-components.js';
import { MERMAID_MODULE } from '../plugins/mermaid.js';
import { pageModulesFromTexts, type EarlyInput } from './early-page-modules.js';

const read = (texts: string[], more: Partial<EarlyInput> = {}): EarlyInput => ({ texts, categories: new Map(), sidebars: undefined, mermaid: false, ...more });
const sidebars = { tutorialSidebar: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['a'] }] };

describe('pageModulesFromTexts', () => {
  it('should tell no modules for docs that use none (links and shell exports are not imports)', () => {
    expect(pageModulesFromTexts(read(['# A\n\nText [b](./b.md).\n', '```bash\nexport HF_HOME=/data\n```\n']))).toEqual([]);
  });

  it('should not tell when a doc imports code of the site, even inside a code block', () => {
    expect(pageModulesFromTexts(read([`import Chart from '@site/src/Chart';\n\n<Chart />\n`]))).toBeUndefined();
    expect(pageModulesFromTexts(read([`import Part from './_part.mdx';\n`]))).toBeUndefined();
    expect(pageModulesFromTexts(read(["An example:\n\n```js\nimport { y } from '../lib/y';\n```\n"]))).toBeUndefined();
  });

  it('should not tell when a doc imports a package, whose exports it names, but should when a code sample does', () => {
    expect(pageModulesFromTexts(read([`import { IconCloud } from "@tabler/icons-react";\n\n<IconCloud />\n`]))).toBeUndefined();
    expect(pageModulesFromTexts(read([`---\ntitle: A\n---\nimport Slider from 'img-slider';\n`]))).toBeUndefined();
    expect(pageModulesFromTexts(read(["A sample:\n\n```js\nimport { debounce } from 'lodash';\n```\n\n~~~ts\nimport x from 'y';\n~~~\n", `import Tabs from '@theme/Tabs';\nimport Link from '@docusaurus/Link';\n`]))).toEqual([]);
  });

  it("should tell the theme's per-page components for a doc that writes or imports one, or a generated index from a category file or the sidebars", () => {
    expect(pageModulesFromTexts(read(["import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n"]))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(["import Contents from '@theme/TOCInline';\n\n<Contents toc={toc} />\n"]))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(['<DocCardList />\n']))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(['# A\n'], { categories: new Map([['guides', { label: 'Guides', link: { type: 'generated-index' } }]]) }))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(['# A\n'], { categories: new Map([['guides', { label: 'Guides', link: { type: 'doc', id: 'a' } }]]) }))).toEqual([]);
    expect(pageModulesFromTexts(read(['# A\n'], { sidebars: { file: 'sidebars.js', text: '', value: sidebars } }))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(['# A\n'], { sidebars: { file: 'sidebars.json', text: JSON.stringify(sidebars) } }))).toEqual([THEME_PAGE_COMPONENTS]);
    expect(pageModulesFromTexts(read(['# A\n'], { sidebars: { file: 'sidebars.json', text: '{"s": ["a"]}' } }))).toEqual([]);
    expect(pageModulesFromTexts(read(['# A\n'], { sidebars: false }))).toEqual([]);
  });

  it('should tell the diagram component for a mermaid fence only when the site draws diagrams', () => {
    const texts = ['# A\n\n```mermaid\ngraph TD; A-->B;\n```\n', 'Mermaid is a diagram language.\n'];
    expect(pageModulesFromTexts(read(texts, { mermaid: true }))).toEqual([MERMAID_MODULE]);
    expect(pageModulesFromTexts(read([texts[1] ?? ''], { mermaid: true }))).toEqual([]);
    expect(pageModulesFromTexts(read(texts))).toEqual([]);
  });
});
