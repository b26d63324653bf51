/**
 * Warming the engine up before the first keystroke. An engine's first queries run unoptimized
 * code (MiniSearch's and ours): the first keystrokes of a 1,000-page site took several times as
 * long as the same ones once the engine had run a few dozen. The worker starts on the first hover
 * or focus of a search box, usually before the reader types, so it runs a series of keystrokes on
 * a made-up site then, one query per task while it serves no real query. The made-up site is laid
 * out by the builder's own code (build/layout.ts) and served from memory, so the same code runs on
 * the same kinds of objects: loading shards and tails, prefix and typo searches, ranking, snippets.
 */
import MiniSearch from 'minisearch';
import type { SearchSource } from '@hpcdocs/content-pipeline/schema';
import { encodeCounts } from '../codec.js';
import { FILE_HASH_CHARS, fileNames, hashesFor, INDEX_SCHEMA_VERSION, type IndexEntry } from '../format.js';
import { indexDocumentsOf, pagesOf } from '../build/documents.js';
import { layoutIndex } from '../build/layout.js';
import { miniSearchOptions, type IndexDocument } from '../minisearch-config.js';
import { createEngine, type EngineOptions } from './engine.js';

const PAGES = 60;
/** A term with more documents than this keeps its best ones in its shard, the rest in a tail. */
const HEAD = 24;
/** Every file of the made-up site is named by the same made-up hash. */
const HASH = '0'.repeat(FILE_HASH_CHARS);
const ORIGIN = 'https://warm-up.invalid/';
/** Keystrokes typed, one prefix at a time: common words, prefixes of many terms, an identifier, a typo. */
const TYPED = ['gpu instance', 'tensor parallel', 'instanceTypeId', 'latncy ', 'run a job '];

/** The pages of the made-up site. */
function madeUpSources(): SearchSource[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const words = ['gpu', 'instance', 'instanceTypeId', 'tensor', 'parallel', 'latency', 'run', 'job', 'checkpoint', 'volume', 'storage', 'node', 'train', 'model'];
  const sentence = (n: number) => Array.from({ length: n }, () => words[Math.floor(words.length * random() ** 2)] as string).join(' ');
  return Array.from({ length: PAGES }, (_, p) => ({
    docId: `p${p}`,
    url: `${ORIGIN}p${p}/`,
    title: sentence(2),
    description: sentence(8),
    keywords: [],
    breadcrumbs: ['Docs'],
    sections: Array.from({ length: 4 }, (_, s) => ({ heading: sentence(2), id: `s${s}`, level: 2, text: sentence(30) })),
  }));
}

/** The files of the made-up site, by URL. */
function madeUpFiles(): Map<string, string> {
  const pages = pagesOf(madeUpSources());
  const miniSearch = new MiniSearch<IndexDocument>(miniSearchOptions({}));
  let id = 0;
  for (const page of pages) {
    const documents = indexDocumentsOf(page, id);
    miniSearch.addAll(documents);
    id += documents.length;
  }
  const layout = layoutIndex(pages, JSON.parse(JSON.stringify(miniSearch)), 4_000, HEAD);
  const files = new Map<string, string>();
  const put = (name: string, json: unknown) => files.set(`${ORIGIN}${name}`, JSON.stringify(json));
  layout.shards.forEach((s, n) => put(fileNames.shard('search-index', n, HASH), s.file));
  layout.tails.forEach((t, n) => put(fileNames.tail('search-index', n, HASH), t));
  layout.names.forEach((f, n) => put(fileNames.names('search-index', n, HASH), f.file));
  layout.texts.forEach((f, n) => put(fileNames.texts('search-index', n, HASH), f.file));
  const root: IndexEntry = {
    schemaVersion: INDEX_SCHEMA_VERSION,
    documents: { pages: pages.length, sections: encodeCounts(layout.sectionCounts), names: encodeCounts(layout.names.map((n) => n.pages)), preload: true, texts: encodeCounts(layout.texts.map((t) => t.docs)) },
    index: {
      minisearch: layout.shared,
      shards: layout.shards.map((s) => s.first),
      tails: layout.tails.length,
      files: { shard: HASH.repeat(layout.shards.length), tail: HASH.repeat(layout.tails.length), names: HASH.repeat(layout.names.length), texts: HASH.repeat(hashesFor('texts', layout.texts.length)) },
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
