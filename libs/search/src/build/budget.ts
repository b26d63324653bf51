import type { BuildSearchIndexResult } from './build-index.js';

/** Limits for {@link checkSearchBudget}. */
export interface SearchBudget {
  /**
   * Most gzipped bytes a first index file may have (it loads on the first hover or focus): a number,
   * or a function of the index's page count. Default {@link searchFirstTierBudget}.
   */
  readonly firstTierGzipMax?: number | ((pages: number) => number);
}

/** What a reader may download before the first results: 30 KB gzipped at 30 docs, 150 KB at 1,000. */
const SMALL = { pages: 30, bytes: 30 * 1024 };
const LARGE = { pages: 1000, bytes: 150 * 1024 };

/**
 * The gzipped first-file budget for a site of `pages` pages: 30 KB up to 30 pages, 150 KB at 1,000,
 * linear in between and beyond (so a very large site still has a budget that grows with it, and a
 * build that regresses per page fails).
 */
export function searchFirstTierBudget(pages: number): number {
  if (pages <= SMALL.pages) return SMALL.bytes;
  const perPage = (LARGE.bytes - SMALL.bytes) / (LARGE.pages - SMALL.pages);
  return Math.round(SMALL.bytes + (pages - SMALL.pages) * perPage);
}

/**
 * Throws when a first index file is over budget, naming the index and both sizes; returns
 * nothing otherwise. The site build calls it after {@link buildSearchIndex}, so a regression fails the build.
 */
export function checkSearchBudget(stats: BuildSearchIndexResult['stats'], budget: SearchBudget = {}): void {
  const limit = budget.firstTierGzipMax ?? searchFirstTierBudget;
  for (const index of stats.indexes) {
    const max = typeof limit === 'number' ? limit : limit(index.pages);
    if (index.firstTierGzipBytes > max) {
      const name = index.context ? `context "${index.context}"` : 'all docs';
      throw new Error(
        `@hpcdocs/search: the first search index file for ${name} (${index.pages} pages) is ${index.firstTierGzipBytes} bytes gzipped, ` +
          `over the budget of ${max} bytes. Shorten titles, headings, keywords or descriptions, ` +
          'or raise firstTierGzipMax.',
      );
    }
  }
}
