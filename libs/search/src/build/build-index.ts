/**
 * `buildSearchIndex()`: search sources (sections of docs, never HTML) -> hashed index files.
 * The first file carries the small entries (title, keywords, heading, description) and names the
 * content shards, which the client fetches only when a query needs content.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { SearchSection, SearchSource } from '@hpcdocs/content-pipeline/schema';
import { defaultAnchor, INDEX_SCHEMA_VERSION, miniSearchOptions, searchableText, type HitDocument, type HitType, type IndexEntry, type StoredDocument } from '../format.js';
import { resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from '../options.js';
import { createTokenizer, type Tokenize } from '../tokenizer.js';

/** One section of a doc: the content pipeline's type, shared so builder and pipeline cannot drift. */
export type SearchSourceSection = SearchSection;
export type { SearchSource };

/** Options of {@link buildSearchIndex}: the shared search options plus where files go. */
export interface BuildSearchIndexOptions extends SearchOptionsInput {
  /** Site base URL with slashes on both ends; prefixes `indexUrl`. Default `'/'`. */
  readonly baseUrl?: string;
  /** Output-relative folder of the index files. Default `'assets/search'`. */
  readonly outDir?: string;
}

/** Sizes of one index (all docs, or one context). */
export interface SearchIndexStats {
  /** The context, or `''` for the index of all docs. */
  readonly context: string;
  readonly pages: number;
  readonly documents: number;
  /** Bytes of the first file, raw and gzipped. */
  readonly firstTierBytes: number;
  readonly firstTierGzipBytes: number;
  readonly shards: number;
  /** Bytes of all content shards together. */
  readonly contentBytes: number;
}

/** Result of {@link buildSearchIndex}. */
export interface BuildSearchIndexResult {
  /** Output-relative path (`assets/search/search-index.<hash>.json`) -> file contents. */
  readonly files: Map<string, string>;
  /** URL of the first file of the index of all docs (base URL + path). */
  readonly indexUrl: string;
  /** Context -> URL of its first file (empty when no contexts are configured). */
  readonly contextIndexUrls: Readonly<Record<string, string>>;
  readonly stats: { readonly indexes: readonly SearchIndexStats[]; readonly files: number; readonly totalBytes: number };
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * One entry. First-tier entries ship without `index`: their documents already hold every word, and
 * the serialised index would more than double the bytes a reader downloads before the first result
 * (see budget.ts). Content shards ship their index, so no section text is tokenized in the browser.
 */
function entry(type: HitType, documents: readonly HitDocument[], pageOf: ReadonlyMap<string, number>, tokenize: Tokenize): IndexEntry {
  const stored = documents.map((doc): StoredDocument => {
    if (type === 'title') return { u: doc.u, t: doc.t, b: doc.b };
    const h = doc.h !== undefined && (doc.s === undefined || doc.h !== defaultAnchor(doc.s)) ? { h: doc.h } : {};
    return { p: pageOf.get(doc.u) ?? -1, ...(doc.s === undefined ? {} : { s: doc.s }), ...h, ...(doc.x === undefined ? {} : { x: doc.x }) };
  });
  if (type !== 'content') return { schemaVersion: INDEX_SCHEMA_VERSION, type, documents: stored, index: null };
  const index = new MiniSearch(miniSearchOptions(tokenize));
  index.addAll(documents.map((doc, id) => ({ id, text: searchableText(doc, type) })));
  return { schemaVersion: INDEX_SCHEMA_VERSION, type, documents: stored, index: index.toJSON() };
}

function documentsOf(sources: readonly SearchSource[]): Record<HitType, HitDocument[]> {
  const docs: Record<HitType, HitDocument[]> = { title: [], keywords: [], heading: [], description: [], content: [] };
  for (const src of sources) {
    const page = { u: src.url, t: src.title, b: src.breadcrumbs };
    docs.title.push(page);
    if (src.keywords.length > 0) docs.keywords.push({ ...page, x: src.keywords.join(', ') });
    if (src.description.trim()) docs.description.push({ ...page, x: src.description });
    for (const section of src.sections) {
      const where = section.id ? { s: section.heading, h: section.id } : {};
      if (section.id && section.heading.trim()) docs.heading.push({ ...page, ...where });
      if (section.text.trim()) docs.content.push({ ...page, ...where, x: section.text });
    }
  }
  return docs;
}

function shardsOf(documents: readonly HitDocument[], maxBytes: number): HitDocument[][] {
  const shards: HitDocument[][] = [];
  let current: HitDocument[] = [];
  let size = 0;
  for (const doc of documents) {
    const bytes = (doc.x?.length ?? 0) + doc.u.length + doc.t.length + 32;
    if (current.length > 0 && size + bytes > maxBytes) {
      shards.push(current);
      current = [];
      size = 0;
    }
    current.push(doc);
    size += bytes;
  }
  if (current.length > 0) shards.push(current);
  return shards;
}

function underContext(url: string, baseUrl: string, context: string): boolean {
  const prefix = baseUrl + context.replace(/^\/+|\/+$/g, '');
  return url === prefix || url.startsWith(`${prefix}/`);
}

function writeIndex(
  sources: readonly SearchSource[],
  context: string,
  options: SearchOptions,
  outDir: string,
  files: Map<string, string>,
  tokenize: Tokenize,
): { path: string; stats: SearchIndexStats } {
  const docs = documentsOf(sources);
  const pageOf = new Map(docs.title.map((page, i) => [page.u, i]));
  const stem = options.indexFileName + (context ? `-${context.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '')}` : '');
  const shardNames: string[] = [];
  let contentBytes = 0;
  shardsOf(docs.content, options.contentShardBytes).forEach((shard, n) => {
    const text = JSON.stringify([entry('content', shard, pageOf, tokenize)]);
    const name = `${stem}.content-${n}.${hashOf(text)}.json`;
    files.set(`${outDir}/${name}`, text);
    shardNames.push(name);
    contentBytes += Buffer.byteLength(text);
  });
  const first: IndexEntry[] = (['title', 'keywords', 'heading', 'description'] as const).map((type) => entry(type, docs[type], pageOf, tokenize));
  first.push({ schemaVersion: INDEX_SCHEMA_VERSION, type: 'content', documents: [], index: null, shards: shardNames });
  const text = JSON.stringify(first);
  const path = `${outDir}/${stem}.${hashOf(text)}.json`;
  files.set(path, text);
  const documents = Object.values(docs).reduce((n, list) => n + list.length, 0);
  return {
    path,
    stats: {
      context,
      pages: sources.length,
      documents,
      firstTierBytes: Buffer.byteLength(text),
      firstTierGzipBytes: gzipSync(text).byteLength,
      shards: shardNames.length,
      contentBytes,
    },
  };
}

/**
 * Builds the search index files from doc sections: one index of all docs plus one per configured
 * context. File names are content-hashed, so they can be cached forever.
 */
export function buildSearchIndex(sources: readonly SearchSource[], options: BuildSearchIndexOptions = {}): BuildSearchIndexResult {
  const { baseUrl = '/', outDir = 'assets/search', ...rest } = options;
  const resolved = resolveSearchOptions(rest);
  const tokenize = createTokenizer({ removeStopWords: resolved.removeDefaultStopWords, languages: resolved.languages });
  const files = new Map<string, string>();
  const all = writeIndex(sources, '', resolved, outDir, files, tokenize);
  const indexes = [all.stats];
  const contextIndexUrls: Record<string, string> = {};
  for (const context of resolved.contexts) {
    const written = writeIndex(sources.filter((s) => underContext(s.url, baseUrl, context)), context, resolved, outDir, files, tokenize);
    contextIndexUrls[context] = baseUrl + written.path;
    indexes.push(written.stats);
  }
  let totalBytes = 0;
  for (const text of files.values()) totalBytes += Buffer.byteLength(text);
  return { files, indexUrl: baseUrl + all.path, contextIndexUrls, stats: { indexes, files: files.size, totalBytes } };
}
