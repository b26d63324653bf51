/**
 * How MiniSearch indexes our documents, shared by the builder, the engine and the warm-up so the
 * three can never disagree: the fields and their boosts, and the `tokenize` / `processTerm` that
 * turn text into index terms (our tokenizer, then light English stemming, see stem.ts).
 */
import type { Options } from 'minisearch';
import { isCompositeTerm, joinedPairs, phraseKeys, titleTerm, wordPairs } from './query.js';
import { stem } from './stem.js';
import { createTokenizer, type TokenizerOptions } from './tokenizer.js';

/**
 * The fields of a document. A page is one document (`title`, `keywords`, `description`, and its
 * text before the first heading as `content`); a section is one (`heading`, `content`, and its
 * page's title and keywords as `parent`, so the Logs section of Batch Jobs answers `batch job logs`). `code`
 * holds code blocks, `subtext` the text a heading without text of its own takes from its
 * subsections (which are hits of their own).
 */
export const FIELDS = ['title', 'keywords', 'heading', 'parent', 'description', 'content', 'subtext', 'code'] as const;

/** A field of a document. */
export type Field = (typeof FIELDS)[number];

/**
 * Field boosts: a page's title and a section's heading name what they hold; the text says it
 * among other things; code least (a script that repeats common words must not outrank the
 * section that explains them).
 */
export const BOOST: Readonly<Record<Field, number>> = {
  title: 8,
  keywords: 3,
  heading: 5,
  parent: 5,
  description: 2,
  content: 1,
  subtext: 0.2,
  code: 0.25,
};

/** Fields that name a hit (a match there is a heading match, above a match in the text). */
export const NAMING_FIELDS: ReadonlySet<string> = new Set<Field>(['title', 'keywords', 'heading']);

/** Short fields whose adjacent words are indexed as pairs too (`send imag`, `highspeedstorag`). */
const PAIRED: ReadonlySet<string> = new Set<Field>(['title', 'keywords', 'heading', 'description']);

/** A document as MiniSearch indexes it: its number, and its fields' text. */
export type IndexDocument = { readonly id: number } & Partial<Record<Field, string>>;

/**
 * An index term as the query planner writes it: a word stemmed; a word pair (`send imag`) and a
 * whole title (`batch job=`) are stemmed already (see `pairTerm` and `titleTerm`).
 */
export const processTerm = (term: string): string => (isCompositeTerm(term) ? term : stem(term));

/**
 * MiniSearch's `tokenize` for the index: our tokenizer's terms (stop words dropped, identifiers
 * whole and by their parts, Chinese segmented); for short fields also their word pairs and joined
 * pairs, and for a title the title as one term.
 */
export function indexTokenizer(options: TokenizerOptions): (text: string, field?: string) => string[] {
  const tokenize = createTokenizer(options);
  const pairOptions = { removeStopWords: options.removeStopWords ?? true, languages: options.languages ?? ['en', 'zh'] };
  return (text, field) => {
    const terms = tokenize(text);
    if (field && PAIRED.has(field)) terms.push(...wordPairs(text, pairOptions), ...joinedPairs(text, pairOptions));
    if (field === 'title') {
      const keys = phraseKeys(text, { ...pairOptions, questions: true });
      if (keys.length > 0) terms.push(titleTerm(keys));
    }
    return terms;
  };
}

/** MiniSearch options of our index (the builder's; the engine loads shards with the same fields). */
export function miniSearchOptions(tokenizer: TokenizerOptions): Options<IndexDocument> {
  return { fields: [...FIELDS], idField: 'id', storeFields: [], tokenize: indexTokenizer(tokenizer), processTerm };
}
