import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveDocuments, type IndexEntry, type PageDocument } from '../format.js';
import { SOURCES } from '../../test/fixture.js';
import { buildSearchIndex, checkSearchBudget, searchFirstTierBudget } from './index.js';

const parse = (text: string | undefined): IndexEntry[] => JSON.parse(text ?? 'null') as IndexEntry[];

describe('given the fixture docs', () => {
  const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/' });
  const firstPath = built.indexUrl.replace(/^\/doc\//, '');

  it('should name the first file with a content hash under assets/search', () => {
    expect(firstPath).toMatch(/^assets\/search\/search-index\.[0-9a-f]{10}\.json$/);
    expect(built.files.has(firstPath)).toBe(true);
  });

  it('should write a list of {documents, index} entries, one per small hit type, plus the content placeholder', () => {
    const entries = parse(built.files.get(firstPath));
    expect(entries.map((e) => e.type)).toEqual(['title', 'keywords', 'heading', 'description', 'content']);
    for (const entry of entries.slice(0, 4)) {
      expect(entry.documents.length).toBeGreaterThan(0);
      // Built in the browser from the documents: shipping it would double the first download.
      expect(entry.index).toBeNull();
    }
    expect(entries[4]).toEqual(expect.objectContaining({ documents: [], index: null }));
  });

  it('should store each page once (u, t, b) and point sections at it (p, s; h only when not derivable)', () => {
    const [title, , heading] = parse(built.files.get(firstPath));
    expect(title?.documents[0]).toEqual({ u: '/doc/docs/api/instance/launch', t: 'Launch instance', b: ['API', 'Instance'] });
    expect(heading?.documents[0]).toEqual({ p: 0, s: 'Request' });
    expect(heading?.documents).toContainEqual({ p: 3, s: '部署步骤', h: 'bu-shu' });
  });

  it('should resolve stored documents to the hit fields u, t, s, b, h', () => {
    const [title, , heading] = parse(built.files.get(firstPath));
    const pages = (title?.documents ?? []) as PageDocument[];
    expect(resolveDocuments('heading', heading?.documents ?? [], pages)[0]).toEqual({
      u: '/doc/docs/api/instance/launch',
      t: 'Launch instance',
      s: 'Request',
      b: ['API', 'Instance'],
      h: 'request',
    });
  });

  it('should keep section text out of the first file and in hashed content shards', () => {
    const first = built.files.get(firstPath) ?? '';
    expect(first).not.toContain('init_process_group');
    const shards = parse(first)[4]?.shards ?? [];
    expect(shards).toHaveLength(1);
    expect(shards[0]).toMatch(/^search-index\.content-0\.[0-9a-f]{10}\.json$/);
    const shard = parse(built.files.get(`assets/search/${shards[0] ?? ''}`));
    expect(shard[0]?.type).toBe('content');
    expect(shard[0]?.documents.map((d) => ('x' in d ? d.x : undefined))).toContain(SOURCES[2]?.sections[0]?.text);
  });

  it('should report gzipped sizes that match the files', () => {
    const stats = built.stats.indexes[0];
    expect(stats?.firstTierGzipBytes).toBeGreaterThan(0);
    expect(stats?.pages).toBe(4);
    expect(built.stats.files).toBe(2);
    expect(stats?.firstTierGzipBytes).toBe(gzipSync(built.files.get(firstPath) ?? '').byteLength);
  });

  it('should produce the same names for the same input (deterministic hashes)', () => {
    expect(buildSearchIndex(SOURCES, { baseUrl: '/doc/' }).indexUrl).toBe(built.indexUrl);
  });
});

describe('given a small shard size', () => {
  it('should split content over several shards', () => {
    const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/', contentShardBytes: 100 });
    expect(built.stats.indexes[0]?.shards).toBeGreaterThan(1);
  });
});

describe('given contexts', () => {
  it('should write one index per context holding only its docs', () => {
    const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/', contexts: ['docs/api'] });
    const url = built.contextIndexUrls['docs/api'] ?? '';
    expect(url).toMatch(/^\/doc\/assets\/search\/search-index-docs-api\.[0-9a-f]{10}\.json$/);
    expect(built.stats.indexes.map((s) => [s.context, s.pages])).toEqual([['', 4], ['docs/api', 2]]);
  });
});

describe('when checking the budget', () => {
  const { stats } = buildSearchIndex(SOURCES, { baseUrl: '/doc/' });

  it('should pass under the budget', () => {
    expect(() => checkSearchBudget(stats, { firstTierGzipMax: 1_000_000 })).not.toThrow();
  });

  it('should throw a clear error over the budget', () => {
    expect(() => checkSearchBudget(stats, { firstTierGzipMax: 10 })).toThrow(
      /^@hpcdocs\/search: the first search index file for all docs \(4 pages\) is \d+ bytes gzipped, over the budget of 10 bytes/,
    );
  });

  it('should default to the reader budgets: 30 KB at 30 pages, 150 KB at 1,000, linear in between', () => {
    expect(searchFirstTierBudget(4)).toBe(30 * 1024);
    expect(searchFirstTierBudget(30)).toBe(30 * 1024);
    expect(searchFirstTierBudget(1000)).toBe(150 * 1024);
    expect(searchFirstTierBudget(515)).toBe(90 * 1024);
    expect(() => checkSearchBudget({ ...stats, indexes: stats.indexes.map((s) => ({ ...s, pages: 30, firstTierGzipBytes: 30 * 1024 + 1 })) })).toThrow(/over the budget of 30720 bytes/);
  });
});
