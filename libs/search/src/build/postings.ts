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
import type { AnalysisCache, FieldAnalysis } from './analysis.js';
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

/** Index terms of a field's text: the tokenizer's terms, plain words stemmed; and its word pairs, for short fields. */
function analyseField(text: string, field: Field, tokenize: Tokenize, options: PairOptions): FieldAnalysis {
  const counts = new Map<string, number>();
  let length = 0;
  for (const token of tokenize(text)) {
    const term = stem(token);
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
function analyseDocument(doc: DocumentFields, tokenize: Tokenize, options: PairOptions): FieldAnalysis[] {
  const fields: FieldAnalysis[] = [];
  for (const [key, text] of Object.entries(doc) as [keyof DocumentFields, string | undefined][]) {
    if (text) fields.push(analyseField(text, key, tokenize, options));
  }
  return fields;
}

/** How word pairs are formed: as the query planner forms them. */
export interface PairOptions {
  readonly removeStopWords?: boolean;
  readonly languages?: readonly string[];
}

/**
 * Builds the postings of `documents` (each a list of fields), numbered in order. With `cache`,
 * documents whose text it has analysed before are not analysed again.
 */
export function buildPostings(documents: readonly DocumentFields[], tokenize: Tokenize, pairs: PairOptions = {}, cache?: AnalysisCache): TermPostings {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const intern = (term: string): number => {
    let id = ids.get(term);
    if (id === undefined) {
      id = terms.length;
      ids.set(term, id);
      terms.push(term);
    }
    return id;
  };
  // Pass 1: term frequencies per document and field (flat arrays), field lengths, document frequencies.
  const docStart = new Uint32Array(documents.length + 1);
  const entryTerm = new Growable(1 << 16);
  const entryField = new Growable(1 << 16);
  const entryTf = new Growable(1 << 16);
  const lengths = Object.fromEntries(FIELDS.map((f) => [f, new Float64Array(documents.length)])) as Record<Field, Float64Array>;
  const df = new Growable(1 << 12);
  const analyse = (doc: DocumentFields) => analyseDocument(doc, tokenize, pairs);
  documents.forEach((doc, d) => {
    docStart[d] = entryTerm.length;
    const seen = new Set<number>();
    for (const { field, length, terms: fieldTerms, counts } of cache ? cache.analyse(doc, analyse) : analyse(doc)) {
      fieldTerms.forEach((text, i) => {
        const term = intern(text);
        entryTerm.push(term);
        entryField.push(field);
        entryTf.push(counts[i] as number);
        seen.add(term);
      });
      (lengths[FIELDS[field] as Field] as Float64Array)[d] = length;
    }
    for (const term of seen) {
      while (df.length <= term) df.push(0);
      df.data[term] = (df.data[term] ?? 0) + 1;
    }
  });
  docStart[documents.length] = entryTerm.length;
  while (df.length < terms.length) df.push(0);

  const average = Object.fromEntries(
    FIELDS.map((f) => {
      let sum = 0;
      let n = 0;
      for (const len of lengths[f]) {
        if (len <= 0) continue;
        sum += len;
        n += 1;
      }
      return [f, n > 0 ? sum / n : 1];
    }),
  ) as Record<Field, number>;
  const total = documents.length;
  const idf = (term: number) => {
    const n = df.data[term] ?? 0;
    return Math.log(1 + (total - n + 0.5) / (n + 0.5));
  };

  // Pass 2: one posting per document and term, its value from every field the term is in.
  const postingTerm = new Growable(1 << 16);
  const postingDoc = new Growable(1 << 16);
  const postingValue = new Growable(1 << 16);
  const score = new Map<number, { impact: number; mask: number }>();
  for (let d = 0; d < documents.length; d += 1) {
    score.clear();
    for (let e = docStart[d] as number; e < (docStart[d + 1] as number); e += 1) {
      const term = entryTerm.data[e] as number;
      const field = FIELDS[entryField.data[e] as number] as Field;
      const tf = entryTf.data[e] as number;
      const b = FIELD_B[field];
      const norm = 1 - b + (b * (lengths[field][d] as number)) / average[field];
      const part = (BOOST[field] * tf * (K1 + 1)) / (tf + K1 * norm);
      const current = score.get(term) ?? { impact: 0, mask: 0 };
      current.impact += part;
      current.mask |= BIT[field];
      score.set(term, current);
    }
    for (const [term, { impact, mask }] of score) {
      postingTerm.push(term);
      postingDoc.push(d);
      postingValue.push(packValue(quantizeImpact(impact * idf(term)), mask));
    }
  }

  // Group by term; documents stay ascending within a term because they were added in order.
  const offsets = new Uint32Array(terms.length + 1);
  for (let i = 0; i < postingTerm.length; i += 1) {
    const next = (postingTerm.data[i] as number) + 1;
    offsets[next] = (offsets[next] as number) + 1;
  }
  for (let t = 0; t < terms.length; t += 1) offsets[t + 1] = (offsets[t + 1] as number) + (offsets[t] as number);
  const fill = offsets.slice(0, terms.length);
  const docs = new Uint32Array(postingTerm.length);
  const values = new Uint16Array(postingTerm.length);
  for (let i = 0; i < postingTerm.length; i += 1) {
    const term = postingTerm.data[i] as number;
    const at = fill[term] as number;
    docs[at] = postingDoc.data[i] as number;
    values[at] = postingValue.data[i] as number;
    fill[term] = at + 1;
  }
  return { terms, offsets, docs, values, documents: total };
}
