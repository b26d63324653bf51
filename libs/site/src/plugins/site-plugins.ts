/**
 * A site's plugins, in the order the lifecycle runs them: the built-in ones (docs, pages, search),
 * then the config's own, then the redirects (their targets may be any plugin's pages).
 */
import type { ResolvedConfig } from '../config/load.js';
import { blogPlugin, blogSettings } from './blog.js';
import { docsPlugin, type LoadDocs } from './docs.js';
import { markdownPagesPlugin } from './markdown-pages.js';
import { reactPagesOf } from './react-pages.js';
import type { InternalPlugin } from './internal.js';
import { pagesPlugin } from './pages.js';
import { redirectsPlugin } from './redirects.js';
import { configPlugins } from './resolve.js';
import { searchPlugin } from './search.js';
import type { PluginContext } from './types.js';

/** How the command running the lifecycle builds the docs (its cache, progress and threads). */
export interface SitePluginOptions {
  readonly command: PluginContext['command'];
  /** Builds the docs (of a version) with the link check left to the docs plugin (`deferLinkCheck`). */
  readonly loadDocs: LoadDocs;
}

/** The plugins of the site described by `config`. Throws a ConfigError when a plugin of the config cannot be made. */
export async function sitePlugins(config: ResolvedConfig, { command, loadDocs }: SitePluginOptions): Promise<InternalPlugin[]> {
  const context: PluginContext = { siteDir: config.root, baseUrl: config.baseUrl, config, command };
  const redirects = config.redirects.length > 0 ? [redirectsPlugin(config)] : [];
  const instances = config.docsInstances.map((instance) => docsPlugin(config, loadDocs, instance.id));
  const blog = blogSettings(config);
  const markdownPages = reactPagesOf(config.root, config.baseUrl, config.title).markdown ? [markdownPagesPlugin(config, loadDocs)] : [];
  return [docsPlugin(config, loadDocs), ...instances, ...(blog ? [blogPlugin(config, blog, loadDocs)] : []), pagesPlugin(config), ...markdownPages, searchPlugin(config), ...(await configPlugins(config, context)), ...redirects];
}
