/**
 * Our site's search relevance suite (tools/search-relevance/site-cases.ts): 122 queries a reader
 * types, over content/docs, on the index the site build writes (its own search options and
 * synonyms), searched by the engine a reader's browser runs. Prints success@1, success@3 and
 * MRR@8 per kind of query; fails under success@1 0.95. Also: the search box and the search page
 * give the same first hits for every query, the box shows at least three pages when three match,
 * and the site's glossary takes Chinese queries to the English pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../libs/search/src/engine/engine.js';
import { rankCases, report, summarize } from '../../libs/search/test/relevance/score.js';
import { SITE_SUITE } from '../search-relevance/site-cases.js';
import { buildSiteIndex, type SiteIndex } from '../search-relevance/site-index.js';

let index: SiteIndex;
let engine: Engine;

beforeAll(async () => {
  index = await buildSiteIndex();
  engine = createEngine(index.options, index.fetch);
}, 120_000);

describe('given our docs built into the index with the site search options', () => {
  it('should put the expected page and section first for at least 95% of the suite', async () => {
    const results = await rankCases(async (query, limit) => (await engine.search({ url: index.url, query, limit, exhaustive: false })).hits, SITE_SUITE);
    console.log(report(results));
    expect(SITE_SUITE.length).toBeGreaterThanOrEqual(80);
    expect(summarize(results).successAt1).toBeGreaterThanOrEqual(0.95);
  });

  it('should cover every kind of query', () => {
    const kinds = new Set(SITE_SUITE.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['identifier', 'navigational', 'path', 'task', 'typo', 'vocabulary']);
  });

  it('should show in the box at least three pages for every query that three pages match', async () => {
    for (const { query } of SITE_SUITE) {
      const box = await engine.search({ url: index.url, query, limit: 8, exhaustive: false });
      const page = await engine.search({ url: index.url, query, limit: 8, exhaustive: true });
      const pages = new Set(box.hits.map((h) => h.pageUrl)).size;
      expect(pages, query).toBeGreaterThanOrEqual(Math.min(3, page.total ?? 0));
    }
  });

  it('should take Chinese queries to the English pages through the site glossary', async () => {
    const pages = async (query: string) => (await engine.search({ url: index.url, query, limit: 8, exhaustive: false })).hits.map((h) => h.pageUrl);
    const first = async (query: string) => (await pages(query))[0];
    expect(await first('账单')).toBe('/doc/docs/billing/');
    expect((await pages('GPU 价格')).slice(0, 3)).toContain('/doc/docs/billing/');
    expect(await first('镜像')).toBe('/doc/docs/docker/');
    expect(await first('数据卷')).toMatch(/^\/doc\/docs\/(api\/)?storage\//);
  });

  it('should give the search box the first 8 hits of the search page for every query', async () => {
    for (const { query } of SITE_SUITE) {
      const box = await createEngine(index.options, index.fetch).search({ url: index.url, query, limit: 8, exhaustive: false });
      const page = await createEngine(index.options, index.fetch).search({ url: index.url, query, limit: 20, exhaustive: true });
      expect(box.hits.map((h) => h.url), query).toEqual(page.hits.slice(0, 8).map((h) => h.url));
    }
  });
});
