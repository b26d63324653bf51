/**
 * The index file format, shared by builder and client. An index is a set of hashed static JSON files:
 *
 * - the root file (`search-index.<hash>.json`): a list of entries, each with `documents` (how many
 *   pages, their sections, and which names and text file holds which pages) and `index` (the
 *   MiniSearch options and statistics every shard shares, where the term shards start, the
 *   synonym groups). It is the only file a reader fetches before typing.
 * - term shards (`search-index.terms-N.<hash>.json`): a MiniSearch index in MiniSearch's own JSON
 *   (`JSON.stringify(miniSearch)`, cut to the terms of one alphabetical range and the documents
 *   they occur in), loaded with `MiniSearch.loadJS`. A common term keeps only the postings of its
 *   best documents (its head); the rest (its tail) is in tail files.
 * - tail files (`search-index.tail-N.<hash>.json`): one tier of one term's tail, a MiniSearch index
 *   of that term alone, fetched when a query needs more than the head.
 * - names files (`search-index.names-N.<hash>.json`): URL, title, breadcrumb and section headings
 *   of a run of pages, what a hit shows but its snippet; on a small or medium site they load with
 *   the root file, so hits render as soon as they are ranked.
 * - text files (`search-index.texts-N.<hash>.json`): the text of a run of documents, for the
 *   snippets of the hits shown.
 *
 * Documents are numbered per page: first the page itself (title, keywords, description, text
 * before its first heading), then one per section. So a query downloads what its terms and its
 * hits need, whatever the size of the site.
 */
import type { AsPlainObject } from 'minisearch';

/** Documents of a page before its sections: the page itself. Sections follow, one document each. */
export const DOCS_BEFORE_SECTIONS = 1;

/** Version of the index file format. Bump on any incompatible change. */
export const INDEX_SCHEMA_VERSION = 5 as const;

/** Hit types (the field that matched best), in boost order, highest first. */
export const HIT_TYPES = ['title', 'keywords', 'heading', 'description', 'content'] as const;

/** What part of a page a hit matched best. */
export type HitType = (typeof HIT_TYPES)[number];

/** A resolved search hit document: URL, title, section, breadcrumb, anchor, and the text a snippet is cut from. */
export interface HitDocument {
  /** Page URL. */
  readonly u: string;
  /** Page title. */
  readonly t: string;
  /** Section title (heading text), when the document is a section. */
  readonly s?: string;
  /** Breadcrumb list. */
  readonly b: readonly string[];
  /** Heading anchor (without `#`). */
  readonly h?: string;
  /** Text of the section (or of the page before its first heading). */
  readonly x?: string;
}

/** `documents` of the root entry. */
export interface DocumentsManifest {
  /** Number of pages. */
  readonly pages: number;
  /** Per page, its number of headed sections (see codec.ts `encodeCounts`). */
  readonly sections: string;
  /** Per names file, the number of pages it holds, in order. */
  readonly names: string;
  /** The names files are few and small: the client loads them with the root file, so hits show without waiting for them. */
  readonly preload: boolean;
  /** Per text file, the number of documents it holds, in order. */
  readonly texts: string;
}

/**
 * What every shard's MiniSearch shares, written once in the root file rather than in each shard:
 * the fields (by MiniSearch field id) and the statistics BM25 needs over the whole index.
 */
export interface MiniSearchShared {
  readonly fieldIds: Readonly<Record<string, number>>;
  readonly documentCount: number;
  readonly averageFieldLength: readonly number[];
  readonly serializationVersion: number;
}

/** `index` of the root entry. */
export interface TermIndexManifest {
  readonly minisearch: MiniSearchShared;
  /** The first term of each term shard, in order (the first is `''`). */
  readonly shards: readonly string[];
  /** Number of tail files. */
  readonly tails: number;
  /** The hashes in the names of the other files of this index (see {@link fileHash}). */
  readonly files: FileHashes;
  /** Synonym groups written into the index by the builder (the site's `search.synonyms`, its glossary included). */
  readonly synonyms: readonly (readonly string[])[];
  /** Entries of `synonyms` that are words of no document here: they lead to their group, and are not searched for. */
  readonly unindexed?: readonly string[];
}

/** The one entry of a root file. */
export interface IndexEntry {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly documents: DocumentsManifest;
  readonly index: TermIndexManifest;
}

/** A MiniSearch index as stored in a shard or tail file: its JSON without what the root shares. */
export type StoredMiniSearch = Pick<AsPlainObject, 'fieldLength' | 'storedFields' | 'index' | 'nextId'> & {
  /**
   * MiniSearch's short id -> document id. Left out when every document's id is its short id (as the
   * builder numbers them): the client restores it from `fieldLength`'s keys. It was a sixth of a
   * small site's shard, gzipped, repeated in every shard.
   */
  readonly documentIds?: AsPlainObject['documentIds'];
};

/** The `documentIds` of a stored index: its own, or (left out) each short id of `fieldLength` as its id. */
export function documentIdsOf(stored: StoredMiniSearch): AsPlainObject['documentIds'] {
  return stored.documentIds ?? Object.fromEntries(Object.keys(stored.fieldLength).map((shortId) => [shortId, Number(shortId)]));
}

/** A term shard file: the MiniSearch index of a range of terms, and the tail files of its common terms. */
export interface ShardFile {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly minisearch: StoredMiniSearch;
  /** Term -> its tail files, in tier order (best postings first). */
  readonly tails: Readonly<Record<string, readonly number[]>>;
}

/** A tail file: one tier of one term's postings that its head leaves out, as a MiniSearch index. */
export interface TailFile {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly term: string;
  readonly minisearch: StoredMiniSearch;
}

/** A section in a names file: `[heading, anchor?]` (the anchor when it differs from `defaultAnchor(heading)`). */
export type NamedSection = readonly [heading: string, anchor?: string];

/** A page in a names file: `[url, title, breadcrumb, sections]`. */
export type NamedPage = readonly [u: string, t: string, b: readonly string[], sections: readonly NamedSection[]];

/** A names file: what a hit shows but its snippet (URL, title, breadcrumb, section heading) for a run of pages. */
export interface NamesFile {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly firstPage: number;
  readonly pages: readonly NamedPage[];
}

/** A text file: the text of a run of documents (per page: its own text, then each section's). */
export interface TextFile {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly texts: readonly string[];
}

/** The kinds of files of an index besides its root file. */
export type IndexFileKind = 'shard' | 'tail' | 'names' | 'texts';

/**
 * The hashes that name the files of each kind, each {@link FILE_HASH_CHARS} characters, concatenated
 * in file order: one per shard, tail and names file, one per run of {@link TEXTS_PER_HASH} text files.
 * Each file (or run) is named by its own content, so an edit renames the few files it changed and
 * a rebuild finds the others where they were (see the site's build), and a reader's cache keeps them.
 */
export type FileHashes = Readonly<Record<IndexFileKind, string>>;

/** Characters of a file's hash (hexadecimal: 48 bits), as in the root file's name. */
export const FILE_HASH_CHARS = 12;

/**
 * Text files per hash: they are the most numerous files (over a thousand on a 1,000-doc site, a few
 * kilobytes each), and a hash each would add kilobytes to the root file every reader fetches first.
 */
export const TEXTS_PER_HASH = 16;

/** How many hashes name `files` files of `kind`. */
export const hashesFor = (kind: IndexFileKind, files: number): number => (kind === 'texts' ? Math.ceil(files / TEXTS_PER_HASH) : files);

/** The hash in the name of file `n` of `kind`. */
export function fileHash(hashes: FileHashes, kind: IndexFileKind, n: number): string {
  const slot = kind === 'texts' ? Math.floor(n / TEXTS_PER_HASH) : n;
  return hashes[kind].slice(slot * FILE_HASH_CHARS, (slot + 1) * FILE_HASH_CHARS);
}

/** Names of the files of one index, from its base name (`search-index`) and the file's hash (see {@link fileHash}). */
export const fileNames: Readonly<Record<IndexFileKind, (stem: string, n: number, hash: string) => string>> = {
  shard: (stem: string, n: number, hash: string) => `${stem}.terms-${n}.${hash}.json`,
  tail: (stem: string, n: number, hash: string) => `${stem}.tail-${n}.${hash}.json`,
  names: (stem: string, n: number, hash: string) => `${stem}.names-${n}.${hash}.json`,
  texts: (stem: string, n: number, hash: string) => `${stem}.texts-${n}.${hash}.json`,
};

/**
 * The anchor a heading most likely has: lower case, punctuation dropped, spaces to `-`. The builder
 * leaves the anchor out when it equals this, and the client puts it back; anchors that differ
 * (`-1` suffixes, custom ids) are stored as they are.
 */
export function defaultAnchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/gu, '-');
}
