/** Pure text helpers: query clean-up, snippets, highlight ranges. */
import { toWellFormed } from './unicode.js';

/** Longest query the client looks at; longer input is cut (hostile 10,000-character queries stay cheap). */
export const MAX_QUERY_LENGTH = 200;

/** Trims, cuts to {@link MAX_QUERY_LENGTH} and repairs lone surrogates. */
export function normalizeQuery(query: string): string {
  return toWellFormed(String(query).slice(0, MAX_QUERY_LENGTH)).trim();
}

/** A letter or digit of a script that writes spaces between words (not Chinese or Japanese). */
const SPACED_WORD_CHAR = /[\p{L}\p{N}]/u;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const isSpacedWordChar = (c: string | undefined): boolean => c !== undefined && SPACED_WORD_CHAR.test(c) && !UNSPACED_SCRIPT.test(c);

/**
 * Where `term` occurs in `lower` from `from` on as the start of a word (not inside one: `id` is not
 * marked in `valid`), and where that word ends: a term is a stem or a typed prefix, so the rest of
 * its word is marked with it (`volum` marks `volumes`). In unspaced scripts any position counts.
 */
function wordMatch(lower: string, term: string, from: number): { start: number; end: number } | null {
  for (let at = lower.indexOf(term, from); at !== -1; at = lower.indexOf(term, at + 1)) {
    if (isSpacedWordChar(term[0]) && isSpacedWordChar(lower[at - 1])) continue;
    let end = at + term.length;
    if (isSpacedWordChar(term[term.length - 1])) while (end < lower.length && /\p{L}/u.test(lower[end] ?? '') && isSpacedWordChar(lower[end])) end += 1;
    return { start: at, end };
  }
  return null;
}

/** Position of the earliest occurrence of any term in `text` (case-insensitive), or null. */
function firstMatch(lower: string, terms: readonly string[]): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null;
  for (const term of terms) {
    if (!term) continue;
    const match = wordMatch(lower, term, 0);
    if (match && (!best || match.start < best.start)) best = match;
  }
  return best;
}

/**
 * A letter or digit of a script that separates words with spaces. Cutting between two of these
 * splits a word; Chinese and Japanese text can be cut between any two characters.
 */
const WORD_CHAR = /[\p{L}\p{N}_'’-]/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char) && !UNSPACED.test(char);
}

/** True when `at` lies between two characters of one word. */
function insideWord(text: string, at: number): boolean {
  return at > 0 && at < text.length && isWordChar(text[at - 1]) && isWordChar(text[at]);
}

/** `at` moved to a word edge: forward past a cut word when that keeps `at <= limit`, else back to the word's start. */
function snapStart(text: string, at: number, limit: number): number {
  let forward = at;
  while (insideWord(text, forward)) forward += 1;
  if (forward <= limit) return forward;
  let back = at;
  while (insideWord(text, back)) back -= 1;
  return back;
}

/** `at` moved to a word edge: back before a cut word when that keeps `at >= limit`, else on to the word's end. */
function snapEnd(text: string, at: number, limit: number): number {
  let back = at;
  while (insideWord(text, back)) back -= 1;
  if (back >= limit) return back;
  let forward = at;
  while (insideWord(text, forward)) forward += 1;
  return forward;
}

/**
 * A window of about `length` characters of `text` around the first matched term, with `…` where
 * text was cut. Cuts fall between words, never inside one: a word cut by the window is left out,
 * unless it holds the match (or is the only word in the window), which is then kept whole.
 * Without a match, the start of the text.
 */
export function makeSnippet(text: string, terms: readonly string[], length: number): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  if (clean.length <= length) return clean;
  const match = firstMatch(clean.toLowerCase(), terms);
  const center = match ? Math.floor((match.start + match.end) / 2) : 0;
  const from = Math.max(0, Math.min(center - Math.floor(length / 2), clean.length - length));
  let start = snapStart(clean, from, match ? match.start : from + length - 1);
  let end = snapEnd(clean, from + length, match ? Math.max(match.end, start + 1) : start + 1);
  // Do not cut a surrogate pair in half.
  if (/[\uDC00-\uDFFF]/u.test(clean.charAt(start))) start += 1;
  if (/[\uD800-\uDBFF]/u.test(clean.charAt(end - 1))) end += 1;
  // A cut next to punctuation ("…, the" or "the (…") reads better without it.
  const body = clean.slice(start, end).replace(/^[\s,;:.!?)\]}]+/u, '').replace(/[\s,;:([{]+$/u, '');
  return (start > 0 ? '…' : '') + body + (end < clean.length ? '…' : '');
}

/** A run of text, marked when it matches a term. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/** Splits `text` into matched and unmatched runs for every word-start occurrence of the terms (case-insensitive), each run to its word's end. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const lower = text.toLowerCase();
  // Lower-casing can change length (e.g. 'İ'); then highlighting positions would be wrong.
  if (lower.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let match = wordMatch(lower, term, 0); match; match = wordMatch(lower, term, match.end)) marked.fill(true, match.start, match.end);
  }
  const parts: TextPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), match: marked[start] ?? false });
      start = i;
    }
  }
  return parts;
}
