/** The options the site's search index is built with: the config's, with the docs versions' contexts (see app/search-contexts.ts). */
import type { BuildSearchIndexOptions } from '@hpcdocs/search/build';
import type { DocsVersion } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from './config/load.js';
import { versionSearchContexts, withVersionContexts } from './app/search-contexts.js';

/** The search index options of `config`'s site, whose docs have `versions`. */
export function siteSearchOptions(config: Pick<ResolvedConfig, 'search' | 'baseUrl'>, versions: readonly DocsVersion[]): BuildSearchIndexOptions {
  const separate = versionSearchContexts(versions, config.baseUrl).filter((context) => context !== '');
  return { ...withVersionContexts(config.search, versions, config.baseUrl), baseUrl: config.baseUrl, ...(separate.length > 0 ? { separateContexts: separate } : {}) };
}
