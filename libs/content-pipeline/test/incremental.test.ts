import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createMemoryDocCache, type ContentBuild } from '../src/index.js';

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

  it('should do the same with an in-memory cache (the dev server)', async () => {
    const cache = createMemoryDocCache();
    const options = { contentDir: dir, baseUrl: '/doc/', git: false, labelRoot: dir, cache } as const;
    const first = await buildContent(options);
    const again = await buildContent(options);
    expect(again.stats).toMatchObject({ processed: 0, cached: 2 });
    expect(css(again)).toBe(css(first));
  });
});
