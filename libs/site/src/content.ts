/** The pipeline's options from a site's config. */
import { dirname } from 'node:path';
import type { BuildContentOptions } from '@hpcdocs/content-pipeline';

type PluggableList = NonNullable<BuildContentOptions['remarkPlugins']>;
import type { ResolvedConfig } from './config/load.js';

/** `buildContent()` options for the site's docs (without the per-call ones: base URL, routes, cache). */
export function contentOptions(
  config: ResolvedConfig,
): Pick<
  BuildContentOptions,
  | 'contentDir' | 'docsDir' | 'components' | 'markdownFormat' | 'math' | 'mermaid' | 'admonitions'
  | 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins'
  | 'routeBasePath' | 'sidebarName' | 'versionLabel' | 'includeDrafts' | 'git'
> {
  return {
    // The folder around the docs holds the optional sidebars.json.
    contentDir: dirname(config.paths.docsDir),
    docsDir: config.paths.docsDir,
    components: Object.keys(config.paths.components),
    markdownFormat: config.markdown.format,
    math: config.markdown.math,
    mermaid: config.markdown.mermaid,
    ...(config.docs.admonitions ? { admonitions: config.docs.admonitions } : {}),
    // Checked by unified when the processor is built: a wrong entry fails there with its own message.
    remarkPlugins: config.remarkPlugins as PluggableList,
    rehypePlugins: config.rehypePlugins as PluggableList,
    beforeDefaultRemarkPlugins: config.beforeDefaultRemarkPlugins as PluggableList,
    beforeDefaultRehypePlugins: config.beforeDefaultRehypePlugins as PluggableList,
    routeBasePath: config.docs.routeBasePath,
    sidebarName: config.docs.sidebarName,
    versionLabel: config.docs.versionLabel,
    includeDrafts: config.docs.includeDrafts,
    git: config.docs.lastUpdated,
  };
}
