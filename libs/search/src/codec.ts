/**
 * Compact text encoding of the root file's counts (sections per page, pages per names file,
 * documents per text file): numbers as base-64 varints (5 bits per character, the sixth bit says
 * another character follows), in strings JSON stores without escapes. The root file is what every
 * reader fetches first, and on a large site these lists were most of it as JSON arrays.
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
