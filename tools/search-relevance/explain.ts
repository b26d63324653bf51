/**
 * Prints how our site's index ranks queries: for each, the first hits with coverage, score, the
 * field that matched best and the index terms that matched. For tuning the ranking against the
 * relevance suite (it searches every shard, without the engine's typo round and tails):
 *
 *   node tools/scripts/run-ts.mjs tools/search-relevance/explain.ts "mount a volume" [more queries]
 */
import { hasTerm, searchInto, type Matches } from '../../libs/search/src/engine/match.js';
import { keySpecs, rank } from '../../libs/search/src/engine/rank.js';
import { IndexStore } from '../../libs/search/src/engine/store.js';
import { planQuery, synonymTable } from '../../libs/search/src/query.js';
import { buildSiteIndex } from './site-index.js';

const index = await buildSiteIndex();
const store = await IndexStore.open(index.url, index.fetch, () => false);
const table = synonymTable([...store.synonyms, ...index.options.synonyms]);
const sources = new Map(index.content.search.map((s, i) => [i, s]));
const shards = await Promise.all(Array.from({ length: store.shardCount }, (_, n) => store.shard(n)));

for (const query of process.argv.slice(2)) {
  const plan = planQuery(query, { synonyms: table });
  console.log(`\n"${query}": ${plan.terms.map((t) => `${t.key}${t.weight !== 1 ? `(${t.weight})` : ''}${t.prefix ? '*' : ''}${t.alternatives.length ? `[${t.alternatives.map((a) => a.keys.join('+')).join(',')}]` : ''}`).join(' ')}`);
  const specs = keySpecs(plan).map((s) => (s.prefix && shards.some((sh) => hasTerm(sh.index, s.key)) ? { ...s, known: true } : s));
  const matches: Matches = new Map();
  const matched = new Set<string>();
  for (const shard of shards) for (const term of searchInto(matches, shard.index, specs)) matched.add(term);
  const { hits } = rank(store, plan, matches, new Set(specs.map((s) => s.key).filter((k) => matched.has(k))));
  for (const hit of hits.slice(0, Number(process.env.N ?? 8))) {
    const src = sources.get(hit.page);
    const section = hit.section === null ? '' : `#${src?.sections.filter((s) => s.id && s.heading.trim())[hit.section]?.id}`;
    const keys = [...(matches.get(hit.doc)?.keys ?? [])].map(([k, v]) => `${k}:${v.kind}${v.named ? 'N' : ''}`).join(' ');
    console.log(`  ${hit.coverage.toFixed(2)} ${hit.score.toFixed(1).padStart(6)} ${hit.type.padEnd(11)} ${src?.url}${section}  {${keys}} [${hit.terms.join(', ')}]`);
  }
}
