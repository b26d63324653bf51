/**
 * The index without MiniSearch's `add()`: each document analysed as `add()` analyses it (the same
 * `tokenize` and `processTerm`, see minisearch-config.ts), and MiniSearch's JSON (`toJSON()`) put
 * together from the analyses. The test (analysis.test.ts) holds it to MiniSearch's own JSON.
 *
 * Why: a rebuild after one edit re-indexed every document. At 1,000 docs (10,000 documents)
 * `add()` took 0.88 s of the 2.2 s the index took, its JSON round trip 0.2 s more, and MiniSearch
 * has no way to drop and add one page's documents while keeping every document numbered in page
 * order (the index files rely on that). A page's analysis depends on its text only, so the
 * analyses of the last build are kept (`encode`) and only new or edited pages are analysed again.
 */
import { createHash } from 'node:crypto';
import type { Options } from 'minisearch';
import { FIELDS, type IndexDocument } from '../minisearch-config.js';
import { indexDocumentsOf, type IndexPage } from './documents.js';
import type { IndexData } from './terms.js';

/** One field of a document: its id, its length as MiniSearch counts it (distinct tokens), its terms and their counts. */
type FieldAnalysis = readonly [fieldId: number, length: number, terms: readonly string[], counts: readonly number[]];
/** One document: its fields present, in field order. */
type DocumentAnalysis = readonly FieldAnalysis[];
/** One page: its documents (the page, then its sections), as {@link indexDocumentsOf} makes them. */
type PageAnalysis = readonly DocumentAnalysis[];

/** Changed when an analysis would differ for the same text (the tokenizer, stemming, the fields). */
const ANALYSIS_VERSION = 1;

/** MiniSearch's field ids: a field's place in the field list. */
export const FIELD_IDS: Readonly<Record<string, number>> = Object.fromEntries(FIELDS.map((field, id) => [field, id]));

/** What `add()` does with one document's fields, without the index. */
function analyseDocument(document: IndexDocument, tokenize: NonNullable<Options['tokenize']>, processTerm: NonNullable<Options['processTerm']>): DocumentAnalysis {
  const fields: FieldAnalysis[] = [];
  FIELDS.forEach((field, fieldId) => {
    const value = document[field];
    if (value == null) return;
    const tokens = tokenize(String(value), field);
    const counts = new Map<string, number>();
    const count = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const token of tokens) {
      const processed = processTerm(token, field);
      if (Array.isArray(processed)) processed.forEach(count);
      else if (processed) count(processed);
    }
    fields.push([fieldId, new Set(tokens).size, [...counts.keys()], [...counts.values()]]);
  });
  return fields;
}

/** Whether `value`, read from a kept file, is the analysis of a page of `documents` documents. */
function isPageAnalysis(value: unknown, documents: number): value is PageAnalysis {
  return (
    Array.isArray(value) &&
    value.length === documents &&
    value.every(
      (fields: unknown) =>
        Array.isArray(fields) &&
        fields.every((field: unknown) => Array.isArray(field) && field.length === 4 && Number.isInteger(field[0]) && Number.isInteger(field[1]) && Array.isArray(field[2]) && Array.isArray(field[3]) && field[2].length === field[3].length),
    )
  );
}

/**
 * The analyses of pages, by a hash of their documents: those of the last build (`decode`) and
 * those made in this one. `encode` keeps the analyses of the pages this build asked for, so the
 * file does not grow with pages removed long ago.
 */
export class AnalysisCache {
  private readonly used = new Map<string, PageAnalysis>();
  private readonly tokenize: NonNullable<Options['tokenize']>;
  private readonly processTerm: NonNullable<Options['processTerm']>;
  /** Pages analysed in this build, and those taken from the last. */
  readonly counts = { analysed: 0, reused: 0 };

  private constructor(
    options: Options<IndexDocument>,
    private readonly settings: string,
    private readonly stored: ReadonlyMap<string, PageAnalysis>,
  ) {
    this.tokenize = options.tokenize as NonNullable<Options['tokenize']>;
    this.processTerm = options.processTerm as NonNullable<Options['processTerm']>;
  }

  /**
   * A cache over the analyses a build kept (`bytes`, from {@link encode}). `settings` names what
   * else an analysis depends on (the tokenizer's options); kept analyses made under others, of
   * another version, or unreadable, are not used.
   */
  static decode(options: Options<IndexDocument>, settings: string, bytes?: Uint8Array): AnalysisCache {
    let stored = new Map<string, PageAnalysis>();
    if (bytes && bytes.byteLength > 0) {
      try {
        const kept = JSON.parse(new TextDecoder().decode(bytes)) as { version?: unknown; settings?: unknown; pages?: Record<string, PageAnalysis> };
        if (kept.version === ANALYSIS_VERSION && kept.settings === settings && kept.pages && typeof kept.pages === 'object') stored = new Map(Object.entries(kept.pages));
      } catch {
        // A file cut short or of another format: every page is analysed again.
      }
    }
    return new AnalysisCache(options, settings, stored);
  }

  /** The analyses of a page's documents, in order. */
  page(page: IndexPage): PageAnalysis {
    const documents = indexDocumentsOf(page, 0);
    const key = createHash('sha256').update(JSON.stringify(documents)).digest('base64url').slice(0, 22);
    const known = this.used.get(key) ?? this.stored.get(key);
    // A kept analysis of another shape (a damaged file that still parses) is made again.
    if (known && isPageAnalysis(known, documents.length)) {
      if (!this.used.has(key)) this.counts.reused += 1;
      this.used.set(key, known);
      return known;
    }
    const analysis = documents.map((document) => analyseDocument(document, this.tokenize, this.processTerm));
    this.counts.analysed += 1;
    this.used.set(key, analysis);
    return analysis;
  }

  /** The analyses of the pages this build asked for, to give the next build. */
  encode(): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ version: ANALYSIS_VERSION, settings: this.settings, pages: Object.fromEntries(this.used) }));
  }
}

/**
 * The index of the documents analysed, numbered 0, 1, 2, … in order: what MiniSearch's `toJSON()`
 * gives after `add()` of each (analysis.test.ts compares them), its postings as lists. The field
 * lengths' running average is computed as `add()` computes it, so it is the same to the last bit.
 */
export function assembleIndex(documents: readonly DocumentAnalysis[]): IndexData {
  const terms = new Map<string, { field: number; docs: number[]; counts: number[] }[]>();
  const fieldLength: (number[] | undefined)[] = [];
  const averageFieldLength: number[] = [];
  documents.forEach((fields, id) => {
    for (const [fieldId, length, fieldTerms, counts] of fields) {
      (fieldLength[id] ??= [])[fieldId] = length;
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + length) / (id + 1);
      fieldTerms.forEach((term, n) => {
        let postings = terms.get(term);
        if (!postings) terms.set(term, (postings = []));
        let of = postings.find((p) => p.field === fieldId);
        if (!of) postings.push((of = { field: fieldId, docs: [], counts: [] }));
        of.docs.push(id);
        of.counts.push(counts[n] as number);
      });
    }
  });
  for (const postings of terms.values()) postings.sort((a, b) => a.field - b.field);
  fieldLength.length = documents.length;
  return { shared: { fieldIds: { ...FIELD_IDS }, documentCount: documents.length, averageFieldLength, serializationVersion: 2 }, fieldLength, terms };
}
