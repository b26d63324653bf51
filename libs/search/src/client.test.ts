import { describe, expect, it } from 'vitest';
import { serveFixture } from '../test/fixture.js';
import { contextOf, createSearchClient, type SearchClientConfig } from './client.js';
import { SearchIndexError } from './errors.js';
import { INDEX_SCHEMA_VERSION, type ShardFile } from './format.js';
import type { SearchSource } from './build/index.js';

const PAGE = 'http://localhost/doc/docs/';

function client(overrides: Partial<SearchClientConfig> = {}, fixture = serveFixture()) {
  return {
    fixture,
    client: createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: PAGE, ...overrides }),
  };
}

describe('given an index URL on another origin', () => {
  it("should reject with 'Unexpected version url' and fetch nothing", async () => {
    const { client: c, fixture } = client({ indexUrl: 'https://evil.example/doc/assets/search/search-index.json' });
    await expect(c.search('gpu')).rejects.toMatchObject({ message: 'Unexpected version url', code: 'cross-origin' });
    await expect(c.load()).rejects.toBeInstanceOf(SearchIndexError);
    expect(fixture.requests).toEqual([]);
  });
});

describe('given a version path outside the base URL', () => {
  it("should reject with 'Version url does not start with base url'", async () => {
    const { client: c } = client({ version: '/other/' });
    await expect(c.load()).rejects.toMatchObject({ message: 'Version url does not start with base url', code: 'version-outside-base' });
  });
});

describe('given a missing index', () => {
  it('should reject with a clear error, then load on retry', async () => {
    const fixture = serveFixture();
    let fail = true;
    const fetch: typeof globalThis.fetch = (input, init) => (fail ? Promise.resolve(new Response('', { status: 404 })) : fixture.fetch(input, init));
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.load()).rejects.toThrow(/^@hpcdocs\/search: could not load the search index from .*\(HTTP 404\)/);
    fail = false;
    await expect(c.search('launch')).resolves.not.toHaveLength(0);
  });
});

describe('given a corrupt root file', () => {
  it.each([
    ['not JSON', '{oops', /not valid/],
    ['not a list', '{"documents":[]}', /expected a list of entries/],
    ['an entry without documents or index', `[{"schemaVersion":${INDEX_SCHEMA_VERSION}}]`, /lacks documents or index/],
    ['an entry of another schema version', '[{"schemaVersion":2,"type":"title","documents":[],"index":null}]', /is not schema version/],
    ['page counts that do not add up', `[{"schemaVersion":${INDEX_SCHEMA_VERSION},"documents":{"pages":2,"sections":"B","names":"C","texts":"P","preload":true},"index":{"minisearch":{},"shards":[""],"tails":0,"files":{"shard":"","tail":"","names":"","texts":""},"synonyms":[]}}]`, /page counts do not add up/],
  ])('should reject when the file is %s', async (_, body, reason) => {
    const fetch: typeof globalThis.fetch = () => Promise.resolve(new Response(body, { status: 200 }));
    const c = createSearchClient({ indexUrl: '/doc/x.json', baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.search('gpu')).rejects.toThrow(/^@hpcdocs\/search: the search index at http:\/\/localhost\/doc\/x\.json is not valid/);
    await expect(c.search('gpu')).rejects.toThrow(reason);
  });
});

describe('given a root file whose file hashes do not match its files', () => {
  it('should reject it rather than ask for files by names that do not exist', async () => {
    const fixture = serveFixture();
    const path = fixture.built.indexUrl.replace(/^\/doc\//, '');
    const [entry] = JSON.parse(fixture.built.files.get(path) ?? '[]') as [{ index: { files: Record<string, string> } }];
    // One text file's run of hashes short.
    entry.index.files['texts'] = entry.index.files['texts']?.slice(1) ?? '';
    const fetch: typeof globalThis.fetch = () => Promise.resolve(new Response(JSON.stringify([entry]), { status: 200 }));
    const c = createSearchClient({ indexUrl: '/doc/x.json', baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.search('gpu')).rejects.toThrow(/is not valid.*hashes of its texts files do not match their number/);
  });
});

describe('given a corrupt term shard', () => {
  it('should reject naming the shard, and search again once it is whole', async () => {
    const fixture = serveFixture();
    let corrupt = true;
    const inits: (RequestInit | undefined)[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      inits.push(init);
      return corrupt && String(input).includes('.terms-') ? Promise.resolve(new Response('{"schemaVersion":3,"terms":[["gpu",1,"!!",1]]}')) : fixture.fetch(input, init);
    };
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.search('gpu')).rejects.toMatchObject({ code: 'corrupt', message: expect.stringContaining('.terms-0.') });
    corrupt = false;
    await expect(c.search('gpu')).resolves.not.toHaveLength(0);
    // Files are immutable in the HTTP cache: after a failure they are fetched past it.
    expect(inits.at(-1)).toEqual({ cache: 'reload' });
  });
});

describe('given the fixture index', () => {
  it('should load the root file once, lazily', async () => {
    const { client: c, fixture } = client();
    expect(fixture.requests).toEqual([]);
    await Promise.all([c.load(), c.load(), c.search('launch')]);
    expect(fixture.requests.filter((r) => /search-index\.[0-9a-f]+\.json$/.test(r))).toHaveLength(1);
  });

  it('should rank the page named by the query first', async () => {
    const { client: c } = client();
    const hits = await c.search('launch');
    expect(hits[0]).toEqual(expect.objectContaining({ url: '/doc/docs/api/instance/launch', title: 'Launch instance', type: 'title', breadcrumbs: ['API', 'Instance'] }));
  });

  it('should return section hits with anchor, section and a snippet of about 50 characters', async () => {
    const { client: c } = client();
    const hit = (await c.search('init_process_group')).find((h) => h.anchor === 'torchrun');
    expect(hit).toEqual(expect.objectContaining({ url: '/doc/docs/multinode/#torchrun', section: 'Using torchrun', type: 'content' }));
    expect(hit?.terms).toContain('init_process_group');
    expect(hit?.snippet).toContain('init_process_group');
    expect(hit?.snippet.length).toBeLessThanOrEqual(53);
  });

  it('should match the word being typed by prefix, and words of other forms by their stem', async () => {
    const { client: c } = client();
    expect((await c.search('multi'))[0]?.title).toBe('Multi-node jobs');
    expect((await c.search('stops'))[0]?.url).toBe('/doc/docs/api/instance/stop');
    expect((await c.search('multinode'))[0]?.title).toBe('Multi-node jobs');
  });

  it('should match a word of page text with a typo, below exact matches', async () => {
    const { client: c } = client();
    // "torchrun" is only in section text; MiniSearch finds it one edit away.
    expect((await c.search('torchrn')).map((h) => h.url)).toContain('/doc/docs/multinode/#torchrun');
    const hits = await c.search('instanse');
    expect(hits.map((h) => h.title)).toContain('Stop instance');
  });

  it('should take a typed word that is no word of the index for a typo of a longer one', async () => {
    const page = (slug: string, title: string, text: string): SearchSource => ({ docId: slug, url: `/doc/docs/${slug}`, title, description: '', keywords: [], breadcrumbs: [], sections: [{ id: 'a', heading: 'About', level: 2, text }] });
    const sources = [page('research', 'Deep research agents', 'Agents that read papers.'), page('seek', 'DeepSeek models', 'Serving DeepSeek.'), page('generate', 'Generate images', 'Images from text.')];
    const { client: c } = client({}, serveFixture({}, sources));
    // `deepsek` is not `deep` plus an ending: a typo of `deepseek`, and its page comes first.
    expect((await c.search('deepsek'))[0]?.url).toBe('/doc/docs/seek');
    // `generatin`, typed, starts no word: it is two edits from `generat` (how `generate` is indexed).
    expect((await c.search('generatin'))[0]?.url).toBe('/doc/docs/generate');
  });

  it('should find Chinese text with a Chinese query and a mixed query', async () => {
    const { client: c } = client();
    expect((await c.search('推理'))[0]?.title).toBe('DeepSeek R1 推理部署');
    expect((await c.search('模型权重')).map((h) => h.anchor)).toContain('bu-shu');
    expect((await c.search('DeepSeek 部署'))[0]?.url).toBe('/doc/docs/tutorial/deepseek-r1-inference');
  });

  it('should return at most the limit, and count every hit when asked', async () => {
    const { client: c } = client({ options: { limit: 2 } });
    expect(await c.search('instance')).toHaveLength(2);
    const { client: c2 } = client({ options: { limit: 1, searchResultLimits: 2 } });
    expect(await c2.search('instance')).toHaveLength(2);
    const all = await c.results('instance', { exhaustive: true, limit: 1 });
    expect(all.hits).toHaveLength(1);
    // The pages that have hits, not their sections: the two instance pages.
    expect(all.total).toBe(2);
  });

  it('should never show a keyword list as the snippet', async () => {
    const { client: c } = client();
    // "create instance" is a keyword of the launch page, and not in its description.
    const launch = (await c.search('create')).find((hit) => hit.pageUrl === '/doc/docs/api/instance/launch' && hit.anchor === null);
    expect(launch).toBeDefined();
    expect(launch?.snippet).not.toContain('create instance');
  });

  it('should drop a query whose signal aborts, rejecting with an AbortError', async () => {
    const { client: c } = client();
    const controller = new AbortController();
    const search = c.search('launch', { signal: controller.signal });
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    await expect(c.search('launch', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each([['<script>alert(1)</script>'], ['.*+?^${}()|[]\\'], ['a'.repeat(10_000)], ['x \uD800 y \uDC00'], [''], ['   '], ['the of and']])(
    'should never throw on the hostile query %#',
    async (query) => {
      const { client: c } = client();
      await expect(c.search(query)).resolves.toBeInstanceOf(Array);
    },
  );
});

describe('given hits whose snippet texts are not loaded yet', () => {
  it('should show them at once, in their final order, then again with their snippets', async () => {
    const fixture = serveFixture({}, commonWordSite(200));
    const { client: c } = client({}, fixture);
    // A first search loads the names of the pages (one small file); the texts are many files.
    await c.search('word');
    const first: string[][] = [];
    const hits = await c.search('rare', { onFirstResults: (h) => first.push(h.map((x) => `${x.url} ${x.snippet}`)) });
    expect(first).toEqual([hits.map((h) => `${h.url} `)]);
    expect(hits.every((h) => h.snippet.includes('rare'))).toBe(true);
  });
});

describe('given synonym groups', () => {
  it('should find the page that says another word of the group, from the index or the client options', async () => {
    const fixture = serveFixture({ synonyms: [['halt', 'stop']] });
    const { client: c } = client({}, fixture);
    expect((await c.search('halt'))[0]?.url).toBe('/doc/docs/api/instance/stop');
    const { client: c2 } = client({ options: { synonyms: [['boot', 'launch']] } });
    expect((await c2.search('boot'))[0]?.url).toBe('/doc/docs/api/instance/launch');
  });
});

describe('given contexts', () => {
  it('should search the index of the context, and another index for another context', async () => {
    const fixture = serveFixture({ contexts: ['docs/api'] });
    const { client: c } = client({ contextIndexUrls: fixture.built.contextIndexUrls }, fixture);
    const inApi = await c.search('instance', { context: 'docs/api', limit: 100 });
    expect(inApi.length).toBeGreaterThan(0);
    expect(inApi.every((h) => h.url.startsWith('/doc/docs/api/'))).toBe(true);
    expect(await c.search('torchrun', { context: 'docs/api' })).toEqual([]);
    expect((await c.search('torchrun'))[0]?.url).toContain('multinode');
    expect(fixture.requests.filter((r) => /search-index[-\w]*\.[0-9a-f]+\.json$/.test(r))).toHaveLength(2);
  });

  it('should list the known contexts for an unknown one', async () => {
    const { client: c } = client({ contextIndexUrls: { 'docs/api': '/doc/x.json' } });
    // The message is for the reader who followed a `?ctx=` link; the hint is for the site's authors.
    await expect(c.load('blog')).rejects.toMatchObject({
      code: 'unknown-context',
      message: 'There is no search section called “blog”. Search all the documentation instead.',
      hint: '@hpcdocs/search: unknown search context "blog". Available contexts: docs/api. Pass one of the configured contexts.',
    });
  });

  it('should find the context of a page', () => {
    expect(contextOf('/doc/docs/api/instance/launch', '/doc/', ['docs', 'docs/api'])).toBe('docs/api');
    expect(contextOf('/doc/blog/', '/doc/', ['docs'])).toBeNull();
  });
});

describe('given the highlight option', () => {
  it('should append the query words as _highlight parameters to the hit URL', async () => {
    const { client: c } = client({ options: { highlightSearchTermsOnTargetPage: true } });
    const [hit] = await c.search('torchrun');
    expect(hit && c.hitUrl(hit, 'torchrun')).toBe('/doc/docs/multinode/?_highlight=torchrun#torchrun');
    const [launch] = await c.search('instanceType');
    expect(launch && c.hitUrl(launch, 'instanceType')).toMatch(/\?_highlight=instancetype&_highlight=instance&_highlight=type#?/);
  });
});

/** A site where one word is on every page, and five pages are named by it. */
function commonWordSite(pages: number): SearchSource[] {
  return Array.from({ length: pages }, (_, i) => ({
    docId: `p${i}`,
    url: `/doc/p${i}`,
    title: i % 40 === 0 ? `Common word ${i}` : `Page ${i}`,
    description: '',
    keywords: [],
    breadcrumbs: [],
    sections: [
      { id: '', heading: '', level: 1, text: `common ${'filler '.repeat(i % 9)} ${i % 3 === 0 ? 'rare' : ''}` },
      { id: `s${i}`, heading: `Section ${i}`, level: 2, text: `${i % 5 === 0 ? 'common common' : 'other'} text ${i % 7 === 0 ? 'rare' : ''}` },
    ],
  }));
}

describe('given a term whose postings are split into a head and a tail', () => {
  const fixture = serveFixture({ headPostings: 16 }, commonWordSite(200));

  it('should give the search box the first hit of the search page, from the heads alone', async () => {
    for (const query of ['common', 'common rare', 'rare common word', 'word']) {
      const box = client({}, fixture).client;
      const page = client({}, fixture).client;
      const fromBox = await box.search(query);
      const fromPage = await page.results(query, { exhaustive: true, limit: 20 });
      expect(fromBox[0]?.url, query).toBe(fromPage.hits[0]?.url);
    }
    const fresh = serveFixture({ headPostings: 16 }, commonWordSite(200));
    const tails = [...fresh.built.files.keys()].filter((path) => path.includes('.tail-'));
    expect(tails.length).toBeGreaterThan(1);
    await client({}, fresh).client.search('common word');
    expect(fresh.requests.filter((r) => r.includes('.tail-'))).toEqual([]);
    // The search page reads every tier of the term, and counts every page.
    const shards = [...fresh.built.files].filter(([path]) => path.includes('.terms-')).map(([, text]) => JSON.parse(text) as ShardFile);
    const tiers = shards.flatMap((shard) => shard.tails['common'] ?? []);
    const all = await client({}, fresh).client.results('common', { exhaustive: true, limit: 8 });
    expect(fresh.requests.filter((r) => r.includes('.tail-')).length).toBe(tiers.length);
    expect(tiers.length).toBeGreaterThan(1);
    expect(all.total).toBe(200);
  });

  it('should show the head hits on the search page first while the tails load', async () => {
    const { client: c } = client({}, fixture);
    const first: string[][] = [];
    const results = await c.results('rare common', { exhaustive: true, limit: 8, onFirstResults: (h) => first.push(h.map((x) => x.url)) });
    expect(fixture.requests.some((r) => r.includes('.tail-'))).toBe(true);
    // The heads' hits, and perhaps the final ones before their snippets: never the final list itself.
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(2);
    expect(results.hits).toHaveLength(8);
  });
});
