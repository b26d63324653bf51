/** Pure text helpers: query clean-up, snippets, highlight ranges. */
import { toWellFormed } from './unicode.js';

/** Longest query the client looks at; longer input is cut (hostile 10,000-character queries stay cheap). */
export const MAX_QUERY_LENGTH = 200;

/** Trims, cuts to {@link MAX_QUERY_LENGTH} and repairs lone surrogates. */
export function normalizeQuery(query: string): string {
  return toWellFormed(String(query).slice(0, MAX_QUERY_LENGTH)).trim();
}

/** Position of the earliest occurrence of any term in `text` (case-insensitive), or -1. */
function firstMatch(lower: string, terms: readonly string[]): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null;
  for (const term of terms) {
    if (!term) continue;
    const at = lower.indexOf(term);
    if (at !== -1 && (!best || at < best.start)) best = { start: at, end: at + term.length };
  }
  return best;
}

/**
 * A window of about `length` characters of `text` around the first matched term, with `…` where
 * text was cut. Without a match, the start of the text.
 */
export function makeSnippet(text: string, terms: readonly string[], length: number): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  if (clean.length <= length) return clean;
  const match = firstMatch(clean.toLowerCase(), terms);
  const center = match ? Math.floor((match.start + match.end) / 2) : 0;
  let start = Math.max(0, Math.min(center - Math.floor(length / 2), clean.length - length));
  let end = start + length;
  // Do not cut a surrogate pair in half.
  if (/[\uDC00-\uDFFF]/u.test(clean.charAt(start))) start += 1;
  if (/[\uD800-\uDBFF]/u.test(clean.charAt(end - 1))) end += 1;
  return (start > 0 ? '…' : '') + clean.slice(start, end).trim() + (end < clean.length ? '…' : '');
}

/** A run of text, marked when it matches a term. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/** Splits `text` into matched and unmatched runs for every occurrence of the terms (case-insensitive). */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const lower = text.toLowerCase();
  // Lower-casing can change length (e.g. 'İ'); then highlighting positions would be wrong.
  if (lower.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
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
