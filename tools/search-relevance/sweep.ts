/**
 * Runs our site's relevance suite under other ranking weights (libs/search/src/engine/weights.ts), one line per
 * combination, best first: for tuning them, not for CI.
 *
 *   node tools/scripts/run-ts.mjs tools/search-relevance/sweep.ts
 */
import { rankCases, summarize } from '../../libs/search/test/relevance/score.js';
import { createEngine } from '../../libs/search/src/engine/engine.js';
import { tuneWeights, WEIGHTS, type Weights } from '../../libs/search/src/engine/weights.js';
import { buildSiteIndex } from './site-index.js';
import { SITE_SUITE } from './site-cases.js';

const index = await buildSiteIndex();
const engine = createEngine(index.options, index.fetch);
const url = index.url;

const grid: Record<keyof Weights, number[]> = {
  sectionInherits: [0.5, 0.7, 1],
  titleEcho: [0.3, 0.6],
  titleBonus: [0.5, 1],
  namedByHeadings: [0.5, 1, 2],
  phrase: [0.5, 1, 2],
  exactTitle: [1],
};
const base = { ...WEIGHTS };
const rows: { weights: Weights; line: string; s1: number; mrr: number }[] = [];
const keys = Object.keys(grid) as (keyof Weights)[];
const combos = keys.reduce<Partial<Weights>[]>((acc, key) => acc.flatMap((c) => grid[key].map((v) => ({ ...c, [key]: v }))), [{}]);
for (const combo of combos) {
  tuneWeights({ ...base, ...combo });
  const results = await rankCases(async (query, limit) => (await engine.search({ url, query, limit, exhaustive: false })).hits, SITE_SUITE);
  const s = summarize(results);
  rows.push({ weights: { ...WEIGHTS }, line: s.line, s1: s.successAt1, mrr: s.mrrAt8 });
}
rows.sort((a, b) => b.s1 - a.s1 || b.mrr - a.mrr);
for (const row of rows.slice(0, 25)) console.log(row.line, JSON.stringify(row.weights));
