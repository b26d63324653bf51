/**
 * How an index is cut into files: each term's postings into a head (the postings of its best pages)
 * and tiers of a tail, the terms into alphabetical shards, the pages' names into names files and the
 * documents' texts into runs of a few kilobytes. A query then downloads the shards of its terms
 * and the texts of the hits it shows, not the index.
 */
import { encodePostings, impactBits } from '../codec.js';
import { gzipSync } from 'node:zlib';
import { defaultAnchor, INDEX_SCHEMA_VERSION, type NamedPage, type NamesFile, type ShardFile, type ShardTerm, type TailFile, type TailRef, type TextFile } from '../format.js';
import { DOCS_BEFORE_SECTIONS, type IndexPage } from './documents.js';
import type { TermPostings } from './postings.js';

/** Postings a term's head holds at least, when it has a tail (its tiers hold more, see {@link splitTiers}). */
export const HEAD_POSTINGS = 256;

/** The files of one index, before they get their names. */
export interface IndexLayout {
  readonly shards: readonly { readonly first: string; readonly file: ShardFile }[];
  readonly tails: readonly TailFile[];
  readonly names: readonly { readonly pages: number; readonly file: NamesFile }[];
  /** The names files are small enough to load with the root file. */
  readonly preload: boolean;
  readonly texts: readonly { readonly docs: number; readonly file: TextFile }[];
  readonly sectionCounts: readonly number[];
}

/** How many times more postings each tier of a tail holds than the one before (the first: the head's). */
export const TIER_GROWTH = 8;

/** Postings of a term, or of one tier of it: documents ascending, each with its value. */
interface PostingList {
  readonly docs: Uint32Array;
  readonly values: Uint16Array;
}

/**
 * Splits one term's postings into tiers: a term with more than twice `headPostings` postings keeps
 * the postings of its best pages (by their best impact) in its head, all of each page's postings,
 * until the head has `headPostings`; the next best pages go to a first tail tier of up to
 * {@link TIER_GROWTH} times as many, and so on. A query whose first hits the head does not settle
 * loads the tiers one at a time: on a large site a common word's first tier is a few kilobytes
 * where its whole tail is tens. Each tier stays ordered by document. Returns null for a term
 * that keeps all its postings in its head.
 *
 * A page's documents are numbered consecutively and postings ascend by document, so a page's
 * postings are one run: pages are tallied and moved as runs, without a Map per term.
 */
function splitTiers({ docs, values }: PostingList, pageOf: Uint32Array, headPostings: number): PostingList[] | null {
  if (docs.length <= 2 * headPostings) return null;
  // Per run (a page, in page order): where it starts, and the best impact in it.
  const starts: number[] = [];
  const best: number[] = [];
  let page = -1;
  for (let i = 0; i < docs.length; i += 1) {
    const p = pageOf[docs[i] as number] as number;
    const bits = impactBits(values[i] as number);
    if (p !== page) {
      page = p;
      starts.push(i);
      best.push(bits);
    } else if (bits > (best[best.length - 1] as number)) best[best.length - 1] = bits;
  }
  const runs = best.length;
  starts.push(docs.length);
  // Best first; among equals the first page (runs are in page order).
  const ranked = Array.from({ length: runs }, (_, r) => r).sort((a, b) => (best[b] as number) - (best[a] as number) || a - b);
  const tierOf = new Uint32Array(runs);
  const sizes = [0];
  let tier = 0;
  let size = 0;
  let limit = headPostings;
  let left = docs.length;
  for (const r of ranked) {
    // A tier is full at its limit; the last takes what is left when that is less than its limit again.
    if (size >= limit && left > limit / 2) {
      tier += 1;
      size = 0;
      limit *= TIER_GROWTH;
      sizes.push(0);
    }
    tierOf[r] = tier;
    const n = (starts[r + 1] as number) - (starts[r] as number);
    size += n;
    left -= n;
    sizes[tier] = (sizes[tier] as number) + n;
  }
  const tiers = sizes.map((n) => ({ docs: new Uint32Array(n), values: new Uint16Array(n) }));
  const filled = new Uint32Array(tiers.length);
  for (let r = 0; r < runs; r += 1) {
    const t = tierOf[r] as number;
    const into = tiers[t] as PostingList;
    let at = filled[t] as number;
    for (let i = starts[r] as number; i < (starts[r + 1] as number); i += 1) {
      into.docs[at] = docs[i] as number;
      into.values[at] = values[i] as number;
      at += 1;
    }
    filled[t] = at;
  }
  return tiers;
}

/**
 * The size of a term shard when none is configured: 8 KB on a small site (a reader downloads
 * little before the first results), up to 24 KB on a large one (a word typed letter by letter
 * stays in the shard it started in, rather than fetching a new one at each key).
 */
function adaptiveShardBytes(total: number): number {
  return Math.min(24_000, Math.max(8_000, Math.round(total / 60)));
}

/** Most gzipped bytes of names files the client loads with the root file (beyond, it fetches them per hit). */
const PRELOAD_NAMES_GZIP = 80 * 1024;
/** Target raw size of a names file. */
const NAMES_BYTES = 32_000;

/** Cuts postings and pages into files. `shardBytes`: target size of a term shard (default: by the site's size); `headPostings`: see {@link HEAD_POSTINGS}. */
export function layoutIndex(pages: readonly IndexPage[], postings: TermPostings, shardBytes?: number, headPostings = HEAD_POSTINGS): IndexLayout {
  const sectionCounts = pages.map((p) => p.sections.length);
  const pageOf = new Uint32Array(postings.documents);
  let doc = 0;
  pages.forEach((page, p) => {
    for (let k = 0; k < DOCS_BEFORE_SECTIONS + page.sections.length; k += 1) pageOf[doc++] = p;
  });
  const firstDoc = new Uint32Array(pages.length);
  doc = 0;
  pages.forEach((page, p) => {
    firstDoc[p] = doc;
    doc += DOCS_BEFORE_SECTIONS + page.sections.length;
  });

  const order = postings.terms.map((_, id) => id).sort((a, b) => {
    const x = postings.terms[a] as string;
    const y = postings.terms[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const tails: TailFile[] = [];
  const entries: { term: string; entry: ShardTerm; bytes: number }[] = [];
  for (const id of order) {
    const term = postings.terms[id] as string;
    const start = postings.offsets[id] as number;
    const end = postings.offsets[id + 1] as number;
    const all: PostingList = { docs: postings.docs.subarray(start, end), values: postings.values.subarray(start, end) };
    const tiers = splitTiers(all, pageOf, headPostings);
    const head = tiers ? (tiers[0] as PostingList) : all;
    const pick = (list: PostingList) => encodePostings(list.docs, list.values);
    let entry: ShardTerm = [term, all.docs.length, pick(head), head.docs.length];
    // One page may hold all of a common term's postings: it has no tail then.
    if (tiers && tiers.length > 1) {
      // Each tier's reference bounds the impacts of it and every tier after it: what is still
      // unknown once the tiers before are loaded. Written last to first, each pointing to the next.
      let next: TailRef | undefined;
      let metaBound = 0;
      let docBound = 0;
      // The tiers of its tail: all but the first, the head.
      for (let t = tiers.length - 1; t >= 1; t -= 1) {
        const tier = tiers[t] as PostingList;
        for (let i = 0; i < tier.docs.length; i += 1) {
          const d = tier.docs[i] as number;
          const bits = impactBits(tier.values[i] as number);
          if (firstDoc[pageOf[d] as number] === d) metaBound = Math.max(metaBound, bits);
          else docBound = Math.max(docBound, bits);
        }
        tails.push({ schemaVersion: INDEX_SCHEMA_VERSION, count: tier.docs.length, postings: pick(tier), ...(next ? { next } : {}) });
        next = [tails.length - 1, tier.docs.length, metaBound, docBound];
      }
      entry = [term, all.docs.length, entry[2], head.docs.length, next as TailRef];
    }
    entries.push({ term, entry, bytes: term.length + entry[2].length + 24 });
  }
  const target = shardBytes ?? adaptiveShardBytes(entries.reduce((sum, e) => sum + e.bytes, 0));
  const shards: { first: string; file: ShardFile }[] = [];
  let current: ShardTerm[] = [];
  let currentFirst = '';
  let size = 0;
  for (const { term, entry, bytes } of entries) {
    if (current.length > 0 && size + bytes > target) {
      shards.push({ first: currentFirst, file: { schemaVersion: INDEX_SCHEMA_VERSION, terms: current } });
      current = [];
      size = 0;
      currentFirst = term;
    }
    current.push(entry);
    size += bytes;
  }
  shards.push({ first: currentFirst, file: { schemaVersion: INDEX_SCHEMA_VERSION, terms: current } });
  if (shards[0]) shards[0] = { first: '', file: shards[0].file };

  const names = namesFiles(pages);
  const namesGzip = names.reduce((sum, n) => sum + gzipSync(JSON.stringify(n.file)).byteLength, 0);
  return { shards, tails, names, preload: namesGzip <= PRELOAD_NAMES_GZIP, texts: textFiles(pages), sectionCounts };
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

/** Text and code together: a snippet shows where the match is, in the prose first. */
const withCode = (text: string, code: string) => (text && code ? `${text} ${code}` : text || code);

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
 * Runs of documents' texts of about {@link textBytes}, in document order: per page nothing for its
 * name, its description, the text before its first heading, then its sections' texts.
 *
 * Where runs end depends on the pages themselves, not on the size of everything before them: a run
 * ends before a page whose URL's hash picks it (one page in as many as make a run, on average), or
 * past twice the target size. An edit of one doc then changes its own run (seldom the next), not
 * every run after it, and a rebuild finds the other files as they were (their compressed copies
 * are reused, see the site's build).
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
    add('');
    add(page.description);
    add(withCode(page.intro, page.introCode));
    for (const s of page.sections) add(withCode(s.text, s.code));
  }
  if (run.length > 0) cut();
  return files;
}
