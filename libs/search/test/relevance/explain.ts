/**
 * Prints how the site's index ranks queries: for each, the first hits with coverage, score, the
 * field that matched best and the index terms that matched. For tuning the ranking against the
 * relevance suite:
 *
 *   node tools/scripts/run-ts.mjs libs/search/test/relevance/explain.ts "mount a volume" [more queries]
 */
import { resolve } from 'node:path';
import { buildContent } from '@hpcdocs/content-pipeline';
import { buildSearchIndex } from '../../src/build/index.js';
import { expandPlan } from '../../src/engine/expand.js';
import { rank } from '../../src/engine/rank.js';
import { IndexStore } from '../../src/engine/store.js';
import { resolveSearchOptions, type SearchOptionsInput } from '../../src/options.js';
import { planQuery, synonymTable } from '../../src/query.js';
import site from '../../../../apps/docs/hpcdocs.config.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const config = site as { search?: SearchOptionsInput };
const options = resolveSearchOptions(config.search);
const content = await buildContent({ contentDir: resolve(ROOT, 'content'), baseUrl: '/doc/', extraRoutes: ['/doc/', '/doc/search/'], git: false });
const built = buildSearchIndex(content.search, { ...config.search, baseUrl: '/doc/' });
const fetchFn = (async (input: RequestInfo | URL) => {
  const text = built.files.get(new URL(String(input)).pathname.replace(/^\/doc\//, ''));
  return text === undefined ? new Response('', { status: 404 }) : new Response(text);
}) as typeof fetch;
const store = await IndexStore.open(`http://localhost${built.indexUrl}`, fetchFn, () => false);
const table = synonymTable([...store.synonyms, ...options.synonyms]);
const sources = new Map(content.search.map((s, i) => [i, s]));

for (const query of process.argv.slice(2)) {
  const plan = planQuery(query, { synonyms: table });
  console.log(`\n"${query}": ${plan.terms.map((t) => `${t.key}${t.weight !== 1 ? `(${t.weight})` : ''}${t.prefix ? '*' : ''}${t.alternatives.length ? `[${t.alternatives.map((a) => a.keys.join('+')).join(',')}]` : ''}`).join(' ')}`);
  const expansions = await expandPlan(store, plan);
  expansions.forEach((list, j) => console.log(`  ${plan.terms[j]?.key}: ${list.map((x) => `${x.entries.map((e) => e.term).join('+')}(q${x.quality.toFixed(2)},c${x.coverage})`).join(' ')}`));
  const { hits } = rank(store, plan, expansions, () => null, 8);
  for (const hit of hits.slice(0, 8)) {
    const src = sources.get(hit.page);
    const section = hit.section === null ? '' : `#${src?.sections.filter((s) => s.id && s.heading.trim())[hit.section]?.id}`;
    console.log(`  ${hit.coverage.toFixed(2)} ${hit.strong.toFixed(2)} ${hit.score.toFixed(1).padStart(6)} ${hit.type.padEnd(11)} ${src?.url}${section}  [${hit.terms.join(', ')}]`);
  }
}
