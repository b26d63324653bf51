/**
 * The files of one index as the engine sees them: the root file, loaded once, and the term shards,
 * tails and document files, each fetched when a query first needs it and kept. A failed fetch is
 * forgotten, so the next query (or Retry) fetches again.
 */
import { decodeCounts, decodePostings, DecodeError, type Postings } from '../codec.js';
import { SearchIndexError } from '../errors.js';
import { DOCS_BEFORE_SECTIONS, fileNames, INDEX_SCHEMA_VERSION, type DocumentFile, type IndexEntry, type ShardFile, type ShardTerm, type TailFile } from '../format.js';

/** What a term of a shard holds. */
export interface TermEntry {
  readonly term: string;
  /** Documents containing the term. */
  readonly df: number;
  /** Postings of its best pages (all of a term's postings when it has no tail). */
  readonly head: Postings;
  /** Pages whose postings are all in the head. */
  readonly headPages: ReadonlySet<number>;
  /** Its tail, when it has one: the file, and bounds of the tail's impacts (quantized). */
  readonly tail: { readonly file: number; readonly count: number; readonly metaBound: number; readonly docBound: number } | null;
}

/** A loaded term shard: its terms in order, and their entries. */
export interface LoadedShard {
  readonly terms: readonly string[];
  readonly entries: ReadonlyMap<string, TermEntry>;
}

const corrupt = (url: string, reason: string, cause?: unknown): SearchIndexError =>
  new SearchIndexError(
    'corrupt',
    `@hpcdocs/search: the search index at ${url} is not valid (${reason}). Rebuild the site so the index matches this version of @hpcdocs/search.`,
    'Rebuild the site.',
    cause === undefined ? undefined : { cause },
  );

/** Fetches and parses one JSON file; errors say which file and why. */
export async function fetchJson(url: string, fetchFn: typeof fetch, reload: boolean): Promise<unknown> {
  let response: Response;
  try {
    // After a failure, files are fetched past the HTTP cache: they are served as immutable, so a
    // corrupt or truncated cached copy would otherwise come back on every retry.
    response = reload ? await fetchFn(url, { cache: 'reload' }) : await fetchFn(url);
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function readRoot(json: unknown, url: string): IndexEntry {
  const entry = Array.isArray(json) ? (json[0] as unknown) : undefined;
  if (!Array.isArray(json) || !isObject(entry)) throw corrupt(url, 'expected a list of entries');
  const { documents, index } = entry;
  if (entry['schemaVersion'] !== INDEX_SCHEMA_VERSION) throw corrupt(url, `an entry is not schema version ${INDEX_SCHEMA_VERSION}`);
  if (!isObject(documents) || !isObject(index)) throw corrupt(url, 'an entry lacks documents or index');
  if (typeof documents['pages'] !== 'number' || typeof documents['sections'] !== 'string' || typeof documents['files'] !== 'string') throw corrupt(url, 'the documents manifest is incomplete');
  const synonyms = index['synonyms'];
  if (!isStrings(index['shards']) || typeof index['tails'] !== 'number' || typeof index['files'] !== 'string' || !Array.isArray(synonyms) || !synonyms.every(isStrings)) {
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
  private readonly shardFirsts: readonly string[];
  private readonly fileFirstDoc: Int32Array;
  private readonly hash: string;
  private readonly base: string;
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly tails = new Map<number, Promise<Postings>>();
  private readonly files = new Map<number, Promise<DocumentFile>>();

  private constructor(
    readonly url: string,
    entry: IndexEntry,
    private readonly fetchFn: typeof fetch,
    private readonly reload: () => boolean,
  ) {
    const sections = decodeCounts(entry.documents.sections);
    const perFile = decodeCounts(entry.documents.files);
    if (sections.length !== entry.documents.pages) throw corrupt(url, 'page counts do not add up');
    this.pages = entry.documents.pages;
    this.firstDoc = new Int32Array(this.pages + 1);
    for (let p = 0; p < this.pages; p += 1) this.firstDoc[p + 1] = (this.firstDoc[p] as number) + DOCS_BEFORE_SECTIONS + (sections[p] as number);
    this.documents = this.firstDoc[this.pages] as number;
    this.pageOfDoc = new Int32Array(this.documents);
    for (let p = 0; p < this.pages; p += 1) this.pageOfDoc.fill(p, this.firstDoc[p] as number, this.firstDoc[p + 1] as number);
    this.fileFirstDoc = new Int32Array(perFile.length + 1);
    perFile.forEach((n, i) => (this.fileFirstDoc[i + 1] = (this.fileFirstDoc[i] as number) + n));
    if (this.fileFirstDoc[perFile.length] !== this.documents) throw corrupt(url, 'document counts do not add up');
    this.shardFirsts = entry.index.shards;
    this.hash = entry.index.files;
    this.synonyms = entry.index.synonyms;
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
    return this.base.slice(0, slash + 1) + fileNames[kind](this.base.slice(slash + 1), n, this.hash);
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

  /** A term shard, fetched once. */
  shard(n: number): Promise<LoadedShard> {
    return this.cached(this.shards, n, async () => {
      const url = this.fileUrl('shard', n);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as ShardFile;
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || !Array.isArray(json.terms)) throw corrupt(url, 'not a term shard');
      const entries = new Map<string, TermEntry>();
      const terms: string[] = [];
      for (const raw of json.terms as readonly ShardTerm[]) {
        const [term, df, head, headCount, tail] = raw;
        if (typeof term !== 'string' || typeof head !== 'string' || typeof headCount !== 'number') throw corrupt(url, 'a term entry is malformed');
        let postings: Postings;
        try {
          postings = decodePostings(head, headCount);
        } catch (cause) {
          throw corrupt(url, `the postings of "${term}" cannot be read`, cause instanceof DecodeError ? cause : undefined);
        }
        const headPages = new Set<number>();
        for (const doc of postings.docs) {
          if (doc >= this.documents) throw corrupt(url, `a posting of "${term}" points past the last document`);
          headPages.add(this.pageOfDoc[doc] as number);
        }
        terms.push(term);
        entries.set(term, { term, df, head: postings, headPages, tail: tail ? { file: tail[0], count: tail[1], metaBound: tail[2], docBound: tail[3] } : null });
      }
      return { terms, entries };
    });
  }

  /** A term's tail postings, fetched once. */
  tail(file: number, count: number): Promise<Postings> {
    return this.cached(this.tails, file, async () => {
      const url = this.fileUrl('tail', file);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as TailFile;
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || typeof json.postings !== 'string' || json.count !== count) throw corrupt(url, 'not the tail it should be');
      try {
        const postings = decodePostings(json.postings, count);
        if (postings.docs.some((d) => d >= this.documents)) throw new DecodeError('a posting points past the last document');
        return postings;
      } catch (cause) {
        throw corrupt(url, 'its postings cannot be read', cause);
      }
    });
  }

  /** The document file holding `doc`, and the document's position in it. */
  fileOfDoc(doc: number): { readonly file: number; readonly at: number } {
    let lo = 0;
    let hi = this.fileFirstDoc.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.fileFirstDoc[mid] as number) <= doc) lo = mid;
      else hi = mid - 1;
    }
    return { file: lo, at: doc - (this.fileFirstDoc[lo] as number) };
  }

  /** A document file, fetched once. */
  documentFile(n: number): Promise<DocumentFile> {
    return this.cached(this.files, n, async () => {
      const url = this.fileUrl('documents', n);
      const json = (await fetchJson(url, this.fetchFn, this.reload())) as DocumentFile;
      const expected = (this.fileFirstDoc[n + 1] as number) - (this.fileFirstDoc[n] as number);
      if (!isObject(json) || json.schemaVersion !== INDEX_SCHEMA_VERSION || !Array.isArray(json.docs) || !Array.isArray(json.pages) || json.docs.length !== expected) {
        throw corrupt(url, 'not the document file it should be');
      }
      return json;
    });
  }
}
