/**
 * The analysis of documents' text kept between builds. Tokenizing and stemming every section is
 * most of an index build (about 0.85 s of 1.9 s at 1,000 docs), and after an edit all but a few
 * sections are the same text as last time. A document's analysis (per field: its distinct index
 * terms in the order first met, their counts, its length in tokens) is stored under a hash of its
 * fields, so a rebuild analyses only the documents whose text changed, and the postings come out
 * the same, term ids included (see the test in build-index.test.ts).
 *
 * Stale analyses are the risk: a cache written by other tokenizer code. Entries are scoped by the
 * tokenizer options and a hash of the code that analyses (see `codeFingerprint`): any change to
 * the search package's code starts the cache afresh.
 */
import * as crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { DocumentFields } from './documents.js';

/** One field of a document, analysed. */
export interface FieldAnalysis {
  /** Index of the field in the postings' field list. */
  readonly field: number;
  /** Tokens in the field's text (for length normalisation). */
  readonly length: number;
  /** Distinct index terms, in the order first met. */
  readonly terms: readonly string[];
  /** Count of each term. */
  readonly counts: readonly number[];
}

/** Stored form of a document's analysis: the terms joined, and [field, length, term count, counts...] per field. */
type Stored = readonly [terms: string, numbers: Uint32Array];
/** Joins a document's terms; a document with a term that holds it is not stored (see `store`). */
const SEPARATOR = '\u0000';

/** The stored form, or null when a term holds the separator (it could not be split back). */
function store(fields: readonly FieldAnalysis[]): Stored | null {
  const numbers = new Uint32Array(fields.reduce((n, f) => n + 3 + f.counts.length, 0));
  let at = 0;
  for (const f of fields) {
    numbers[at++] = f.field;
    numbers[at++] = f.length;
    numbers[at++] = f.terms.length;
    for (const count of f.counts) numbers[at++] = count;
  }
  const terms = fields.flatMap((f) => f.terms);
  return terms.some((t) => t.includes(SEPARATOR)) ? null : [terms.join(SEPARATOR), numbers];
}

/** Receives a document's analysis: each field, then each of that field's terms with its count. */
export interface AnalysisVisitor {
  field(field: number, length: number): void;
  term(term: string, count: number): void;
}

/** Walks analysed fields. */
export function visitFields(fields: readonly FieldAnalysis[], visitor: AnalysisVisitor): void {
  for (const { field, length, terms, counts } of fields) {
    visitor.field(field, length);
    for (let i = 0; i < terms.length; i += 1) visitor.term(terms[i] as string, counts[i] as number);
  }
}

/**
 * Walks a stored analysis. Nearly every document of a rebuild is read back from its stored form:
 * splitting it into arrays per field (terms, counts) cost as much as the postings' own work and
 * left garbage for the collector, so the terms are cut out of the joined string one at a time.
 */
function visitStored([joined, numbers]: Stored, visitor: AnalysisVisitor): void {
  let from = 0;
  for (let at = 0; at < numbers.length; ) {
    const field = numbers[at++] as number;
    const length = numbers[at++] as number;
    const n = numbers[at++] as number;
    const end = at + n;
    visitor.field(field, length);
    for (; at < end; at += 1) {
      let stop = joined.indexOf(SEPARATOR, from);
      if (stop === -1) stop = joined.length;
      visitor.term(joined.slice(from, stop), numbers[at] as number);
      from = stop + 1;
    }
  }
}

/**
 * A hash of the code files in `dir` and the folder above it. This module runs from the search
 * package's `dist/build/` (the tokenizer, stemmer and query code in `dist/`), from `src/build/`
 * in the workspace, or from one folder of chunks when a script bundles it: either way those two
 * folders hold every line that turns text into terms.
 */
export function codeFingerprint(dir: string): string {
  const hash = crypto.createHash('sha1');
  for (const folder of [dir, dirname(dir)]) {
    let names: string[];
    try {
      names = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(?:[cm]?js|tsx?)$/.test(entry.name))
        .map((entry) => entry.name)
        .sort();
    } catch {
      continue;
    }
    for (const name of names) hash.update(name).update('\0').update(readFileSync(join(folder, name))).update('\0');
  }
  return hash.digest('base64');
}

let fingerprint: string | undefined;
/**
 * This code's fingerprint, computed once per process (about 5 ms). Run from anywhere but a file
 * (a bundle evaluated from memory), it is unique to the process: nothing stored is trusted.
 */
function ownFingerprint(): string {
  if (fingerprint === undefined) {
    try {
      fingerprint = codeFingerprint(dirname(fileURLToPath(import.meta.url)));
    } catch {
      fingerprint = `${process.pid}:${Date.now()}:${Math.random()}`;
    }
  }
  return fingerprint;
}

/**
 * The key of a document's analysis: a hash of its fields. Hashed in one call: a hash object per
 * document took about twice as long (12,000 documents at 1,000 docs). Node before 20.12 has no `hash`.
 */
const keyOf: (doc: DocumentFields) => string =
  typeof crypto.hash === 'function' ? (doc) => crypto.hash('sha1', JSON.stringify(doc), 'base64') : (doc) => crypto.createHash('sha1').update(JSON.stringify(doc)).digest('base64');

/**
 * Analyses kept between builds. `from(bytes)` reads what `toBytes()` wrote (anything else, or
 * what other code or other options wrote, starts empty); an index build looks documents up with `analyse`;
 * `toBytes()` keeps what that build used, so entries of deleted or edited text do not pile up.
 */
export class AnalysisCache {
  private readonly used = new Map<string, Stored>();
  /** Distinct document texts analysed afresh, and taken from the earlier build's entries. */
  readonly stats = { analysed: 0, reused: 0 };

  private constructor(
    private readonly scope: string,
    private readonly previous: ReadonlyMap<string, Stored>,
  ) {}

  /** A cache for the tokenizer `options`, with the entries of `bytes` if this code wrote them for the same options. */
  static from(bytes: Uint8Array | undefined, options: object): AnalysisCache {
    const scope = `${ownFingerprint()}:${JSON.stringify(options)}`;
    let entries = new Map<string, Stored>();
    if (bytes && bytes.byteLength > 0) {
      try {
        const data = deserialize(bytes) as { scope?: unknown; entries?: unknown };
        if (data.scope === scope && Object.prototype.toString.call(data.entries) === '[object Map]') entries = data.entries as Map<string, Stored>;
      } catch {
        // Unreadable (truncated, another Node's format): analysed afresh.
      }
    }
    return new AnalysisCache(scope, entries);
  }

  /** Walks the analysis of `doc`: the stored one when its text is unchanged, else `compute(doc)`'s. */
  visit(doc: DocumentFields, compute: (doc: DocumentFields) => FieldAnalysis[], visitor: AnalysisVisitor): void {
    const key = keyOf(doc);
    const mine = this.used.get(key);
    if (mine) {
      visitStored(mine, visitor);
      return;
    }
    const known = this.previous.get(key);
    // A stored entry of another shape (a damaged file that still reads) is a miss, not a crash. (Not
    // `instanceof`: the bytes may be read in another realm than this code's, as under jsdom.)
    if (known && typeof known[0] === 'string' && Object.prototype.toString.call(known[1]) === '[object Uint32Array]') {
      this.used.set(key, known);
      this.stats.reused += 1;
      visitStored(known, visitor);
      return;
    }
    const fields = compute(doc);
    const stored = store(fields);
    if (stored) this.used.set(key, stored);
    this.stats.analysed += 1;
    visitFields(fields, visitor);
  }

  /** The entries this cache's builds used, to be read back with `from`. */
  toBytes(): Uint8Array {
    return serialize({ scope: this.scope, entries: this.used });
  }
}
