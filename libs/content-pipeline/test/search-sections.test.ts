/**
 * Search sections of the fixture cases that pin them (`search.json`): every visible text of a doc,
 * under the section it appears in. Run with UPDATE_FIXTURES=1 to write a missing expectation, then
 * review it.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/index.js';

const fixturesDir = join(import.meta.dirname, 'fixtures');
const update = process.env['UPDATE_FIXTURES'] === '1';
const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

const cases = (await readdir(fixturesDir, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name.startsWith('search-')).map((d) => d.name);

describe('given docs with text in components, admonitions, tables, code and raw HTML', () => {
  it.each(cases)('should index every visible text of %s under its section', async (name) => {
    const caseDir = join(fixturesDir, name);
    const contentDir = await mkdtemp(join(tmpdir(), `hpc-search-${name}-`));
    temps.push(contentDir);
    const input = existsSync(join(caseDir, 'input.mdx')) ? 'input.mdx' : 'input.md';
    await cp(join(caseDir, input), join(contentDir, 'docs', input));
    const result = await buildContent({ contentDir, baseUrl: '/doc/', git: false });
    expect(result.errors.map((e) => e.format())).toEqual([]);
    const actual = `${JSON.stringify(result.search[0]?.sections, null, 2)}\n`;
    const expected = join(caseDir, 'search.json');
    if (!existsSync(expected)) {
      if (!update) throw new Error(`Missing expectation ${expected}; run with UPDATE_FIXTURES=1 and review it.`);
      await writeFile(expected, actual);
    }
    expect(actual).toBe(await readFile(expected, 'utf8'));
  });
});
