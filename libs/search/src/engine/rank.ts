/**
 * Ranking, ours around MiniSearch's scores: one order for the search box and the search page.
 *
 * - Coverage first: the share of the query's weight a hit matches (a word itself, a longer word
 *   it starts while typed, a synonym, or a typo of it, a little less). Covering more of the query
 *   beats a stronger match of fewer words: `start a stopped instance` is the Start page, not
 *   every section that says "stop" many times.
 * - Then MiniSearch's score, up to doubled when the hit's title, keywords or heading name the
 *   query's words: a heading match over a body match.
 * - Then grouped by page: the page's best hit where its page ranks, with at most
 *   {@link HITS_PER_PAGE} - 1 more of its hits under it, so eight rows show several pages.
 */
import { DOCS_BEFORE_SECTIONS, type HitType } from '../format.js';
import type { QueryPlan } from '../query.js';
import { typoBudget, type DocMatch, type KeySpec, type Matches } from './match.js';

/** Most hits of one page in a list: the page's rows, then the next page's. */
export const HITS_PER_PAGE = 3;

/** Coverage of a word matched only as the start of a longer word, when the word itself is a word of the index. */
const PREFIX_OF_KNOWN_WORD = 0.95;
/** Coverage of a word matched only through a typo. */
const TYPO_COVERAGE = 0.8;
/** How much a hit whose title, keywords or heading name all the query's words gains over one whose text does. */
const NAMED = 1;
/** What an alternative's match (a synonym, a joined form) weighs against the word's own. */
const ALTERNATIVE_SHARE = 1;
/** How much a page whose title holds every query word gains: the reader named the page. */
const TITLED = 0.5;
/**
 * What a page's own document counts, unless its title names the query: it holds the page's title,
 * keywords, description and introduction at once, and a section that answers the query (which
 * has the page's title and keywords too, as `parent`) must come before it.
 */
const PAGE_SHARE = 0.45;

/** One ranked hit. */
export interface RankedHit {
  readonly doc: number;
  readonly page: number;
  /** Position of the section among the page's sections, or null for the page itself. */
  readonly section: number | null;
  readonly coverage: number;
  readonly score: number;
  /** The field that matched best. */
  readonly type: HitType;
  /** Index terms that matched, for highlighting (the match's own set: copied only for the hits shown). */
  readonly terms: ReadonlySet<string>;
  /** Whether the hit's text matched (its snippet comes from there), or only its title or heading. */
  readonly snippet: boolean;
}

/** The result of {@link rank}. */
export interface Ranking {
  /** The hits, grouped by page, in order. */
  readonly hits: readonly RankedHit[];
  /** How many pages have hits. */
  readonly pages: number;
}

/** Where documents are: the first document of each page, and each document's page. */
export interface DocumentMap {
  readonly firstDoc: Int32Array;
  readonly pageOfDoc: Int32Array;
}

/** The MiniSearch keys of a plan: each term's own key (prefix, fuzzy when asked) and its alternatives' keys. */
export function keySpecs(plan: QueryPlan, fuzzy: ReadonlySet<string> = new Set()): KeySpec[] {
  const specs = new Map<string, KeySpec>();
  const put = (spec: KeySpec) => {
    const known = specs.get(spec.key);
    specs.set(spec.key, known ? { key: spec.key, prefix: known.prefix || spec.prefix, fuzzy: Math.max(known.fuzzy, spec.fuzzy), weight: Math.max(known.weight, spec.weight) } : spec);
  };
  for (const term of plan.terms) {
    put({ key: term.key, prefix: term.prefix, fuzzy: fuzzy.has(term.key) ? typoBudget(term.key.length) : 0, weight: term.weight });
    // Alternatives add to the word's own matches (MiniSearch sums a query's terms): at a share of
    // their quality, so that a hit with the word and its joined form is not counted twice.
    for (const alternative of term.alternatives) for (const key of alternative.keys) put({ key, prefix: false, fuzzy: 0, weight: term.weight * alternative.quality * ALTERNATIVE_SHARE });
  }
  return [...specs.values()];
}

const TYPES: readonly [string, HitType][] = [
  ['title', 'title'],
  ['keywords', 'keywords'],
  ['heading', 'heading'],
  ['description', 'description'],
];
const TEXT_FIELDS = ['content', 'description', 'subtext', 'code'];

/** How well one document covers each term of the plan (0 to 1), and whether its naming fields do. */
function termCoverage(plan: QueryPlan, match: DocMatch, knownWords: ReadonlySet<string>): { coverage: number; named: number; titled: boolean } {
  const terms = plan.terms;
  const covered = new Float64Array(terms.length);
  const named = new Uint8Array(terms.length);
  let titled = true;
  terms.forEach((term, j) => {
    const own = match.keys.get(term.key);
    const titledAlternative = term.alternatives.some((a) => a.keys.every((k) => match.keys.get(k)?.titled));
    if (!term.phrase && term.partOf === null && !own?.titled && !titledAlternative) titled = false;
    if (own) {
      covered[j] = own.kind === 1 ? 1 : own.kind === 2 ? (knownWords.has(term.key) ? PREFIX_OF_KNOWN_WORD : 1) : TYPO_COVERAGE;
      if (own.named) named[j] = 1;
    }
    for (const alternative of term.alternatives) {
      const found = alternative.keys.map((k) => match.keys.get(k));
      if (found.every((f) => f?.kind === 1)) {
        covered[j] = 1;
        if (found.every((f) => f?.named)) named[j] = 1;
      }
    }
  });
  // An identifier named whole has its parts; one whose parts all match is nearly named.
  for (const [whole, parts] of plan.identifiers) {
    const least = Math.min(...parts.map((p) => covered[p] as number));
    if ((covered[whole] as number) === 0 && parts.length > 0 && least > 0) covered[whole] = 0.9 * least;
    for (const p of parts) covered[p] = Math.max(covered[p] as number, covered[whole] as number);
  }
  let total = 0;
  let sum = 0;
  let strong = 0;
  terms.forEach((term, j) => {
    if (term.phrase) return;
    total += term.weight;
    sum += term.weight * (covered[j] as number);
    // Parts of an identifier (`api` of `X-API-Key`) in a heading do not name the identifier.
    if (term.partOf === null) strong += term.weight * (named[j] as number);
  });
  return { coverage: total > 0 ? sum / total : 0, named: total > 0 ? strong / total : 0, titled };
}

/** The hits of `matches`, best first, grouped by page. `knownWords`: keys of the plan that are words of the index. */
export function rank(map: DocumentMap, plan: QueryPlan, matches: Matches, knownWords: ReadonlySet<string>): Ranking {
  const scored: RankedHit[] = [];
  for (const [doc, match] of matches) {
    const { coverage, named, titled } = termCoverage(plan, match, knownWords);
    if (coverage === 0) continue;
    const page = map.pageOfDoc[doc] as number;
    const offset = doc - (map.firstDoc[page] as number);
    const type = TYPES.find(([field]) => match.fields.has(field))?.[1] ?? 'content';
    scored.push({
      doc,
      page,
      section: offset < DOCS_BEFORE_SECTIONS ? null : offset - DOCS_BEFORE_SECTIONS,
      // In steps: near-equal coverage (a typo, a prefix) is the same coverage, ordered by score.
      coverage: Math.round(coverage * 20) / 20,
      score: match.score * (1 + NAMED * named) * (titled ? 1 + TITLED : offset < DOCS_BEFORE_SECTIONS ? PAGE_SHARE : 1),
      type,
      terms: match.terms,
      snippet: TEXT_FIELDS.some((f) => match.fields.has(f)),
    });
  }
  scored.sort((a, b) => b.coverage - a.coverage || b.score - a.score || a.doc - b.doc);
  return group(scored);
}

/** Least score, against its page's best hit, of a hit shown under it (a weaker one would push other pages down). */
const GROUPED_SHARE = 0.25;

/**
 * Groups hits by page: each page where its best hit ranks, with up to {@link HITS_PER_PAGE} of its
 * hits that match as much of the query and nearly as well.
 */
function group(sorted: readonly RankedHit[]): Ranking {
  const byPage = new Map<number, RankedHit[]>();
  for (const hit of sorted) {
    const list = byPage.get(hit.page);
    const best = list?.[0];
    if (!list) byPage.set(hit.page, [hit]);
    else if (list.length < HITS_PER_PAGE && best && hit.coverage >= best.coverage && hit.score >= GROUPED_SHARE * best.score) list.push(hit);
  }
  return { hits: [...byPage.values()].flat(), pages: byPage.size };
}
