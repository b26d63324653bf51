/** Fetching and validating index files: hashed static JSON files on the site's own origin. */
import type MiniSearch from 'minisearch';
import { SearchIndexError } from './errors.js';
import { HIT_TYPES, INDEX_SCHEMA_VERSION, miniSearchOptions, resolveDocuments, searchableText, type HitDocument, type HitType, type IndexEntry, type PageDocument } from './format.js';
import type { Tokenize } from './tokenizer.js';
import { createPause } from './utils/schedule.js';

/** An index entry ready to search. */
export interface LoadedEntry {
  readonly type: HitType;
  /** Documents resolved against their pages; `null` where a page reference is broken. */
  readonly documents: readonly (HitDocument | null)[];
  readonly index: MiniSearch<{ id: number; text: string }>;
}

/** A loaded first file: its searchable entries and the absolute URLs of the content shards. */
export interface LoadedFirstTier {
  readonly entries: readonly LoadedEntry[];
  readonly shardUrls: readonly string[];
  /** The pages (title entry documents) that every other entry refers to. */
  readonly pages: readonly PageDocument[];
}

const corrupt = (url: string, reason: string, cause?: unknown): SearchIndexError =>
  new SearchIndexError(
    'corrupt',
    `@hpcdocs/search: the search index at ${url} is not valid (${reason}). Rebuild the site so the index matches this version of @hpcdocs/search.`,
    'Rebuild the site.',
    cause === undefined ? undefined : { cause },
  );

async function fetchJson(url: string, fetchFn: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url);
  } catch (cause) {
    const hint = 'Check the network connection and retry.';
    throw new SearchIndexError('load-failed', `@hpcdocs/search: could not load the search index from ${url} (${String(cause)}). ${hint}`, hint, { cause });
  }
  if (!response.ok) {
    const hint = 'Check that the site was built with its search index and that indexUrl points at it.';
    throw new SearchIndexError('load-failed', `@hpcdocs/search: could not load the search index from ${url} (HTTP ${response.status}). ${hint}`, hint);
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw corrupt(url, 'not JSON', cause);
  }
}

function isEntry(value: unknown): value is IndexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Record<keyof IndexEntry, unknown>>;
  return (
    e.schemaVersion === INDEX_SCHEMA_VERSION &&
    HIT_TYPES.includes(e.type as HitType) &&
    Array.isArray(e.documents) &&
    (e.index === null || typeof e.index === 'object') &&
    (e.shards === undefined || (Array.isArray(e.shards) && e.shards.every((s) => typeof s === 'string')))
  );
}

type MiniSearchClass = typeof MiniSearch;
let miniSearchClass: Promise<MiniSearchClass> | undefined;

/** minisearch is loaded with the index, not with the page: it stays out of the first-load bundle. */
function loadMiniSearch(): Promise<MiniSearchClass> {
  miniSearchClass ??= import('minisearch').then((m) => m.default);
  return miniSearchClass;
}

async function toLoaded(
  MiniSearch: MiniSearchClass,
  entry: IndexEntry,
  pages: readonly PageDocument[],
  url: string,
  tokenize: Tokenize,
  pause: () => Promise<void>,
): Promise<LoadedEntry | null> {
  if (!entry.index && entry.documents.length === 0) return null;
  try {
    const documents = resolveDocuments(entry.type, entry.documents, pages);
    if (entry.index) return { type: entry.type, documents, index: MiniSearch.loadJS(entry.index, miniSearchOptions(tokenize)) };
    // First-tier entries come without an index: build it from their documents, with the same
    // tokenizer as the builder, a few documents at a time so the page can paint and take input
    // in between (indexing all of them in one go was the search page's longest task).
    const index = new MiniSearch(miniSearchOptions(tokenize));
    for (const [id, doc] of documents.entries()) {
      if (doc) index.add({ id, text: searchableText(doc, entry.type) });
      await pause();
    }
    return { type: entry.type, documents, index };
  } catch (cause) {
    throw corrupt(url, `the ${entry.type} entry cannot be read`, cause);
  }
}

async function loadEntries(url: string, fetchFn: typeof fetch): Promise<IndexEntry[]> {
  const json = await fetchJson(url, fetchFn);
  if (!Array.isArray(json)) throw corrupt(url, 'expected a list of entries');
  if (!json.every(isEntry)) throw corrupt(url, `an entry lacks documents or index, or is not schema version ${INDEX_SCHEMA_VERSION}`);
  return json;
}

/** Loads a first file: the small entries, and the content shard names resolved against its URL. */
export async function loadFirstTier(url: string, fetchFn: typeof fetch, tokenize: Tokenize): Promise<LoadedFirstTier> {
  const [entries, MiniSearch] = await Promise.all([loadEntries(url, fetchFn), loadMiniSearch()]);
  const shards = entries.flatMap((e) => e.shards ?? []);
  const pages = (entries.find((e) => e.type === 'title')?.documents ?? []).filter((d): d is PageDocument => 'u' in d);
  const loaded: LoadedEntry[] = [];
  const pause = createPause();
  for (const entry of entries) {
    await pause();
    const one = await toLoaded(MiniSearch, entry, pages, url, tokenize, pause);
    if (one) loaded.push(one);
  }
  return {
    entries: loaded,
    shardUrls: shards.map((name) => new URL(name, url).href),
    pages,
  };
}

/** Loads the content shards. */
export async function loadShards(urls: readonly string[], pages: readonly PageDocument[], fetchFn: typeof fetch, tokenize: Tokenize): Promise<LoadedEntry[]> {
  const MiniSearch = await loadMiniSearch();
  const files = await Promise.all(urls.map(async (url) => ({ url, entries: await loadEntries(url, fetchFn) })));
  const loaded: LoadedEntry[] = [];
  const pause = createPause();
  // One shard at a time with minisearch's async loader, which yields between chunks: a large site's
  // shards never block the reader's typing for long.
  for (const { url, entries } of files) {
    for (const entry of entries) {
      if (!entry.index) continue;
      try {
        const index = await MiniSearch.loadJSAsync<{ id: number; text: string }>(entry.index, miniSearchOptions(tokenize));
        await pause();
        loaded.push({ type: entry.type, documents: resolveDocuments(entry.type, entry.documents, pages), index });
      } catch (cause) {
        throw corrupt(url, `the ${entry.type} entry cannot be read`, cause);
      }
    }
  }
  return loaded;
}
