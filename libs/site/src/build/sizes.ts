/** The build's size budgets, measured on the staged output before anything is put in place. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { outputPathFor } from '@hpcdocs/router/server';
import { checkSearchBudget, searchFirstTierBudget } from '@hpcdocs/search/build';
import type { ResolvedConfig } from '../config/load.js';
import { budgetsOf, checkBudgets, formatWeight, measurePage, type PageWeight } from './budgets.js';
import type { SearchStats } from './prerender.js';

/**
 * The budgets, measured before anything is swapped in: the JS (before the load event and in all) and CSS of a doc page
 * (the first doc route) and the search index's first file.
 */
export async function checkSizes(config: ResolvedConfig, routes: readonly RouteEntry[], dirs: readonly string[], search: SearchStats, log: (line: string) => void): Promise<{ weight?: PageWeight; problems: string[] }> {
  const problems: string[] = [];
  // Infima (config `infima`) is the site's choice, on top of the CSS the budget is for.
  const budgets = budgetsOf(config.budgets, config.paths.infima ? gzipSync(readFileSync(config.paths.infima)).byteLength : 0);
  const sample = routes.find((r) => r.component === 'DocPage');
  let weight: PageWeight | undefined;
  if (sample) {
    weight = await measurePage(dirs, outputPathFor(sample.path, config.baseUrl), config.baseUrl);
    log(`  sizes (${sample.path}): ${formatWeight(weight, budgets)}`);
    // Named, since a doc's own components are part of what its page loads.
    problems.push(...checkBudgets(weight, budgets).map((problem) => `${problem}, measured on the page of doc ${sample.docId ?? ''} (${sample.path})`));
  }
  for (const index of search.indexes) {
    log(`  search index${index.context ? ` (${index.context})` : ''}: ${index.pages} pages, ${index.documents} documents, ${(index.firstTierGzipBytes / 1024).toFixed(1)} KB gzip before the first results (budget ${(searchFirstTierBudget(index.pages) / 1024).toFixed(1)} KB), ${index.shards} term shards, ${(index.contentBytes / 1024).toFixed(1)} KB raw in all`);
  }
  try {
    // What a query fetches before its first results may grow with the site: 30 KB at 30 pages, 150 KB at 10,000.
    checkSearchBudget(search);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return { ...(weight ? { weight } : {}), problems: problems.map((p) => `size budget exceeded: ${p}`) };
}
