// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
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

  it('should fetch a few shards, those where the likeliest next letters start, when the word could go many ways and the reader pauses', async () => {
    const fixture = serveFixture({ shardBytes: 60 }, SOURCES);
    const url = `http://localhost${fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, fixture.fetch);
    await engine.search({ url, query: 's', limit: 8, exhaustive: false });
    const before = shardsOf(fixture.requests).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      engine.prefetch();
      // A guess waits until the engine has been idle a moment: a fast typist's next key comes first.
      expect(shardsOf(fixture.requests).length).toBe(before);
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    const fetched = shardsOf(fixture.requests).slice(before);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThanOrEqual(4);
    // "se" is likelier than "sz": with a shard of its own among the candidates, it comes first.
    const requests = fixture.requests.length;
    await engine.search({ url, query: 'se', limit: 8, exhaustive: false });
    expect(shardsOf(fixture.requests.slice(requests))).toEqual([]);
  });

  it('should not fetch a guess when the next keystroke comes before the engine has been idle', async () => {
    const fixture = serveFixture({ shardBytes: 60 }, SOURCES);
    const url = `http://localhost${fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, fixture.fetch);
    await engine.search({ url, query: 's', limit: 8, exhaustive: false });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      engine.prefetch();
      const search = engine.search({ url, query: 'se', limit: 8, exhaustive: false });
      const before = shardsOf(fixture.requests).length;
      vi.runAllTimers();
      expect(shardsOf(fixture.requests).length).toBe(before);
      await search;
    } finally {
      vi.useRealTimers();
    }
  });

  it("should fetch the shards of the pair with the word before, which the next letter's query also reads", async () => {
    const fixture = serveFixture({ shardBytes: 300 });
    const url = `http://localhost${fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, fixture.fetch);
    // Typing the second word: its pair with "launch" is searched at every keystroke.
    for (const query of ['launch', 'launch i', 'launch in']) {
      await engine.search({ url, query, limit: 8, exhaustive: false });
      engine.prefetch();
    }
    const before = shardsOf(fixture.requests).length;
    await engine.search({ url, query: 'launch ins', limit: 8, exhaustive: false });
    expect(shardsOf(fixture.requests).length).toBe(before);
  });
});

describe('given a reader on a data-saver connection', () => {
  it('should fetch nothing ahead (the spec skips prefetching on 2g and data-saver connections)', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true, effectiveType: '4g' } });
    try {
      const fixture = serveFixture({ shardBytes: 300 });
      const url = `http://localhost${fixture.built.indexUrl}`;
      const engine = createEngine(OPTIONS, fixture.fetch);
      await engine.search({ url, query: 'la', limit: 8, exhaustive: false });
      const before = shardsOf(fixture.requests).length;
      engine.prefetch();
      expect(shardsOf(fixture.requests).length).toBe(before);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given shards fetched ahead that are still on their way when the next query starts', () => {
  /** The fixture's files, each answered only when released: a slow network the test controls. */
  function slowNetwork() {
    const fixture = serveFixture({ shardBytes: 300 });
    const held: { url: string; signal: AbortSignal | undefined; release: () => void }[] = [];
    let holding = false;
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (!holding || !String(input).includes('.terms-')) return fixture.fetch(input, init);
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        held.push({ url: String(input), signal: init?.signal ?? undefined, release: () => resolve(fixture.fetch(input, init)) });
      });
    }) as typeof globalThis.fetch;
    return { fixture, fetch, held, hold: () => (holding = true) };
  }

  it("should stop those the query does not need, so that they do not hold up its own, and reuse those it does without fetching them again", async () => {
    const network = slowNetwork();
    const url = `http://localhost${network.fixture.built.indexUrl}`;
    const engine = createEngine(OPTIONS, network.fetch);
    await engine.search({ url, query: 'i', limit: 8, exhaustive: false });
    network.hold();
    engine.prefetch();
    const ahead = network.held.filter((h) => h.url.includes('.terms-'));
    expect(ahead.length).toBeGreaterThan(1);
    const search = engine.search({ url, query: 'ins', limit: 8, exhaustive: false });
    // The query's own shards are among those fetched ahead: it waits for them, and the others stop.
    await vi.waitFor(() => expect(ahead.filter((h) => h.signal?.aborted).length).toBeGreaterThan(0));
    expect(ahead.filter((h) => !h.signal?.aborted).length).toBeGreaterThan(0);
    // The query asked for none of the shards it found fetched ahead again.
    const own = network.held.slice(ahead.length).map((h) => h.url);
    expect(own.filter((u) => ahead.some((h) => h.url === u && !h.signal?.aborted))).toEqual([]);
    network.held.filter((h) => !h.signal?.aborted).forEach((h) => h.release());
    const results = await search;
    expect(results.hits.length).toBeGreaterThan(0);
  });
});
