/**
 * The terms of an index cut into files. The index is MiniSearch's (see analysis.ts) kept as
 * postings lists (per term and field, its documents in order with their counts) rather than
 * MiniSearch's JSON of nested objects: on a 1,000-doc site every object keyed by document
 * numbers made reading, filtering and writing the postings sort their keys again, and laying out
 * the index took 0.8 s, more than analysing the docs. A shard's text is MiniSearch's JSON of its
 * terms, written here from the lists (the same text `JSON.stringify` gives of MiniSearch's
 * objects, which the tests check).
 *
 * A common term keeps the postings of its best documents in its shard (its head); the rest go to
 * tiers of a tail, each a MiniSearch index of that term alone.
 */
import { BOOST, type Field } from '../minisearch-config.js';
import { INDEX_SCHEMA_VERSION, type MiniSearchShared } from '../format.js';

/** A term's postings in one field: its documents, in increasing order, and its count in each. */
export interface FieldPostings {
  readonly field: number;
  readonly docs: readonly number[];
  readonly counts: readonly number[];
}

/** A term's postings, in increasing field order. */
export type Postings = readonly FieldPostings[];

/** An index of documents numbered 0, 1, 2, …: what MiniSearch's JSON holds, its postings as lists. */
export interface IndexData {
  readonly shared: MiniSearchShared;
  /** Per document, its fields' lengths by field id (a field it lacks is a hole), as MiniSearch's `fieldLength`. */
  readonly fieldLength: readonly (readonly number[] | undefined)[];
  readonly terms: ReadonlyMap<string, Postings>;
}

/** Documents a term's head holds at least, when it has a tail (its tiers hold more, see {@link TIER_GROWTH}). */
export const HEAD_POSTINGS = 256;
/** How many times more documents each tier of a tail holds than the one before (the first: the head's). */
export const TIER_GROWTH = 8;

/** MiniSearch's BM25+ with its default parameters: what orders a term's documents into head and tail. */
function bm25(tf: number, df: number, n: number, length: number, average: number): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average)));
}

/** Per-document arrays a term's split works in, made once per index (see {@link tiersOf}). */
interface Scratch {
  /** A document's score for the term being split; 0 for a document not in its postings. */
  readonly scores: Float64Array;
  /** A document's tier for the term being split. */
  readonly tiers: Uint16Array;
}

/**
 * The documents of a common term's postings, best first: its score in each document over every
 * field (boosted) as MiniSearch sums it (in field order, so the same number), ties in document order.
 */
function ranked(postings: Postings, index: IndexData, fieldNames: readonly string[], scores: Float64Array): number[] {
  const { documentCount, averageFieldLength } = index.shared;
  const docs: number[] = [];
  for (const { field, docs: of, counts } of postings) {
    const boost = BOOST[fieldNames[field] as Field] ?? 1;
    const average = averageFieldLength[field] ?? 1;
    of.forEach((doc, n) => {
      const length = index.fieldLength[doc]?.[field] ?? 1;
      // Every score is above 0 (BM25+ adds a constant; every boost is positive): 0 is "not seen yet".
      if (scores[doc] === 0) docs.push(doc);
      scores[doc] = (scores[doc] as number) + boost * bm25(counts[n] as number, of.length, documentCount, length, average);
    });
  }
  return docs.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
}

/**
 * A common term's postings split into its head and the tiers of its tail, best documents first,
 * each tier {@link TIER_GROWTH} times the one before; null for a term kept whole.
 */
function tiersOf(postings: Postings, index: IndexData, fieldNames: readonly string[], headPostings: number, scratch: Scratch): Postings[] | null {
  // Most terms are in a few documents: their postings (at least as many as their documents) are few enough to keep them whole.
  if (postings.reduce((sum, field) => sum + field.docs.length, 0) <= 2 * headPostings) return null;
  const docs = ranked(postings, index, fieldNames, scratch.scores);
  for (const doc of docs) scratch.scores[doc] = 0;
  if (docs.length <= 2 * headPostings) return null;
  let tiers = 0;
  for (let at = 0, size = headPostings; at < docs.length; size *= TIER_GROWTH, tiers += 1) {
    // The last tier takes what is left when that is less than half a tier again.
    const end = docs.length - (at + size) < size / 2 ? docs.length : at + size;
    for (let n = at; n < end; n += 1) scratch.tiers[docs[n] as number] = tiers;
    at = end;
  }
  const split = Array.from({ length: tiers }, () => [] as FieldPostings[]);
  for (const { field, docs: of, counts } of postings) {
    const parts = split.map(() => ({ field, docs: [] as number[], counts: [] as number[] }));
    of.forEach((doc, n) => {
      const part = parts[scratch.tiers[doc] as number] as (typeof parts)[number];
      part.docs.push(doc);
      part.counts.push(counts[n] as number);
    });
    parts.forEach((part, tier) => part.docs.length > 0 && split[tier]?.push(part));
  }
  return split;
}

/** A term's postings as MiniSearch's JSON writes them: `{"<field>":{"<doc>":<count>,…},…}`. */
function postingsJson(postings: Postings): string {
  const fields = [...postings].sort((a, b) => a.field - b.field);
  return `{${fields.map(({ field, docs, counts }) => `"${field}":{${docs.map((doc, n) => `"${doc}":${counts[n]}`).join(',')}}`).join(',')}}`;
}

/**
 * MiniSearch's JSON of some terms' postings (`loadJS` reads it) with the lengths of the documents
 * they name: `{ nextId, fieldLength, storedFields, index }`. Every document's id is its number,
 * so `documentIds` is left out (see StoredMiniSearch in format.ts).
 */
function storedJson(entries: readonly (readonly [string, Postings])[], index: IndexData, lengthsJson: string[]): string {
  const docs = new Set<number>();
  for (const [, postings] of entries) for (const { docs: of } of postings) for (const doc of of) docs.add(doc);
  // A document's lengths are in every shard of its terms: written once.
  const lengths = [...docs].sort((a, b) => a - b).map((doc) => (lengthsJson[doc] ??= `"${doc}":${JSON.stringify(index.fieldLength[doc])}`));
  const terms = entries.map(([term, postings]) => `[${JSON.stringify(term)},${postingsJson(postings)}]`);
  return `{"nextId":${index.shared.documentCount},"fieldLength":{${lengths.join(',')}},"storedFields":{},"index":[${terms.join(',')}]}`;
}

/** Approximate JSON bytes of a term's postings: the per-document tables of a shard count about as much again. */
function termBytes(term: string, postings: Postings): number {
  let bytes = term.length + 8;
  for (const { docs } of postings) bytes += 6 + docs.length * 24;
  return bytes;
}

/**
 * The size of a term shard when none is configured (estimated from its postings, see `termBytes`).
 * One size for every site: a query reads one or two shards before its first results, and each
 * shard repeats the field lengths of the documents it names, so 16 KB keeps a small site's first
 * results within their budget (48 KB shards put a 30-doc site at 36 KB) and a 1,000-doc site's too.
 */
const SHARD_BYTES = 16_000;

/** The term files of an index: shards (the first term of each, and its text) and tails (their texts). */
export interface TermFiles {
  readonly shards: readonly { readonly first: string; readonly text: string }[];
  readonly tails: readonly string[];
}

/** Cuts the index's terms into shards and tails (ShardFile and TailFile in format.ts). */
export function cutTerms(index: IndexData, shardBytes: number | undefined, headPostings: number): TermFiles {
  const fieldNames: string[] = [];
  for (const [name, id] of Object.entries(index.shared.fieldIds)) fieldNames[id] = name;
  const sorted = [...index.terms.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const tails: string[] = [];
  const lengthsJson: string[] = [];
  const scratch: Scratch = { scores: new Float64Array(index.shared.documentCount), tiers: new Uint16Array(index.shared.documentCount) };
  const entries: { term: string; head: Postings; tails: number[]; bytes: number }[] = [];
  for (const term of sorted) {
    const postings = index.terms.get(term) as Postings;
    const tiers = tiersOf(postings, index, fieldNames, headPostings, scratch);
    if (!tiers) {
      entries.push({ term, head: postings, tails: [], bytes: termBytes(term, postings) });
      continue;
    }
    const refs: number[] = [];
    for (const tier of tiers.slice(1)) {
      refs.push(tails.length);
      tails.push(`{"schemaVersion":${INDEX_SCHEMA_VERSION},"term":${JSON.stringify(term)},"minisearch":${storedJson([[term, tier]], index, lengthsJson)}}`);
    }
    const head = tiers[0] as Postings;
    entries.push({ term, head, tails: refs, bytes: termBytes(term, head) });
  }
  const target = shardBytes ?? SHARD_BYTES;
  const shards: { first: string; text: string }[] = [];
  let current: typeof entries = [];
  let size = 0;
  const cut = () => {
    const tailsOf: Record<string, number[]> = {};
    for (const e of current) if (e.tails.length > 0) tailsOf[e.term] = e.tails;
    const first = shards.length === 0 ? '' : (current[0] as (typeof entries)[number]).term;
    const stored = storedJson(
      current.map((e) => [e.term, e.head] as const),
      index,
      lengthsJson,
    );
    shards.push({ first, text: `{"schemaVersion":${INDEX_SCHEMA_VERSION},"minisearch":${stored},"tails":${JSON.stringify(tailsOf)}}` });
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
