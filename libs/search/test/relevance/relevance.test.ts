// @vitest-environment node
/**
 * Relevance on a small Chinese site: segmentation at index and query time, and queries mixing
 * English and Chinese. Our own site's suite (121 queries over content/docs) runs in
 * tools/test/search-relevance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createSearchClient } from '../../src/index.js';
import { serveFixture } from '../fixture.js';
import { CHINESE_CASES } from './cases.js';
import { CHINESE_SOURCES } from './chinese-fixture.js';
import { rankCases, report } from './score.js';

describe('given a Chinese site', () => {
  it('should rank the expected page (and section) in the top 3 for every Chinese and mixed query', async () => {
    const fixture = serveFixture({}, CHINESE_SOURCES);
    const client = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: 'http://localhost/doc/' });
    const results = await rankCases((query, limit) => client.search(query, { limit }), CHINESE_CASES);
    console.log(report(results));
    expect(results.filter((r) => r.rank === null || r.rank > 3).map((r) => r.case.query)).toEqual([]);
  });
});
