/** The pipeline's options from a site's config, and a site's content built with them. */
import { dirname, relative, sep } from 'node:path';
import { buildContent, type BuildContentOptions, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from './config/load.js';
import { ConfigError } from './config/errors.js';
import { loadFailure } from './config/load.js';
import { revivedContent, type PlainContent } from './site-code/content-transfer.js';
import { runSiteCode, siteCodeThreads } from './site-code/run.js';
import { appRoutes, siteDataOf } from './site-data.js';
import { sameOrInside } from './config/folders.js';
import type { VersionPlan } from './plugins/docs-versions.js';
import { instanceConfig } from './plugins/docs-instances.js';
import { translatedContent } from './i18n/translated-content.js';

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
  | 'trailingSlash'
  | 'sidebarPrefix'
  | 'datedSlugs'
  | 'translatedDir'
  | 'sidebarTranslations'
>;

/**
 * The folder around the docs: it holds the optional sidebars.json, and the docs' images, partials
 * and imports may come from it. When the docs are the site's folder itself (`docs.path: '.'`), the
 * folder above is no part of the site: the docs folder is its own.
 */
export function contentDirOf(config: Pick<ResolvedConfig, 'root' | 'paths'>, docs = config.paths.docsDir): string {
  return sameOrInside(config.root, docs) ? docs : dirname(docs);
}

/**
 * `buildContent()` options for the site's docs (the sidebars come from {@link loadSidebars}): of
 * one docs version, when the site has several (default: the docs folder, the only one).
 */
export function contentOptions(site: ResolvedConfig, version?: VersionPlan): SiteContentOptions {
  const config = instanceConfig(site, version?.pluginId);
  const docsDir = version?.docsDir ?? config.paths.docsDir;
  const editUrl = editUrlOf(config, docsDir, version?.name ?? 'current');
  return {
    contentDir: contentDirOf(config, docsDir),
    // `@site/` in a doc's imports is the site's folder, as it is for the bundles.
    siteDir: config.root,
    docsDir,
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
    routeBasePath: version?.routeBasePath ?? config.docs.routeBasePath,
    sidebarName: config.docs.sidebarName,
    versionLabel: version?.label ?? config.docs.versionLabel,
    ...(version?.sidebarPrefix ? { sidebarPrefix: version.sidebarPrefix } : {}),
    ...(version?.datedSlugs ? { datedSlugs: true } : {}),
    includeDrafts: config.docs.includeDrafts,
    git: config.docs.lastUpdated,
    lastUpdated: config.docs.lastUpdated,
    onInlineTags: config.docs.onInlineTags,
    staticDirs: [config.paths.staticDir],
    onBrokenLinks: config.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    ...(config.docs.tags !== undefined ? { tags: config.docs.tags } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...translatedContent(site, version),
  };
}

/** A doc's "Edit this page" URL from `docs.editUrl`: the base URL plus the doc's path from the site's folder, or the function's answer. */
function editUrlOf(config: ResolvedConfig, docsDir: string, version: string): BuildContentOptions['editUrl'] {
  const setting = config.docs.editUrl;
  if (setting === undefined) return undefined;
  const docsDirPath = relative(config.root, docsDir).split(sep).join('/');
  if (typeof setting === 'function') return (docPath) => setting({ docPath, versionDocsDirPath: docsDirPath, locale: config.locale?.current.locale ?? config.i18n?.defaultLocale ?? 'en', version });
  return (docPath) => [setting.replace(/\/+$/, ''), docsDirPath, docPath].filter((part) => part !== '' && part !== '.').join('/');
}

/**
 * Loads a JavaScript or TypeScript sidebars module (compiled as the config is, so it may be
 * CommonJS or ESM and import helpers) and returns what it exports. Runs the module's code on this
 * thread: {@link loadSidebars} runs it on a thread of its own.
 */
export async function loadSidebarsModule(file: string): Promise<unknown> {
  const { loadConfigFromFile } = await import('vite');
  try {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, dirname(file), 'silent');
    return loaded?.config;
  } catch (error) {
    throw new ConfigError(relative(process.cwd(), file) || file, [`docs.sidebarPath: the sidebars module could not be loaded: ${loadFailure(error)}`]);
  }
}

/**
 * The sidebars option for `buildContent()`: a JavaScript or TypeScript sidebars module is loaded
 * here, on a thread of its own with a time limit and a memory ceiling (see site-code/run.ts) unless
 * `thread` is false (the caller is such a thread already); JSON and YAML files are read by the
 * pipeline. Called for every build, so the dev server sees edits.
 */
export async function loadSidebars(site: ResolvedConfig, { thread = siteCodeThreads() } = {}, version?: VersionPlan): Promise<BuildContentOptions['sidebars']> {
  // A versioned copy's sidebars are JSON, read by the pipeline.
  if (version && version.sidebars !== 'config') return version.sidebars;
  const file = instanceConfig(site, version?.pluginId).paths.sidebars;
  if (file === undefined || file === false) return file;
  if (/\.(?:json|ya?ml)$/i.test(file)) return { file };
  return { file, value: thread ? await runSiteCode({ kind: 'sidebars', file }) : await loadSidebarsModule(file) };
}

/** Whether the config has unified plugins of its own (functions, which run only where the config is loaded). */
const hasPlugins = (config: ResolvedConfig): boolean => [config.remarkPlugins, config.rehypePlugins, config.beforeDefaultRemarkPlugins, config.beforeDefaultRehypePlugins].some((list) => list.length > 0);

/** What a build adds to the config's content options. */
export interface SiteContentRun {
  readonly cacheFile?: string | undefined;
  readonly onProgress?: (done: number, total: number) => void;
  readonly onPageModules?: (modules: string[] | undefined) => void;
  /** Leave the docs' link check to the caller, which knows the site's other pages (see plugins/docs.ts). */
  readonly deferLinkCheck?: boolean;
}

/**
 * The site's content, as `hpcdocs build` and `check` make it. With unified plugins of its own (and
 * a config file to load them from) the content is built on a thread of its own, which loads the
 * config and times each plugin run (see site-code/run.ts); otherwise here.
 */
export async function siteContent(config: ResolvedConfig, run: SiteContentRun = {}, version?: VersionPlan): Promise<ContentBuild> {
  if (config.configFile && hasPlugins(config) && siteCodeThreads()) {
    // The pipeline cannot tell page modules from texts when a site has plugins.
    run.onPageModules?.(undefined);
    const extras = { ...(run.cacheFile ? { cacheFile: run.cacheFile } : {}), ...(run.deferLinkCheck ? { deferLinkCheck: true } : {}), ...(version ? { version } : {}), ...(config.locale ? { locale: config.locale.current.locale } : {}) };
    return revivedContent((await runSiteCode({ kind: 'content', configFile: config.configFile, docsDir: config.paths.docsDir, extras }, run.onProgress)) as PlainContent);
  }
  return buildContent({
    ...contentOptions(config, version),
    sidebars: await loadSidebars(config, {}, version),
    baseUrl: config.baseUrl,
    extraRoutes: appRoutes(config, siteDataOf(config)),
    ...(run.cacheFile ? { cacheFile: run.cacheFile } : {}),
    ...(run.onProgress ? { onProgress: run.onProgress } : {}),
    ...(run.onPageModules ? { onPageModules: run.onPageModules } : {}),
    ...(run.deferLinkCheck ? { deferLinkCheck: true } : {}),
  });
}
