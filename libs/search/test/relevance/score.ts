import type { SearchHit } from '../../src/index.js';
import type { RelevanceCase } from './cases.js';

/** Where one case's expected hit ranked (1-based), or null when it is not among the hits looked at. */
export interface CaseResult {
  readonly case: RelevanceCase;
  readonly rank: number | null;
  /** The first hits, as `url` (page plus `#anchor`), for the report. */
  readonly top: readonly string[];
}

/** Runs one query; the suite passes the client's own search, so the score is the reader's. */
export type SearchFn = (query: string, limit: number) => Promise<readonly SearchHit[]>;

/** How many hits a case looks at: the search box's limit. */
export const DEPTH = 8;

/** Whether `hit` is the expected one: the same page and, when the case names one, the same section (`''` = the page itself). */
export function isExpected(hit: SearchHit, expected: RelevanceCase): boolean {
  if (hit.pageUrl !== expected.page) return false;
  if (expected.anchor === undefined) return true;
  return (hit.anchor ?? '') === expected.anchor;
}

/** Runs every case and records the rank of the expected hit within the first {@link DEPTH} hits. */
export async function rankCases(search: SearchFn, cases: readonly RelevanceCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const expected of cases) {
    const hits = await search(expected.query, DEPTH);
    const index = hits.slice(0, DEPTH).findIndex((hit) => isExpected(hit, expected));
    results.push({ case: expected, rank: index === -1 ? null : index + 1, top: hits.slice(0, 3).map((h) => h.url) });
  }
  return results;
}

/** The suite's scores. */
export interface Scores {
  readonly total: number;
  /** Share of cases whose expected hit is first. */
  readonly successAt1: number;
  /** Share of cases whose expected hit is in the first three. */
  readonly successAt3: number;
  /** Mean reciprocal rank over the first eight hits (0 for a case whose hit is not among them). */
  readonly mrrAt8: number;
  /** `success@1 0.95 (115/121), success@3 …, MRR@8 …`. */
  readonly line: string;
}

/** Scores of a set of results. */
export function summarize(results: readonly CaseResult[]): Scores {
  const total = results.length;
  const at = (n: number) => results.filter((r) => r.rank !== null && r.rank <= n).length;
  const mrr = results.reduce((sum, r) => sum + (r.rank !== null && r.rank <= DEPTH ? 1 / r.rank : 0), 0) / (total || 1);
  const s1 = at(1) / (total || 1);
  const s3 = at(3) / (total || 1);
  return {
    total,
    successAt1: s1,
    successAt3: s3,
    mrrAt8: mrr,
    line: `success@1 ${s1.toFixed(3)} (${at(1)}/${total}), success@3 ${s3.toFixed(3)} (${at(3)}/${total}), MRR@8 ${mrr.toFixed(3)}`,
  };
}

/** The scores, one line per kind of query, and every case not ranked first with what came first. */
export function report(results: readonly CaseResult[]): string {
  const kinds = [...new Set(results.map((r) => r.case.kind))];
  const lines = [`relevance: ${summarize(results).line}`];
  for (const kind of kinds) lines.push(`  ${kind.padEnd(13)} ${summarize(results.filter((r) => r.case.kind === kind)).line}`);
  for (const r of results.filter((x) => x.rank !== 1)) {
    const want = `${r.case.page}${r.case.anchor ? `#${r.case.anchor}` : ''}`;
    lines.push(`  not first: "${r.case.query}" -> ${want} (rank ${r.rank ?? '-'}; first: ${r.top.join(', ') || 'nothing'})`);
  }
  return lines.join('\n');
}
