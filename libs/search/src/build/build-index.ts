/**
 * `buildSearchIndex()`: search sources (sections of docs, never HTML) -> a MiniSearch index of
 * their documents, cut into hashed index files: a small root file per index, term shards, tails
 * and document files (see format.ts). One index of all docs plus one per configured context.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchSection, SearchSource } from '@hpcdocs/content-pipeline/schema';
import { encodeCounts } from '../codec.js';
import { FILE_HASH_CHARS, fileHash, fileNames, INDEX_SCHEMA_VERSION, TEXTS_PER_HASH, type FileHashes, type IndexEntry, type IndexFileKind } from '../format.js';
import { miniSearchOptions } from '../minisearch-config.js';
import { resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from '../options.js';
import { phraseKeys } from '../query.js';
import { AnalysisCache, assembleIndex } from './analysis.js';
import { pagesOf } from './documents.js';
import { layoutIndex } from './layout.js';

/** One section of a doc: the content pipeline's type, shared so builder and pipeline cannot drift. */
export type SearchSourceSection = SearchSection;
export type { SearchSource };

/** Options of {@link buildSearchIndex}: the shared search options plus where files go. */
export interface BuildSearchIndexOptions extends SearchOptionsInput {
  /** Site base URL with slashes on both ends; prefixes `indexUrl`. Default `'/'`. */
  readonly baseUrl?: string;
  /** Output-relative folder of the index files. Default `'assets/search'`. */
  readonly outDir?: string;
  /**
   * Documents a common term keeps in its shard (its best ones); the rest goes to tail files,
   * fetched only when a query needs them. Default 256.
   */
  readonly headPostings?: number;
  /**
   * The analyses of the last build (its result's `analyses`): the pages whose documents did not
   * change are not analysed again (see analysis.ts). Analyses made with other tokenizer options
   * or by another version are not used; the index is the same either way.
   */
  readonly analyses?: Uint8Array;
  /**
   * Contexts (among `contexts`) whose docs only their own index has: the index of all docs leaves
   * them out. A site's older docs versions are such contexts, so a search from the latest docs
   * finds no page twice. Default none.
   */
  readonly separateContexts?: readonly string[];
}

/** Sizes of one index (all docs, or one context). */
export interface SearchIndexStats {
  /** The context, or `''` for the index of all docs. */
  readonly context: string;
  readonly pages: number;
  /** Searchable documents: per page its metadata, its text before the first heading and its sections. */
  readonly documents: number;
  /** Bytes of the root file, raw. */
  readonly firstTierBytes: number;
  /**
   * Gzipped bytes of index files a one-word query fetches before its first complete results, as a
   * budget figure: the root file, the largest term shard, the names files (all of them when they
   * load with the root, else the largest) and eight text files of median size.
   */
  readonly firstTierGzipBytes: number;
  /** Number of term shards. */
  readonly shards: number;
  /** Bytes of every file of the index but the root (shards, tails, document files), raw. */
  readonly contentBytes: number;
  /** The (up to three) pages with the most sections, most first: a budget error names them, since one long page can fill the budget alone. */
  readonly largestPages: readonly { readonly docId: string; readonly url: string; readonly sections: number }[];
}

/** Result of {@link buildSearchIndex}. */
export interface BuildSearchIndexResult {
  /** Output-relative path (`assets/search/search-index.<hash>.json`) -> file contents. */
  readonly files: Map<string, string>;
  /** URL of the root file of the index of all docs (base URL + path). */
  readonly indexUrl: string;
  /** Context -> URL of its root file (empty when no contexts are configured). */
  readonly contextIndexUrls: Readonly<Record<string, string>>;
  readonly stats: {
    readonly indexes: readonly SearchIndexStats[];
    readonly files: number;
    readonly totalBytes: number;
  };
  /** The analyses of this build's pages, for the next build (its `analyses` option). */
  readonly analyses: Uint8Array;
  /** Pages analysed in this build, and pages whose analysis came from the last build. */
  readonly analysed: { readonly pages: number; readonly reused: number };
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, FILE_HASH_CHARS);
const gzipSize = (text: string): number => gzipSync(text).byteLength;

/** The site's synonym groups, cleaned: lower case, single spaces, groups of two or more distinct entries. */
function cleanSynonyms(groups: readonly (readonly string[])[] | undefined): string[][] {
  return (groups ?? [])
    .map((group) => [...new Set(group.map((s) => s.toLowerCase().replace(/\s+/gu, ' ').trim()).filter((s) => s !== ''))])
    .filter((group) => group.length >= 2);
}

function underContext(url: string, baseUrl: string, context: string): boolean {
  const prefix = baseUrl + context.replace(/^\/+|\/+$/g, '');
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** The `count` pages with the most sections, most first. */
function largestPages(sources: readonly SearchSource[], count = 3): SearchIndexStats['largestPages'] {
  return [...sources]
    .sort((a, b) => b.sections.length - a.sections.length)
    .slice(0, count)
    .map((source) => ({ docId: source.docId, url: source.url, sections: source.sections.length }));
}

function writeIndex(sources: readonly SearchSource[], context: string, options: SearchOptions & { headPostings?: number }, outDir: string, files: Map<string, string>, analyses: AnalysisCache): { path: string; stats: SearchIndexStats } {
  const pages = pagesOf(sources);
  // MiniSearch's own JSON of the pages' documents (see analysis.ts), cut into shards (layout.ts).
  const index = assembleIndex(pages.flatMap((page) => analyses.page(page)));
  const layout = layoutIndex(pages, index, options.shardBytes, options.headPostings);
  const synonyms = cleanSynonyms(options.synonyms);
  const keyOptions = { removeStopWords: options.removeDefaultStopWords, languages: options.languages };
  const unindexed = [...new Set(synonyms.flat())].filter((entry) => !phraseKeys(entry, keyOptions).every((key) => index.terms.has(key)));
  const stem = options.indexFileName + (context ? `-${context.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '')}` : '');
  const shardTexts = layout.shards.map((s) => s.text);
  const tailTexts = layout.tails;
  const namesTexts = layout.names.map((n) => JSON.stringify(n.file));
  const textTexts = layout.texts.map((t) => JSON.stringify(t.file));
  // Each file is named by its own content (text files by their run's), so an edit renames only what it
  // changed; the root file, which holds the hashes, gets a new name with any of them.
  const texts: string[] = [];
  for (let n = 0; n < textTexts.length; n += TEXTS_PER_HASH) texts.push(hashOf(textTexts.slice(n, n + TEXTS_PER_HASH).join('\n')));
  const hashes: FileHashes = { shard: shardTexts.map(hashOf).join(''), tail: tailTexts.map(hashOf).join(''), names: namesTexts.map(hashOf).join(''), texts: texts.join('') };
  let contentBytes = 0;
  const put = (kind: IndexFileKind, texts: readonly string[]) =>
    texts.forEach((text, n) => {
      files.set(`${outDir}/${fileNames[kind](stem, n, fileHash(hashes, kind, n))}`, text);
      contentBytes += Buffer.byteLength(text);
    });
  put('shard', shardTexts);
  put('tail', tailTexts);
  put('names', namesTexts);
  put('texts', textTexts);
  const entry: IndexEntry = {
    schemaVersion: INDEX_SCHEMA_VERSION,
    documents: {
      pages: pages.length,
      sections: encodeCounts(layout.sectionCounts),
      names: encodeCounts(layout.names.map((n) => n.pages)),
      preload: layout.preload,
      texts: encodeCounts(layout.texts.map((t) => t.docs)),
    },
    index: { minisearch: layout.shared, shards: layout.shards.map((s) => s.first), tails: layout.tails.length, files: hashes, synonyms, unindexed },
  };
  const root = JSON.stringify([entry]);
  const path = `${outDir}/${stem}.${hashOf(root)}.json`;
  files.set(path, root);
  // Compressing every text file only to size them cost a 1,000-doc build 0.1 s: the median and
  // largest files by raw size stand for the median and largest compressed.
  const bySize = (texts: readonly string[]) => [...texts].sort((a, b) => a.length - b.length);
  const sorted = bySize(textTexts);
  const median = sorted.length > 0 ? gzipSize(sorted[Math.floor(sorted.length / 2)] as string) : 0;
  const largest = (texts: readonly string[]) => (texts.length > 0 ? gzipSize(bySize(texts).at(-1) as string) : 0);
  const namesGzip = layout.preload ? namesTexts.reduce((sum, text) => sum + gzipSize(text), 0) : largest(namesTexts);
  return {
    path,
    stats: {
      context,
      pages: pages.length,
      documents: index.shared.documentCount,
      firstTierBytes: Buffer.byteLength(root),
      firstTierGzipBytes: gzipSize(root) + largest(shardTexts) + namesGzip + Math.min(8, sorted.length) * median,
      shards: shardTexts.length,
      contentBytes,
      largestPages: largestPages(sources),
    },
  };
}

/**
 * Builds the search index files from doc sections: one index of all docs plus one per configured
 * context. File names are content-hashed, so they can be cached forever.
 */
export function buildSearchIndex(sources: readonly SearchSource[], options: BuildSearchIndexOptions = {}): BuildSearchIndexResult {
  const { baseUrl = '/', outDir = 'assets/search', headPostings, analyses: kept, separateContexts = [], ...rest } = options;
  const resolved = { ...resolveSearchOptions(rest), ...(headPostings === undefined ? {} : { headPostings }) };
  const tokenizer = { removeStopWords: resolved.removeDefaultStopWords, languages: resolved.languages };
  const analyses = AnalysisCache.decode(miniSearchOptions(tokenizer), JSON.stringify(tokenizer), kept);
  const files = new Map<string, string>();
  const shared = separateContexts.length === 0 ? sources : sources.filter((s) => !separateContexts.some((context) => underContext(s.url, baseUrl, context)));
  const all = writeIndex(shared, '', resolved, outDir, files, analyses);
  const indexes = [all.stats];
  const contextIndexUrls: Record<string, string> = {};
  for (const context of resolved.contexts) {
    const written = writeIndex(sources.filter((s) => underContext(s.url, baseUrl, context)), context, resolved, outDir, files, analyses);
    contextIndexUrls[context] = baseUrl + written.path;
    indexes.push(written.stats);
  }
  let totalBytes = 0;
  for (const text of files.values()) totalBytes += Buffer.byteLength(text);
  return { files, indexUrl: baseUrl + all.path, contextIndexUrls, stats: { indexes, files: files.size, totalBytes }, analyses: analyses.encode(), analysed: { pages: analyses.counts.analysed, reused: analyses.counts.reused } };
}
