import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchSource } from '@hpcdocs/search/build';
import { devSearchIndexer } from './dev-search.js';

const page = (n: number, text: string): SearchSource => ({ docId: `d${n}`, url: `/doc/docs/d${n}`, title: `Doc ${n}`, description: '', keywords: [], breadcrumbs: [], sections: [{ id: 'intro', heading: 'Intro', level: 2, text }] });
const site = (edit: string) => [page(0, `Launch a GPU instance. ${edit}`), page(1, 'Attach a volume to it.'), page(2, 'Read the bill.')];
const options = { baseUrl: '/doc/' };

describe('given the dev server indexing a site, then an edit', () => {
  it('should serve the newest index and the one before by URL path, and nothing older', async () => {
    const indexer = devSearchIndexer('/doc/');
    expect(indexer.current).toBeUndefined();
    const first = await indexer.build(site(''), options);
    const second = await indexer.build(site('Now with quotas.'), options);
    const third = await indexer.build(site('Now with quotas and regions.'), options);
    expect(third.url).not.toBe(second.url);
    expect(indexer.current).toBe(third);
    // A page opened before the last edit still gets the files of its index.
    for (const path of second.files.keys()) expect(indexer.file(path)).toBe(second.files.get(path));
    for (const path of third.files.keys()) expect(indexer.file(path)).toBe(third.files.get(path));
    expect(indexer.file(first.url)).toBeUndefined();
    expect(indexer.file(third.url)).toContain('"schemaVersion"');
  });

  it('should build the next index after a failed one, keeping the last good one served', async () => {
    const indexer = devSearchIndexer('/doc/');
    const good = await indexer.build(site(''), options);
    // Sources that the builder cannot read: a page without sections.
    await expect(indexer.build([{ ...page(3, ''), sections: undefined } as unknown as SearchSource], options)).rejects.toThrow();
    expect(indexer.current).toBe(good);
    const next = await indexer.build(site('Again.'), options);
    expect(indexer.current).toBe(next);
  });
});

describe('given the analyses file a build keeps', () => {
  it('should start from it, write its own once, and build the same index from it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-dev-search-'));
    try {
      const file = join(dir, 'content-cache.search-analyses');
      const first = devSearchIndexer('/doc/', file);
      const built = await first.build(site(''), options);
      const written = await readFile(file);
      expect(written.byteLength).toBeGreaterThan(0);
      await first.build(site('An edit.'), options);
      // Later builds of the same server keep theirs in memory.
      expect(await readFile(file)).toEqual(written);
      const again = await devSearchIndexer('/doc/', file).build(site(''), options);
      expect([...again.files]).toEqual([...built.files]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
