/**
 * Prints how our site's index ranks queries: for each, the first hits with coverage, score, the
 * field that matched best and the index terms that matched. For tuning the ranking against the
 * relevance suite:
 *
 *   node tools/scripts/run-ts.mjs tools/search-relevance/explain.ts "mount a volume" [more queries]
 */
import { expandPlan } from '../../libs/search/src/engine/expand.js';
import { rank } from '../../libs/search/src/engine/rank.js';
import { IndexStore } from '../../libs/search/src/engine/store.js';
import { planQuery, synonymTable } from '../../libs/search/src/query.js';
import { buildSiteIndex } from './site-index.js';

const index = await buildSiteIndex();
const store = await IndexStore.open(index.url, index.fetch, () => false);
const table = synonymTable([...store.synonyms, ...index.options.synonyms]);
const sources = new Map(index.content.search.map((s, i) => [i, s]));

for (const query of process.argv.slice(2)) {
  const plan = planQuery(query, { synonyms: table });
  console.log(`\n"${query}": ${plan.terms.map((t) => `${t.key}${t.weight !== 1 ? `(${t.weight})` : ''}${t.prefix ? '*' : ''}${t.alternatives.length ? `[${t.alternatives.map((a) => a.keys.join('+')).join(',')}]` : ''}`).join(' ')}`);
  const expansions = await expandPlan(store, plan);
  expansions.forEach((list, j) => console.log(`  ${plan.terms[j]?.key}: ${list.map((x) => `${x.entries.map((e) => e.term).join('+')}(q${x.quality.toFixed(2)},c${x.coverage})`).join(' ')}`));
  const { hits } = rank(store, plan, expansions, new Map(), 8);
  for (const hit of hits.slice(0, 8)) {
    const src = sources.get(hit.page);
    const section = hit.section === null ? '' : `#${src?.sections.filter((s) => s.id && s.heading.trim())[hit.section]?.id}`;
    console.log(`  ${hit.coverage.toFixed(2)} ${hit.strong.toFixed(2)} ${hit.score.toFixed(1).padStart(6)} ${hit.type.padEnd(11)} ${src?.url}${section}  [${hit.terms.join(', ')}]`);
  }
}
