/**
 * How an index is cut into files. MiniSearch's JSON of the whole site (`JSON.stringify(miniSearch)`)
 * is cut by term into shards, each a MiniSearch index of its own: the terms of an alphabetical
 * range and the documents they occur in. A common term keeps the postings of its best documents
 * in its shard (its head); the rest go to tiers of a tail, each a MiniSearch index of that term
 * alone. The pages' names go to names files, the documents' texts to runs of a few kilobytes. A
 * query then downloads the shards of its terms and the texts of the hits it shows, not the index.
 *
 * Pure (no Node modules): the worker's warm-up lays out a made-up site with it.
 */
import type { AsPlainObject } from 'minisearch';
import { BOOST, type Field } from '../minisearch-config.js';
import { defaultAnchor, INDEX_SCHEMA_VERSION, type MiniSearchShared, type NamedPage, type NamesFile, type ShardFile, type StoredMiniSearch, type TailFile, type TextFile } from '../format.js';
import type { IndexPage } from './documents.js';

/** Documents a term's head holds at least, when it has a tail (its tiers hold more, see {@link TIER_GROWTH}). */
export const HEAD_POSTINGS = 256;
/** How many times more documents each tier of a tail holds than the one before (the first: the head's). */
export const TIER_GROWTH = 8;

/** The files of one index, before they get their names. */
export interface IndexLayout {
  readonly shared: MiniSearchShared;
  readonly shards: readonly { readonly first: string; readonly file: ShardFile }[];
  readonly tails: readonly TailFile[];
  readonly names: readonly { readonly pages: number; readonly file: NamesFile }[];
  /** The names files are small enough to load with the root file. */
  readonly preload: boolean;
  readonly texts: readonly { readonly docs: number; readonly file: TextFile }[];
  readonly sectionCounts: readonly number[];
}

type TermData = AsPlainObject['index'][number][1];
type IndexJson = AsPlainObject;

/** MiniSearch's BM25+ with its default parameters: what orders a term's documents into head and tail. */
function bm25(tf: number, df: number, n: number, length: number, average: number): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average)));
}

/** Per document of a term, its score for the term over every field (boosted), as MiniSearch would sum it. */
function impacts(data: TermData, json: IndexJson, fieldNames: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [fieldId, docs] of Object.entries(data)) {
    const id = Number(fieldId);
    const boost = BOOST[fieldNames[id] as Field] ?? 1;
    const df = Object.keys(docs).length;
    for (const [doc, tf] of Object.entries(docs)) {
      const length = json.fieldLength[doc]?.[id] ?? 1;
      out.set(doc, (out.get(doc) ?? 0) + boost * bm25(tf, df, json.documentCount, length, json.averageFieldLength[id] ?? 1));
    }
  }
  return out;
}

/** The postings of `data` of the documents in `keep`. */
function restrict(data: TermData, keep: ReadonlySet<string>): TermData {
  const out: Record<string, Record<string, number>> = {};
  for (const [fieldId, docs] of Object.entries(data)) {
    const kept = Object.entries(docs).filter(([doc]) => keep.has(doc));
    if (kept.length > 0) out[fieldId] = Object.fromEntries(kept);
  }
  return out;
}

/** Splits a common term's documents into its head and tiers, best first; null for a term kept whole. */
function splitTiers(data: TermData, json: IndexJson, fieldNames: readonly string[], headPostings: number): Set<string>[] | null {
  const scores = impacts(data, json, fieldNames);
  if (scores.size <= 2 * headPostings) return null;
  const ranked = [...scores.keys()].sort((a, b) => (scores.get(b) as number) - (scores.get(a) as number) || Number(a) - Number(b));
  const tiers: Set<string>[] = [];
  let at = 0;
  for (let size = headPostings; at < ranked.length; size *= TIER_GROWTH) {
    // The last tier takes what is left when that is less than half a tier again.
    const end = ranked.length - (at + size) < size / 2 ? ranked.length : at + size;
    tiers.push(new Set(ranked.slice(at, end)));
    at = end;
  }
  return tiers;
}

/** A MiniSearch index of some terms' postings, with the documents they name. */
function storedIndex(entries: readonly [string, TermData][], json: IndexJson): StoredMiniSearch {
  const docs = new Set<string>();
  for (const [, data] of entries) for (const of of Object.values(data)) for (const doc of Object.keys(of)) docs.add(doc);
  const documentIds: Record<string, unknown> = {};
  const fieldLength: Record<string, number[]> = {};
  let identity = true;
  for (const doc of [...docs].sort((a, b) => Number(a) - Number(b))) {
    documentIds[doc] = json.documentIds[doc];
    if (documentIds[doc] !== Number(doc)) identity = false;
    fieldLength[doc] = json.fieldLength[doc] as number[];
  }
  const stored = { nextId: json.nextId, fieldLength, storedFields: {}, index: [...entries] };
  return identity ? stored : { ...stored, documentIds };
}

/** Approximate JSON bytes of a term's postings: the per-document tables of a shard count about as much again. */
function termBytes(term: string, data: TermData): number {
  let bytes = term.length + 8;
  for (const docs of Object.values(data)) bytes += 6 + Object.keys(docs).length * 24;
  return bytes;
}

/**
 * The size of a term shard when none is configured (estimated from its postings, see `termBytes`).
 * One size for every site: a query reads one or two shards before its first results, and each
 * shard repeats the field lengths of the documents it names, so 16 KB keeps a small site's first
 * results within their budget (48 KB shards put a 30-doc site at 36 KB) and a 1,000-doc site's too.
 */
const SHARD_BYTES = 16_000;

/** Cuts MiniSearch's JSON of the site into shards and tails. */
function cutTerms(json: IndexJson, shardBytes: number | undefined, headPostings: number): Pick<IndexLayout, 'shards' | 'tails'> {
  const fieldNames: string[] = [];
  for (const [name, id] of Object.entries(json.fieldIds)) fieldNames[id] = name;
  const sorted = [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const tails: TailFile[] = [];
  const entries: { term: string; head: TermData; tails: number[]; bytes: number }[] = [];
  for (const [term, data] of sorted) {
    const tiers = splitTiers(data, json, fieldNames, headPostings);
    if (!tiers) {
      entries.push({ term, head: data, tails: [], bytes: termBytes(term, data) });
      continue;
    }
    const refs: number[] = [];
    for (const tier of tiers.slice(1)) {
      refs.push(tails.length);
      tails.push({ schemaVersion: INDEX_SCHEMA_VERSION, term, minisearch: storedIndex([[term, restrict(data, tier)]], json) });
    }
    const head = restrict(data, tiers[0] as Set<string>);
    entries.push({ term, head, tails: refs, bytes: termBytes(term, head) });
  }
  const target = shardBytes ?? SHARD_BYTES;
  const shards: { first: string; file: ShardFile }[] = [];
  let current: typeof entries = [];
  let size = 0;
  const cut = () => {
    const tailsOf: Record<string, number[]> = {};
    for (const e of current) if (e.tails.length > 0) tailsOf[e.term] = e.tails;
    const first = shards.length === 0 ? '' : (current[0] as (typeof entries)[number]).term;
    shards.push({ first, file: { schemaVersion: INDEX_SCHEMA_VERSION, minisearch: storedIndex(current.map((e) => [e.term, e.head]), json), tails: tailsOf } });
    current = [];
    size = 0;
  };
  for (const entry of entries) {
    if (current.length > 0 && size + entry.bytes > target) cut();
    current.push(entry);
    size += entry.bytes;
  }
  if (current.length > 0 || shards.length === 0) cut();
  return { shards, tails };
}

/** Most raw bytes of names files the client loads with the root file (beyond, it fetches them per hit). */
const PRELOAD_NAMES_BYTES = 320 * 1024;
/** Target raw size of a names file. */
const NAMES_BYTES = 32_000;

/** Cuts MiniSearch's JSON of the site (`json`) and its pages into files. `shardBytes`: target size of a term shard (default: by the site's size). */
export function layoutIndex(pages: readonly IndexPage[], json: AsPlainObject, shardBytes?: number, headPostings = HEAD_POSTINGS): IndexLayout {
  const { shards, tails } = cutTerms(json, shardBytes, headPostings);
  const names = namesFiles(pages);
  const namesBytes = names.reduce((sum, n) => sum + JSON.stringify(n.file).length, 0);
  const shared: MiniSearchShared = { fieldIds: json.fieldIds, documentCount: json.documentCount, averageFieldLength: json.averageFieldLength, serializationVersion: json.serializationVersion };
  return { shared, shards, tails, names, preload: namesBytes <= PRELOAD_NAMES_BYTES, texts: textFiles(pages), sectionCounts: pages.map((p) => p.sections.length) };
}

/** All the text of the pages' documents, in characters. */
function textLength(pages: readonly IndexPage[]): number {
  let total = 0;
  for (const page of pages) {
    total += page.intro.length + page.introCode.length + page.description.length;
    for (const s of page.sections) total += s.text.length + s.code.length;
  }
  return total;
}

/**
 * Target size of a text file: a few kilobytes, more on a large site (fewer files; a reader still
 * fetches only the hits' files). In steps of a kilobyte, so that an edit seldom moves it (and with
 * it where every run ends).
 */
const textBytes = (total: number): number => Math.min(16_000, Math.max(3_000, Math.round(total / 2_000_000) * 1_000));

/** Texts joined: a snippet shows where the match is, in the prose first. */
const joined = (...texts: string[]) => texts.filter((t) => t !== '').join(' ');

/** Runs of pages' names (URL, title, breadcrumb, section headings) of about {@link NAMES_BYTES}. */
function namesFiles(pages: readonly IndexPage[]): { pages: number; file: NamesFile }[] {
  const files: { pages: number; file: NamesFile }[] = [];
  let run: NamedPage[] = [];
  let first = 0;
  let size = 0;
  pages.forEach((page, p) => {
    const named: NamedPage = [page.url, page.title, page.breadcrumbs, page.sections.map((s) => (s.anchor === defaultAnchor(s.heading) ? [s.heading] : [s.heading, s.anchor]))];
    const bytes = JSON.stringify(named).length;
    if (run.length > 0 && size + bytes > NAMES_BYTES) {
      files.push({ pages: run.length, file: { schemaVersion: INDEX_SCHEMA_VERSION, firstPage: first, pages: run } });
      run = [];
      size = 0;
      first = p;
    }
    run.push(named);
    size += bytes;
  });
  if (run.length > 0) files.push({ pages: run.length, file: { schemaVersion: INDEX_SCHEMA_VERSION, firstPage: first, pages: run } });
  return files;
}

/** FNV-1a of a string: a page's URL decides where runs of texts may end (see {@link textFiles}). */
function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i += 1) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Runs of documents' texts of about {@link textBytes}, in document order: per page its own text
 * (description, text before its first heading, its code), then its sections' texts.
 *
 * Where runs end depends on the pages themselves, not on the size of everything before them: a run
 * ends before a page whose URL's hash picks it (one page in as many as make a run, on average), or
 * past twice the target size. An edit of one doc then changes its own run (seldom the next), not
 * every run after it, and a rebuild finds the other files as they were.
 */
function textFiles(pages: readonly IndexPage[]): { docs: number; file: TextFile }[] {
  const total = textLength(pages);
  const target = textBytes(total);
  // How many pages make a run on average; rounded, so that an edit seldom changes it.
  const odds = Math.max(1, Math.round(target / Math.max(1, total / Math.max(1, pages.length))));
  const files: { docs: number; file: TextFile }[] = [];
  let run: string[] = [];
  let size = 0;
  // A file does not say where its run starts (the root's counts do): a section added to one doc
  // then leaves every later file as it was.
  const cut = () => {
    files.push({ docs: run.length, file: { schemaVersion: INDEX_SCHEMA_VERSION, texts: run } });
    run = [];
    size = 0;
  };
  const add = (text: string) => {
    if (run.length > 0 && size + text.length > 2 * target) cut();
    run.push(text);
    size += text.length + 4;
  };
  for (const page of pages) {
    if (run.length > 0 && (urlHash(page.url) % odds === 0 || size >= 2 * target)) cut();
    add(joined(page.description, page.intro, page.introCode));
    for (const s of page.sections) add(joined(s.text, s.code));
  }
  if (run.length > 0) cut();
  return files;
}
