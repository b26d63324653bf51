/**
 * Postings with precomputed impacts. For every document and term: a BM25-style score per field
 * (term frequency with saturation, normalised by the field's length against its average), weighted
 * by the field's boost, summed over the fields and multiplied by the term's rarity. Computing it at
 * build time leaves the browser only additions, and lets a term's postings be split by impact.
 */
import { FIELD_BIT, FIELD_BOOST, HIT_TYPES, quantizeImpact, type HitType } from '../format.js';
import { packValue } from '../codec.js';
import { joinedPairs, phraseKeys, titleTerm, wordPairs } from '../query.js';
import { stem } from '../stem.js';
import type { Tokenize } from '../tokenizer.js';
import { visitFields, type AnalysisCache, type AnalysisVisitor, type FieldAnalysis } from './analysis.js';
import type { DocumentFields } from './documents.js';

const K1 = 1.2;
/** A field of a document: a hit type, the subsections' text under a heading without text of its own, or code. */
type Field = HitType | 'subtext' | 'code';
const FIELDS: readonly Field[] = [...HIT_TYPES, 'subtext', 'code'];
/** Length normalisation per field: a title is fully normalised (`Storage` names storage more than `Delete a Storage Volume`). */
const FIELD_B: Readonly<Record<Field, number>> = { title: 1, keywords: 0.3, heading: 0.5, description: 0.75, content: 0.75, subtext: 0.75, code: 0.75 };
/**
 * Subsections' text counts half: the subsections are hits of their own. Code counts half too: a
 * reader looking for a field or a flag wants the text that explains it before a sample using it.
 */
const BOOST: Readonly<Record<Field, number>> = { ...FIELD_BOOST, subtext: FIELD_BOOST.content / 2, code: FIELD_BOOST.content / 2 };
/** Mask bit of a field: subsections' text and code are text, for snippets. */
const BIT: Readonly<Record<Field, number>> = { ...FIELD_BIT, subtext: FIELD_BIT.content, code: FIELD_BIT.content };

/** The postings of every term, ordered by document. */
export interface TermPostings {
  /** Terms by id. */
  readonly terms: readonly string[];
  /** Per term id, where its postings start in `docs`/`values` (length: terms + 1). */
  readonly offsets: Uint32Array;
  readonly docs: Uint32Array;
  /** `packValue(quantized impact, field mask)`. */
  readonly values: Uint16Array;
  /** Number of documents. */
  readonly documents: number;
}

class Growable {
  data: Uint32Array;
  length = 0;
  constructor(size = 1024) {
    this.data = new Uint32Array(size);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

/** Fields whose adjacent word pairs are indexed too: short, and written as names of what they head. */
const PAIRED: ReadonlySet<Field> = new Set(['title', 'keywords', 'heading', 'description']);

/**
 * `stem`, remembering each word's stem: a site's words repeat (a 1,000-doc site has about 12,000
 * sections and a vocabulary of a few thousand words), and every occurrence was stemmed anew.
 */
function rememberingStem(): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      stemmed = stem(word);
      stems.set(word, stemmed);
    }
    return stemmed;
  };
}

/** Index terms of a field's text: the tokenizer's terms, plain words stemmed; and its word pairs, for short fields. */
function analyseField(text: string, field: Field, tokenize: Tokenize, options: PairOptions, stemOf: (word: string) => string): FieldAnalysis {
  const counts = new Map<string, number>();
  let length = 0;
  for (const token of tokenize(text)) {
    const term = stemOf(token);
    counts.set(term, (counts.get(term) ?? 0) + 1);
    length += 1;
  }
  if (field === 'title') {
    const keys = phraseKeys(text, { ...options, questions: true });
    if (keys.length > 0) counts.set(titleTerm(keys), 1);
  }
  if (PAIRED.has(field)) {
    for (const pair of [...wordPairs(text, options), ...joinedPairs(text, options)]) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return { field: FIELDS.indexOf(field), length, terms: [...counts.keys()], counts: [...counts.values()] };
}

/** Every non-empty field of a document, analysed. */
function analyseDocument(doc: DocumentFields, tokenize: Tokenize, options: PairOptions, stemOf: (word: string) => string): FieldAnalysis[] {
  const fields: FieldAnalysis[] = [];
  for (const [key, text] of Object.entries(doc) as [keyof DocumentFields, string | undefined][]) {
    if (text) fields.push(analyseField(text, key, tokenize, options, stemOf));
  }
  return fields;
}

/** How word pairs are formed: as the query planner forms them. */
export interface PairOptions {
  readonly removeStopWords?: boolean;
  readonly languages?: readonly string[];
}

/**
 * The terms met so far, by id in the order first met, with per term the number of documents
 * holding it. Typed arrays indexed by term id, grown with the terms: a 1,000-doc site has about
 * 12,000 documents and half a million (document, field, term) entries, and per-document sets or
 * maps of them were a good part of a build and of its garbage.
 */
class TermTable {
  readonly ids = new Map<string, number>();
  readonly terms: string[] = [];
  /** Documents holding each term. */
  df = new Uint32Array(1 << 12);
  /** Per term, 1 + the last document counted in `df`. */
  private seenIn = new Uint32Array(1 << 12);

  /** The id of `term` (a new one if it is new), counted once for document `doc`. */
  add(term: string, doc: number): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      if (id === this.df.length) {
        const df = new Uint32Array(id * 2);
        df.set(this.df);
        this.df = df;
        const seenIn = new Uint32Array(id * 2);
        seenIn.set(this.seenIn);
        this.seenIn = seenIn;
      }
    }
    if (this.seenIn[id] !== doc + 1) {
      this.seenIn[id] = doc + 1;
      this.df[id] = (this.df[id] as number) + 1;
    }
    return id;
  }
}

/**
 * Builds the postings of `documents` (each a list of fields), numbered in order. With `cache`,
 * documents whose text it has analysed before are not analysed again.
 */
export function buildPostings(documents: readonly DocumentFields[], tokenize: Tokenize, pairs: PairOptions = {}, cache?: AnalysisCache): TermPostings {
  const table = new TermTable();
  // Per field number (the analyses' `field`), its constants.
  const fieldB = FIELDS.map((f) => FIELD_B[f]);
  const fieldBoost = FIELDS.map((f) => BOOST[f]);
  const fieldBit = FIELDS.map((f) => BIT[f]);
  // Pass 1: term frequencies per document and field (flat arrays), field lengths, document frequencies.
  const docStart = new Uint32Array(documents.length + 1);
  const entryTerm = new Growable(1 << 16);
  const entryField = new Growable(1 << 16);
  const entryTf = new Growable(1 << 16);
  const lengths = FIELDS.map(() => new Float64Array(documents.length));
  let d = 0;
  let field = 0;
  const visitor: AnalysisVisitor = {
    field(f, length) {
      field = f;
      (lengths[f] as Float64Array)[d] = length;
    },
    term(text, count) {
      entryTerm.push(table.add(text, d));
      entryField.push(field);
      entryTf.push(count);
    },
  };
  const stemOf = rememberingStem();
  const analyse = (doc: DocumentFields) => analyseDocument(doc, tokenize, pairs, stemOf);
  for (; d < documents.length; d += 1) {
    docStart[d] = entryTerm.length;
    const doc = documents[d] as DocumentFields;
    if (cache) cache.visit(doc, analyse, visitor);
    else visitFields(analyse(doc), visitor);
  }
  docStart[documents.length] = entryTerm.length;
  const { terms, df } = table;

  const average = lengths.map((of) => {
    let sum = 0;
    let n = 0;
    for (const len of of) {
      if (len <= 0) continue;
      sum += len;
      n += 1;
    }
    return n > 0 ? sum / n : 1;
  });
  const total = documents.length;
  const idf = new Float64Array(terms.length);
  for (let t = 0; t < terms.length; t += 1) {
    const n = df[t] as number;
    idf[t] = Math.log(1 + (total - n + 0.5) / (n + 0.5));
  }

  // A term's postings are as many as the documents holding it: each term's place is known before
  // pass 2, which writes the postings there, documents ascending within a term as they come.
  const offsets = new Uint32Array(terms.length + 1);
  for (let t = 0; t < terms.length; t += 1) offsets[t + 1] = (offsets[t] as number) + (df[t] as number);
  const fill = offsets.slice(0, terms.length);
  const docs = new Uint32Array(offsets[terms.length] as number);
  const values = new Uint16Array(docs.length);

  // Pass 2: one posting per document and term, its value from every field the term is in. The
  // document's sums are kept by term id; `touched` lists the terms met, to write and reset them.
  const impact = new Float64Array(terms.length);
  const mask = new Uint8Array(terms.length);
  const touched = new Uint32Array(terms.length);
  for (let doc = 0; doc < total; doc += 1) {
    let met = 0;
    const end = docStart[doc + 1] as number;
    for (let e = docStart[doc] as number; e < end; e += 1) {
      const term = entryTerm.data[e] as number;
      const f = entryField.data[e] as number;
      const tf = entryTf.data[e] as number;
      const b = fieldB[f] as number;
      const norm = 1 - b + (b * ((lengths[f] as Float64Array)[doc] as number)) / (average[f] as number);
      const part = ((fieldBoost[f] as number) * tf * (K1 + 1)) / (tf + K1 * norm);
      // Every field's bit is set: a term with none is not met yet in this document.
      if (mask[term] === 0) touched[met++] = term;
      impact[term] = (impact[term] as number) + part;
      mask[term] = (mask[term] as number) | (fieldBit[f] as number);
    }
    for (let k = 0; k < met; k += 1) {
      const term = touched[k] as number;
      const at = fill[term] as number;
      docs[at] = doc;
      values[at] = packValue(quantizeImpact((impact[term] as number) * (idf[term] as number)), mask[term] as number);
      fill[term] = at + 1;
      impact[term] = 0;
      mask[term] = 0;
    }
  }
  return { terms, offsets, docs, values, documents: total };
}
