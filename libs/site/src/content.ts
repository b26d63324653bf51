/** The pipeline's options from a site's config. */
import { dirname } from 'node:path';
import type { BuildContentOptions } from '@hpcdocs/content-pipeline';

type PluggableList = NonNullable<BuildContentOptions['remarkPlugins']>;
import type { ResolvedConfig } from './config/load.js';

/** `buildContent()` options for the site's docs (without the per-call ones: base URL, routes, cache). */
export function contentOptions(config: ResolvedConfig): Pick<BuildContentOptions, 'contentDir' | 'siteDir' | 'docsDir' | 'components' | 'markdownFormat' | 'remarkPlugins' | 'rehypePlugins' | 'routeBasePath' | 'sidebarName' | 'versionLabel' | 'includeDrafts' | 'git'> {
  return {
    // The folder around the docs holds the optional sidebars.json.
    contentDir: dirname(config.paths.docsDir),
    // `@site/` in a doc's imports is the site's folder, as it is for the bundles.
    siteDir: config.root,
    docsDir: config.paths.docsDir,
    components: Object.keys(config.paths.components),
    markdownFormat: config.markdown.format,
    // Checked by unified when the processor is built: a wrong entry fails there with its own message.
    remarkPlugins: config.remarkPlugins as PluggableList,
    rehypePlugins: config.rehypePlugins as PluggableList,
    routeBasePath: config.docs.routeBasePath,
    sidebarName: config.docs.sidebarName,
    versionLabel: config.docs.versionLabel,
    includeDrafts: config.docs.includeDrafts,
    git: config.docs.lastUpdated,
  };
}
