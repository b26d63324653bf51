import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createMemoryDocCache, openMemoryDocCache, type ContentBuild } from '../src/index.js';

let dir: string;
const css = (build: ContentBuild) => String(build.files.get(build.codeCssFile));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hpc-incremental-'));
  await cp(join(import.meta.dirname, 'fixtures/code-meta/input.md'), join(dir, 'docs/code.md'));
  await cp(join(import.meta.dirname, 'fixtures/gfm/input.md'), join(dir, 'docs/gfm.md'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('given a build cache and one changed doc', () => {
  it('should reprocess only the changed doc and produce what a cold build produces, code colours included', async () => {
    const cacheFile = join(dir, 'cache.json');
    const options = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir } as const;
    await buildContent({ ...options, cacheFile });
    await appendFile(join(dir, 'docs/gfm.md'), '\nOne more line.\n');
    const warm = await buildContent({ ...options, cacheFile });
    const cold = await buildContent(options);
    expect(warm.stats).toMatchObject({ processed: 1, cached: 1 });
    expect(css(warm)).toBe(css(cold));
    expect(css(warm)).toMatch(/\.hpc-code \.s\w+\{color:/);
    expect(warm.docs).toEqual(cold.docs);
  });

  it('should keep the code blocks of a doc edited in its prose, highlighted as a cold build highlights them', async () => {
    const cacheFile = join(dir, 'memo-cache.json');
    const memoFile = join(dir, 'memo-cache.highlights');
    const options = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir } as const;
    await buildContent({ ...options, cacheFile });
    expect(existsSync(memoFile)).toBe(true);
    await appendFile(join(dir, 'docs/code.md'), '\nA line of prose after the code.\n');
    const warm = await buildContent({ ...options, cacheFile });
    const cold = await buildContent(options);
    expect(warm.stats).toMatchObject({ processed: 1, cached: 1 });
    expect(warm.docs).toEqual(cold.docs);
    expect(css(warm)).toBe(css(cold));
    // The blocks came from the kept ones: a token changed in the file shows in the next build's doc.
    const stored = JSON.parse(await readFile(memoFile, 'utf8')) as { blocks: [string, (string | [string, string])[][], string[]][] };
    for (const block of stored.blocks) block[1] = block[1].map((line) => line.map((token) => (typeof token === 'string' ? token : [token[0], 'kept-token'])));
    await writeFile(memoFile, JSON.stringify(stored));
    await appendFile(join(dir, 'docs/code.md'), '\nAnd another.\n');
    const fromMemo = await buildContent({ ...options, cacheFile });
    expect(JSON.stringify(fromMemo.docs.find((doc) => doc.id === 'code')?.body)).toContain('kept-token');
  });

  it('should write back the entries it did not change as they were read, and process again only a doc whose entry is damaged', async () => {
    const cacheFile = join(dir, 'lines-cache.json');
    const options = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir } as const;
    await buildContent({ ...options, cacheFile });
    const lines = (await readFile(cacheFile, 'utf8')).split('\n');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ version: expect.any(String) });
    const entries = lines.slice(1).filter(Boolean);
    expect(entries).toHaveLength(2);
    // Nothing changed: the same file.
    await buildContent({ ...options, cacheFile });
    expect((await readFile(cacheFile, 'utf8')).split('\n')).toEqual(lines);
    // One entry damaged: that doc is processed again, the other comes from the cache.
    const [damaged = '', sound = ''] = entries;
    await writeFile(cacheFile, [lines[0], `${damaged.slice(0, damaged.indexOf('\t'))}\t{"not json`, sound, ''].join('\n'));
    const repaired = await buildContent({ ...options, cacheFile });
    expect(repaired.stats).toMatchObject({ processed: 1, cached: 1 });
    expect(repaired.docs).toEqual((await buildContent(options)).docs);
    // A cache of another version (the older single-JSON layout) is not read.
    await writeFile(cacheFile, JSON.stringify({ version: '7', entries: {} }));
    expect((await buildContent({ ...options, cacheFile })).stats).toMatchObject({ processed: 2, cached: 0 });
  });

  it('should do the same with an in-memory cache (the dev server)', async () => {
    const cache = createMemoryDocCache();
    const options = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir, cache } as const;
    const first = await buildContent(options);
    const again = await buildContent(options);
    expect(again.stats).toMatchObject({ processed: 0, cached: 2 });
    expect(css(again)).toBe(css(first));
  });

  it('should start an in-memory cache from the cache file a build keeps, write that file after its first build only, and keep the rest in memory', async () => {
    const cacheFile = join(dir, 'dev-cache.json');
    const base = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir, threads: 0 } as const;
    // A dev server started with no cache file: it processes everything and writes the file.
    const cold = await openMemoryDocCache(cacheFile);
    expect((await buildContent({ ...base, cache: cold })).stats).toMatchObject({ processed: 2, cached: 0 });
    const written = await readFile(cacheFile, 'utf8');
    // The next dev server starts from that file: nothing to process.
    const cache = await openMemoryDocCache(cacheFile);
    const first = await buildContent({ ...base, cache });
    expect(first.stats).toMatchObject({ processed: 0, cached: 2 });
    // An edit is processed in memory; the file stays as the first build wrote it.
    await appendFile(join(dir, 'docs/gfm.md'), '\nA line from the dev server.\n');
    const edited = await buildContent({ ...base, cache });
    expect(edited.stats).toMatchObject({ processed: 1, cached: 1 });
    expect(await readFile(cacheFile, 'utf8')).toBe(written);
    expect((await buildContent({ ...base, cache })).stats).toMatchObject({ processed: 0, cached: 2 });
    const scratch = await buildContent(base);
    expect(edited.docs).toEqual(scratch.docs);
    // The page files too, whose texts an in-memory build keeps for the docs that did not change.
    expect(edited.files).toEqual(scratch.files);
  });

  it("should write a doc's page file again when a neighbour's title changes, in memory as from scratch", async () => {
    const cache = createMemoryDocCache();
    const scratch = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir, threads: 0 } as const;
    const base = { ...scratch, cache };
    await buildContent(base);
    const before = await buildContent(base);
    const text = await readFile(join(dir, 'docs/gfm.md'), 'utf8');
    await writeFile(join(dir, 'docs/gfm.md'), `---\ntitle: A Renamed Neighbour\n---\n\n${text}`);
    const after = await buildContent(base);
    const cold = await buildContent(scratch);
    expect(after.files).toEqual(cold.files);
    // code.md did not change, but its page links its renamed neighbour.
    const codeFile = (build: ContentBuild) => [...build.files].find(([path]) => path.includes('/code.'))?.[1];
    expect(codeFile(after)).not.toEqual(codeFile(before));
    await writeFile(join(dir, 'docs/gfm.md'), text);
  });
});
