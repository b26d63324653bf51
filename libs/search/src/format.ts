/**
 * The index file format, shared by builder and client: a JSON array of entries,
 * each with `documents` and `index` (MiniSearch JSON), one entry per hit type. The first file holds
 * the small entries and names the content shards; each shard is an array with one content entry.
 */
import type { Options } from 'minisearch';
import type { AsPlainObject } from 'minisearch';
import type { Tokenize } from './tokenizer.js';

/** Version of the index file format. Bump on any incompatible change. */
export const INDEX_SCHEMA_VERSION = 2 as const;

/** Hit types, in boost order, highest first. */
export const HIT_TYPES = ['title', 'keywords', 'heading', 'description', 'content'] as const;

/** What part of a page a hit matched. */
export type HitType = (typeof HIT_TYPES)[number];

/** Score multiplier per hit type: title > keywords > heading > description > content. */
export const HIT_TYPE_BOOST: Readonly<Record<HitType, number>> = {
  title: 10,
  keywords: 6,
  heading: 4,
  description: 2,
  content: 1,
};

/** A search hit document (`u t s b h`) plus `x`, the searchable text the snippet is cut from. */
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
  /** Searchable text: keywords, description or section text. Absent when it equals `t` or `s`. */
  readonly x?: string;
}

/**
 * A stored index document: an id, a page reference and a type. The title entry stores the pages
 * themselves (`u`, `t`, `b`); every other entry points at one with `p`, its position in the title
 * entry, so a page's URL, title and breadcrumb are written once, not once per heading.
 */
export type StoredDocument = PageDocument | SectionDocument;

/** A page, as the title entry stores it. */
export interface PageDocument {
  readonly u: string;
  readonly t: string;
  readonly b: readonly string[];
}

/** A section, keywords or description of a page. */
export interface SectionDocument {
  /** Position of the page in the title entry's documents. */
  readonly p: number;
  readonly s?: string;
  readonly h?: string;
  readonly x?: string;
}

/** One entry of an index file. */
export interface IndexEntry {
  readonly schemaVersion: typeof INDEX_SCHEMA_VERSION;
  readonly type: HitType;
  /** Documents; the MiniSearch id of a document is its position here. */
  readonly documents: readonly StoredDocument[];
  /**
   * MiniSearch JSON; or null when the client builds the index from `documents` on load (the small
   * first-tier entries, whose documents already hold all their text), and in the content placeholder.
   */
  readonly index: AsPlainObject | null;
  /** In the first file's content entry: file names of the content shards, relative to the first file. */
  readonly shards?: readonly string[];
}

/**
 * The anchor a heading most likely has: lower case, punctuation dropped, spaces to `-`. The builder
 * leaves `h` out when it equals this, and the client puts it back, which saves a third of the
 * heading entry; anchors that differ (`-1` suffixes, custom ids) are stored as they are.
 */
export function defaultAnchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/gu, '-');
}

/** Expands stored documents to hit documents; `null` for a reference to a page that does not exist. */
export function resolveDocuments(type: HitType, documents: readonly StoredDocument[], pages: readonly PageDocument[]): (HitDocument | null)[] {
  if (type === 'title') return documents.map((d) => ('u' in d ? { u: d.u, t: d.t, b: d.b } : null));
  return documents.map((d) => {
    const page = 'p' in d ? pages[d.p] : undefined;
    if (!page || !('p' in d)) return null;
    const h = d.h ?? (d.s === undefined ? undefined : defaultAnchor(d.s));
    return { u: page.u, t: page.t, b: page.b, ...(d.s === undefined ? {} : { s: d.s }), ...(h === undefined ? {} : { h }), ...(d.x === undefined ? {} : { x: d.x }) };
  });
}

/** The text of a document that its entry indexes. */
export function searchableText(doc: HitDocument, type: HitType): string {
  if (type === 'title') return doc.t;
  if (type === 'heading') return doc.s ?? '';
  return doc.x ?? '';
}

/** MiniSearch options for one entry; the same at build and load time. */
export function miniSearchOptions(tokenize: Tokenize): Options<{ id: number; text: string }> {
  return {
    fields: ['text'],
    storeFields: [],
    tokenize,
    // The tokenizer already lower-cases and filters; keep terms as they are.
    processTerm: (term) => term,
  };
}
