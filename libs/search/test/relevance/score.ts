import type { SearchClient, SearchHit } from '../../src/index.js';
import type { RelevanceCase } from './cases.js';

/** Where one case's expected hit ranked (1-based), or null when it is not in the top `depth`. */
export interface CaseResult {
  readonly case: RelevanceCase;
  readonly rank: number | null;
  readonly top: readonly string[];
}

const matches = (hit: SearchHit, expected: RelevanceCase): boolean =>
  hit.pageUrl === expected.page && (expected.anchor === undefined || hit.anchor === expected.anchor);

/** Runs every case and records the rank of the expected hit within the first `depth` hits. */
export async function rankCases(client: SearchClient, cases: readonly RelevanceCase[], depth = 10): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const expected of cases) {
    const hits = await client.search(expected.query, { limit: depth });
    const index = hits.findIndex((hit) => matches(hit, expected));
    results.push({ case: expected, rank: index === -1 ? null : index + 1, top: hits.slice(0, 3).map((h) => h.url) });
  }
  return results;
}

/** "relevance: 44/44 in top 3, MRR 0.93" over all results. */
export function summarize(results: readonly CaseResult[]): { inTop3: number; total: number; mrr: number; line: string } {
  const inTop3 = results.filter((r) => r.rank !== null && r.rank <= 3).length;
  const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / results.length;
  return { inTop3, total: results.length, mrr, line: `relevance: ${inTop3}/${results.length} in top 3, MRR ${mrr.toFixed(2)}` };
}
