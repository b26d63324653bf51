/**
 * Warming the engine up before the first keystroke. An engine's first queries run unoptimized
 * code (MiniSearch's and ours): the first keystrokes of a 1,000-page site took several times as
 * long as the same ones once the engine had run a few dozen. The worker starts on the first hover
 * or focus of a search box, usually before the reader types, so it runs a series of keystrokes on
 * a made-up site then, one query per task while it serves no real query. The made-up site is
 * indexed by MiniSearch with our options, as one shard in the real format, and served from memory,
 * so the same code runs on the same kinds of objects: loading a shard, prefix and typo searches,
 * ranking, snippets. (Not the builder's layout: it would make the worker larger for every reader.)
 */
import MiniSearch from 'minisearch';
import { encodeCounts } from '../codec.js';
import { FILE_HASH_CHARS, fileNames, INDEX_SCHEMA_VERSION, type IndexEntry, type NamedPage, type ShardFile } from '../format.js';
import { miniSearchOptions, type IndexDocument } from '../minisearch-config.js';
import { createEngine, type EngineOptions } from './engine.js';

const PAGES = 60;
const SECTIONS = 4;
/** Every file of the made-up site is named by the same made-up hash. */
const HASH = '0'.repeat(FILE_HASH_CHARS);
const ORIGIN = 'https://warm-up.invalid/';
/** Keystrokes typed, one prefix at a time: common words, prefixes of many terms, an identifier, a typo. */
const TYPED = ['gpu instance', 'tensor parallel', 'instanceTypeId', 'latncy ', 'run a job '];

/** The files of the made-up site, by URL. */
function madeUpFiles(): Map<string, string> {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const words = ['gpu', 'instance', 'instanceTypeId', 'tensor', 'parallel', 'latency', 'run', 'job', 'checkpoint', 'volume', 'storage', 'node', 'train', 'model'];
  const sentence = (n: number) => Array.from({ length: n }, () => words[Math.floor(words.length * random() ** 2)] as string).join(' ');
  const miniSearch = new MiniSearch<IndexDocument>(miniSearchOptions({}));
  const pages: NamedPage[] = [];
  const texts: string[] = [];
  for (let p = 0; p < PAGES; p += 1) {
    const title = sentence(2);
    const headings = Array.from({ length: SECTIONS }, () => sentence(2));
    pages.push([`${ORIGIN}p${p}/`, title, ['Docs'], headings.map((h) => [h] as const)]);
    const id = p * (1 + SECTIONS);
    const intro = sentence(12);
    miniSearch.add({ id, title, description: sentence(8), content: intro });
    texts.push(intro);
    headings.forEach((heading, s) => {
      const text = sentence(30);
      miniSearch.add({ id: id + 1 + s, heading, parent: title, content: text });
      texts.push(text);
    });
  }
  const json = miniSearch.toJSON();
  const files = new Map<string, string>();
  const put = (name: string, value: unknown) => files.set(`${ORIGIN}${name}`, JSON.stringify(value));
  const shard: ShardFile = {
    schemaVersion: INDEX_SCHEMA_VERSION,
    minisearch: { nextId: json.nextId, documentIds: json.documentIds, fieldLength: json.fieldLength, storedFields: {}, index: json.index },
    tails: {},
  };
  put(fileNames.shard('search-index', 0, HASH), shard);
  put(fileNames.names('search-index', 0, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, firstPage: 0, pages });
  put(fileNames.texts('search-index', 0, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, texts });
  const root: IndexEntry = {
    schemaVersion: INDEX_SCHEMA_VERSION,
    documents: { pages: PAGES, sections: encodeCounts(pages.map(() => SECTIONS)), names: encodeCounts([PAGES]), preload: true, texts: encodeCounts([texts.length]) },
    index: {
      minisearch: { fieldIds: json.fieldIds, documentCount: json.documentCount, averageFieldLength: json.averageFieldLength, serializationVersion: json.serializationVersion },
      shards: [''],
      tails: 0,
      files: { shard: HASH, tail: '', names: HASH, texts: HASH },
      synonyms: [['gpu', 'graphics card']],
    },
  };
  put(`search-index.${HASH}.json`, [root]);
  return files;
}

/** The made-up site: its root file's URL and a `fetch` serving its files from memory. */
export function madeUpSite(): { readonly url: string; readonly fetch: typeof fetch } {
  const files = madeUpFiles();
  const fetchFn = (async (input: RequestInfo | URL) => {
    const text = files.get(String(input));
    return text === undefined ? new Response('', { status: 404 }) : new Response(text);
  }) as typeof fetch;
  return { url: `${ORIGIN}search-index.${HASH}.json`, fetch: fetchFn };
}

/** The keystrokes of the warm-up, in order. */
export const WARM_UP_QUERIES: readonly string[] = TYPED.flatMap((query) => Array.from({ length: query.length }, (_, n) => query.slice(0, n + 1)));

/**
 * A warm-up of an engine with `options` (those of the real one, so the same paths run): each call
 * of the returned function runs the next query on the made-up site and resolves whether there are
 * more. The made-up site is made at the first call.
 */
export function warmUp(options: EngineOptions): () => Promise<boolean> {
  let site: ReturnType<typeof madeUpSite> | null = null;
  let engine: ReturnType<typeof createEngine> | null = null;
  let next = 0;
  return async () => {
    site ??= madeUpSite();
    engine ??= createEngine(options, site.fetch);
    const query = WARM_UP_QUERIES[next] as string;
    next += 1;
    // The search box's query, then now and again the search page's.
    const exhaustive = next % 7 === 0;
    await engine.search({ url: site.url, query, limit: exhaustive ? 20 : 8, exhaustive }, { onProvisional: () => undefined });
    return next < WARM_UP_QUERIES.length;
  };
}
