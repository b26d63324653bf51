/** The pipeline's options from a site's config. */
import { dirname, relative, sep } from 'node:path';
import type { BuildContentOptions } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from './config/load.js';
import { ConfigError } from './config/errors.js';
import { loadFailure } from './config/load.js';
import { sameOrInside } from './config/folders.js';

type PluggableList = NonNullable<BuildContentOptions['remarkPlugins']>;

/** The options every `buildContent()` call of a site shares (without the per-call ones: base URL, routes, cache, sidebars). */
export type SiteContentOptions = Pick<
  BuildContentOptions,
  | 'contentDir'
  | 'siteDir'
  | 'docsDir'
  | 'components'
  | 'markdownFormat'
  | 'math'
  | 'mermaid'
  | 'admonitions'
  | 'remarkPlugins'
  | 'rehypePlugins'
  | 'beforeDefaultRemarkPlugins'
  | 'beforeDefaultRehypePlugins'
  | 'routeBasePath'
  | 'sidebarName'
  | 'versionLabel'
  | 'includeDrafts'
  | 'git'
  | 'lastUpdated'
  | 'tags'
  | 'onInlineTags'
  | 'editUrl'
  | 'staticDirs'
  | 'onBrokenLinks'
  | 'onBrokenAnchors'
>;

/**
 * The folder around the docs: it holds the optional sidebars.json, and the docs' images, partials
 * and imports may come from it. When the docs are the site's folder itself (`docs.path: '.'`), the
 * folder above is no part of the site: the docs folder is its own.
 */
export function contentDirOf(config: Pick<ResolvedConfig, 'root' | 'paths'>): string {
  const docs = config.paths.docsDir;
  return sameOrInside(config.root, docs) ? docs : dirname(docs);
}

/** `buildContent()` options for the site's docs (the sidebars come from {@link loadSidebars}). */
export function contentOptions(config: ResolvedConfig): SiteContentOptions {
  const editUrl = editUrlOf(config);
  return {
    contentDir: contentDirOf(config),
    // `@site/` in a doc's imports is the site's folder, as it is for the bundles.
    siteDir: config.root,
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
    lastUpdated: config.docs.lastUpdated,
    onInlineTags: config.docs.onInlineTags,
    staticDirs: [config.paths.staticDir],
    onBrokenLinks: config.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors,
    ...(config.docs.tags !== undefined ? { tags: config.docs.tags } : {}),
    ...(editUrl ? { editUrl } : {}),
  };
}

/** A doc's "Edit this page" URL from `docs.editUrl`: the base URL plus the doc's path from the site's folder, or the function's answer. */
function editUrlOf(config: ResolvedConfig): BuildContentOptions['editUrl'] {
  const setting = config.docs.editUrl;
  if (setting === undefined) return undefined;
  const docsDirPath = relative(config.root, config.paths.docsDir).split(sep).join('/');
  if (typeof setting === 'function') return (docPath) => setting({ docPath, versionDocsDirPath: docsDirPath, locale: 'en', version: 'current' });
  return (docPath) => [setting.replace(/\/+$/, ''), docsDirPath, docPath].filter((part) => part !== '' && part !== '.').join('/');
}

/**
 * The sidebars option for `buildContent()`: a JavaScript or TypeScript sidebars module is loaded
 * here (compiled as the config is, so it may be CommonJS or ESM and import helpers), JSON and
 * YAML files are read by the pipeline. Called for every build, so the dev server sees edits.
 */
export async function loadSidebars(config: ResolvedConfig): Promise<BuildContentOptions['sidebars']> {
  const file = config.paths.sidebars;
  if (file === undefined || file === false) return file;
  if (/\.(?:json|ya?ml)$/i.test(file)) return { file };
  const { loadConfigFromFile } = await import('vite');
  try {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, dirname(file), 'silent');
    return { file, value: loaded?.config };
  } catch (error) {
    throw new ConfigError(relative(process.cwd(), file) || file, [`docs.sidebarPath: the sidebars module could not be loaded: ${loadFailure(error)}`]);
  }
}
