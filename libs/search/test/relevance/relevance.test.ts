// @vitest-environment node
/**
 * The relevance suite, run on the index the site build writes: our docs through the content
 * pipeline, then `buildSearchIndex` with the site's own search options (apps/docs/hpcdocs.config.ts),
 * searched with the client a reader's browser runs.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContent } from '@hpcdocs/content-pipeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient, type SearchClient, type SearchOptionsInput } from '../../src/index.js';
import type { SearchSource } from '../../src/build/index.js';
import { serveFixture } from '../fixture.js';
import { CHINESE_CASES } from './cases.js';
import { CHINESE_SOURCES } from './chinese-fixture.js';
import { rankCases, report, summarize } from './score.js';
import { SITE_SUITE } from './site-cases.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const CONTENT_DIR = resolve(ROOT, 'content');
const SITE_CONFIG = resolve(ROOT, 'apps/docs/hpcdocs.config.ts');

function clientFor(sources: readonly SearchSource[], options: SearchOptionsInput = {}): SearchClient {
  const fixture = serveFixture(options, sources);
  return createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', options, fetch: fixture.fetch, pageUrl: 'http://localhost/doc/' });
}

describe('given our docs built into the index with the site search options', () => {
  let site: SearchClient;
  let chinese: SearchClient;

  beforeAll(async () => {
    // The config file is data plus a type import; its search options are the ones the site builds with.
    const config = ((await import(pathToFileURL(SITE_CONFIG).href)) as { default: { search?: SearchOptionsInput } }).default;
    const content = await buildContent({ contentDir: CONTENT_DIR, baseUrl: '/doc/', extraRoutes: ['/doc/', '/doc/search/'], git: false });
    expect(content.errors).toEqual([]);
    site = clientFor(content.search, config.search ?? {});
    chinese = clientFor(CHINESE_SOURCES);
  }, 120_000);

  it('should put the expected page and section first for at least 95% of the suite', async () => {
    const results = await rankCases((query, limit) => site.search(query, { limit }), SITE_SUITE);
    console.log(report(results));
    expect(SITE_SUITE.length).toBeGreaterThanOrEqual(80);
    expect(summarize(results).successAt1).toBeGreaterThanOrEqual(0.95);
  });

  it('should rank the Chinese and mixed queries of the fixture in the top 3', async () => {
    const results = await rankCases((query, limit) => chinese.search(query, { limit }), CHINESE_CASES);
    console.log(report(results));
    expect(results.filter((r) => r.rank === null || r.rank > 3).map((r) => r.case.query)).toEqual([]);
  });

  it('should cover every kind of query', () => {
    const kinds = new Set(SITE_SUITE.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['identifier', 'navigational', 'path', 'task', 'typo', 'vocabulary']);
  });
});
