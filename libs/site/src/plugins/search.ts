/**
 * The search plugin: the search page (`SearchPage` route component), and the sources of the
 * search index, which every plugin's pages give (see `searchSources` in internal.ts). The build
 * makes the index on a thread of its own while the pages render (build/search-index.ts).
 */
import type { ResolvedConfig } from '../config/load.js';
import { siteDataOf } from '../site-data.js';
import type { InternalPlugin } from './internal.js';

/** The plugin's name. */
export const SEARCH_PLUGIN = 'search';

/** The search plugin of `config`. */
export function searchPlugin(config: ResolvedConfig): InternalPlugin {
  const page = siteDataOf(config).pages.search;
  return {
    name: SEARCH_PLUGIN,
    contentLoaded({ actions }) {
      actions.addRoute({ path: page.path, component: 'SearchPage', title: page.title });
    },
  };
}
