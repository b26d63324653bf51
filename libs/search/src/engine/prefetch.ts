/**
 * Which term shards to fetch while the reader is between keystrokes. The next keystroke adds a
 * letter to the word being typed, so its word lies in the typed word's range of shards, and its
 * pair with the word before in the pair's range. A short prefix of a large site spans many shards:
 * then the shards where the likeliest next letters start are taken first, the likeliest being
 * those whose words fill the most shards (the root file's shard bounds tell).
 */
import { pairTerm, type QueryPlan } from '../query.js';
import type { IndexStore } from './store.js';

/** Next characters, likeliest first (English letter frequency, then digits). */
const NEXT_CHARACTERS = [...'etaoinsrhldcumfpgwybvkxjqz0123456789'];

/**
 * The prefixes a query was typing: `typed` (its last word, lower case; empty after a space), and
 * its pair with the word before when there is one (a stop word being typed pairs with none yet,
 * but its next letters may make a word that does).
 */
export function typedPrefixes(plan: QueryPlan, typed: string): string[] {
  const words = plan.terms.filter((t) => t.word && t.weight === 1 && !t.phrase);
  const last = words[words.length - 1];
  const before = typed !== '' && last?.surface === typed ? words[words.length - 2] : last;
  return [...(typed === '' ? [] : [typed]), ...(before ? [pairTerm(before.key, typed)] : [])];
}

/** The shards {@link nextLetterShards} picks. */
export interface NextShards {
  /** Every shard of a prefix's range, when the range is short: the next keystroke needs one of them. */
  readonly certain: readonly number[];
  /** For a prefix whose range is long: the shards of its likeliest next letters (a guess). */
  readonly likely: readonly number[];
}

/** The shards the next keystroke after `prefixes` can need, not yet requested, at most `max` of each kind, likeliest first. */
export function nextLetterShards(store: IndexStore, prefixes: readonly string[], max: number): NextShards {
  const certain = new Set<number>();
  const likely = new Set<number>();
  const take = (into: Set<number>) => (n: number) => {
    if (into.size < max && !store.hasShard(n) && !certain.has(n)) into.add(n);
  };
  for (const prefix of prefixes) {
    const range = store.shardsFor(prefix, prefix);
    if (range.length <= max) {
      range.forEach(take(certain));
      continue;
    }
    // The next letters whose words fill the most shards are the likeliest (ties: the commoner
    // letter). A prefix search reads the shard where its words start and the next one.
    const next = NEXT_CHARACTERS.map((c) => store.shardsFor(prefix + c, prefix + c)).sort((a, b) => b.length - a.length);
    for (const shards of next) take(likely)(shards[0] as number);
    for (const shards of next) if (shards.length > 1) take(likely)(shards[1] as number);
  }
  return { certain: [...certain], likely: [...likely].filter((n) => !certain.has(n)) };
}

/** Whether the connection is one the spec fetches ahead on (not 2g, not data-saver). */
export function prefetchAllowed(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection;
  return !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}
