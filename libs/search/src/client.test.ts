import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFixture } from '../test/fixture.js';
import { contextOf, createSearchClient, type SearchClientConfig, type SearchHit } from './client.js';
import { SearchIndexError } from './errors.js';
import { SLICE_MS } from './utils/schedule.js';

const PAGE = 'http://localhost/doc/docs/';

function client(overrides: Partial<SearchClientConfig> = {}, fixture = serveFixture()) {
  return {
    fixture,
    client: createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: PAGE, ...overrides }),
  };
}

describe('given an index URL on another origin', () => {
  it("should reject with 'Unexpected version url'", async () => {
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

describe('given a corrupt index', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"documents":[]}'],
    ['entries without index', '[{"type":"title","documents":[]}]'],
    ['an unreadable MiniSearch index', '[{"type":"title","documents":[],"index":{"nonsense":true}}]'],
  ])('should reject when the file is %s', async (_, body) => {
    const fetch: typeof globalThis.fetch = () => Promise.resolve(new Response(body, { status: 200 }));
    const c = createSearchClient({ indexUrl: '/doc/x.json', baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.search('gpu')).rejects.toThrow(/^@hpcdocs\/search: the search index at http:\/\/localhost\/doc\/x\.json is not valid/);
  });
});

describe('given the fixture index', () => {
  it('should load the first file once, lazily', async () => {
    const { client: c, fixture } = client();
    expect(fixture.requests).toEqual([]);
    await Promise.all([c.load(), c.load(), c.search('launch')]);
    expect(fixture.requests.filter((r) => !r.includes('content'))).toHaveLength(1);
  });

  it('should rank a title match above content matches', async () => {
    const { client: c } = client();
    const hits = await c.search('launch');
    expect(hits[0]).toEqual(
      expect.objectContaining({ url: '/doc/docs/api/instance/launch', title: 'Launch instance', type: 'title', breadcrumbs: ['API', 'Instance'] }),
    );
  });

  it('should return section hits with anchor, section and a snippet of about 50 characters', async () => {
    const { client: c } = client();
    const hit = (await c.search('init_process_group')).find((h) => h.anchor === 'torchrun');
    expect(hit).toEqual(expect.objectContaining({ url: '/doc/docs/multinode/#torchrun', section: 'Using torchrun', type: 'content' }));
    expect(hit?.terms).toContain('init_process_group');
    expect(hit?.snippet).toContain('init_process_group');
    expect(hit?.snippet.length).toBeLessThanOrEqual(53);
  });

  it('should match by prefix', async () => {
    const { client: c } = client();
    expect((await c.search('multi'))[0]?.title).toBe('Multi-node jobs');
  });

  it('should match terms of 5+ characters fuzzily', async () => {
    const { client: c } = client();
    expect((await c.search('instanse')).map((h) => h.title)).toContain('Stop instance');
  });

  it('should find Chinese text with a Chinese query and a mixed query', async () => {
    const { client: c } = client();
    expect((await c.search('推理'))[0]?.title).toBe('DeepSeek R1 推理部署');
    expect((await c.search('模型权重')).map((h) => h.anchor)).toContain('bu-shu');
    expect((await c.search('DeepSeek 部署'))[0]?.url).toBe('/doc/docs/tutorial/deepseek-r1-inference');
  });

  it('should return at most the limit', async () => {
    const { client: c } = client({ options: { limit: 2 } });
    expect(await c.search('instance')).toHaveLength(2);
    const { client: c2 } = client({ options: { limit: 2, searchResultLimits: 3 } });
    expect(await c2.search('instance')).toHaveLength(3);
  });

  it('should not fetch content shards when the small entries fill the list', async () => {
    const { client: c, fixture } = client({ options: { limit: 1 } });
    await c.search('launch');
    expect(fixture.requests.some((r) => r.includes('content'))).toBe(false);
    await c.search('init_process_group');
    expect(fixture.requests.some((r) => r.includes('content'))).toBe(true);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['.*+?^${}()|[]\\'],
    ['a'.repeat(10_000)],
    ['x \uD800 y \uDC00'],
    [''],
    ['   '],
    ['the of and'],
  ])('should never throw on the hostile query %#', async (query) => {
    const { client: c } = client();
    await expect(c.search(query)).resolves.toBeInstanceOf(Array);
  });
});

describe('given contexts', () => {
  it('should reload the index when the context changes', async () => {
    const fixture = serveFixture({ contexts: ['docs/api'] });
    const { client: c } = client({ contextIndexUrls: fixture.built.contextIndexUrls }, fixture);
    const inApi = await c.search('instance', { context: 'docs/api', limit: Infinity });
    expect(inApi.every((h) => h.url.startsWith('/doc/docs/api/'))).toBe(true);
    await c.search('torchrun', { context: 'docs/api' });
    const all = await c.search('torchrun');
    expect(all[0]?.url).toContain('multinode');
    expect(fixture.requests.filter((r) => !r.includes('content'))).toHaveLength(2);
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
  it('should append _highlight parameters to the hit URL', async () => {
    const { client: c } = client({ options: { highlightSearchTermsOnTargetPage: true } });
    const [hit] = await c.search('torchrun');
    expect(hit && c.hitUrl(hit, 'torchrun')).toBe('/doc/docs/multinode/?_highlight=torchrun#torchrun');
  });
});

// The search page with `?q=` must not block its first paint with index work.
describe('given a page that shows the first results while the content shards load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('should fetch the shards only once the browser is idle after the first results', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { client: c, fixture } = client();
    let first: SearchHit[] | null = null;
    const search = c.search('init_process_group', { limit: Infinity, onFirstResults: (hits) => (first = hits) });
    // The client waits for the browser to be idle (the first results painted) before the shards.
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 30_000 });
    expect(first).not.toBeNull();
    expect(fixture.requests.filter((r) => r.includes('content'))).toEqual([]);
    idle[0]?.();
    const hits = await search;
    expect(fixture.requests.some((r) => r.includes('content'))).toBe(true);
    expect(hits.map((h) => h.url)).toContain('/doc/docs/multinode/#torchrun');
  });

  it('should rank the full list exactly as a search without first results does', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    const query = 'gpu instance';
    const plain = await client().client.search(query, { limit: Infinity });
    const staged = await client().client.search(query, { limit: Infinity, onFirstResults: () => undefined });
    expect(staged.length).toBeGreaterThan(1);
    expect(staged.map((h) => [h.url, h.score])).toEqual(plain.map((h) => [h.url, h.score]));
  });

  it('should not wait again once the shards are loading or loaded', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.push(callback);
      callback();
    });
    const { client: c } = client();
    await c.search('init_process_group', { onFirstResults: () => undefined });
    const onFirstResults = vi.fn();
    await c.search('torchrun init_process_group', { onFirstResults });
    expect(onFirstResults).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
  });

  it('should index the first file in steps that yield to the main thread', async () => {
    let now = 0;
    // Every reading of the clock says a slice has passed: the client yields between every two steps.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const { client: c, fixture } = client();
    await c.load();
    const firstFile = JSON.parse(fixture.built.files.get(fixture.built.indexUrl.replace(/^\/doc\//, '')) ?? '[]') as { documents: unknown[] }[];
    const documents = firstFile.reduce((sum, entry) => sum + entry.documents.length, 0);
    expect(documents).toBeGreaterThan(10);
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(documents);
    expect((await c.search('launch'))[0]?.title).toBe('Launch instance');
  });
});

describe('given a page whose keywords match the query', () => {
  it('should never show the keyword list as the snippet', async () => {
    const { client: c } = client();
    // "create instance" is a keyword of the launch page, and not in its description.
    const hits = await c.search('create');
    const launch = hits.find((hit) => hit.pageUrl === '/doc/docs/api/instance/launch' && hit.anchor === null);
    expect(launch).toBeDefined();
    expect(launch?.snippet).not.toContain('create instance');
    expect(hits.every((hit) => !/gpu, create instance|gpu create instance/u.test(hit.snippet))).toBe(true);
  });
});

describe('given an index that failed to load', () => {
  it('should fetch it past the HTTP cache on the next try (a corrupt copy is cached as immutable)', async () => {
    const fixture = serveFixture();
    const inits: (RequestInit | undefined)[] = [];
    let corrupt = true;
    const fetch: typeof globalThis.fetch = (input, init) => {
      inits.push(init);
      return corrupt ? Promise.resolve(new Response('{oops', { status: 200 })) : fixture.fetch(input, init);
    };
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch, pageUrl: PAGE });
    await expect(c.load()).rejects.toMatchObject({ code: 'corrupt' });
    expect(inits).toEqual([undefined]);
    corrupt = false;
    await expect(c.search('launch')).resolves.not.toHaveLength(0);
    expect(inits[1]).toEqual({ cache: 'reload' });
  });
});
