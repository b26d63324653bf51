// @vitest-environment node
import { resolve } from 'node:path';
import { buildContent } from '@hpcdocs/content-pipeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient, type SearchClient } from '../../src/index.js';
import type { SearchSource } from '../../src/build/index.js';
import { serveFixture } from '../fixture.js';
import { CHINESE_CASES, SITE_CASES } from './cases.js';
import { CHINESE_SOURCES } from './chinese-fixture.js';
import { rankCases, summarize, type CaseResult } from './score.js';

const CONTENT_DIR = resolve(import.meta.dirname, '../../../../content');

function clientFor(sources: readonly SearchSource[]): SearchClient {
  const fixture = serveFixture({}, sources);
  return createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: 'http://localhost/doc/' });
}

function report(results: readonly CaseResult[]): string {
  const misses = results.filter((r) => r.rank === null || r.rank > 3);
  const lines = misses.map((r) => `  miss: "${r.case.query}" -> ${r.case.page}${r.case.anchor ? `#${r.case.anchor}` : ''} (rank ${r.rank ?? '-'}; top: ${r.top.join(', ')})`);
  return [summarize(results).line, ...lines].join('\n');
}

describe('given the real site content built through the content pipeline', () => {
  let site: SearchClient;
  let chinese: SearchClient;

  beforeAll(async () => {
    const content = await buildContent({ contentDir: CONTENT_DIR, baseUrl: '/doc/', extraRoutes: ['/doc/', '/doc/search/'], git: false });
    expect(content.errors).toEqual([]);
    site = clientFor(content.search);
    chinese = clientFor(CHINESE_SOURCES);
  }, 120_000);

  it('should rank the expected page (and section) in the top 3 for every query', async () => {
    const results = [...(await rankCases(site, SITE_CASES)), ...(await rankCases(chinese, CHINESE_CASES))];
    const text = report(results);
    console.log(text);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(text.split('\n').slice(1)).toEqual([]);
    expect(summarize(results).mrr).toBeGreaterThan(0.85);
  });

  it('should cover typos, identifiers, paths, Chinese and a mixed query', () => {
    const kinds = new Set([...SITE_CASES, ...CHINESE_CASES].map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['chinese', 'identifier', 'mixed', 'path', 'typo', 'words']);
  });
});
