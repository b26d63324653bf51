/**
 * Warming the engine up before the first keystroke. An engine's first queries run unoptimized
 * code: on a 1,000-page site the first keystrokes took 15 to 45 ms to rank where the same ones took
 * 2 to 5 ms once the engine had run a few dozen queries. The worker starts on the first hover or
 * focus of a search box, usually before the reader types, so it runs a series of keystrokes on a
 * made-up index then, one query per task while it serves no real query. The index is in the
 * real format and served from memory, so the same code runs on the same kinds of objects:
 * reading shards, tails, names and texts, expanding prefixes and typos, ranking with and without
 * tails, resolving snippets.
 */
import { encodeCounts, encodePostings, packValue } from '../codec.js';
import { DOCS_BEFORE_SECTIONS, FIELD_BIT, FILE_HASH_CHARS, hashesFor, INDEX_SCHEMA_VERSION, fileNames, type IndexEntry, type NamedPage, type ShardTerm } from '../format.js';
import { joinedPairs, phraseKeys, titleTerm, wordPairs } from '../query.js';
import { createEngine, type EngineOptions } from './engine.js';

const PAGES = 120;
const SECTIONS = 6;
const NAMES_PER_FILE = 40;
const TEXTS_PER_FILE = 120;
const TERMS_PER_SHARD = 80;
/** A term with more postings than this keeps those of its first pages in its head, the rest in a tail. */
const HEAD = 40;
/** Every file of the made-up site is named by the same made-up hash. */
const HASH = '0'.repeat(FILE_HASH_CHARS);
const ORIGIN = 'https://warm-up.invalid/';
/** Keystrokes typed, one prefix at a time: common words, prefixes of many terms, an identifier, a typo. */
const TYPED = ['gpu instance', 'tensor parallel', 'instanceTypeId', 'latncy ', 'run a job ', 'kamora '];

/** The files of a made-up site of {@link PAGES} pages, by URL. */
function madeUpFiles(): Map<string, string> {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const syllables = ['ga', 'ko', 'mi', 'ra', 'te', 'su', 'no', 'li', 'pa', 'de', 'ka', 've'];
  const words = ['gpu', 'instance', 'instanceTypeId', 'type', 'id', 'tensor', 'parallel', 'latency', 'run', 'job', 'checkpoint'];
  for (const a of syllables) for (const b of syllables) words.push(a + b, `${a}${b}${syllables[(a.length + b.charCodeAt(0)) % syllables.length] as string}`);
  const pick = () => words[Math.floor(words.length * random() ** 3)] as string;
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');

  const documents = PAGES * (DOCS_BEFORE_SECTIONS + SECTIONS);
  const postings = new Map<string, [number, number][]>();
  const texts: string[] = [];
  const pages: NamedPage[] = [];
  for (let page = 0; page < PAGES; page += 1) {
    const title = sentence(2);
    const headings = Array.from({ length: SECTIONS }, () => sentence(2));
    pages.push([`${ORIGIN}p${page}/`, title, ['Docs'], headings.map((h) => [h] as const)]);
    const docTexts = [title, sentence(8), sentence(20), ...headings.map((h) => `${h} ${sentence(30)}`)];
    docTexts.forEach((text, i) => {
      const doc = page * (DOCS_BEFORE_SECTIONS + SECTIONS) + i;
      texts.push(i < 2 ? '' : text);
      const field = i === 0 ? FIELD_BIT.title : i === 1 ? FIELD_BIT.description : FIELD_BIT.content | (i > 2 && random() < 0.3 ? FIELD_BIT.heading : 0);
      // Index keys as the builder makes them: stemmed words, and for a title or heading its word
      // pairs, joined pairs and (a title) the whole title.
      const keys = phraseKeys(text);
      const short = i === 0 ? title : i > 2 ? (headings[i - 3] as string) : '';
      if (short) keys.push(...wordPairs(short), ...joinedPairs(short));
      if (i === 0) keys.push(titleTerm(phraseKeys(title)));
      for (const word of new Set(keys)) {
        const list = postings.get(word) ?? [];
        list.push([doc, packValue(1 + Math.floor(random() * 100), field)]);
        postings.set(word, list);
      }
    });
  }

  const files = new Map<string, string>();
  const file = (name: string, json: unknown) => files.set(`${ORIGIN}${name}`, JSON.stringify(json));
  const terms = [...postings.keys()].sort();
  const shards: string[] = [];
  let tails = 0;
  for (let at = 0; at < terms.length; at += TERMS_PER_SHARD) {
    const shard: ShardTerm[] = terms.slice(at, at + TERMS_PER_SHARD).map((term) => {
      const list = postings.get(term) as [number, number][];
      const cut = list.length > HEAD ? list.findIndex(([doc]) => doc >= (list[HEAD] as [number, number])[0] - ((list[HEAD] as [number, number])[0] % (DOCS_BEFORE_SECTIONS + SECTIONS))) : list.length;
      const head = list.slice(0, cut);
      const encode = (part: [number, number][]) => encodePostings(part.map(([d]) => d), part.map(([, v]) => v));
      if (cut === list.length || cut <= 0) return [term, list.length, encode(list), list.length];
      const tail = list.slice(cut);
      file(fileNames.tail('search-index', tails, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, count: tail.length, postings: encode(tail) });
      const bound = (meta: boolean) => Math.max(0, ...tail.filter(([d]) => (d % (DOCS_BEFORE_SECTIONS + SECTIONS) === 0) === meta).map(([, v]) => v >> 5));
      tails += 1;
      return [term, list.length, encode(head), head.length, [tails - 1, tail.length, bound(true), bound(false)]];
    });
    file(fileNames.shard('search-index', shards.length, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, terms: shard });
    shards.push(shards.length === 0 ? '' : (shard[0] as ShardTerm)[0]);
  }
  const names: number[] = [];
  for (let at = 0; at < PAGES; at += NAMES_PER_FILE) {
    file(fileNames.names('search-index', names.length, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, firstPage: at, pages: pages.slice(at, at + NAMES_PER_FILE) });
    names.push(Math.min(NAMES_PER_FILE, PAGES - at));
  }
  const textCounts: number[] = [];
  for (let at = 0; at < documents; at += TEXTS_PER_FILE) {
    file(fileNames.texts('search-index', textCounts.length, HASH), { schemaVersion: INDEX_SCHEMA_VERSION, texts: texts.slice(at, at + TEXTS_PER_FILE) });
    textCounts.push(Math.min(TEXTS_PER_FILE, documents - at));
  }
  const root: IndexEntry = {
    schemaVersion: INDEX_SCHEMA_VERSION,
    documents: { pages: PAGES, sections: encodeCounts(pages.map(() => SECTIONS)), names: encodeCounts(names), preload: true, texts: encodeCounts(textCounts) },
    index: { shards, tails, files: { shard: HASH.repeat(shards.length), tail: HASH.repeat(tails), names: HASH.repeat(names.length), texts: HASH.repeat(hashesFor('texts', textCounts.length)) }, synonyms: [['gpu', 'graphics card']] },
  };
  file(`search-index.${HASH}.json`, [root]);
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
 * more.
 */
export function warmUp(options: EngineOptions): () => Promise<boolean> {
  const site = madeUpSite();
  const engine = createEngine(options, site.fetch);
  let next = 0;
  return async () => {
    const query = WARM_UP_QUERIES[next] as string;
    next += 1;
    // The search box's query, then now and again the search page's.
    const exhaustive = next % 7 === 0;
    await engine.search({ url: site.url, query, limit: exhaustive ? 20 : 8, exhaustive }, { onProvisional: () => undefined });
    return next < WARM_UP_QUERIES.length;
  };
}
