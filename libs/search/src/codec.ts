/**
 * Compact text encodings of the index: numbers as base-64 varints (5 bits per character, the sixth
 * bit says another character follows), in strings JSON stores without escapes. Postings lists are
 * most of an index, and as JSON arrays of numbers they were three times the size.
 */

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i += 1) VALUE[DIGITS.charCodeAt(i)] = i;

/** Thrown for a string that is not a valid encoding (a corrupt or hand-edited file). */
export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}

function pushVarint(out: string[], value: number): void {
  let v = value;
  while (v >= 32) {
    out.push(DIGITS[32 | (v & 31)] as string);
    v = Math.floor(v / 32);
  }
  out.push(DIGITS[v] as string);
}

/** A reader over an encoded string. */
class Reader {
  at = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.at >= this.text.length;
  }
  digit(): number {
    const code = this.text.charCodeAt(this.at);
    const value = code < 128 ? (VALUE[code] as number) : -1;
    if (value < 0) throw new DecodeError(`unexpected character at ${this.at}`);
    this.at += 1;
    return value;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const d = this.digit();
      value += (d & 31) * scale;
      if (d < 32) return value;
      scale *= 32;
      if (scale > 2 ** 35) throw new DecodeError('number too long');
    }
  }
}

/** Encodes a list of non-negative integers. */
export function encodeCounts(values: readonly number[]): string {
  const out: string[] = [];
  for (const v of values) pushVarint(out, v);
  return out.join('');
}

/** Decodes {@link encodeCounts}. */
export function decodeCounts(text: string): number[] {
  const reader = new Reader(text);
  const out: number[] = [];
  while (!reader.done) out.push(reader.varint());
  return out;
}

/** Postings of a term, by document: document ids ascending, each with its 12-bit value (impact << 5 | field mask). */
export interface Postings {
  readonly docs: Int32Array;
  readonly values: Uint16Array;
}

/** Encodes postings (documents ascending): the gap to the previous document, then the value in two digits. */
export function encodePostings(docs: ArrayLike<number>, values: ArrayLike<number>): string {
  const out: string[] = [];
  let previous = 0;
  for (let i = 0; i < docs.length; i += 1) {
    const doc = docs[i] as number;
    const value = values[i] as number;
    if (doc < previous || (i > 0 && doc === previous)) throw new RangeError('encodePostings: documents must ascend');
    pushVarint(out, doc - previous);
    out.push(DIGITS[(value >> 6) & 63] as string, DIGITS[value & 63] as string);
    previous = doc;
  }
  return out.join('');
}

/** Decodes {@link encodePostings}; `count` is the number of postings it holds. */
export function decodePostings(text: string, count: number): Postings {
  const docs = new Int32Array(count);
  const values = new Uint16Array(count);
  const reader = new Reader(text);
  let doc = 0;
  for (let i = 0; i < count; i += 1) {
    doc += reader.varint();
    docs[i] = doc;
    values[i] = (reader.digit() << 6) | reader.digit();
  }
  if (!reader.done) throw new DecodeError('more postings than announced');
  return { docs, values };
}

/** A posting's value: quantized impact and field mask. */
export const packValue = (impact: number, mask: number): number => (impact << 5) | (mask & 31);
export const impactBits = (value: number): number => value >> 5;
export const maskBits = (value: number): number => value & 31;
