/**
 * How an index is cut into files: each term's postings into a head (the postings of its best pages)
 * and a tail, the terms into alphabetical shards of about `shardBytes`, and the pages' documents
 * into runs of about a few kilobytes. A query then downloads the shards of its terms and the
 * document files of the hits it shows, not the index.
 */
import { encodePostings, impactBits } from '../codec.js';
import { defaultAnchor, INDEX_SCHEMA_VERSION, type DocumentFile, type ShardFile, type ShardTerm, type StoredDocument, type StoredPage, type TailFile } from '../format.js';
import { DOCS_BEFORE_SECTIONS, type IndexPage } from './documents.js';
import type { TermPostings } from './postings.js';

/** Postings a term's head holds at least, when it has a tail. */
export const HEAD_POSTINGS = 256;

/** The files of one index, before they get their names. */
export interface IndexLayout {
  readonly shards: readonly { readonly first: string; readonly file: ShardFile }[];
  readonly tails: readonly TailFile[];
  readonly documents: readonly { readonly docs: number; readonly file: DocumentFile }[];
  readonly sectionCounts: readonly number[];
}

/**
 * Splits one term's postings: a term with more than twice `headPostings` postings keeps the
 * postings of its best pages (by their best impact) in its head, all of each page's postings, until
 * the head has `headPostings`; the rest is its tail. Heads and tails stay ordered by document.
 */
function splitHead(docs: Uint32Array, values: Uint16Array, pageOf: Uint32Array, headPostings: number): { head: number[]; tail: number[] } {
  const all = Array.from(docs.keys());
  if (docs.length <= 2 * headPostings) return { head: all, tail: [] };
  const best = new Map<number, number>();
  for (let i = 0; i < docs.length; i += 1) {
    const page = pageOf[docs[i] as number] as number;
    best.set(page, Math.max(best.get(page) ?? 0, impactBits(values[i] as number)));
  }
  const pages = [...best.keys()].sort((a, b) => (best.get(b) as number) - (best.get(a) as number) || a - b);
  const count = new Map<number, number>();
  for (let i = 0; i < docs.length; i += 1) {
    const page = pageOf[docs[i] as number] as number;
    count.set(page, (count.get(page) ?? 0) + 1);
  }
  const inHead = new Set<number>();
  let size = 0;
  for (const page of pages) {
    if (size >= headPostings) break;
    inHead.add(page);
    size += count.get(page) as number;
  }
  const head: number[] = [];
  const tail: number[] = [];
  for (const i of all) (inHead.has(pageOf[docs[i] as number] as number) ? head : tail).push(i);
  return { head, tail };
}

/** Cuts postings and pages into files. `shardBytes`: target size of a term shard; `headPostings`: see {@link HEAD_POSTINGS}. */
export function layoutIndex(pages: readonly IndexPage[], postings: TermPostings, shardBytes: number, headPostings = HEAD_POSTINGS): IndexLayout {
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
  const shards: { first: string; file: ShardFile }[] = [];
  const tails: TailFile[] = [];
  let current: ShardTerm[] = [];
  let currentFirst = '';
  let size = 0;
  for (const id of order) {
    const term = postings.terms[id] as string;
    const start = postings.offsets[id] as number;
    const end = postings.offsets[id + 1] as number;
    const docs = postings.docs.subarray(start, end);
    const values = postings.values.subarray(start, end);
    const { head, tail } = splitHead(docs, values, pageOf, headPostings);
    const pick = (indexes: number[]) => encodePostings(indexes.map((i) => docs[i] as number), indexes.map((i) => values[i] as number));
    let entry: ShardTerm = [term, docs.length, pick(head), head.length];
    if (tail.length > 0) {
      let metaBound = 0;
      let docBound = 0;
      for (const i of tail) {
        const value = values[i] as number;
        if (firstDoc[pageOf[docs[i] as number] as number] === docs[i]) metaBound = Math.max(metaBound, impactBits(value));
        else docBound = Math.max(docBound, impactBits(value));
      }
      entry = [term, docs.length, entry[2], head.length, [tails.length, tail.length, metaBound, docBound]];
      tails.push({ schemaVersion: INDEX_SCHEMA_VERSION, count: tail.length, postings: pick(tail) });
    }
    const bytes = term.length + entry[2].length + 24;
    if (current.length > 0 && size + bytes > shardBytes) {
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

  return { shards, tails, documents: documentFiles(pages), sectionCounts };
}

/** Target size of a document file: a few kilobytes, more on a large site (fewer files; a reader still fetches only the hits' files). */
function documentBytes(pages: readonly IndexPage[]): number {
  let total = 0;
  for (const page of pages) {
    total += page.intro.length + page.introCode.length + page.description.length;
    for (const s of page.sections) total += s.text.length + s.code.length;
  }
  return Math.min(16_000, Math.max(3_000, Math.round(total / 2_000)));
}

/** Text and code together: a snippet shows where the match is, in the prose first. */
const withCode = (text: string, code: string) => (text && code ? `${text} ${code}` : text || code);

/**
 * Runs of documents of about {@link documentBytes}, in order; a run starts at a page or at a
 * section, never between the three documents of a page hit (name, description, text before the
 * first heading). Each file holds the pages of its documents.
 */
function documentFiles(pages: readonly IndexPage[]): { docs: number; file: DocumentFile }[] {
  const target = documentBytes(pages);
  const files: { docs: number; file: DocumentFile }[] = [];
  let run: StoredDocument[] = [];
  let runPages: StoredPage[] = [];
  let firstDoc = 0;
  let doc = 0;
  let size = 0;
  const close = () => {
    if (run.length === 0) return;
    files.push({ docs: run.length, file: { schemaVersion: INDEX_SCHEMA_VERSION, firstDoc, pages: runPages, docs: run } });
    firstDoc = doc;
    run = [];
    runPages = [];
    size = 0;
  };
  pages.forEach((page, p) => {
    const record: StoredPage = [p, page.url, page.title, page.breadcrumbs, page.description];
    const add = (stored: StoredDocument, bytes: number, mayCut: boolean) => {
      if (mayCut && run.length > 0 && size + bytes > target) close();
      if (runPages.at(-1)?.[0] !== p) {
        runPages.push(record);
        size += JSON.stringify(record).length;
      }
      run.push(stored);
      size += bytes;
      doc += 1;
    };
    const intro = withCode(page.intro, page.introCode);
    // Name, description and intro stay together: they are one hit.
    add([p, '', ''], intro.length, true);
    add([p, '', ''], 0, false);
    add([p, '', intro], 0, false);
    for (const s of page.sections) {
      const text = withCode(s.text, s.code);
      add(s.anchor === defaultAnchor(s.heading) ? [p, s.heading, text] : [p, s.heading, text, s.anchor], text.length + s.heading.length + 16, true);
    }
  });
  close();
  return files;
}
