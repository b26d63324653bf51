/**
 * Query planning: which terms a query searches for, how much each counts, and what else may stand
 * for it. Pure: no index needed.
 *
 * - Words are normalised like the index's (stemmed); the last word, while the reader is still
 *   typing it (no trailing space), also matches as a prefix.
 * - Question words and pronouns (`how`, `do`, `i`, `my`, `why`, `not`) are dropped: they say what
 *   kind of answer a reader wants, not what it is about. Inside an identifier or a path they stay,
 *   and a query made only of them keeps them.
 * - A code identifier is searched whole (weight 1) and by its parts (a small weight), so
 *   `instanceTypeId` ranks the section that names it above every section that says "instance".
 * - Two adjacent words also match as one (`deep seek` finds `DeepSeek`), and a hyphenated word as
 *   its joined form (`multi-node` finds `multinode`).
 * - Synonym groups add the other entries of a group as alternatives of the words they match.
 */
import { stem } from './stem.js';
import { ENGLISH_STOP_WORDS, piecesOf } from './tokenizer.js';

/** Weight of a part of an identifier (`type` in `instanceTypeId`) against the whole token. */
export const PART_WEIGHT = 0.3;
/** Quality of an alternative: a joined form of two adjacent words. */
export const COMPOUND_QUALITY = 0.95;
/** Quality of an alternative: another entry of a synonym group. */
export const SYNONYM_QUALITY = 0.8;
/** Weight of a pair of adjacent query words found together in a title, heading or description. */
export const PHRASE_WEIGHT = 0.5;
/** Weight of a page title that is exactly the query's words (the reader named the page). */
export const EXACT_TITLE_WEIGHT = 1;
/** Shortest word, in letters, that may match with a typo. */
export const FUZZY_MIN_LENGTH = 5;

/**
 * First character of every pair and whole-title term. No word starts with it, and it sorts after
 * every ASCII word, so these terms lie together in shards of their own: a typed prefix's range of
 * shards (`gpu`) holds words only, not the hundreds of pairs its word starts on a large site, and
 * a query fetches a pair's shard beside its words' shards, in the same round.
 */
export const COMPOSITE_MARK = '~';
/**
 * The index term of a whole title (`~batch job=`): a query with exactly the title's words finds it.
 * A one-word title's (`billing=`) sorts right after its word, in the shard a one-word query
 * fetches anyway.
 */
export function titleTerm(keys: readonly string[]): string {
  return keys.length === 1 ? `${keys[0]}=` : `${COMPOSITE_MARK}${keys.join(' ')}=`;
}
/** The index term of two adjacent words (`~send imag`). */
export function pairTerm(a: string, b: string): string {
  return `${COMPOSITE_MARK}${a} ${b}`;
}
/**
 * Whether an index term is a pair or a whole title, not a word: a typed prefix (`send`) does not
 * stand for the pairs and titles that start with it (see `match.ts`).
 */
export const isCompositeTerm = (term: string): boolean => term.startsWith(COMPOSITE_MARK) || term.endsWith('=');
/** The words of an index term: a pair's or a title's (`~send imag` -> `send`, `imag`), else the term. */
export const wordsOfTerm = (term: string): string[] => (isCompositeTerm(term) ? term.replace(/^~|=$/gu, '').split(' ') : [term]);
/** Most word pairs a plan searches for. */
const MAX_PHRASES = 8;

/**
 * Words that carry no subject: question words, pronouns, auxiliary verbs and negation. Kept in
 * the index (a heading "Why does my job stop?" still reads as it is) but not searched for.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'how', 'what', 'why', 'when', 'where', 'which', 'who', 'whom', 'whose', 'i', 'me', 'my', 'mine', 'myself', 'he', 'him', 'his', 'she',
  'her', 'hers', 'us', 'them', 'do', 'does', 'did', 'doing', 'am', 'been', 'being', 'had', 'should', 'would', 'could', 'shall', 'may',
  'might', 'must', 'not', 'about', "don't", "doesn't", "didn't", "isn't", "aren't", "can't", "cannot", "won't", "i'm", "what's", "how's", 'dont', 'doesnt',
]);

/** An alternative of a term: index terms that, all present, stand for it. */
export interface Alternative {
  readonly keys: readonly string[];
  readonly quality: number;
}

/** One term of a plan. */
export interface PlannedTerm {
  /** Index form (`mount` for `mounted`; an identifier as written, lower case). */
  readonly key: string;
  /** The word as typed, lower case. */
  readonly surface: string;
  /** 1 for a word or whole identifier, {@link PART_WEIGHT} for a part of one. */
  readonly weight: number;
  /** Still being typed: also matches index terms it starts. */
  readonly prefix: boolean;
  /** A plain word, not an identifier (or part of one) nor a pair. */
  readonly word: boolean;
  /** May match with a typo (a plain word of {@link FUZZY_MIN_LENGTH} letters or more). */
  readonly fuzzy: boolean;
  readonly alternatives: readonly Alternative[];
  /** For a part of an identifier, the position of the whole in `terms`. */
  readonly partOf: number | null;
  /**
   * Two adjacent words as one index term (`send imag`): the index holds the word pairs of titles,
   * keywords, headings and descriptions, and a hit that has the pair gets a bonus. Not counted in
   * coverage.
   */
  readonly phrase: boolean;
  /** The query's words as one page title (`batch job=`, see {@link titleTerm}); also a `phrase`. */
  readonly exactTitle: boolean;
}

/** The plan of a query. */
export interface QueryPlan {
  readonly terms: readonly PlannedTerm[];
  /** Whole identifier position -> positions of its parts. */
  readonly identifiers: ReadonlyMap<number, readonly number[]>;
  /** The query's words as the tokenizer gives them, for `_highlight` parameters. */
  readonly highlight: readonly string[];
}

/** Options of {@link planQuery}. */
export interface PlanOptions {
  readonly removeStopWords?: boolean;
  readonly languages?: readonly string[];
  /** Most terms; further words are ignored. */
  readonly maxTerms?: number;
  readonly synonyms?: SynonymTable;
}

const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;
const HAN = /\p{Script=Han}/u;

/** Synonym groups as index keys: entry (its keys joined by a space) -> the other entries of its group. */
export type SynonymTable = ReadonlyMap<string, readonly (readonly string[])[]>;

/** The index keys of a phrase: its words stemmed, stop words (and, with `questions`, question words) left out, identifiers whole. */
export function phraseKeys(phrase: string, options: Pick<PlanOptions, 'removeStopWords' | 'languages'> & { readonly questions?: boolean } = {}): string[] {
  const segmentChinese = (options.languages ?? ['en', 'zh']).includes('zh');
  const keys: string[] = [];
  for (const chunk of phrase.toLowerCase().split(/\s+/u)) {
    if (!chunk) continue;
    for (const piece of piecesOf(chunk, segmentChinese)) {
      const term = piece.kind === 'word' ? piece.term : piece.forms.whole;
      if ((options.removeStopWords ?? true) && ENGLISH_STOP_WORDS.has(term)) continue;
      if (options.questions && piece.kind === 'word' && QUESTION_WORDS.has(term)) continue;
      keys.push(stem(term));
    }
  }
  return keys;
}

/** Stop words that end a phrasal verb written as one word (`log in`, `login`). */
const PARTICLES: ReadonlySet<string> = new Set(['in', 'on']);

/** Clause breaks: word pairs are not taken across them (`GPU, storage` is no pair). */
const CLAUSE = /[,;:!?()[\]|]|\.(?:\s|$)/u;

/**
 * Adjacent words of a short text joined into one (`High-speed storage` -> `highspeedstorag`), so a
 * reader who writes them as one word finds them; the query side joins adjacent words the same way.
 */
export function joinedPairs(text: string, options: Pick<PlanOptions, 'removeStopWords' | 'languages'> = {}): string[] {
  const segmentChinese = (options.languages ?? ['en', 'zh']).includes('zh');
  const joined: string[] = [];
  for (const clause of text.split(CLAUSE)) {
    const words: string[] = [];
    for (const chunk of clause.toLowerCase().split(/\s+/u)) {
      if (!chunk) continue;
      for (const piece of piecesOf(chunk, segmentChinese)) {
        const word = piece.kind === 'word' ? piece.term : (piece.forms.alternates[0] ?? piece.forms.whole);
        // A particle after a verb joins it (`Log In` is written `login`); other stop words do not.
        if ((options.removeStopWords ?? true) && ENGLISH_STOP_WORDS.has(word) && !(PARTICLES.has(word) && words.length > 0)) continue;
        words.push(LATIN_WORD.test(word) ? word : '');
      }
    }
    for (let i = 0; i + 1 < words.length; i += 1) if (words[i] && words[i + 1] && !PARTICLES.has(words[i] as string)) joined.push(stem(`${words[i]}${words[i + 1]}`));
  }
  return joined;
}

/** The adjacent word pairs of a short text (a title, a heading), as the index stores them: `"send imag"`. */
export function wordPairs(text: string, options: Pick<PlanOptions, 'removeStopWords' | 'languages'> = {}): string[] {
  const pairs: string[] = [];
  for (const clause of text.split(CLAUSE)) {
    const keys = phraseKeys(clause, { ...options, questions: true });
    for (let i = 0; i + 1 < keys.length; i += 1) pairs.push(pairTerm(keys[i] as string, keys[i + 1] as string));
  }
  return pairs;
}

/**
 * Builds the synonym table of some groups (a group: words or phrases that mean the same here).
 * Entries in `unindexed` (words of no document: a glossary's Chinese for an English-only site)
 * still lead to the others, but are not searched for in their place.
 */
export function synonymTable(groups: readonly (readonly string[])[], options: Pick<PlanOptions, 'removeStopWords' | 'languages'> = {}, unindexed: ReadonlySet<string> = new Set()): SynonymTable {
  const table = new Map<string, (readonly string[])[]>();
  for (const group of groups) {
    const entries = group.map((entry) => ({ entry, keys: phraseKeys(entry, options) })).filter(({ keys }) => keys.length > 0);
    for (const { keys } of entries) {
      const name = keys.join(' ');
      const others = table.get(name) ?? [];
      for (const other of entries) {
        if (unindexed.has(other.entry.toLowerCase())) continue;
        if (other.keys.join(' ') !== name && !others.some((o) => o.join(' ') === other.keys.join(' '))) others.push(other.keys);
      }
      table.set(name, others);
    }
  }
  return table;
}

interface Draft {
  key: string;
  surface: string;
  weight: number;
  prefix: boolean;
  fuzzy: boolean;
  alternatives: Alternative[];
  partOf: Draft | null;
  /** A plain word (not an identifier or one of its parts): joins compounds and synonym phrases. */
  plain: boolean;
}

/** Plans a (normalised) query. */
export function planQuery(query: string, options: PlanOptions = {}): QueryPlan {
  const removeStopWords = options.removeStopWords ?? true;
  const segmentChinese = (options.languages ?? ['en', 'zh']).includes('zh');
  const maxTerms = options.maxTerms ?? 16;
  const typing = !/\s$/u.test(query);
  const chunks = query.split(/\s+/u).filter((c) => c !== '');
  const drafts: Draft[] = [];
  const highlight: string[] = [];
  const keep = (term: string) => !(removeStopWords && ENGLISH_STOP_WORDS.has(term));
  chunks.forEach((chunk, c) => {
    const last = typing && c === chunks.length - 1;
    for (const piece of piecesOf(chunk, segmentChinese)) {
      if (piece.kind === 'word') {
        if (!keep(piece.term)) continue;
        highlight.push(piece.term);
        const latin = LATIN_WORD.test(piece.term);
        drafts.push({
          key: stem(piece.term),
          surface: piece.term,
          weight: 1,
          prefix: last && (HAN.test(piece.term) || piece.term.length >= 2),
          fuzzy: latin && /\p{L}/u.test(piece.term) && piece.term.length >= FUZZY_MIN_LENGTH,
          alternatives: [],
          partOf: null,
          plain: true,
        });
        continue;
      }
      const { whole, alternates, parts } = piece.forms;
      highlight.push(...[whole, ...alternates, ...parts].filter(keep));
      const wholeDraft: Draft = {
        key: stem(whole),
        surface: whole,
        weight: 1,
        prefix: last,
        fuzzy: false,
        alternatives: alternates.map((a) => ({ keys: [stem(a)], quality: 1 })),
        partOf: null,
        plain: false,
      };
      drafts.push(wholeDraft);
      for (const part of parts) {
        if (!keep(part)) continue;
        drafts.push({ key: stem(part), surface: part, weight: PART_WEIGHT, prefix: false, fuzzy: false, alternatives: [], partOf: wholeDraft, plain: false });
      }
    }
  });

  // Question words go, unless nothing else is left.
  const meaningful = drafts.filter((d) => !(d.plain && QUESTION_WORDS.has(d.surface)));
  const kept = meaningful.some((d) => d.weight === 1) ? meaningful : drafts;

  // Adjacent plain words also match joined, and phrases of synonym groups match as a unit.
  const plain = kept.filter((d) => d.plain && d.key !== '');
  for (let i = 0; i + 1 < plain.length; i += 1) {
    const a = plain[i] as Draft;
    const b = plain[i + 1] as Draft;
    if (LATIN_WORD.test(a.surface) && LATIN_WORD.test(b.surface)) {
      const joined = { keys: [stem(a.surface + b.surface)], quality: COMPOUND_QUALITY };
      a.alternatives.push(joined);
      b.alternatives.push(joined);
    }
  }
  const synonyms = options.synonyms;
  if (synonyms && synonyms.size > 0) {
    const words = kept.filter((d) => d.weight === 1);
    for (let i = 0; i < words.length; i += 1) {
      for (let n = Math.min(3, words.length - i); n >= 1; n -= 1) {
        const span = words.slice(i, i + n);
        const others = synonyms.get(span.map((d) => d.key).join(' '));
        if (!others) continue;
        for (const d of span) for (const keys of others) d.alternatives.push({ keys, quality: SYNONYM_QUALITY });
        break;
      }
    }
  }

  // One term per key (the strongest), at most maxTerms; parts point at their whole's new position.
  const byKey = new Map<string, number>();
  const position = new Map<Draft, number>();
  const terms: Draft[] = [];
  for (const d of kept) {
    if (d.key === '') continue;
    const seen = byKey.get(d.key);
    if (seen !== undefined) {
      const t = terms[seen] as Draft;
      if (d.weight > t.weight) Object.assign(t, { weight: d.weight, partOf: d.partOf, plain: d.plain, fuzzy: t.fuzzy || d.fuzzy });
      t.prefix ||= d.prefix;
      t.alternatives.push(...d.alternatives);
      position.set(d, seen);
      continue;
    }
    if (terms.length >= maxTerms) break;
    byKey.set(d.key, terms.length);
    position.set(d, terms.length);
    terms.push({ ...d, alternatives: [...d.alternatives] });
  }
  const identifiers = new Map<number, number[]>();
  const planned: PlannedTerm[] = terms.map((t, i) => {
    const whole = t.partOf === null ? undefined : position.get(t.partOf);
    const partOf = whole === undefined || whole === i || t.weight === 1 ? null : whole;
    if (partOf !== null) identifiers.set(partOf, [...(identifiers.get(partOf) ?? []), i]);
    const seen = new Set<string>();
    const alternatives = t.alternatives.filter((a) => {
      const name = a.keys.join(' ');
      if (name === t.key || seen.has(name)) return false;
      seen.add(name);
      return true;
    });
    return { key: t.key, surface: t.surface, weight: t.weight, prefix: t.prefix, word: t.plain, fuzzy: t.fuzzy, alternatives, partOf, phrase: false, exactTitle: false };
  });
  // Adjacent words (after question words went) as pairs; a pair with a word still being typed finds nothing yet.
  const words = terms.filter((t) => t.plain && t.weight === 1);
  for (let i = 0; i + 1 < words.length && i < MAX_PHRASES; i += 1) {
    const a = words[i] as Draft;
    const b = words[i + 1] as Draft;
    const key = pairTerm(a.key, b.key);
    if (!planned.some((t) => t.key === key)) planned.push({ key, surface: `${a.surface} ${b.surface}`, weight: PHRASE_WEIGHT, prefix: false, word: false, fuzzy: false, alternatives: [], partOf: null, phrase: true, exactTitle: false });
  }
  const wholeWords = planned.filter((t) => t.weight === 1 && !t.phrase);
  if (wholeWords.length > 0) {
    const key = titleTerm(wholeWords.map((t) => t.key));
    planned.push({ key, surface: key, weight: EXACT_TITLE_WEIGHT, prefix: false, word: false, fuzzy: false, alternatives: [], partOf: null, phrase: true, exactTitle: true });
  }
  return { terms: planned, identifiers, highlight: [...new Set(highlight)] };
}
