// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serveFixture } from '../test/fixture.js';
import { createSearchClient } from './client.js';
import { toWellFormed } from './tokenizer.js';

const fixture = serveFixture();
const client = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: 'http://localhost/doc/docs/' });

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '.*+?^${}()|[]\\',
  '(((((((((((a',
  'a'.repeat(10_000),
  `${'instance '.repeat(2_000)}`,
  '\uD800',
  'gpu\uDC00launch',
  '\u0000\u200B\uFEFF',
  '__proto__ constructor prototype',
  '部署'.repeat(3_000),
];

describe('given hostile queries', () => {
  it.each(HOSTILE.map((q) => [q.length > 40 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))('should resolve without throwing for %s', async (_, query) => {
    const hits = await client.search(query);
    expect(Array.isArray(hits)).toBe(true);
    expect(hits.length).toBeLessThanOrEqual(8);
  });

  it('should answer a 10,000-character query quickly', async () => {
    await client.load();
    const start = performance.now();
    await client.search('x'.repeat(10_000));
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('should never put query text into hit urls other than as encoded _highlight values', async () => {
    const highlighting = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: 'http://localhost/doc/', options: { highlightSearchTermsOnTargetPage: true } });
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (junk) => {
        for (const hit of await highlighting.search(`launch ${junk}`)) {
          const url = new URL(highlighting.hitUrl(hit, `launch ${junk}`), 'http://localhost');
          expect(url.origin).toBe('http://localhost');
          expect(url.pathname).toBe(hit.pageUrl);
          expect(url.hash).toBe(hit.anchor ? `#${hit.anchor}` : '');
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('given any string as a query', () => {
  it('should resolve to at most the limit of hits with well-formed snippets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (query) => {
        const hits = await client.search(query);
        expect(hits.length).toBeLessThanOrEqual(8);
        for (const hit of hits) expect(toWellFormed(hit.snippet)).toBe(hit.snippet);
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
