/**
 * Ranking: one order for the search box and the search page (the box shows its first hits).
 *
 * A hit is a page (its name, description and text before its first heading) or a section. For
 * each query term a hit gets the best of its expansions' impacts (precomputed per document and
 * term from every field it occurs in, so a section whose heading and text both match beats one
 * that matches in one place); a section also gets its page's name (title and keywords) impact, the
 * way a reader takes the section "Logs" of "Batch Jobs" as a match for "batch job logs", while its
 * own echo of its page's title words counts less (weights.ts).
 *
 * Order: first by coverage, the share of the query's weight a hit matches, so covering more of
 * the query beats a stronger match of fewer words; then by score: the weighted sum of the
 * impacts, up to doubled when the hit's title, keywords or heading name the words, plus a bonus
 * for a page whose title holds them all.
 *
 * When a term's tail is not all loaded, what is loaded (its head, the tiers of its tail so far)
 * decides only if it can: every hit shown must have all its postings known, and no hit with
 * unknown postings (nor one with none loaded yet) may be able to reach the last hit shown, by the
 * bounds of the tiers not loaded. Otherwise the caller loads the next tiers and ranks again.
 *
 * The work is on typed arrays, one per query term, reused from query to query: a common word on a
 * large site has tens of thousands of postings, and a keystroke must not wait for them.
 */
import { type Postings } from '../codec.js';
import { DOCS_BEFORE_SECTIONS, FIELD_BIT, HIT_TYPES, impactOf, MAX_QUANTIZED_IMPACT, type HitType } from '../format.js';
import type { QueryPlan } from '../query.js';
import type { Expansion } from './expand.js';
import type { IndexStore, TailTier, TermEntry } from './store.js';
import { WEIGHTS } from './weights.js';

/** One ranked hit. */
export interface RankedHit {
  readonly page: number;
  /** Position of the section among the page's sections, or null for the page itself. */
  readonly section: number | null;
  readonly coverage: number;
  /** The share of the query's weight the hit's title, keywords or heading name. */
  readonly strong: number;
  readonly score: number;
  /** The field that matched best. */
  readonly type: HitType;
  /** Index terms that matched, for highlighting (filled for the first `limit` hits). */
  readonly terms: readonly string[];
  /** Where the snippet comes from: the matched text, the description, or nowhere (a title or heading match). */
  readonly snippet: 'text' | 'description' | null;
}

/** The result of {@link rank}. */
export interface Ranking {
  /** The first `limit` hits, in order. */
  readonly hits: readonly RankedHit[];
  /** How many hits there are in all (with what is loaded). */
  readonly total: number;
  /** Whether the first `limit` hits are final: the tails not loaded cannot change them. */
  readonly settled: boolean;
}

/** The tiers of a term's tail loaded so far: their postings, their pages, and the next tier (null: all loaded). */
export interface LoadedTail {
  readonly postings: readonly Postings[];
  readonly pages: ReadonlySet<number>;
  readonly next: TailTier | null;
}

/**
 * Loaded tails, by term (the engine's WeakMap: one kind of lookup for every engine, so the
 * optimized ranking of one, e.g. the warm-up's, serves the next).
 */
export interface TailLookup {
  get(entry: TermEntry): LoadedTail | undefined;
}

const EPSILON = 1e-9;
const NAMING = FIELD_BIT.title | FIELD_BIT.keywords;
const TEXT = FIELD_BIT.content;
const IMPACT = Float64Array.from({ length: MAX_QUANTIZED_IMPACT + 1 }, (_, q) => impactOf(q));

/** One query term's best impact, coverage and fields per document. */
interface Slot {
  readonly value: Float32Array;
  readonly coverage: Float32Array;
  readonly mask: Uint8Array;
  readonly best: Uint8Array;
  readonly touched: number[];
  /** What it was filled from (see {@link slotKey}); null when empty. */
  key: string | null;
}

/** Most slots kept filled between queries. */
const KEPT_SLOTS = 8;

/**
 * Per-term buffers over all documents of an index, reused across queries. A slot stays filled after
 * its query: the next keystroke nearly always has the same expansions for all words but the one
 * being typed, and finds their slots as they were instead of writing tens of thousands of
 * postings again. A slot taken for other expansions is zeroed where it was written first.
 */
export class RankScratch {
  private readonly slots: Slot[] = [];
  readonly seen: Uint8Array;
  /** For matching a phrase synonym's words together (left zeroed). */
  readonly phrase: { count: Uint8Array; least: Float32Array; masks: Uint8Array };

  constructor(readonly size: number) {
    this.seen = new Uint8Array(size);
    this.phrase = { count: new Uint8Array(size), least: new Float32Array(size), masks: new Uint8Array(size) };
  }

  /** One slot per key, those already filled from it as they are; `fresh` says which must be filled. */
  acquire(keys: readonly string[]): { slots: Slot[]; fresh: boolean[] } {
    const used = new Set<Slot>();
    const slots: (Slot | undefined)[] = keys.map((key) => {
      const kept = this.slots.find((s) => s.key === key && !used.has(s));
      if (kept) used.add(kept);
      return kept;
    });
    const fresh = slots.map((s) => s === undefined);
    const out = slots.map((found) => {
      if (found) return found;
      let slot = this.slots.find((s) => !used.has(s) && s.key === null) ?? (this.slots.length < Math.max(KEPT_SLOTS, keys.length) ? undefined : this.slots.find((s) => !used.has(s)));
      if (!slot) {
        slot = { value: new Float32Array(this.size), coverage: new Float32Array(this.size), mask: new Uint8Array(this.size), best: new Uint8Array(this.size), touched: [], key: null };
        this.slots.push(slot);
      }
      clear(slot);
      used.add(slot);
      return slot;
    });
    keys.forEach((key, j) => ((out[j] as Slot).key = key));
    // The slots of this query go to the back: the least recently used are taken first next time.
    this.slots.sort((a, b) => Number(used.has(a)) - Number(used.has(b)));
    return { slots: out, fresh };
  }

  /** Zeroes what the last query marked as seen. */
  reset(candidates: readonly number[]): void {
    for (const d of candidates) this.seen[d] = 0;
  }
}

function clear(slot: Slot): void {
  for (const d of slot.touched) {
    slot.value[d] = 0;
    slot.coverage[d] = 0;
    slot.mask[d] = 0;
    slot.best[d] = 0;
  }
  slot.touched.length = 0;
  slot.key = null;
}

/** An identifier named whole has its parts; one whose parts all match is nearly named. Per term, in place. */
function lendIdentifierCoverage(coverage: Float64Array, identifiers: readonly (readonly [number, readonly number[]])[]): void {
  for (const [whole, parts] of identifiers) {
    let partCoverage = Infinity;
    for (const p of parts) partCoverage = Math.min(partCoverage, coverage[p] as number);
    if ((coverage[whole] as number) === 0 && partCoverage > 0 && partCoverage !== Infinity) coverage[whole] = 0.9 * partCoverage;
    for (const p of parts) coverage[p] = Math.max(coverage[p] as number, coverage[whole] as number);
  }
}

/**
 * What a term's slot is filled from: its expansions in order, each with its index terms, the
 * number of tail tiers `tails` shows of each, its quality and coverage.
 */
function slotKey(list: readonly Expansion[], tails: TailLookup): string {
  return list.map((x) => `${x.entries.map((e) => `${e.term}\u0000${tails.get(e)?.postings.length ?? 0}`).join('\u0001')}\u0002${x.quality}\u0002${x.coverage}`).join('\u0003');
}

/** Best field of each mask, in boost order. */
const TYPE_OF_MASK: readonly HitType[] = Array.from({ length: 32 }, (_, mask) => HIT_TYPES.find((type) => (mask & FIELD_BIT[type]) !== 0) ?? 'content');

/** The tier of a term's tail to load next, or null when its postings are all loaded. */
export const nextTier = (entry: TermEntry, tails: TailLookup): TailTier | null => {
  if (entry.tail === null) return null;
  const loaded = tails.get(entry);
  return loaded === undefined ? entry.tail : loaded.next;
};
const pendingOf = (entry: TermEntry, tails: TailLookup): boolean => nextTier(entry, tails) !== null;
/** Whether all of a page's postings of a term are loaded. */
const knownPage = (entry: TermEntry, tails: TailLookup, page: number): boolean => entry.headPages.has(page) || tails.get(entry)?.pages.has(page) === true;

/** Writes an expansion's known postings into a term's slot: the best (quality-weighted) impact per document. */
function fill(slot: Slot, expansion: Expansion, index: number, tails: TailLookup, phrase: RankScratch['phrase']): void {
  const write = (doc: number, value: number, mask: number) => {
    if (slot.value[doc] === 0 && slot.coverage[doc] === 0) slot.touched.push(doc);
    if (value > (slot.value[doc] as number)) {
      slot.value[doc] = value;
      slot.best[doc] = index + 1;
    }
    if (expansion.coverage > (slot.coverage[doc] as number)) slot.coverage[doc] = expansion.coverage;
    slot.mask[doc] = (slot.mask[doc] as number) | mask;
  };
  const lists = (entry: TermEntry): readonly Postings[] => [entry.head, ...(tails.get(entry)?.postings ?? [])];
  const [first, ...rest] = expansion.entries;
  if (!first) return;
  if (rest.length === 0) {
    for (const postings of lists(first)) {
      for (let i = 0; i < postings.docs.length; i += 1) {
        const v = postings.values[i] as number;
        write(postings.docs[i] as number, expansion.quality * (IMPACT[v >> 5] as number), v & 31);
      }
    }
    return;
  }
  // A phrase synonym matches where all its words do, as well as its weakest word: a document's
  // count says how many of the words so far it has (a word's postings name a document once).
  const { count, least, masks } = phrase;
  const touched: number[] = [];
  expansion.entries.forEach((entry, k) => {
    for (const postings of lists(entry)) {
      for (let i = 0; i < postings.docs.length; i += 1) {
        const doc = postings.docs[i] as number;
        if (count[doc] !== k) continue;
        const v = postings.values[i] as number;
        const value = IMPACT[v >> 5] as number;
        if (k === 0) {
          touched.push(doc);
          least[doc] = value;
          masks[doc] = v & 31;
        } else {
          if (value < (least[doc] as number)) least[doc] = value;
          masks[doc] = (masks[doc] as number) | (v & 31);
        }
        count[doc] = k + 1;
      }
    }
  });
  const words = expansion.entries.length;
  for (const doc of touched) {
    if (count[doc] === words) write(doc, expansion.quality * (least[doc] as number), masks[doc] as number);
    count[doc] = 0;
  }
}

/**
 * Ranks the hits of `plan` given the expansions of its terms. `limit` is how many hits must be
 * final for the ranking to count as settled, and get their matched terms.
 */
export function rank(store: IndexStore, plan: QueryPlan, expansions: readonly (readonly Expansion[])[], tails: TailLookup, limit: number, scratch = new RankScratch(store.documents)): Ranking {
  const terms = plan.terms;
  const m = terms.length;
  const totalWeight = terms.reduce((sum, t) => sum + (t.phrase ? 0 : t.weight), 0) || 1;
  const { slots, fresh } = scratch.acquire(terms.map((_, j) => slotKey(expansions[j] ?? [], tails)));
  expansions.forEach((list, j) => {
    if (fresh[j]) list.forEach((x, i) => fill(slots[j] as Slot, x, i, tails, scratch.phrase));
  });

  // Candidates: every page and section that matches a term itself.
  const candidates: number[] = [];
  for (const slot of slots) {
    for (const doc of slot.touched) {
      const page = store.pageOfDoc[doc] as number;
      const first = store.firstDoc[page] as number;
      const hit = doc - first < DOCS_BEFORE_SECTIONS ? first : doc;
      if (scratch.seen[hit]) continue;
      scratch.seen[hit] = 1;
      candidates.push(hit);
    }
  }

  try {
    // Tails not loaded yet, per term, and how much they could add.
    const pending = expansions.map((list) => list.filter((x) => x.entries.some((e) => pendingOf(e, tails))));
    const anyPending = pending.some((list) => list.length > 0);
    const incompleteFor = (j: number, page: number) => (pending[j] ?? []).filter((x) => x.entries.some((e) => pendingOf(e, tails) && !knownPage(e, tails, page)));
    const boundsOf = (list: readonly Expansion[]): { meta: number; doc: number; coverage: number } => {
      let meta = 0;
      let doc = 0;
      let coverage = 0;
      for (const x of list) {
        const open = x.entries.map((e) => nextTier(e, tails)).filter((t): t is TailTier => t !== null);
        if (open.length === 0) continue;
        meta = Math.max(meta, x.quality * Math.min(...open.map((t) => impactOf(t.metaBound))));
        doc = Math.max(doc, x.quality * Math.min(...open.map((t) => impactOf(t.docBound))));
        coverage = Math.max(coverage, x.coverage);
      }
      return { meta, doc, coverage };
    };

    // What each term's unloaded tails could add to a page's hits (meta, doc, coverage per term),
    // once per page: certifying may evaluate thousands of sections of a few hundred pages.
    const pageBounds = new Map<number, Float64Array>();
    const boundsOfPage = (page: number): Float64Array => {
      let b = pageBounds.get(page);
      if (!b) {
        b = new Float64Array(3 * m);
        for (let j = 0; j < m; j += 1) {
          const { meta, doc, coverage } = boundsOf(incompleteFor(j, page));
          b[3 * j] = meta;
          b[3 * j + 1] = doc;
          b[3 * j + 2] = coverage;
        }
        pageBounds.set(page, b);
      }
      return b;
    };

    const values = new Float64Array(m);
    const coverage = new Float64Array(m);
    const weight = Float64Array.from(terms, (t) => t.weight);
    const phrase = Uint8Array.from(terms, (t) => (t.phrase ? 1 : 0));
    const exactTitle = Uint8Array.from(terms, (t) => (t.exactTitle ? 1 : 0));
    const identifiers = [...plan.identifiers];
    // The result of the last `evaluate`, in variables: it runs for every candidate.
    let outCoverage = 0;
    let outStrong = 0;
    let outScore = 0;
    let outType: HitType = 'content';
    let outSnippet: RankedHit['snippet'] = null;
    /** Coverage and score of a hit into `out*`; `upper` adds what unloaded tails could. */
    const evaluate = (page: number, doc: number, upper: boolean): void => {
      const first = store.firstDoc[page] as number;
      const isPage = doc === first;
      let nameScore = 0;
      let strong = 0;
      let named = true;
      let mask = 0;
      let textMask = 0;
      let introText = false;
      for (let j = 0; j < m; j += 1) {
        const slot = slots[j] as Slot;
        const w = weight[j] as number;
        const isPhrase = phrase[j] === 1;
        // A page is its name, description and text before the first heading; a section is itself.
        let nameValue = slot.value[first] as number;
        const nameMask = slot.mask[first] as number;
        let ownValue = 0;
        let ownCoverage = 0;
        let ownMask = 0;
        const from = isPage ? first + 1 : doc;
        const to = isPage ? first + DOCS_BEFORE_SECTIONS - 1 : doc;
        for (let d = from; d <= to; d += 1) {
          ownValue += slot.value[d] as number;
          const c = slot.coverage[d] as number;
          if (c > ownCoverage) ownCoverage = c;
          ownMask |= slot.mask[d] as number;
        }
        if (isPage && ((slot.mask[first + 2] as number) & TEXT) !== 0) introText = true;
        let cov = Math.max(slot.coverage[first] as number, ownCoverage);
        if (upper) {
          const b = boundsOfPage(page);
          nameValue = Math.max(nameValue, b[3 * j] as number);
          ownValue = Math.max(ownValue, (isPage ? 2 : 1) * (b[3 * j + 1] as number));
          cov = Math.max(cov, b[3 * j + 2] as number);
        }
        // A section's own match of a word of its page's title says little about the section; it
        // inherits its page's words and word pairs, not the page's exact title (that names the page).
        const inTitle = (nameMask & FIELD_BIT.title) !== 0;
        const inherited = exactTitle[j] === 1 ? 0 : WEIGHTS.sectionInherits * nameValue;
        values[j] = isPage ? nameValue + ownValue : inherited + (inTitle && !upper ? WEIGHTS.titleEcho : 1) * ownValue;
        coverage[j] = cov;
        nameScore += w * nameValue;
        if (w === 1 && !isPhrase && !(upper ? nameValue > 0 : inTitle)) named = false;
        // Named by the hit's title, keywords or heading (a section's page title and keywords count),
        // not only said somewhere in its text or description.
        const headed = (nameMask & NAMING) !== 0 || (!isPage && (ownMask & FIELD_BIT.heading) !== 0) || (upper && (nameValue > 0 || (!isPage && ownValue > 0)));
        if (headed && !isPhrase) strong += w * cov;
        mask |= ownMask | (isPage ? nameMask : 0);
        textMask |= ownMask;
      }
      lendIdentifierCoverage(coverage, identifiers);
      let covered = 0;
      let score = 0;
      for (let j = 0; j < m; j += 1) {
        if (phrase[j] === 0) covered += (weight[j] as number) * (coverage[j] as number);
        score += (weight[j] as number) * (values[j] as number);
      }
      if (isPage && named) score += WEIGHTS.titleBonus * nameScore;
      score *= 1 + WEIGHTS.namedByHeadings * (strong / totalWeight);
      outCoverage = covered / totalWeight;
      outStrong = strong / totalWeight;
      outScore = score;
      outType = TYPE_OF_MASK[isPage ? mask : textMask] as HitType;
      outSnippet = (isPage ? introText : (textMask & TEXT) !== 0) ? 'text' : isPage && (mask & FIELD_BIT.description) !== 0 ? 'description' : null;
    };

    type Key = { coverage: number; score: number; doc: number };
    /** Whether a hit of coverage `ac` and score `as` goes before one of `bc` and `bs`. */
    const ahead = (ac: number, as: number, bc: number, bs: number) => ac > bc + EPSILON || (Math.abs(ac - bc) <= EPSILON && as > bs);
    const before = (a: { coverage: number; score: number }, b: { coverage: number; score: number }) => ahead(a.coverage, a.score, b.coverage, b.score);
    const order = (a: Key, b: Key) => (before(a, b) ? -1 : before(b, a) ? 1 : a.doc - b.doc);

    // Only the first `limit` hits are ordered and kept; the others are counted, and kept as bare
    // documents for certifying when tails are missing. A keystroke on a large site has tens of
    // thousands of candidates and shows eight.
    const top: (RankedHit & { doc: number })[] = [];
    // Candidates not in `top`, when some tails are missing: those counted, and those that match
    // nothing counted in coverage yet (only a pair or the exact title), whose words may be in tails.
    const others: number[] = [];
    let total = 0;
    // Coverage decides first, then score, and both have bounds that take a few reads per term
    // where `evaluate` takes the whole hit: once the first hits are all there, a candidate that
    // covers less of the query than the last of them, or covers as much but cannot score as high,
    // is counted without evaluating it. On a large site a two-word query has tens of thousands of
    // candidates, most with one of the words or both only in their text.
    const quickTerms = new Float64Array(m);
    const sectionValue = Math.max(1, WEIGHTS.titleEcho);
    // Terms that match something (a word pair of the query seldom does).
    const active = expansions.flatMap((list, j) => (list.length > 0 ? [j] : []));
    const pageFactor = 1 + WEIGHTS.titleBonus;
    let quickCoverage = 0;
    let quickBound = 0;
    // What each term's unloaded tails could add to any hit (for `bound` with `upper`).
    let anyBounds: Float64Array | null = null;
    /**
     * Coverage (exact) and a bound of the score of a hit into `quick*`; with `upper`, bounds of
     * both with what any unloaded tail could add.
     */
    const bound = (page: number, doc: number, upper = false): void => {
      const first = store.firstDoc[page] as number;
      const isPage = doc === first;
      const from = isPage ? first + 1 : doc;
      const to = isPage ? first + DOCS_BEFORE_SECTIONS - 1 : doc;
      let covered = 0;
      let sum = 0;
      let strong = 0;
      for (const j of active) {
        const slot = slots[j] as Slot;
        const nameValue = slot.value[first] as number;
        let c = slot.coverage[first] as number;
        let own = 0;
        let ownMask = 0;
        for (let d = from; d <= to; d += 1) {
          if ((slot.coverage[d] as number) > c) c = slot.coverage[d] as number;
          own += slot.value[d] as number;
          ownMask |= slot.mask[d] as number;
        }
        const w = weight[j] as number;
        let name = nameValue;
        if (upper && anyBounds) {
          name += anyBounds[3 * j] as number;
          own += (isPage ? 2 : 1) * (anyBounds[3 * j + 1] as number);
          c = Math.max(c, anyBounds[3 * j + 2] as number);
        }
        sum += w * (isPage ? name + own : WEIGHTS.sectionInherits * name + sectionValue * own);
        if (phrase[j] === 1) continue;
        quickTerms[j] = c;
        covered += w * c;
        if (upper || ((slot.mask[first] as number) & NAMING) !== 0 || (!isPage && (ownMask & FIELD_BIT.heading) !== 0)) strong += w * c;
      }
      if (identifiers.length > 0) {
        lendIdentifierCoverage(quickTerms, identifiers);
        covered = 0;
        for (let j = 0; j < m; j += 1) if (phrase[j] === 0) covered += (weight[j] as number) * (quickTerms[j] as number);
        quickTerms.fill(0);
      }
      quickCoverage = covered / totalWeight;
      quickBound = (isPage ? pageFactor : 1) * sum * (1 + WEIGHTS.namedByHeadings * (strong / totalWeight)) * (1 + 1e-6);
    };
    for (const doc of candidates) {
      const page = store.pageOfDoc[doc] as number;
      if (top.length === limit) {
        bound(page, doc);
        const last = top[limit - 1] as Key;
        if (quickCoverage < last.coverage - EPSILON || (quickCoverage <= last.coverage + EPSILON && quickBound < last.score)) {
          if (quickCoverage > 0) total += 1;
          if (anyPending) others.push(doc);
          continue;
        }
      }
      evaluate(page, doc, false);
      if (outCoverage <= 0) {
        if (anyPending) others.push(doc);
        continue;
      }
      total += 1;
      if (top.length === limit) {
        const last = top[limit - 1] as Key;
        const goesBefore = ahead(outCoverage, outScore, last.coverage, last.score) || (!ahead(last.coverage, last.score, outCoverage, outScore) && doc < last.doc);
        if (!goesBefore) {
          if (anyPending) others.push(doc);
          continue;
        }
      }
      const first = store.firstDoc[page] as number;
      const hit = { coverage: outCoverage, strong: outStrong, score: outScore, type: outType, snippet: outSnippet, terms: [] as string[], page, doc, section: doc === first ? null : doc - first - DOCS_BEFORE_SECTIONS };
      if (top.length < limit) {
        top.push(hit);
        if (top.length === limit) top.sort(order);
        continue;
      }
      const last = top.pop() as Key;
      if (anyPending) others.push(last.doc);
      let at = top.length;
      while (at > 0 && order(hit, top[at - 1] as Key) < 0) at -= 1;
      top.splice(at, 0, hit);
    }
    if (top.length < limit) top.sort(order);
    const hits = top;

    let settled = true;
    if (anyPending) {
      const exactPages = new Map<number, boolean>();
      const exact = (page: number) => {
        let known = exactPages.get(page);
        if (known === undefined) {
          known = terms.every((_, j) => incompleteFor(j, page).length === 0);
          exactPages.set(page, known);
        }
        return known;
      };
      settled = hits.every((h) => exact(h.page));
      const last = hits.at(-1);
      if (settled && last && hits.length === limit) {
        // Nothing else may reach the last hit shown: neither a hit with postings still in tails...
        // A bound of a few reads per term first: most such hits cannot come near.
        anyBounds = new Float64Array(3 * m);
        for (let j = 0; j < m; j += 1) {
          const b = boundsOf(pending[j] ?? []);
          anyBounds.set([b.meta, b.doc, b.coverage], 3 * j);
        }
        for (const doc of others) {
          const page = store.pageOfDoc[doc] as number;
          if (exact(page)) continue;
          bound(page, doc, true);
          if (quickCoverage < last.coverage - EPSILON || (quickCoverage <= last.coverage + EPSILON && quickBound < last.score)) continue;
          evaluate(page, doc, true);
          if (!ahead(last.coverage, last.score, outCoverage, outScore)) {
            settled = false;
            break;
          }
        }
        // ...nor a page or section with no posting loaded at all.
        if (settled) {
          let cover = 0;
          let pageScore = 0;
          let sectionScore = 0;
          pending.forEach((list, j) => {
            const term = terms[j] as QueryPlan['terms'][number];
            const b = boundsOf(list);
            if (!term.phrase) cover += term.weight * b.coverage;
            pageScore += term.weight * ((1 + WEIGHTS.titleBonus) * b.meta + 2 * b.doc);
            sectionScore += term.weight * (b.doc + (term.exactTitle ? 0 : WEIGHTS.sectionInherits) * b.meta);
          });
          // Scores of hits named by their headings go up to `1 + namedByHeadings` times.
          const best = { coverage: Math.min(1, cover / totalWeight), score: (1 + WEIGHTS.namedByHeadings) * Math.max(pageScore, sectionScore) };
          if (best.score > 0 && !before(last, best)) settled = false;
        }
      } else if (settled && hits.length < limit) {
        // Fewer hits than wanted: the tails may hold more.
        settled = false;
      }
    }

    // The index terms each shown hit matched, from the best expansion of each term per document.
    for (const hit of hits) {
      const first = store.firstDoc[hit.page] as number;
      const docs = hit.section === null ? [first, first + 1, first + 2] : [first, hit.doc];
      const matched = new Set<string>();
      expansions.forEach((list, j) => {
        const slot = slots[j] as Slot;
        for (const d of docs) {
          const best = list[(slot.best[d] as number) - 1];
          if (best) for (const e of best.entries) matched.add(e.term);
        }
      });
      (hit as { terms: readonly string[] }).terms = [...matched];
    }
    return { hits, total, settled };
  } finally {
    scratch.reset(candidates);
  }
}
