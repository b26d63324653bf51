/**
 * How an index is cut into files. The MiniSearch index of the whole site is cut by term into
 * shards, each a MiniSearch index of its own: the terms of an alphabetical range and the
 * documents they occur in; a common term's less relevant postings go to tails (see terms.ts).
 * The pages' names go to names files, the documents' texts to runs of a few kilobytes. A query
 * then downloads the shards of its terms and the texts of the hits it shows, not the index.
 */
import { defaultAnchor, INDEX_SCHEMA_VERSION, type MiniSearchShared, type NamedPage, type NamesFile, type TextFile } from '../format.js';
import type { IndexPage } from './documents.js';
import { cutTerms, HEAD_POSTINGS, type IndexData, type TermFiles } from './terms.js';

/** The files of one index, before they get their names. */
export interface IndexLayout extends TermFiles {
  readonly shared: MiniSearchShared;
  readonly names: readonly { readonly pages: number; readonly file: NamesFile }[];
  /** The names files are small enough to load with the root file. */
  readonly preload: boolean;
  readonly texts: readonly { readonly docs: number; readonly file: TextFile }[];
  readonly sectionCounts: readonly number[];
}

/** Most raw bytes of names files the client loads with the root file (beyond, it fetches them per hit). */
const PRELOAD_NAMES_BYTES = 320 * 1024;
/** Target raw size of a names file. */
const NAMES_BYTES = 32_000;

/** Cuts the index of the site's pages (`index`) and the pages into files. `shardBytes`: target size of a term shard (default: one for every site). */
export function layoutIndex(pages: readonly IndexPage[], index: IndexData, shardBytes?: number, headPostings = HEAD_POSTINGS): IndexLayout {
  const { shards, tails } = cutTerms(index, shardBytes, headPostings);
  const names = namesFiles(pages);
  const namesBytes = names.reduce((sum, n) => sum + JSON.stringify(n.file).length, 0);
  return { shared: index.shared, shards, tails, names, preload: namesBytes <= PRELOAD_NAMES_BYTES, texts: textFiles(pages), sectionCounts: pages.map((p) => p.sections.length) };
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
