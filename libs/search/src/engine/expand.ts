/**
 * Expansion: the index terms that stand for each term of a plan, with how much a match through
 * them counts. Its own form first, then, for the word being typed, the index terms it starts (and
 * the stem it is on its way to: `mounte` -> `mount`), the plan's alternatives (joined forms,
 * synonyms), and, for a long word the index does not know, index terms one or two typos away.
 */
import type { PlannedTerm, QueryPlan } from '../query.js';
import { boundedDistance, typoBudget } from './fuzzy.js';
import type { IndexStore, LoadedShard, TermEntry } from './store.js';

/** An expansion of a planned term: index terms that must all occur (one, except for a phrase synonym). */
export interface Expansion {
  readonly entries: readonly TermEntry[];
  /** Multiplies the impacts of its matches. */
  readonly quality: number;
  /** What a match through it counts towards the query's coverage (1; less for a typo). */
  readonly coverage: number;
}

/** Quality of a match through the stem the typed word is heading to (`mounte` -> `mount`). */
const STEM_PREFIX_QUALITY = 0.9;
/**
 * Coverage of a match through a longer term the typed word starts, when the index has the word
 * itself: the reader may have finished it, so hits with the word go first.
 */
const PREFIX_OF_KNOWN_WORD = 0.75;
/** Coverage of a typo match: a hit with the word itself always goes first. */
export const TYPO_COVERAGE = 0.5;
const TYPO_QUALITY = [1, 0.45, 0.3] as const;
/** Most index terms a typed prefix expands to (the most frequent ones). */
const MAX_PREFIX_TERMS = 30;
/** Most index terms a typo expands to. */
const MAX_TYPO_TERMS = 8;
/** A term found in fewer documents than this may still be a typo of a more common one. */
const RARE = 3;

/** Quality of a match through a longer index term the typed word starts. */
export function prefixQuality(typed: string, term: string): number {
  return 0.5 + (0.3 * typed.length) / term.length;
}

/** Loaded shards of one query, by number. */
type Shards = Map<number, LoadedShard>;

async function loadShards(store: IndexStore, wanted: Iterable<number>, into: Shards): Promise<void> {
  const missing = [...new Set(wanted)].filter((n) => !into.has(n));
  const loaded = await Promise.all(missing.map((n) => store.shard(n)));
  missing.forEach((n, i) => into.set(n, loaded[i] as LoadedShard));
}

function lookup(store: IndexStore, shards: Shards, term: string): TermEntry | undefined {
  return shards.get(store.shardOf(term))?.entries.get(term);
}

/**
 * Shards a typed prefix draws its longer terms from: at most {@link PREFIX_SHARDS} after the prefix,
 * so two letters (`do`, with every `doc42` of a large site after them) cost one or two downloads.
 */
const prefixShards = (store: IndexStore, prefix: string): number[] => store.shardsFor(prefix, prefix).slice(0, PREFIX_SHARDS);
const PREFIX_SHARDS = 2;

/** Entries of the loaded shards whose term starts with `prefix` (not the prefix itself). */
function startingWith(store: IndexStore, shards: Shards, prefix: string): TermEntry[] {
  const out: TermEntry[] = [];
  for (const n of prefixShards(store, prefix)) {
    const shard = shards.get(n);
    if (!shard) continue;
    let lo = 0;
    let hi = shard.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((shard.terms[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < shard.terms.length; i += 1) {
      const term = shard.terms[i] as string;
      if (!term.startsWith(prefix)) break;
      // Word pairs (`send imag`) are not words a typed prefix stands for.
      if (term !== prefix && !term.includes(' ')) out.push(shard.entries.get(term) as TermEntry);
    }
  }
  return out;
}

/**
 * English endings a typed word may be adding to a stem: those the stemmer strips (stem.ts) and
 * common derivations (`generation` finds `generate`, indexed as `generat`).
 */
const ENDINGS_TYPED = ['s', 'es', 'ies', 'ied', 'ed', 'ing', 'e', 'er', 'ers', 'ion', 'ions', 'ive', 'ly', 'al', 'ment', 'or', 'ors', 'able', 'ity', 'ure', 'ant', 'ent', 'ance', 'ence', 'y'];
/** What a typed word may have of one of those endings so far (up to three letters). */
const ENDING_STARTS = new Set(ENDINGS_TYPED.flatMap((ending) => [1, 2, 3].map((n) => ending.slice(0, n))));
/** Whether `tail` can follow a stem `p` in a word being typed: a start of an ending, maybe after a doubled consonant (`stopp`, `stoppin`). */
const endingStart = (p: string, tail: string): boolean =>
  ENDING_STARTS.has(tail) || (tail[0] === p.at(-1) && /[^aeiouy]/.test(tail[0] ?? '') && (tail.length === 1 || ENDING_STARTS.has(tail.slice(1))));
/** Endings the stemmer strips (stem.ts), to put back on an index term before comparing a typo with it. */
const ENDINGS = ['e', 's', 'es', 'ed', 'ing'];
/**
 * Typo distance from a query word to an index term, which is a stem: to the stem itself or to it
 * with an ending put back (`trainnig` is one swap from `training`, indexed as `train`).
 */
function typoDistance(word: string, stem: string, budget: number): number {
  let best = boundedDistance(word, stem, budget);
  const last = stem.at(-1) ?? '';
  const doubled = /[^aeiouy]/.test(last) ? [`${last}ed`, `${last}ing`] : [];
  for (const ending of [...ENDINGS, ...doubled]) {
    if (best === 0) break;
    best = Math.min(best, boundedDistance(word, stem + ending, budget));
  }
  return best;
}

/**
 * Stems a typed word may be on its way to: `mounte`, `mountin` -> `mount`, never under 3 letters.
 * Only when what follows can begin an ending: `deepsek` is not on its way to `deep` (it is a typo
 * of `deepseek`, which the index must get the chance to find).
 */
const stemPrefixes = (key: string): string[] =>
  [1, 2, 3].map((n) => key.slice(0, key.length - n)).filter((p) => p.length >= 3 && endingStart(p, key.slice(p.length)));

/** Shards the first round needs: each term's own, the typed word's prefix range, the alternatives'. */
function firstRound(store: IndexStore, plan: QueryPlan): number[] {
  const wanted: number[] = [];
  for (const term of plan.terms) {
    if (term.prefix) {
      for (const p of term.word ? stemPrefixes(term.key) : []) wanted.push(store.shardOf(p));
      wanted.push(store.shardOf(term.key), ...prefixShards(store, term.key));
    }
    else wanted.push(store.shardOf(term.key));
    for (const alternative of term.alternatives) for (const key of alternative.keys) wanted.push(store.shardOf(key));
  }
  return wanted;
}

/** Whether a term needs typo matching: long enough, and the index does not know it (or hardly). */
function needsTypos(term: PlannedTerm, own: TermEntry | undefined, others: number): boolean {
  return term.fuzzy && typoBudget(term.key.length) > 0 && (own === undefined || own.df < RARE) && others === 0;
}

/**
 * The expansions of every term of `plan`, fetching the shards they need (at most two rounds: the
 * terms themselves, then the neighbourhoods of words the index does not know).
 */
export async function expandPlan(store: IndexStore, plan: QueryPlan, shards: Shards = new Map()): Promise<Expansion[][]> {
  await loadShards(store, firstRound(store, plan), shards);
  const typos = plan.terms.filter((term) => {
    const own = lookup(store, shards, term.key);
    const others = term.prefix ? startingWith(store, shards, term.key).length + (term.word ? stemPrefixes(term.key).filter((p) => lookup(store, shards, p)).length : 0) : 0;
    return needsTypos(term, own, others);
  });
  // Typos are looked for among terms with the same first two letters: most typos are later in a
  // word, and it keeps the shards to fetch to one neighbourhood.
  await loadShards(store, typos.flatMap((t) => store.shardsFor(t.key.slice(0, 2), t.key.slice(0, 2))), shards);

  return plan.terms.map((term) => {
    const out: Expansion[] = [];
    const seen = new Set<string>();
    const add = (entries: TermEntry[], quality: number, coverage: number) => {
      const name = entries.map((e) => e.term).join(' ');
      if (entries.length === 0 || seen.has(name)) return;
      seen.add(name);
      out.push({ entries, quality, coverage });
    };
    const own = lookup(store, shards, term.key);
    if (own) add([own], 1, 1);
    if (term.phrase) return out;
    if (term.prefix) {
      const coverage = own ? PREFIX_OF_KNOWN_WORD : 1;
      if (term.word) {
        for (const p of stemPrefixes(term.key)) {
          const entry = lookup(store, shards, p);
          if (entry) add([entry], STEM_PREFIX_QUALITY, coverage);
        }
      }
      const longer = startingWith(store, shards, term.key).sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1));
      for (const entry of longer.slice(0, MAX_PREFIX_TERMS)) add([entry], prefixQuality(term.key, entry.term), coverage);
    }
    for (const alternative of term.alternatives) {
      const entries = alternative.keys.map((k) => lookup(store, shards, k));
      if (entries.every((e): e is TermEntry => e !== undefined)) add(entries, alternative.quality, 1);
    }
    if (typos.includes(term)) {
      const budget = typoBudget(term.key.length);
      const group = term.key.slice(0, 2);
      const near: { entry: TermEntry; distance: number }[] = [];
      for (const n of store.shardsFor(group, group)) {
        for (const entry of shards.get(n)?.entries.values() ?? []) {
          if (!entry.term.startsWith(group) || entry.term === term.key || entry.term.includes(' ')) continue;
          const distance = typoDistance(term.key, entry.term, budget);
          if (distance <= budget) near.push({ entry, distance });
        }
      }
      near.sort((a, b) => a.distance - b.distance || b.entry.df - a.entry.df);
      for (const { entry, distance } of near.slice(0, MAX_TYPO_TERMS)) add([entry], TYPO_QUALITY[distance] ?? 0.3, TYPO_COVERAGE);
    }
    return out;
  });
}
