/**
 * Ranking: one order for the search box and the search page (the box shows its first hits).
 *
 * A hit is a page (its metadata and the text before its first heading) or a section. For each
 * query term a hit gets the best of its expansions' impacts (precomputed per document and term
 * from every field it occurs in, so a section whose heading and text both match beats one that
 * matches in one place), a section also its page's name impact (weights.ts),
 * the way a reader takes the section "Logs" of "Batch Jobs" as a match for "batch job logs".
 *
 * Order: first by coverage, the share of the query's weight a hit matches, so covering more of
 * the query beats a stronger match of fewer words; then by score, the weighted sum of the impacts.
 * A page whose title holds every word of the query gets a share of its
 * metadata score on top, so naming a page finds the page before its sections.
 *
 * When a term's tail is not loaded, its head decides only if it can: every hit shown must have
 * all its postings known, and no hit with unknown postings (nor one with none loaded yet) may be
 * able to reach the last hit shown. Otherwise the caller loads the tails and ranks again.
 */
import { impactBits, maskBits, type Postings } from '../codec.js';
import { DOCS_BEFORE_SECTIONS, FIELD_BIT, HIT_TYPES, impactOf, type HitType } from '../format.js';
import type { QueryPlan } from '../query.js';
import type { Expansion } from './expand.js';
import type { IndexStore, TermEntry } from './store.js';
import { WEIGHTS } from './weights.js';

const EPSILON = 1e-9;
const NAMING = FIELD_BIT.title | FIELD_BIT.keywords;
const TEXT = FIELD_BIT.content;

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
  /** Index terms that matched, for highlighting. */
  readonly terms: readonly string[];
  /** Where the snippet comes from: the matched text, the description, or nowhere (a title or heading match). */
  readonly snippet: 'text' | 'description' | null;
}

/** The result of {@link rank}. */
export interface Ranking {
  /** Every hit, in order. */
  readonly hits: readonly RankedHit[];
  /** Whether the first `limit` hits are final: the tails not loaded cannot change them. */
  readonly settled: boolean;
}

interface Cell {
  value: number;
  coverage: number;
  mask: number;
  terms: string[];
}

/** Loaded tails, by term. */
export type TailLookup = (entry: TermEntry) => Postings | null;

function pendingOf(entry: TermEntry, tails: TailLookup): boolean {
  return entry.tail !== null && tails(entry) === null;
}

/** The postings of an expansion known now: per document, the (quality-weighted) impact and field mask. */
function postingsOf(expansion: Expansion, tails: TailLookup): Map<number, { value: number; mask: number }> {
  const perKey = expansion.entries.map((entry) => {
    const out = new Map<number, { value: number; mask: number }>();
    for (const postings of [entry.head, tails(entry)]) {
      if (!postings) continue;
      for (let i = 0; i < postings.docs.length; i += 1) {
        const value = postings.values[i] as number;
        out.set(postings.docs[i] as number, { value: impactOf(impactBits(value)), mask: maskBits(value) });
      }
    }
    return out;
  });
  const [first, ...rest] = perKey;
  if (!first) return new Map();
  // A phrase matches where all its words do, as well as its weakest word.
  const joined = new Map<number, { value: number; mask: number }>();
  for (const [doc, posting] of first) {
    let value = posting.value;
    let mask = posting.mask;
    let all = true;
    for (const other of rest) {
      const p = other.get(doc);
      if (!p) {
        all = false;
        break;
      }
      value = Math.min(value, p.value);
      mask |= p.mask;
    }
    if (all) joined.set(doc, { value: value * expansion.quality, mask });
  }
  return joined;
}

/** Best field of a mask, in boost order. */
function typeOf(mask: number): HitType {
  return HIT_TYPES.find((type) => (mask & FIELD_BIT[type]) !== 0) ?? 'content';
}

interface Bounds {
  /** Per term: the most a document of a page outside the heads could still get from tails (metadata, other), and the coverage. */
  readonly meta: number[];
  readonly doc: number[];
  readonly coverage: number[];
}

/**
 * Ranks the hits of `plan` given the expansions of its terms. `limit` is how many hits must be
 * final for the ranking to count as settled.
 */
export function rank(store: IndexStore, plan: QueryPlan, expansions: readonly (readonly Expansion[])[], tails: TailLookup, limit: number): Ranking {
  const terms = plan.terms;
  const totalWeight = terms.reduce((sum, t) => sum + (t.phrase ? 0 : t.weight), 0) || 1;
  const cells: Map<number, Cell>[] = expansions.map((list) => {
    const byDoc = new Map<number, Cell>();
    for (const expansion of list) {
      const name = expansion.entries.map((e) => e.term).join(' ');
      for (const [doc, { value, mask }] of postingsOf(expansion, tails)) {
        const cell = byDoc.get(doc);
        if (!cell) byDoc.set(doc, { value, coverage: expansion.coverage, mask, terms: [name] });
        else {
          if (value > cell.value) cell.value = value;
          if (expansion.coverage > cell.coverage) cell.coverage = expansion.coverage;
          cell.mask |= mask;
          if (!cell.terms.includes(name)) cell.terms.push(name);
        }
      }
    }
    return byDoc;
  });

  // Candidates: every page and section that matches a term itself.
  const candidates = new Set<number>();
  for (const byDoc of cells) {
    for (const doc of byDoc.keys()) {
      const page = store.pageOfDoc[doc] as number;
      const first = store.firstDoc[page] as number;
      candidates.add(doc - first < DOCS_BEFORE_SECTIONS ? first : doc);
    }
  }

  // Tails not loaded yet, per term: which heads are complete, and how much the tails could add.
  const pending = expansions.map((list) => list.filter((x) => x.entries.some((e) => pendingOf(e, tails))));
  const anyPending = pending.some((list) => list.length > 0);
  const incompleteFor = (j: number, page: number) => (pending[j] ?? []).filter((x) => x.entries.some((e) => pendingOf(e, tails) && !e.headPages.has(page)));
  const boundsOf = (list: readonly Expansion[]): { meta: number; doc: number; coverage: number } => {
    let meta = 0;
    let doc = 0;
    let coverage = 0;
    for (const x of list) {
      const open = x.entries.filter((e) => e.tail !== null && tails(e) === null);
      if (open.length === 0) continue;
      meta = Math.max(meta, x.quality * Math.min(...open.map((e) => impactOf(e.tail?.metaBound ?? 0))));
      doc = Math.max(doc, x.quality * Math.min(...open.map((e) => impactOf(e.tail?.docBound ?? 0))));
      coverage = Math.max(coverage, x.coverage);
    }
    return { meta, doc, coverage };
  };
  const unseen: Bounds = { meta: [], doc: [], coverage: [] };
  pending.forEach((list, j) => {
    const b = boundsOf(list);
    unseen.meta[j] = b.meta;
    unseen.doc[j] = b.doc;
    unseen.coverage[j] = b.coverage;
  });

  /** Coverage and score of a hit from per-term values; `upper` adds what unloaded tails could. */
  const evaluate = (page: number, doc: number, upper: boolean) => {
    const first = store.firstDoc[page] as number;
    const isPage = doc === first;
    const values: number[] = [];
    const coverage: number[] = [];
    let nameScore = 0;
    let strong = 0;
    let named = true;
    let mask = 0;
    let textMask = 0;
    const matched = new Set<string>();
    terms.forEach((term, j) => {
      const byDoc = cells[j] as Map<number, Cell>;
      const name = byDoc.get(first);
      // A page is its name, description and text before the first heading; a section is itself.
      const own = isPage ? [byDoc.get(first + 1), byDoc.get(first + 2)] : [byDoc.get(doc)];
      let nameValue = name?.value ?? 0;
      let ownValue = own.reduce((sum, cell) => sum + (cell?.value ?? 0), 0);
      let cov = Math.max(name?.coverage ?? 0, ...own.map((cell) => cell?.coverage ?? 0));
      if (upper) {
        const b = boundsOf(incompleteFor(j, page));
        nameValue = Math.max(nameValue, b.meta);
        ownValue = Math.max(ownValue, (isPage ? 2 : 1) * b.doc);
        cov = Math.max(cov, b.coverage);
      }
      // A section's own match of a word of its page's title says little about the section.
      const inTitle = ((name?.mask ?? 0) & FIELD_BIT.title) !== 0;
      // A section inherits its page's words and word pairs, not the page's exact title: that names the page.
      const inherited = term.exactTitle ? 0 : WEIGHTS.sectionInherits * nameValue;
      values[j] = isPage ? nameValue + ownValue : inherited + (inTitle && !upper ? WEIGHTS.titleEcho : 1) * ownValue;
      coverage[j] = cov;
      // Named by the hit's title, keywords or heading (a section's page title and keywords count),
      // not only said somewhere in its text or description.
      const headed = ((name?.mask ?? 0) & NAMING) !== 0 || (!isPage && ((own[0]?.mask ?? 0) & FIELD_BIT.heading) !== 0) || (upper && (nameValue > 0 || (!isPage && ownValue > 0)));
      if (headed && !term.phrase) strong += term.weight * cov;
      nameScore += term.weight * nameValue;
      if (term.weight === 1 && !term.phrase && !(upper ? nameValue > 0 : inTitle)) named = false;
      for (const cell of own) {
        if (!cell) continue;
        mask |= cell.mask;
        textMask |= cell.mask;
        for (const t of cell.terms) matched.add(t);
      }
      if (name) {
        if (isPage) mask |= name.mask;
        for (const t of name.terms) matched.add(t);
      }
    });
    // An identifier named whole has its parts; one whose parts all match is nearly named.
    for (const [whole, parts] of plan.identifiers) {
      const partCoverage = Math.min(...parts.map((p) => coverage[p] ?? 0));
      if ((coverage[whole] ?? 0) === 0 && partCoverage > 0) coverage[whole] = 0.9 * partCoverage;
      for (const p of parts) coverage[p] = Math.max(coverage[p] ?? 0, coverage[whole] ?? 0);
    }
    let covered = 0;
    let score = 0;
    terms.forEach((term, j) => {
      if (!term.phrase) covered += term.weight * (coverage[j] ?? 0);
      score += term.weight * (values[j] ?? 0);
    });
    if (isPage && named) score += WEIGHTS.titleBonus * nameScore;
    score *= 1 + WEIGHTS.namedByHeadings * (strong / totalWeight);
    const introMask = isPage ? (cells.some((c) => ((c.get(first + 2)?.mask ?? 0) & TEXT) !== 0) ? TEXT : 0) : textMask;
    const snippet: RankedHit['snippet'] = (introMask & TEXT) !== 0 ? 'text' : isPage && (mask & FIELD_BIT.description) !== 0 ? 'description' : null;
    return { coverage: covered / totalWeight, strong: strong / totalWeight, score, type: typeOf(isPage ? mask : textMask), terms: [...matched], snippet };
  };

  const hits: (RankedHit & { doc: number })[] = [];
  // Candidates that match nothing counted in coverage yet (only a pair or the exact title): their
  // words may still be in tails.
  const uncounted: { page: number; doc: number }[] = [];
  for (const doc of candidates) {
    const page = store.pageOfDoc[doc] as number;
    const first = store.firstDoc[page] as number;
    const result = evaluate(page, doc, false);
    if (result.coverage <= 0) {
      uncounted.push({ page, doc });
      continue;
    }
    hits.push({ ...result, page, doc, section: doc === first ? null : doc - first - DOCS_BEFORE_SECTIONS });
  }
  type Key = { coverage: number; strong: number; score: number };
  const same = (x: number, y: number) => Math.abs(x - y) <= EPSILON;
  const before = (a: Key, b: Key) => a.coverage > b.coverage + EPSILON || (same(a.coverage, b.coverage) && a.score > b.score);
  hits.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : a.doc - b.doc));

  let settled = true;
  if (anyPending) {
    const shown = hits.slice(0, limit);
    const exact = (page: number) => terms.every((_, j) => incompleteFor(j, page).length === 0);
    settled = shown.every((h) => exact(h.page));
    const last = shown.at(-1);
    if (settled && last && shown.length === limit) {
      // Nothing else may reach the last hit shown: neither a hit with postings still in tails...
      for (const h of [...hits.slice(limit), ...uncounted]) {
        if (exact(h.page)) continue;
        if (!before(last, evaluate(h.page, h.doc, true))) {
          settled = false;
          break;
        }
      }
      // ...nor a page or section with no posting loaded at all.
      if (settled) {
        let coverage = 0;
        let pageScore = 0;
        let sectionScore = 0;
        terms.forEach((term, j) => {
          if (!term.phrase) coverage += term.weight * (unseen.coverage[j] ?? 0);
          pageScore += term.weight * ((1 + WEIGHTS.titleBonus) * (unseen.meta[j] ?? 0) + 2 * (unseen.doc[j] ?? 0));
          sectionScore += term.weight * ((unseen.doc[j] ?? 0) + (term.exactTitle ? 0 : WEIGHTS.sectionInherits) * (unseen.meta[j] ?? 0));
        });
        // Scores of hits named by their headings go up to `1 + namedByHeadings` times.
        const best = { coverage: Math.min(1, coverage / totalWeight), strong: 1, score: (1 + WEIGHTS.namedByHeadings) * Math.max(pageScore, sectionScore) };
        if (best.score > 0 && !before(last, best)) settled = false;
      }
    } else if (settled && shown.length < limit) {
      // Fewer hits than wanted: the tails may hold more.
      settled = false;
    }
  }
  return { hits, settled };
}
