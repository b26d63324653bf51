/**
 * The files of one index as the engine sees them: the root file, loaded once, and the term shards,
 * tails and document files, each fetched when a query first needs it and kept. A failed fetch is
 * forgotten, so the next query (or Retry) fetches again.
 */
import MiniSearch from 'minisearch';
import { decodeCounts } from '../codec.js';
import { DOCS_BEFORE_SECTIONS, documentIdsOf, FILE_HASH_CHARS, fileHash, fileNames, hashesFor, INDEX_SCHEMA_VERSION, type FileHashes, type IndexEntry, type IndexFileKind, type MiniSearchShared, type NamedPage, type NamesFile, type ShardFile, type StoredMiniSearch, type TailFile, type TextFile } from '../format.js';
import { FIELDS, type IndexDocument } from '../minisearch-config.js';
import { corrupt, fetchFile, fetchJson, parseJson, type Prefetch } from './index-files.js';

/** A loaded term shard: its MiniSearch index, and the tail files of its common terms. */
export interface LoadedShard {
  readonly index: MiniSearch<IndexDocument>;
  readonly tails: ReadonlyMap<string, readonly number[]>;
  /** The shard's terms: whether a typed word is one of them is asked on every keystroke, and a search to tell would score its every posting. */
  readonly terms: ReadonlySet<string>;
}

/** A loaded tier of a term's tail: a MiniSearch index of that term alone. */
export interface LoadedTail {
  readonly term: string;
  readonly index: MiniSearch<IndexDocument>;
}

/**
 * A MiniSearch index from its stored JSON and what the root file shares, with `MiniSearch.loadJS`
 * (`loadJSON` on the parsed file). Searches pass their own options, so only the fields are given.
 */
function loadMiniSearch(shared: MiniSearchShared, stored: StoredMiniSearch, documents: number): MiniSearch<IndexDocument> {
  if (!Array.isArray(stored.index) || !isObject(stored.fieldLength) || (stored.documentIds !== undefined && !isObject(stored.documentIds))) throw new Error('not a MiniSearch index');
  const documentIds = documentIdsOf(stored);
  for (const id of Object.values(documentIds)) if (typeof id !== 'number' || !(id >= 0 && id < documents)) throw new Error('a document id is out of range');
  return MiniSearch.loadJS({ ...shared, ...stored, documentIds, averageFieldLength: [...shared.averageFieldLength], storedFields: {}, dirtCount: 0 }, { fields: [...FIELDS], idField: 'id' });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function readRoot(json: unknown, url: string): IndexEntry {
  const entry = Array.isArray(json) ? (json[0] as unknown) : undefined;
  if (!Array.isArray(json) || !isObject(entry)) throw corrupt(url, 'expected a list of entries');
  const { documents, index } = entry;
  if (entry['schemaVersion'] !== INDEX_SCHEMA_VERSION) throw corrupt(url, `an entry is not schema version ${INDEX_SCHEMA_VERSION}`);
  if (!isObject(documents) || !isObject(index)) throw corrupt(url, 'an entry lacks documents or index');
  if (typeof documents['pages'] !== 'number' || typeof documents['sections'] !== 'string' || typeof documents['names'] !== 'string' || typeof documents['texts'] !== 'string' || typeof documents['preload'] !== 'boolean') {
    throw corrupt(url, 'the documents manifest is incomplete');
  }
  const synonyms = index['synonyms'];
  const files = index['files'];
  const minisearch = index['minisearch'];
  if (!isStrings(index['shards']) || typeof index['tails'] !== 'number' || !isObject(files) || !Array.isArray(synonyms) || !synonyms.every(isStrings) || !isObject(minisearch)) {
    throw corrupt(url, 'the index manifest is incomplete');
  }
  return entry as unknown as IndexEntry;
}

/** One index: its root file read, its other files on demand. */
export class IndexStore {
  readonly pages: number;
  readonly documents: number;
  /** First document of each page, plus the total at the end. */
  readonly firstDoc: Int32Array;
  /** Page of each document. */
  readonly pageOfDoc: Int32Array;
  readonly synonyms: readonly (readonly string[])[];
  /** Synonym entries that are words of no document of this index. */
  readonly unindexed: ReadonlySet<string>;
  private readonly shardFirsts: readonly string[];
  /** Names files load with the root file. */
  readonly preload: boolean;
  private readonly namesFirstPage: Int32Array;
  private readonly textFirstDoc: Int32Array;
  private readonly hashes: FileHashes;
  private readonly base: string;
  private readonly shared: MiniSearchShared;
  private readonly tailCount: number;
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly prefetches = new Map<number, Prefetch>();
  private readonly loadedShards = new Map<number, LoadedShard>();
  private readonly tails = new Map<number, Promise<LoadedTail>>();
  private readonly names = new Map<number, Promise<NamesFile>>();
  private readonly loadedNames = new Map<number, NamesFile>();
  private readonly texts = new Map<number, Promise<TextFile>>();
  private readonly loadedTexts = new Set<number>();

  private constructor(
    readonly url: string,
    entry: IndexEntry,
    private readonly fetchFn: typeof fetch,
    private readonly reload: () => boolean,
  ) {
    const sections = decodeCounts(entry.documents.sections);
    const perNames = decodeCounts(entry.documents.names);
    const perText = decodeCounts(entry.documents.texts);
    if (sections.length !== entry.documents.pages) throw corrupt(url, 'page counts do not add up');
    this.pages = entry.documents.pages;
    this.firstDoc = new Int32Array(this.pages + 1);
    for (let p = 0; p < this.pages; p += 1) this.firstDoc[p + 1] = (this.firstDoc[p] as number) + DOCS_BEFORE_SECTIONS + (sections[p] as number);
    this.documents = this.firstDoc[this.pages] as number;
    this.pageOfDoc = new Int32Array(this.documents);
    for (let p = 0; p < this.pages; p += 1) this.pageOfDoc.fill(p, this.firstDoc[p] as number, this.firstDoc[p + 1] as number);
    const starts = (counts: readonly number[]) => {
      const out = new Int32Array(counts.length + 1);
      counts.forEach((n, i) => (out[i + 1] = (out[i] as number) + n));
      return out;
    };
    this.namesFirstPage = starts(perNames);
    this.textFirstDoc = starts(perText);
    if (this.namesFirstPage[perNames.length] !== this.pages || this.textFirstDoc[perText.length] !== this.documents) throw corrupt(url, 'document counts do not add up');
    // A hash for every file the counts say there is: a missing one would name a file that is not there.
    const files: Record<IndexFileKind, number> = { shard: entry.index.shards.length, tail: entry.index.tails, names: perNames.length, texts: perText.length };
    for (const kind of Object.keys(files) as IndexFileKind[]) {
      const hashes: unknown = entry.index.files[kind];
      if (typeof hashes !== 'string' || hashes.length !== hashesFor(kind, files[kind]) * FILE_HASH_CHARS) throw corrupt(url, `the hashes of its ${kind} files do not match their number`);
    }
    this.preload = entry.documents.preload;
    this.shardFirsts = entry.index.shards;
    this.shared = entry.index.minisearch;
    this.tailCount = entry.index.tails;
    this.hashes = entry.index.files;
    this.synonyms = entry.index.synonyms;
    this.unindexed = new Set(Array.isArray(entry.index.unindexed) ? entry.index.unindexed.filter((e) => typeof e === 'string') : []);
    // `search-index.<hash>.json` -> `search-index`: the other files share its base name.
    const name = url.slice(url.lastIndexOf('/') + 1);
    this.base = url.slice(0, url.length - name.length) + name.replace(/\.[0-9a-f]+\.json$/u, '');
  }

  /** Loads the root file at `url`. */
  static async open(url: string, fetchFn: typeof fetch, reload: () => boolean): Promise<IndexStore> {
    const json = await fetchJson(url, fetchFn, reload());
    return new IndexStore(url, readRoot(json, url), fetchFn, reload);
  }

  private fileUrl(kind: keyof typeof fileNames, n: number): string {
    const slash = this.base.lastIndexOf('/');
    return this.base.slice(0, slash + 1) + fileNames[kind](this.base.slice(slash + 1), n, fileHash(this.hashes, kind, n));
  }

  private cached<T>(cache: Map<number, Promise<T>>, n: number, load: () => Promise<T>): Promise<T> {
    let promise = cache.get(n);
    if (!promise) {
      promise = load();
      cache.set(n, promise);
      promise.catch(() => cache.delete(n));
    }
    return promise;
  }

  /** Number of term shards. */
  get shardCount(): number {
    return this.shardFirsts.length;
  }

  /** The shard that would hold `term`. */
  shardOf(term: string): number {
    let lo = 0;
    let hi = this.shardFirsts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.shardFirsts[mid] as string) <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The shards holding terms from `from` up to every term that starts with `upTo`. */
  shardsFor(from: string, upTo: string): number[] {
    const out: number[] = [];
    const last = this.shardOf(`${upTo}\uffff`);
    for (let i = this.shardOf(from); i <= last; i += 1) out.push(i);
    return out;
  }

  /**
   * Fetches a term shard ahead of the queries that may need it, without parsing it (most are
   * never needed): its text waits for {@link shard}, and {@link cancelPrefetches} stops it while
   * it is still on its way.
   */
  prefetchShard(n: number): void {
    if (this.shards.has(n) || this.prefetches.has(n)) return;
    const controller = new AbortController();
    const text = fetchFile(this.fileUrl('shard', n), this.fetchFn, this.reload(), controller.signal).then((response) => response.text());
    const prefetch: Prefetch = { text, controller, arrived: false };
    this.prefetches.set(n, prefetch);
    text.then(
      () => (prefetch.arrived = true),
      () => this.prefetches.get(n) === prefetch && this.prefetches.delete(n),
    );
  }

  /** Stops the prefetches still on their way, but those of the shards in `keep` (a query's): their downloads must not hold up the query's. */
  cancelPrefetches(keep: ReadonlySet<number>): void {
    for (const [n, prefetch] of this.prefetches) {
      if (prefetch.arrived || keep.has(n)) continue;
      this.prefetches.delete(n);
      prefetch.controller.abort();
    }
  }

  /** A term shard, fetched once (or taken from its prefetch). */
  shard(n: number): Promise<LoadedShard> {
    return this.cached(this.shards, n, async () => {
      const url = this.fileUrl('shard', n);
      const prefetch = this.prefetches.get(n);
      this.prefetches.delete(n);
      const text = await (prefetch?.text.catch(() => null) ?? null);
      const json = (text === null ? await fetchJson(url, this.fetchFn, this.reload()) : parseJson(url, text)) as ShardFile;
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || !isObject(json.tails) || !isObject(json.minisearch)) throw corrupt(url, 'not a term shard');
      const tails = new Map<string, readonly number[]>();
      for (const [term, files] of Object.entries(json.tails)) {
        if (!Array.isArray(files) || !files.every((f) => Number.isInteger(f) && f >= 0 && f < this.tailCount)) throw corrupt(url, `the tails of "${term}" are not tail files`);
        tails.set(term, files);
      }
      let index: MiniSearch<IndexDocument>;
      try {
        index = loadMiniSearch(this.shared, json.minisearch, this.documents);
      } catch (cause) {
        throw corrupt(url, 'its MiniSearch index cannot be loaded', cause);
      }
      const shard = { index, tails, terms: new Set(json.minisearch.index.map(([term]) => term)) };
      this.loadedShards.set(n, shard);
      return shard;
    });
  }

  /** Whether a term shard has been asked for (loaded, loading, or fetched ahead). */
  hasShard(n: number): boolean {
    return this.shards.has(n) || this.prefetches.has(n);
  }

  /** A shard, when it is loaded. */
  shardSync(n: number): LoadedShard | undefined {
    return this.loadedShards.get(n);
  }

  /** A tier of a term's tail, fetched once. */
  tail(file: number): Promise<LoadedTail> {
    return this.cached(this.tails, file, async () => {
      const url = this.fileUrl('tail', file);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as TailFile;
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || typeof json.term !== 'string' || !isObject(json.minisearch)) throw corrupt(url, 'not a tail file');
      try {
        return { term: json.term, index: loadMiniSearch(this.shared, json.minisearch, this.documents) };
      } catch (cause) {
        throw corrupt(url, 'its MiniSearch index cannot be loaded', cause);
      }
    });
  }

  /** The names file holding `page`, and the page's position in it. */
  private namesOfPage(page: number): { readonly file: number; readonly at: number } {
    const file = lastAtMost(this.namesFirstPage, page);
    return { file, at: page - (this.namesFirstPage[file] as number) };
  }

  /** A names file, fetched once. */
  namesFile(n: number): Promise<NamesFile> {
    return this.cached(this.names, n, async () => {
      const url = this.fileUrl('names', n);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as NamesFile;
      const expected = (this.namesFirstPage[n + 1] as number) - (this.namesFirstPage[n] as number);
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || !Array.isArray(json.pages) || json.pages.length !== expected) throw corrupt(url, 'not the names file it should be');
      this.loadedNames.set(n, json);
      return json;
    });
  }

  /** Every names file (for an index whose names load with its root). */
  async allNames(): Promise<void> {
    await Promise.all(Array.from({ length: this.namesFirstPage.length - 1 }, (_, n) => this.namesFile(n)));
  }

  /** A page's names, when its file is loaded. */
  namedSync(page: number): NamedPage | undefined {
    const { file, at } = this.namesOfPage(page);
    return this.loadedNames.get(file)?.pages[at];
  }

  /** A page's names. */
  async named(page: number): Promise<NamedPage> {
    const { file, at } = this.namesOfPage(page);
    const named = (await this.namesFile(file)).pages[at];
    if (!named) throw corrupt(this.fileUrl('names', file), `page ${page} is missing`);
    return named;
  }

  /** Whether a document's text is loaded. */
  hasText(doc: number): boolean {
    return this.loadedTexts.has(lastAtMost(this.textFirstDoc, doc));
  }

  /** A document's text. */
  async text(doc: number): Promise<string> {
    const file = lastAtMost(this.textFirstDoc, doc);
    const texts = await this.cached(this.texts, file, async () => {
      const url = this.fileUrl('texts', file);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as TextFile;
      const expected = (this.textFirstDoc[file + 1] as number) - (this.textFirstDoc[file] as number);
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || !Array.isArray(json.texts) || json.texts.length !== expected) throw corrupt(url, 'not the text file it should be');
      this.loadedTexts.add(file);
      return json;
    });
    return texts.texts[doc - (this.textFirstDoc[file] as number)] ?? '';
  }
}

/** The last position whose start is at most `value` in a list of starts. */
function lastAtMost(starts: Int32Array, value: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
