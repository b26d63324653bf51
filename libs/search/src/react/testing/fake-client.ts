/** An in-memory search client for stories and tests: fixed hits, optional delay and failure. */
import type { SearchClient, SearchHit } from '../../client.js';
import { hitUrl } from '../../hit-url.js';
import { resolveSearchOptions, type SearchOptionsInput } from '../../options.js';

/** Options of {@link createFakeSearchClient}. */
export interface FakeClientOptions {
  /** Hits to return; filtered by whether title, section or snippet contains the query. */
  readonly hits?: readonly SearchHit[];
  /** Index load never finishes (loading state). */
  readonly hang?: boolean;
  /** Index load fails with this message. */
  readonly failWith?: string;
  readonly options?: SearchOptionsInput;
}

/** A sample hit. */
export function sampleHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    url: '/doc/docs/api/instance/launch#request',
    pageUrl: '/doc/docs/api/instance/launch',
    anchor: 'request',
    title: 'Launch instance',
    section: 'Request',
    breadcrumbs: ['API', 'Instance'],
    type: 'content',
    terms: ['launch'],
    snippet: '…Use this call to launch a GPU instance with the…',
    score: 1,
    ...overrides,
  };
}

/** Sample hits covering titles, sections and a Chinese doc. */
export const SAMPLE_HITS: readonly SearchHit[] = [
  sampleHit({ url: '/doc/docs/api/instance/launch', anchor: null, section: null, type: 'title', snippet: '' }),
  sampleHit(),
  sampleHit({ url: '/doc/docs/api/instance/stop', pageUrl: '/doc/docs/api/instance/stop', anchor: null, title: 'Stop instance', section: null, snippet: 'Stop a running instance.', terms: ['instance'] }),
  sampleHit({
    url: '/doc/docs/tutorial/deepseek-r1-inference#bu-shu',
    pageUrl: '/doc/docs/tutorial/deepseek-r1-inference',
    anchor: 'bu-shu',
    title: 'DeepSeek R1 推理部署',
    section: '部署步骤',
    breadcrumbs: ['教程'],
    terms: ['部署'],
    snippet: '首先创建实例，然后下载模型权重并启动推理服务。',
  }),
];

/** Creates the fake client. */
export function createFakeSearchClient({ hits = SAMPLE_HITS, hang = false, failWith, options }: FakeClientOptions = {}): SearchClient {
  const resolved = resolveSearchOptions(options);
  let failures = failWith ? 1 : 0;
  const load = (): Promise<void> => {
    if (hang) return new Promise(() => undefined);
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new Error(failWith));
    }
    return Promise.resolve();
  };
  const results: SearchClient['results'] = async (query, call = {}) => {
    await load();
    const q = query.trim().toLowerCase();
    const matches = hits.filter((h) => [h.title, h.section ?? '', h.snippet].some((t) => t.toLowerCase().includes(q)));
    // As the real client: the count is of pages, whose hits are listed together.
    return { hits: matches.slice(0, call.limit ?? resolved.searchResultLimits ?? resolved.limit), total: new Set(matches.map((h) => h.pageUrl)).size };
  };
  return {
    options: resolved,
    load,
    results,
    async search(query, call) {
      return (await results(query, call)).hits;
    },
    hitUrl: (hit, query) => hitUrl(hit, query, resolved.highlightSearchTermsOnTargetPage),
  };
}
