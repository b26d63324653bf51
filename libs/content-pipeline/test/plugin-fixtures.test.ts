/**
 * Plugin fixtures, run through `createProcessor()` alone (no site build), as remark-gfm tests its
 * plugin: each folder `plugin-fixtures/<plugin>/<case>/` holds `input.md` or `input.mdx`, an
 * optional `config.json` (processor options: `admonitions`, `mermaid`, `math`, `markdownFormat`,
 * `components`), and `output.json`, which pins the rendered tree, the title, TOC and excerpt the doc gets,
 * and every error and warning with its position. Other files in the folder are the doc's
 * neighbours (partials, images). Run with UPDATE_FIXTURES=1 to write missing expectations, then
 * review them.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactTree, createCodeHighlighter, createProcessor, loadMath, type CodeHighlighter, type ProcessorOptions } from '../src/index.js';
import { docData } from '../src/plugins/context.js';
import { detectSyntax } from '../src/plugins/syntax.js';

const root = join(import.meta.dirname, 'plugin-fixtures');
const update = process.env['UPDATE_FIXTURES'] === '1';
let highlighter: CodeHighlighter;

beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

/** What a case's config.json may set. */
interface CaseConfig {
  readonly admonitions?: ProcessorOptions['admonitions'];
  readonly mermaid?: boolean;
  readonly math?: boolean;
  readonly markdownFormat?: ProcessorOptions['markdownFormat'];
  readonly components?: readonly string[];
}

/** Processes a case's input and returns what is pinned. */
async function runCase(dir: string): Promise<Record<string, unknown>> {
  const input = existsSync(join(dir, 'input.mdx')) ? 'input.mdx' : 'input.md';
  const text = await readFile(join(dir, input), 'utf8');
  const config = existsSync(join(dir, 'config.json')) ? (JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as CaseConfig) : {};
  const processor = createProcessor({
    highlighter,
    links: { sourcePath: input, permalinks: new Map([[input, '/docs/input'], ['other.md', '/docs/other']]), baseUrl: '/' },
    images: { docDir: dir, publicPrefix: '/assets/img/', root: dir },
    ...(config.admonitions ? { admonitions: config.admonitions } : {}),
    ...(config.mermaid ? { mermaid: true } : {}),
    ...(config.math ? { math: await loadMath() } : {}),
    ...(config.markdownFormat ? { markdownFormat: config.markdownFormat } : {}),
    ...(config.components ? { components: config.components } : {}),
  });
  const file = new VFile({ path: input, value: text });
  file.data.hpcFile = { format: input.endsWith('.mdx') ? 'mdx' : 'md', syntax: detectSyntax(text), sourcePath: input, docDir: dir };
  const tree = await processor.run(processor.parse(file), file);
  const data = docData(file);
  return {
    ...(data.firstH1 !== undefined ? { title: data.firstH1 } : {}),
    ...(data.toc.length > 0 ? { toc: data.toc } : {}),
    ...(data.excerpt !== undefined ? { excerpt: data.excerpt } : {}),
    body: compactTree(tree),
    ...(data.errors.length > 0 ? { errors: data.errors.map((e) => e.format()) } : {}),
    ...(data.warnings.length > 0 ? { warnings: data.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`) } : {}),
  };
}

const plugins = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);

for (const plugin of plugins) {
  const cases = (await readdir(join(root, plugin), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  describe(`given the ${plugin} fixtures`, () => {
    for (const name of cases) {
      it(`should process ${name} as pinned in output.json`, async () => {
        const dir = join(root, plugin, name);
        const actual = `${JSON.stringify(await runCase(dir), null, 2)}\n`;
        const expected = join(dir, 'output.json');
        if (!existsSync(expected)) {
          if (!update) throw new Error(`Missing expectation ${expected}; run with UPDATE_FIXTURES=1 and review it.`);
          await writeFile(expected, actual);
        }
        expect(actual).toBe(await readFile(expected, 'utf8'));
      });
    }
  });
}
