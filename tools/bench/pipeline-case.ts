/**
 * One benchmark case, run in its own process by tools/bench/pipeline.mjs (so peak RSS is the
 * case's own). Prints one JSON line: the cold build, then a warm rebuild after one file changed,
 * both from a fresh process view of the pipeline step (`buildContent()`), plus the same change
 * rebuilt in-process (what the dev server does).
 *
 *   node tools/scripts/run-ts.mjs tools/bench/pipeline-case.ts DIR MODE
 *   MODE: cold (no cache; writes the cache) | warm (touch one doc, rebuild from the cache, then once more in memory)
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildContent, createMemoryDocCache, type ContentBuild } from '@hpcdocs/content-pipeline';

const [dir, mode] = process.argv.slice(2);
if (!dir || (mode !== 'cold' && mode !== 'warm')) throw new Error('usage: pipeline-case.ts DIR cold|warm');
const cacheFile = join(dir, '.cache/content-cache.json');

async function timed(run: () => Promise<ContentBuild>): Promise<{ ms: number; cpuMs: number; build: ContentBuild }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const build = await run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, build };
}

const options = { contentDir: dir, baseUrl: '/doc/', git: false } as const;
let result: Record<string, number>;
if (mode === 'cold') {
  const cold = await timed(() => buildContent({ ...options, cacheFile }));
  if (cold.build.errors.length > 0) throw new Error(cold.build.errors.slice(0, 3).map((e) => e.format()).join('\n'));
  result = { docs: cold.build.stats.docs, threads: cold.build.stats.threads, coldMs: cold.ms, coldCpuMs: cold.cpuMs };
} else {
  // The synthetic generator puts doc 0 at compute/group-0/doc-0.md.
  const changed = join(dir, 'docs/compute/group-0/doc-0.md');
  await appendFile(changed, `\nEdited at ${Date.now()}.\n`);
  const warm = await timed(() => buildContent({ ...options, cacheFile }));
  if (warm.build.stats.processed !== 1) throw new Error(`expected 1 doc reprocessed, got ${warm.build.stats.processed}`);
  result = { warmMs: warm.ms, warmCpuMs: warm.cpuMs };
  // In-process (dev server): a memory cache filled by one build, then one file changed. Skipped for
  // very large sites, where filling the cache is another full single-threaded build.
  if (warm.build.stats.docs <= 2000) {
    const cache = createMemoryDocCache();
    await buildContent({ ...options, cache, threads: 0 });
    await appendFile(changed, `\nEdited again at ${Date.now()}.\n`);
    const hot = await timed(() => buildContent({ ...options, cache, threads: 0 }));
    result = { ...result, hotMs: hot.ms };
  }
}
console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
