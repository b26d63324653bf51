/**
 * Fixture runner: each folder under fixtures/ is a case. A case holds
 * `input.md`/`input.mdx` (or a whole `docs/` folder, with any other folders the docs import from,
 * such as `src/`), and optionally `config.json` (build options); `output.json` pins the rendered
 * doc (the first), and
 * cases named `err-*` pin the exact errors (`errors.txt`), `warn-*` the exact warnings (`warnings.txt`). Run with UPDATE_FIXTURES=1 to write
 * missing expectations, then review them.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createCodeHighlighter, type BuildContentOptions, type CodeHighlighter } from '../src/index.js';

const fixturesDir = join(import.meta.dirname, 'fixtures');
const update = process.env['UPDATE_FIXTURES'] === '1';
let highlighter: CodeHighlighter;
const temps: string[] = [];

beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});
afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

async function runCase(name: string) {
  const caseDir = join(fixturesDir, name);
  const contentDir = await mkdtemp(join(tmpdir(), `hpc-fixture-${name}-`));
  temps.push(contentDir);
  if (existsSync(join(caseDir, 'docs'))) {
    // Every folder of the case: the docs, and what they import (`src/` for `@site/src/...`).
    for (const entry of await readdir(caseDir, { withFileTypes: true })) if (entry.isDirectory()) await cp(join(caseDir, entry.name), join(contentDir, entry.name), { recursive: true });
  } else {
    const input = existsSync(join(caseDir, 'input.mdx')) ? 'input.mdx' : 'input.md';
    await cp(join(caseDir, input), join(contentDir, 'docs', input));
  }
  // `config.json`: build options of the case (the site's `components`, say).
  const config = existsSync(join(caseDir, 'config.json')) ? (JSON.parse(await readFile(join(caseDir, 'config.json'), 'utf8')) as Partial<BuildContentOptions>) : {};
  return buildContent({ ...config, contentDir, baseUrl: '/doc/', git: false, highlighter, labelRoot: contentDir });
}

async function expectFile(path: string, actual: string) {
  if (!existsSync(path)) {
    if (!update) throw new Error(`Missing expectation ${path}; run with UPDATE_FIXTURES=1 and review it.`);
    await writeFile(path, actual);
  }
  expect(actual).toBe(await readFile(path, 'utf8'));
}

const cases = (await readdir(fixturesDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);

describe('given the fixture folders', () => {
  for (const name of cases.filter((c) => !c.startsWith('err-'))) {
    it(`should render ${name} as pinned in output.json`, async () => {
      const result = await runCase(name);
      expect(result.errors.map((e) => e.format())).toEqual([]);
      const doc = result.docs[0];
      expect(doc).toBeDefined();
      // Copied files besides JSON and CSS (images) are pinned too, when a case has any.
      const assets = [...result.files.keys()].filter((path) => !/\.(?:json|css)$/.test(path));
      const pinned = { title: doc?.title, description: doc?.description, toc: doc?.toc, body: doc?.body, ...(doc?.components ? { components: doc.components } : {}), ...(assets.length > 0 ? { assets } : {}) };
      await expectFile(join(fixturesDir, name, 'output.json'), `${JSON.stringify(pinned, null, 2)}\n`);
      // Cases named `warn-*` pin their warnings; every other case must have none.
      const warnings = result.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`);
      if (name.startsWith('warn-')) await expectFile(join(fixturesDir, name, 'warnings.txt'), `${warnings.join('\n')}\n`);
      else expect(warnings).toEqual([]);
    });
  }
  for (const name of cases.filter((c) => c.startsWith('err-'))) {
    it(`should report the pinned errors for ${name}`, async () => {
      const result = await runCase(name);
      expect(result.errors.length).toBeGreaterThan(0);
      await expectFile(join(fixturesDir, name, 'errors.txt'), `${result.errors.map((e) => e.format()).join('\n')}\n`);
    });
  }
});
