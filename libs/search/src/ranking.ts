/**
 * Ranking: runs a planned query over loaded entries and turns the matches into ordered hits.
 *
 * - Each hit type has a boost (title > keywords > heading > description > content).
 * - A section also matches through its page's title, at half weight, the way a reader sees the
 *   section "Logs" of "Batch Jobs" as a match for "batch job logs".
 * - Coverage: the share of the query's weight a hit matched multiplies its score, so a hit that
 *   contains every word outranks one that repeats a single word.
 */
import type { SearchResult } from 'minisearch';
import { HIT_TYPE_BOOST, type HitDocument, type HitType } from './format.js';
import type { LoadedEntry } from './load-index.js';
import type { QueryPlan } from './query.js';

/** Fuzzy matching starts at this term length; shorter terms must match exactly or as a prefix. */
export const FUZZY_MIN_LENGTH = 5;
/** Share of a page's title score a section of that page inherits. */
const SECTION_INHERITS = 0.1;

/** A hit being scored. */
export interface Draft {
  readonly doc: HitDocument;
  score: number;
  best: number;
  type: HitType;
  /** Index terms that matched, for highlighting. */
  readonly terms: Set<string>;
  /** Query terms that matched, for coverage. */
  readonly queryTerms: Set<string>;
  text: string;
}

const keyOf = (doc: HitDocument): string => `${doc.u}#${doc.h ?? ''}`;

function searchEntry(entry: LoadedEntry, plan: QueryPlan): SearchResult[] {
  // In content, identifier parts (`type` of `instanceTypeId`) would expand to thousands of
  // sections across every shard; the whole token finds the sections that matter.
  const terms = entry.type === 'content' && plan.primary.length > 0 ? plan.primary : plan.terms;
  return entry.index.search(
    { queries: [...terms], combineWith: 'OR' },
    {
      // Content is most of the vocabulary: there, prefixes start at 4 letters and typos are not
      // tolerated, which keeps a 1,000-doc search under the keystroke budget; the small entries
      // (titles, headings, keywords) still forgive typos.
      prefix: (term) => term.length >= (entry.type === 'content' ? 4 : 2),
      // One typo from 5 letters, two from 8; never more, which also keeps long junk queries cheap.
      fuzzy: (term) => (entry.type !== 'content' && term.length >= FUZZY_MIN_LENGTH && /^[\p{Script=Latin}\p{N}]/u.test(term) ? 0.25 : false),
      maxFuzzy: 2,
      boostTerm: (term) => plan.weights.get(term) ?? 1,
      weights: { fuzzy: 0.4, prefix: 0.6 },
    },
  );
}

/** Share of a section's score dropped for query terms its page title already contains. */
const TITLE_ECHO = 0.8;

/**
 * Adds the matches of `plan` in `entries` to `into` (keyed by page and anchor). Returns the query
 * terms that matched. `titleTerms` gives the terms of a page title: a section matching only words of
 * its own page title ("Batch job or interactive instance" of "Batch Jobs") says little about the
 * section, so that share of its score mostly goes (the page's own match still reaches it, see `rank`).
 */
export function collect(entries: readonly LoadedEntry[], plan: QueryPlan, into: Map<string, Draft>, titleTerms: (title: string) => readonly string[]): Set<string> {
  const matched = new Set<string>();
  for (const entry of entries) {
    for (const result of searchEntry(entry, plan)) {
      const doc = entry.documents[result.id as number];
      if (!doc) continue;
      const key = keyOf(doc);
      let score = result.score * HIT_TYPE_BOOST[entry.type];
      if (doc.h) {
        const title = titleTerms(doc.t);
        const echoed = result.queryTerms.filter((q) => title.some((t) => t.startsWith(q))).length;
        score *= 1 - (TITLE_ECHO * echoed) / result.queryTerms.length;
      }
      const draft = into.get(key) ?? { doc, score: 0, best: 0, type: entry.type, terms: new Set<string>(), queryTerms: new Set<string>(), text: '' };
      draft.score += score;
      if (score > draft.best) {
        draft.best = score;
        draft.type = entry.type;
      }
      // The snippet shows page text (a description or a section); a keyword list is metadata, and
      // as a snippet it reads as a stray list of words.
      if (!draft.text && doc.x && entry.type !== 'keywords') draft.text = doc.x;
      for (const term of result.terms) draft.terms.add(term);
      for (const term of result.queryTerms) {
        draft.queryTerms.add(term);
        matched.add(term);
      }
      into.set(key, draft);
    }
  }
  return matched;
}

/** Final order: sections inherit part of their page's title match, then coverage scales every score. Pure: `drafts` is left as it is. */
export function rank(drafts: Map<string, Draft>, plan: QueryPlan): Draft[] {
  const total = plan.terms.reduce((sum, t) => sum + (plan.weights.get(t) ?? 1), 0) || 1;
  const ranked: { draft: Draft; final: number }[] = [];
  for (const draft of drafts.values()) {
    const page = draft.doc.h ? drafts.get(`${draft.doc.u}#`) : undefined;
    const queryTerms = new Set(draft.queryTerms);
    let score = draft.score;
    if (page) {
      score += page.best * SECTION_INHERITS;
      for (const t of page.queryTerms) queryTerms.add(t);
    }
    // A hit that names the whole identifier has its parts too.
    for (const t of [...queryTerms]) for (const part of plan.identifiers.get(t) ?? []) queryTerms.add(part);
    let covered = 0;
    for (const t of queryTerms) covered += plan.weights.get(t) ?? 0;
    const coverage = Math.min(1, covered / total);
    ranked.push({ draft, final: score * coverage * coverage });
  }
  ranked.sort((a, b) => b.final - a.final || a.draft.doc.t.localeCompare(b.draft.doc.t));
  // New objects: the drafts stay as collected, so a first ranking (the first-tier hits shown before
  // the content shards arrive) does not change the scores the content matches are added to.
  return ranked.map(({ draft, final }) => ({ ...draft, score: final }));
}
