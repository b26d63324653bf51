import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFixture } from '../test/fixture.js';
import { createSearchClient } from './client.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';
import { serveSearch } from './worker-host.js';

const PAGE = 'http://localhost/doc/docs/';

/**
 * A Worker whose other side runs `serveSearch` in this thread: messages are cloned and delivered
 * asynchronously, as between a page and a worker.
 */
class FakeWorker extends EventTarget {
  readonly received: ToWorker[] = [];
  private readonly hostListeners: ((event: MessageEvent<ToWorker>) => void)[] = [];
  private started = false;
  terminated = false;

  constructor(
    private readonly fetchFn: typeof fetch,
    private readonly start = true,
  ) {
    super();
  }

  // The worker's script runs once the page listens, as a real worker's runs once it is created.
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    super.addEventListener(type, listener, options);
    if (type !== 'message' || !this.start || this.started) return;
    this.started = true;
    queueMicrotask(() =>
      serveSearch(
        {
          postMessage: (message: FromWorker) => setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) }))),
          addEventListener: (_type, hostListener) => this.hostListeners.push(hostListener),
        },
        this.fetchFn,
      ),
    );
  }

  postMessage(message: ToWorker): void {
    this.received.push(message);
    const data = structuredClone(message);
    setTimeout(() => this.hostListeners.forEach((listener) => listener(new MessageEvent('message', { data }))));
  }

  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('given a search worker', () => {
  it('should search in the worker, with the same hits as on the main thread', async () => {
    const fixture = serveFixture();
    const worker = new FakeWorker(fixture.fetch);
    const inWorker = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', pageUrl: PAGE, worker: () => worker as unknown as Worker });
    const local = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', pageUrl: PAGE, fetch: fixture.fetch });
    await inWorker.load();
    for (const query of ['launch', 'init_process_group', '推理', 'instnace stop']) expect(await inWorker.search(query)).toEqual(await local.search(query));
    expect(worker.received.map((m) => m.type)).toContain('search');
  });

  it('should carry errors across with their code', async () => {
    const fixture = serveFixture();
    const fetch404: typeof fetch = () => Promise.resolve(new Response('', { status: 404 }));
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', pageUrl: PAGE, worker: () => new FakeWorker(fetch404) as unknown as Worker });
    await expect(c.load()).rejects.toMatchObject({ name: 'SearchIndexError', code: 'load-failed', message: expect.stringContaining('HTTP 404') });
  });

  it('should cancel a stale query in the worker when its signal aborts', async () => {
    const fixture = serveFixture();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Term shards wait at the gate, so the first query is still running when it is aborted.
    const slow: typeof fetch = async (input, init) => {
      if (String(input).includes('.terms-')) await gate;
      return fixture.fetch(input, init);
    };
    const worker = new FakeWorker(slow);
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', pageUrl: PAGE, worker: () => worker as unknown as Worker });
    await c.load();
    const controller = new AbortController();
    const stale = c.search('launch', { signal: controller.signal });
    const sentTo = () => worker.received.find((m) => m.type === 'search' && m.request.query === 'launch');
    await vi.waitFor(() => expect(sentTo()).toBeDefined());
    const fresh = c.search('torchrun');
    controller.abort();
    await expect(stale).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(worker.received).toContainEqual({ type: 'cancel', id: sentTo()?.id }));
    release();
    expect((await fresh)[0]?.url).toBe('/doc/docs/multinode/#torchrun');
  });

  it('should search on the main thread when the worker cannot start', async () => {
    const fixture = serveFixture();
    vi.stubGlobal('fetch', fixture.fetch);
    const broken = new FakeWorker(fixture.fetch, false);
    let created = () => undefined as void;
    const started = new Promise<void>((resolve) => (created = resolve));
    const c = createSearchClient({
      indexUrl: fixture.built.indexUrl,
      baseUrl: '/doc/',
      pageUrl: PAGE,
      worker: () => {
        created();
        return broken as unknown as Worker;
      },
    });
    const search = c.search('launch');
    await started;
    // The script was refused or missing: the worker fails before saying it is ready.
    broken.dispatchEvent(new Event('error'));
    expect((await search)[0]?.title).toBe('Launch instance');
    expect(broken.terminated).toBe(true);
    const refused = createSearchClient({
      indexUrl: fixture.built.indexUrl,
      baseUrl: '/doc/',
      pageUrl: PAGE,
      worker: () => {
        throw new Error('refused by the Content-Security-Policy');
      },
    });
    expect((await refused.search('launch'))[0]?.title).toBe('Launch instance');
  });

  it('should pass on the hits known before the final order', async () => {
    const sources = Array.from({ length: 60 }, (_, i) => ({
      docId: `p${i}`,
      url: `/doc/p${i}`,
      title: `Page ${i}`,
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: [{ id: '', heading: '', level: 1, text: `common ${i % 4 === 0 ? 'rare' : ''} ${'x '.repeat(i % 5)}` }],
    }));
    const fixture = serveFixture({ headPostings: 4 }, sources);
    const c = createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', pageUrl: PAGE, worker: () => new FakeWorker(fixture.fetch) as unknown as Worker });
    const first = vi.fn();
    const hits = await c.search('common rare', { onFirstResults: first });
    expect(first).toHaveBeenCalled();
    expect(hits).toHaveLength(8);
  });

  it('should warm up only while it serves no query, starting once the index is open', async () => {
    const fixture = serveFixture();
    const listeners: ((event: MessageEvent<ToWorker>) => void)[] = [];
    const posted: FromWorker[] = [];
    const events: string[] = [];
    let serving = 0;
    const fetchFn: typeof fetch = async (input, init) => {
      serving += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      serving -= 1;
      return fixture.fetch(input, init);
    };
    let steps = 0;
    const scope = {
      postMessage: (message: FromWorker) => {
        posted.push(message);
        events.push(message.type);
      },
      addEventListener: (_type: 'message', listener: (event: MessageEvent<ToWorker>) => void) => listeners.push(listener),
    };
    serveSearch(scope, fetchFn, {
      warmUp: () => async () => {
        // A step never runs while a query (or the index's loading) is waiting on the network.
        events.push(serving > 0 ? 'step while serving' : 'step');
        steps += 1;
        return steps < 3;
      },
    });
    const send = (message: ToWorker) => listeners.forEach((listener) => listener(new MessageEvent('message', { data: message })));
    const options = { snippetLength: 120, languages: ['en'], removeDefaultStopWords: true, synonyms: [] };
    const done = (id: number) => vi.waitUntil(() => posted.some((m) => m.type === 'done' && m.id === id));
    send({ type: 'open', id: 1, options, url: `http://localhost${fixture.built.indexUrl}` });
    send({ type: 'search', id: 2, options, provisional: false, request: { url: `http://localhost${fixture.built.indexUrl}`, query: 'launch', limit: 8, exhaustive: false } });
    await done(2);
    await vi.waitUntil(() => steps === 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Ready, the index opened, the query answered, then the warm-up's three steps and no more.
    expect(events).toEqual(['ready', 'done', 'done', 'step', 'step', 'step']);
  });
});
