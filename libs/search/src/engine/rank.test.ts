// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serveFixture } from '../../test/fixture.js';
import type { SearchSource } from '../build/index.js';
import { createEngine } from './engine.js';

const WORDS = ['gpu', 'node', 'volume', 'mount', 'token', 'cluster', 'image', 'region', 'quota', 'kernel', 'maxTokens', 'gpu_count'];
const OPTIONS = { snippetLength: 50, languages: ['en'], removeDefaultStopWords: true, synonyms: [] };

const phrase = (indexes: readonly number[]) => indexes.map((i) => WORDS[i % WORDS.length]).join(' ');
const page = fc.record({
  title: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  intro: fc.array(fc.nat(), { maxLength: 12 }),
  sections: fc.array(fc.record({ heading: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }), text: fc.array(fc.nat(), { maxLength: 15 }) }), { maxLength: 3 }),
});
const site = fc.array(page, { minLength: 5, maxLength: 60 }).map((pages) =>
  pages.map(
    (p, i): SearchSource => ({
      docId: `p${i}`,
      url: `/doc/p${i}`,
      title: phrase(p.title),
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: [{ id: '', heading: '', level: 1, text: phrase(p.intro) }, ...p.sections.map((s, k) => ({ id: `s${k}`, heading: phrase(s.heading), level: 2, text: phrase(s.text) }))],
    }),
  ),
);
const query = fc.array(fc.nat({ max: WORDS.length - 1 }), { minLength: 1, maxLength: 3 }).map((words) => phrase(words));

describe('given any site and query, with terms split into heads and tails', () => {
  it('should give the search box exactly the first hits of the complete ranking', async () => {
    // Runs where the box's hits were final from the heads alone, where they needed tails, and where
    // they needed fewer tiers of the tails than the complete ranking: all happen.
    let fromHeads = 0;
    let withTails = 0;
    let fewerTiers = 0;
    await fc.assert(
      fc.asyncProperty(site, query, fc.integer({ min: 1, max: 8 }), async (sources, q, limit) => {
        const fixture = serveFixture({ headPostings: 3 }, sources);
        const url = `http://localhost${fixture.built.indexUrl}`;
        const box = await createEngine(OPTIONS, fixture.fetch).search({ url, query: q, limit, exhaustive: false });
        const tails = fixture.requests.filter((r) => r.includes('.tail-')).length;
        const hasTails = [...fixture.built.files.keys()].some((p) => p.includes('.tail-'));
        if (hasTails && tails === 0) fromHeads += 1;
        if (tails > 0) withTails += 1;
        const page = await createEngine(OPTIONS, fixture.fetch).search({ url, query: q, limit: 1000, exhaustive: true });
        if (fixture.requests.filter((r) => r.includes('.tail-')).length > 2 * tails) fewerTiers += 1;
        expect(box.hits.map((h) => h.url)).toEqual(page.hits.slice(0, limit).map((h) => h.url));
        expect(page.total).toBe(page.hits.length);
      }),
      { numRuns: 60 },
    );
    expect(fromHeads).toBeGreaterThan(0);
    expect(withTails).toBeGreaterThan(0);
    expect(fewerTiers).toBeGreaterThan(0);
  }, 60_000);
});

describe('given an engine that has already loaded tails, and any query', () => {
  it('should rank with as few loaded tiers as settle the first hits, and give the complete ranking\'s first hits', async () => {
    await fc.assert(
      fc.asyncProperty(site, fc.array(query, { minLength: 1, maxLength: 4 }), query, fc.integer({ min: 1, max: 8 }), async (sources, earlier, q, limit) => {
        const fixture = serveFixture({ headPostings: 3 }, sources);
        const url = `http://localhost${fixture.built.indexUrl}`;
        const engine = createEngine(OPTIONS, fixture.fetch);
        // Earlier searches of the search page load every tier of their terms' tails.
        for (const e of earlier) await engine.search({ url, query: e, limit: 8, exhaustive: true });
        const box = await engine.search({ url, query: q, limit, exhaustive: false });
        const page = await createEngine(OPTIONS, fixture.fetch).search({ url, query: q, limit: 1000, exhaustive: true });
        expect(box.hits.map((h) => h.url)).toEqual(page.hits.slice(0, limit).map((h) => h.url));
        // A total is given only when it counts every hit.
        if (box.total !== null) expect(box.total).toBe(page.total);
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('given one engine that a reader types into, letter by letter', () => {
  it('should give at every letter the hits a fresh engine gives (what it kept from the letters before changes nothing)', async () => {
    await fc.assert(
      fc.asyncProperty(site, fc.array(query, { minLength: 1, maxLength: 2 }), async (sources, queries) => {
        const fixture = serveFixture({ headPostings: 3 }, sources);
        const url = `http://localhost${fixture.built.indexUrl}`;
        const engine = createEngine(OPTIONS, fixture.fetch);
        for (const q of queries) {
          for (let n = 1; n <= q.length; n += 1) {
            const typed = q.slice(0, n);
            const kept = await engine.search({ url, query: typed, limit: 8, exhaustive: false });
            const fresh = await createEngine(OPTIONS, fixture.fetch).search({ url, query: typed, limit: 8, exhaustive: false });
            expect([typed, kept.hits.map((h) => [h.url, h.score])]).toEqual([typed, fresh.hits.map((h) => [h.url, h.score])]);
          }
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
