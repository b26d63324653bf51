// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serveFixture, SOURCES } from '../../test/fixture.js';
import { createEngine } from './engine.js';

const OPTIONS = { snippetLength: 50, languages: ['en'], removeDefaultStopWords: true, synonyms: [] };
const shardsOf = (requests: readonly string[]) => requests.filter((r) => r.includes('.terms-'));

// A prefetch asks for its shards at once (each load starts with its request), and a search that
// needs one of them while it is still on its way waits for that request: nothing to wait for here.

describe('given a reader typing a word, one letter at a time', () => {
  it('should fetch between keystrokes the shards the next letters need, so that they wait for no download', async () => {
    // Small shards: a letter's words span a few of them.
    const fixture = serveFixture({ shardBytes: 300 });
    const url = `http://localhost${fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, fixture.fetch);
    const typed = 'launch';
    let waited = 0;
    for (let n = 1; n <= typed.length; n += 1) {
      const before = shardsOf(fixture.requests).length;
      await engine.search({ url, query: typed.slice(0, n), limit: 8, exhaustive: false });
      // After the first letter, the next ones find their shards loaded.
      if (n > 1) waited += shardsOf(fixture.requests).length - before;
      engine.prefetch();
    }
    expect(waited).toBe(0);
    const results = await engine.search({ url, query: typed, limit: 8, exhaustive: false });
    expect(results.hits.length).toBeGreaterThan(0);
  });

  it('should fetch nothing more when the word could go too many ways (a letter of a large site)', async () => {
    const fixture = serveFixture({ shardBytes: 60 }, SOURCES);
    const url = `http://localhost${fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, fixture.fetch);
    await engine.search({ url, query: 's', limit: 8, exhaustive: false });
    const before = shardsOf(fixture.requests).length;
    engine.prefetch();
    // The shards of every word starting with "s" are more than the engine fetches ahead.
    expect(shardsOf(fixture.requests).length).toBe(before);
  });
});
