/**
 * Runs the relevance suite under other ranking weights (engine/weights.ts), one line per
 * combination, best first: for tuning them, not for CI.
 *
 *   node tools/scripts/run-ts.mjs libs/search/test/relevance/sweep.ts
 */
import { resolve } from 'node:path';
import { buildContent } from '@hpcdocs/content-pipeline';
import { buildSearchIndex } from '../../src/build/index.js';
import { createEngine } from '../../src/engine/engine.js';
import { tuneWeights, WEIGHTS, type Weights } from '../../src/engine/weights.js';
import { resolveSearchOptions, type SearchOptionsInput } from '../../src/options.js';
import site from '../../../../apps/docs/hpcdocs.config.js';
import { rankCases, summarize } from './score.js';
import { SITE_SUITE } from './site-cases.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const config = site as { search?: SearchOptionsInput };
const options = resolveSearchOptions(config.search);
const content = await buildContent({ contentDir: resolve(ROOT, 'content'), baseUrl: '/doc/', extraRoutes: ['/doc/', '/doc/search/'], git: false });
const built = buildSearchIndex(content.search, { ...config.search, baseUrl: '/doc/' });
const fetchFn = (async (input: RequestInfo | URL) => {
  const text = built.files.get(new URL(String(input)).pathname.replace(/^\/doc\//, ''));
  return text === undefined ? new Response('', { status: 404 }) : new Response(text);
}) as typeof fetch;
const engine = createEngine(options, fetchFn);
const url = `http://localhost${built.indexUrl}`;

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
