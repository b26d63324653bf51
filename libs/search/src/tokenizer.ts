/**
 * Tokenizer used identically at index time (Node) and query time (browser), so a query always
 * produces the same terms as the text it should find. Pure: no Node, no DOM.
 *
 * - English is lower-cased and stop words are dropped, so common words do not swamp the ranking.
 * - Code identifiers keep their whole form and add their parts: `camelCase` -> `camelcase`,
 *   `camel`, `case`; also `snake_case`, `dotted.names`, `--flags`; `/paths/like/this` gives
 *   `paths/like/this`, its tails (`like/this`) and its segments.
 * - A hyphenated compound also gives its joined form, and a camel-cased part its own whole:
 *   `multi-node` -> `multinode`; `DeepSeek-R1` -> `deepseek-r1`, `deepseekr1`, `deepseek`, `deep`,
 *   `seek`, `r1`. Readers write the same name joined, split or hyphenated.
 * - Chinese runs are segmented with `Intl.Segmenter('zh', { granularity: 'word' })`, as Chinese
 *   puts no spaces between words.
 *
 * These are surface forms; the index and the query planner normalise plain words further with
 * `indexTerm()` (light English stemming, see stem.ts).
 */
import { toWellFormed } from './utils/unicode.js';

export { toWellFormed };

/** A small English stop list: words too common to help find a page. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'has', 'have', 'if', 'in',
  'into', 'is', 'it', 'its', 'of', 'on', 'or', 'so', 'such', 'that', 'the', 'their', 'then', 'there',
  'these', 'they', 'this', 'to', 'was', 'were', 'will', 'with', 'you', 'your', 'we', 'our', 'can',
]);

/** Options of {@link createTokenizer}. */
export interface TokenizerOptions {
  /** Drop English stop words. Default `true`. */
  readonly removeStopWords?: boolean;
  /** Segment Chinese into words when it includes `'zh'`; otherwise Chinese splits per character. Default `['en', 'zh']`. */
  readonly languages?: readonly string[];
}

/** Turns text into search terms. */
export type Tokenize = (text: string) => string[];

/** The forms of one written word (`DeepSeek-R1`, `/api/instance/create`), lower-cased. */
export interface WordForms {
  /** The word as written, without sentence punctuation and outer slashes. */
  readonly whole: string;
  /** Forms that name the same thing as the whole (`multinode` for `multi-node`). */
  readonly alternates: readonly string[];
  /** Parts: path tails, segments, camel-case parts and atoms, in that order. */
  readonly parts: readonly string[];
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
// Punctuation that ends a sentence or wraps a word, not part of an identifier.
const LEADING = /^[^\p{L}\p{N}/\-.$@#_~]+/u;
const TRAILING = /[^\p{L}\p{N}/_]+$/u;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const PATH_SEPARATORS = /[./]+/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const HYPHENATED = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;
// Split before an upper-case letter that follows a lower-case letter, and inside acronyms (`HTTPServer`).
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
/**
 * An ordinary word (at most its first letter upper-case) with sentence punctuation around it, the
 * bulk of any page. The general path makes exactly the bare word of it, so it is taken directly:
 * the general path's regular expressions were most of a 1,000-page index build.
 */
const PLAIN_WORD = /^[("'[]?([A-Za-z0-9][a-z0-9]*)[.,;:!?)"'\]]*$/;

let zhSegmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (zhSegmenter === undefined) {
    zhSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return zhSegmenter;
}

function segmentHan(run: string, segment: boolean): string[] {
  const segmenter = segment ? getSegmenter() : null;
  if (!segmenter) return Array.from(run);
  const words: string[] = [];
  for (const part of segmenter.segment(run)) if (part.isWordLike !== false) words.push(part.segment);
  return words;
}

const splitCamel = (text: string): string[] => text.split(CAMEL).filter((p) => p !== '');

/**
 * The forms of one word that is not plain prose (an identifier, a path, a hyphenated compound),
 * already stripped of sentence punctuation; or null when nothing of it is a word.
 */
export function analyzeWord(word: string): WordForms | null {
  const lower = (s: string) => s.toLowerCase();
  // A path is kept without its outer slashes, so `/instance/create` finds `POST /api/instance/create`.
  const whole = word.includes('/') ? word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}_]+$/gu, '') : word;
  const parts: string[] = [];
  const alternates: string[] = [];
  if (word.includes('/')) {
    // Each shorter tail of a path: readers search for API paths as they are written.
    const segments = whole.split('/').filter((p) => WORD_CHAR.test(p));
    for (let i = 1; i < segments.length - 1; i += 1) parts.push(segments.slice(i).join('/').replace(EDGE_PUNCTUATION, ''));
  }
  for (const segment of word.split(PATH_SEPARATORS).map((p) => p.replace(EDGE_PUNCTUATION, '')).filter((p) => p !== '')) {
    const pieces = segment.split(SEPARATORS).filter((p) => p !== '');
    const atoms = pieces.flatMap(splitCamel);
    if (segment !== word && (atoms.length !== 1 || atoms[0] !== segment)) parts.push(segment);
    // The joined form of a hyphenated word names the same thing as the word (not of a flag or a
    // path: `--shm-size` is never written `shmsize`).
    if (segment === word && pieces.length > 1 && HYPHENATED.test(segment)) alternates.push(pieces.join(''));
    for (const piece of pieces) {
      if (pieces.length > 1 && splitCamel(piece).length > 1) parts.push(piece);
      parts.push(...splitCamel(piece));
    }
  }
  const all = [whole, ...alternates, ...parts].map(lower).filter((t) => WORD_CHAR.test(t));
  if (all.length === 0) return null;
  const seen = new Set<string>();
  const unique = all.filter((t) => (seen.has(t) ? false : (seen.add(t), true)));
  const first = lower(whole);
  const isAlternate = new Set(alternates.map(lower));
  return {
    whole: unique[0] ?? first,
    alternates: unique.slice(1).filter((t) => isAlternate.has(t)),
    parts: unique.slice(1).filter((t) => !isAlternate.has(t)),
  };
}

/** One whitespace-separated chunk of text, as its words: plain words, Chinese words or analysed identifiers. */
export type Piece = { readonly kind: 'word'; readonly term: string } | { readonly kind: 'forms'; readonly forms: WordForms };

/** A possessive `'s` at the end of a word, before any sentence punctuation: `instance's` is `instance`. */
const POSSESSIVE = /(?<=\p{L})['’]s(?=[.,;:!?)"'\]]*$)/u;

/** The pieces of a chunk of text without whitespace (`DeepSeek推理`, `instanceTypeId`, `launch,`). */
export function piecesOf(text: string, segmentChinese: boolean): Piece[] {
  const chunk = text.replace(POSSESSIVE, '');
  const plain = PLAIN_WORD.exec(chunk);
  if (plain) return [{ kind: 'word', term: (plain[1] ?? '').toLowerCase() }];
  const out: Piece[] = [];
  for (const piece of chunk.split(HAN_RUN)) {
    if (piece === '') continue;
    if (HAN.test(piece)) {
      for (const word of segmentHan(piece, segmentChinese)) out.push({ kind: 'word', term: word.toLowerCase() });
      continue;
    }
    const word = piece.replace(LEADING, '').replace(TRAILING, '');
    if (word === '') continue;
    const forms = analyzeWord(word);
    if (!forms) continue;
    if (forms.alternates.length === 0 && forms.parts.length === 0) out.push({ kind: 'word', term: forms.whole });
    else out.push({ kind: 'forms', forms });
  }
  return out;
}

/** Distinct chunks a tokenizer keeps the terms of (see createTokenizer); past that, chunks are analysed each time. */
const KNOWN_CHUNKS = 200_000;

/** Creates a tokenizer with the given options. */
export function createTokenizer(options: TokenizerOptions = {}): Tokenize {
  const removeStopWords = options.removeStopWords ?? true;
  const segmentChinese = (options.languages ?? ['en', 'zh']).includes('zh');
  const keep = (term: string): boolean => term.length > 0 && WORD_CHAR.test(term) && !(removeStopWords && ENGLISH_STOP_WORDS.has(term));

  // The terms of each chunk met, kept: a chunk's terms depend only on the chunk and these options,
  // and a site's text repeats its words (building the index of a 300-doc site analysed every
  // occurrence anew, a quarter of its time). Bounded, for a tokenizer kept for long.
  const known = new Map<string, readonly string[]>();
  const termsOf = (chunk: string): readonly string[] => {
    const remembered = known.get(chunk);
    if (remembered !== undefined) return remembered;
    const terms: string[] = [];
    for (const piece of piecesOf(chunk, segmentChinese)) {
      if (piece.kind === 'word') {
        if (keep(piece.term)) terms.push(piece.term);
        continue;
      }
      for (const term of [piece.forms.whole, ...piece.forms.alternates, ...piece.forms.parts]) if (keep(term)) terms.push(term);
    }
    if (known.size < KNOWN_CHUNKS) known.set(chunk, terms);
    return terms;
  };

  return (text: string): string[] => {
    const out: string[] = [];
    for (const chunk of toWellFormed(text).split(/\s+/u)) {
      if (chunk === '') continue;
      for (const term of termsOf(chunk)) out.push(term);
    }
    return out;
  };
}

/** The tokenizer with default options (stop words removed, Chinese segmented). */
export const tokenize: Tokenize = createTokenizer();
