/**
 * Query planning: which terms a query searches for and how much each counts. A code identifier
 * is searched as the whole token (weight 1) and as its parts (a small weight), so `instanceTypeId`
 * ranks the section that names it above every section that merely says "instance".
 */
import type { Tokenize } from './tokenizer.js';

/** Weight of a part of an identifier (`type` in `instanceTypeId`) against the whole token. */
export const PART_WEIGHT = 0.3;

/** The terms of a query. */
export interface QueryPlan {
  /** Every term to search for, without duplicates, at most `maxTerms`. */
  readonly terms: readonly string[];
  /** Term -> weight: 1 for a word or whole identifier, {@link PART_WEIGHT} for a part of one. */
  readonly weights: ReadonlyMap<string, number>;
  /** Terms of weight 1: the ones a good hit should contain. */
  readonly primary: readonly string[];
  /** An identifier and its parts (`['instancetypeid', 'instance', 'type', 'id']`): a hit with the whole has them all. */
  readonly identifiers: ReadonlyMap<string, readonly string[]>;
}

const HAN = /\p{Script=Han}/u;

/** Plans a (normalised) query: tokenizes it word by word and weighs identifier parts down. */
export function planQuery(query: string, tokenize: Tokenize, maxTerms: number): QueryPlan {
  const weights = new Map<string, number>();
  const identifiers = new Map<string, readonly string[]>();
  for (const word of query.split(/\s+/u)) {
    const terms = tokenize(word);
    // Chinese segments are words of their own; only an identifier's tail terms are parts.
    const whole = HAN.test(word) ? terms.length : 1;
    if (whole === 1 && terms.length > 1 && terms[0]) identifiers.set(terms[0], terms.slice(1));
    terms.forEach((term, i) => {
      const weight = i < whole ? 1 : PART_WEIGHT;
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    });
  }
  const terms = [...weights.keys()].slice(0, maxTerms);
  const kept = new Map(terms.map((t) => [t, weights.get(t) ?? 1]));
  return { terms, weights: kept, primary: terms.filter((t) => kept.get(t) === 1), identifiers };
}
