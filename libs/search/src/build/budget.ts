import type { BuildSearchIndexResult } from './build-index.js';

/** Limits for {@link checkSearchBudget}. */
export interface SearchBudget {
  /**
   * Most gzipped bytes of index files a one-word query fetches before its first results (the
   * root file, the largest term shard and eight document files, see `SearchIndexStats`): a
   * number, or a function of the index's page count. Default {@link searchFirstTierBudget}.
   */
  readonly firstTierGzipMax?: number | ((pages: number) => number);
}

/** What a reader may download before the first results: 30 KB gzipped at 30 docs, 150 KB at 10,000. */
const SMALL = { pages: 30, bytes: 30 * 1024 };
const LARGE = { pages: 10_000, bytes: 150 * 1024 };

/**
 * The gzipped budget of the index files before the first results, for a site of `pages` pages:
 * 30 KB up to 30 pages, 150 KB at 10,000, geometric in between (about 79 KB at 1,000: the root's
 * page list and the names a medium site preloads grow with the site, a term shard and a hit's
 * texts do not) and 150 KB beyond (what a query fetches grows with its terms and hits, not with
 * the site).
 */
export function searchFirstTierBudget(pages: number): number {
  if (pages <= SMALL.pages) return SMALL.bytes;
  if (pages >= LARGE.pages) return LARGE.bytes;
  const at = Math.log(pages / SMALL.pages) / Math.log(LARGE.pages / SMALL.pages);
  return Math.round(SMALL.bytes * (LARGE.bytes / SMALL.bytes) ** at);
}

/**
 * Throws when an index is over budget, naming the index and both sizes; returns nothing
 * otherwise. The site build calls it after {@link buildSearchIndex}, so a regression fails the build.
 */
export function checkSearchBudget(stats: BuildSearchIndexResult['stats'], budget: SearchBudget = {}): void {
  const limit = budget.firstTierGzipMax ?? searchFirstTierBudget;
  for (const index of stats.indexes) {
    const max = typeof limit === 'number' ? limit : limit(index.pages);
    if (index.firstTierGzipBytes > max) {
      const name = index.context ? `context "${index.context}"` : 'all docs';
      const largest = index.largestPages.map((page) => `${page.docId} (${page.url}, ${page.sections.toLocaleString('en')} sections)`).join(', ');
      throw new Error(
        `@hpcdocs/search: the search index files a query fetches first for ${name} (${index.pages} pages) are ${index.firstTierGzipBytes} bytes gzipped, ` +
          `over the budget of ${max} bytes.${largest ? ` The docs with the most sections: ${largest}.` : ''} Split long docs, shorten titles, headings or descriptions, lower shardBytes, ` +
          'or raise firstTierGzipMax.',
      );
    }
  }
}
