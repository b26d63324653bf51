/**
 * @hpcdocs/search/build: the Node index builder. Runs in the site build, never in the browser.
 */
export { buildSearchIndex } from './build-index.js';
export { checkSearchBudget, searchFirstTierBudget } from './budget.js';

export type {
  BuildSearchIndexOptions,
  BuildSearchIndexResult,
  SearchIndexStats,
  SearchSource,
  SearchSourceSection,
} from './build-index.js';
export type { SearchBudget } from './budget.js';
