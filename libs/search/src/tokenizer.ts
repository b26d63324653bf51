/**
 * Tokenizer used identically at index time (Node) and query time (browser), so a query always
 * produces the same terms as the text it should find. Pure: no Node, no DOM.
 *
 * - English is lower-cased and stop words are dropped, so common words do not swamp the ranking.
 * - Code identifiers keep their whole form and add their parts: `camelCase` -> `camelcase`,
 *   `camel`, `case`; also `snake_case`, `dotted.names`, `--flags`; `/paths/like/this` gives
 *   `paths/like/this`, its tails (`like/this`) and its segments.
 * - Chinese runs are segmented with `Intl.Segmenter('zh', { granularity: 'word' })`, as Chinese
 *   puts no spaces between words.
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

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
// Punctuation that ends a sentence or wraps a word, not part of an identifier.
const LEADING = /^[^\p{L}\p{N}/\-.$@#_~]+/u;
const TRAILING = /[^\p{L}\p{N}/_]+$/u;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const PATH_SEPARATORS = /[./]+/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
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


/** Creates a tokenizer with the given options. */
export function createTokenizer(options: TokenizerOptions = {}): Tokenize {
  const removeStopWords = options.removeStopWords ?? true;
  const segmentChinese = (options.languages ?? ['en', 'zh']).includes('zh');
  const keep = (term: string): boolean =>
    term.length > 0 && WORD_CHAR.test(term) && !(removeStopWords && ENGLISH_STOP_WORDS.has(term));

  return (text: string): string[] => {
    const out: string[] = [];
    const push = (raw: string): void => {
      const term = raw.toLowerCase();
      if (keep(term)) out.push(term);
    };
    for (const chunk of toWellFormed(text).split(/\s+/u)) {
      const plain = PLAIN_WORD.exec(chunk);
      if (plain) {
        push(plain[1] ?? '');
        continue;
      }
      for (const piece of chunk.split(HAN_RUN)) {
        if (piece === '') continue;
        if (HAN.test(piece)) {
          for (const word of segmentHan(piece, segmentChinese)) {
            const term = word.toLowerCase();
            if (keep(term)) out.push(term);
          }
          continue;
        }
        const word = piece.replace(LEADING, '').replace(TRAILING, '');
        if (word === '') continue;
        // Whole token, then each dotted or path segment (`init_process_group`), then the atoms.
        const segments = word.split(PATH_SEPARATORS).map((p) => p.replace(EDGE_PUNCTUATION, '')).filter((p) => p !== '');
        const atomsOf = (text: string) => text.split(SEPARATORS).flatMap((p) => p.split(CAMEL)).filter((p) => p !== '');
        const atoms = atomsOf(word);
        // A path is kept without its outer slashes, plus each shorter tail, so `/instance/create`
        // finds `POST /api/instance/create`: readers search for API paths as they are written.
        const path = word.includes('/') ? word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}_]+$/gu, '') : word;
        if (path !== '' && (atoms.length !== 1 || atoms[0] !== path)) push(path);
        if (word.includes('/')) {
          const parts = path.split('/').filter((p) => WORD_CHAR.test(p));
          for (let i = 1; i < parts.length - 1; i += 1) push(parts.slice(i).join('/').replace(EDGE_PUNCTUATION, ''));
        }
        for (const segment of segments) {
          const inner = atomsOf(segment);
          if (segment !== word && (inner.length !== 1 || inner[0] !== segment)) push(segment);
          for (const atom of inner) push(atom);
        }
      }
    }
    return out;
  };
}

/** The tokenizer with default options (stop words removed, Chinese segmented). */
export const tokenize: Tokenize = createTokenizer();
