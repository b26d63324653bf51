/**
 * @hpcdocs/content-pipeline: Markdown/MDX -> JSON for @hpcdocs sites.
 * Node only. Browser code imports types from `@hpcdocs/content-pipeline/schema`.
 */
export { createProcessor } from './processor.js';
export { loadMath } from './plugins/math.js';
export { toDocJson, summarize, WORDS_PER_MINUTE } from './doc-json.js';
export { compactTree } from './compact.js';
export { createCodeHighlighter } from './highlighter.js';
export { ContentError, ContentBuildError } from './errors.js';
export { buildContent } from './site/build-content.js';
export { hashOf } from './site/hash.js';
export { mergeCss as mergeCodeCss } from './site/artifacts.js';
export { writeContent } from './site/write.js';
export { createMemoryDocCache, openMemoryDocCache } from './site/cache.js';
export { FRONT_MATTER_KEYS } from './plugins/frontmatter.js';
export { ADMONITION_TYPES } from './plugins/admonitions.js';
export { MDX_COMPONENTS } from './plugins/mdx-components.js';
export { PACKAGE_KEY, siteModuleFile } from './plugins/mdx-imports.js';
export { parseCodeMeta } from './plugins/code.js';
export { resolveLink } from './plugins/links.js';
export { permalinkFor, docIdFromPath } from './site/permalinks.js';
export { buildSidebars, flattenDocIds, sidebarPath } from './site/sidebars.js';
export { checkLinks } from './site/link-check.js';
export { checkDeferredLinks } from './site/deferred-links.js';
export { SCHEMA_VERSION } from './schema.js';
export { describeIssues, didYouMean } from './validation.js';
export { sanitizeSvg } from './svg.js';
export { htmlFragment } from './site/html-fragment.js';

export type { ProcessorOptions, MathPlugins } from './processor.js';
export type { AdmonitionOptions } from './plugins/admonitions.js';
export type { FileSettings } from './plugins/context.js';
export type { DocSiteFacts } from './doc-json.js';
export type { CodeHighlighter, HighlighterOptions, TokenLine } from './highlighter.js';
export type { ContentWarning, SourcePosition } from './errors.js';
export type { DocCache } from './site/cache.js';
export type { ContentBuild, SearchSource } from './site/build-content.js';
export type { BuildContentOptions } from './site/build-options.js';
export type { SidebarDoc, SidebarsConfig, SidebarConfigItem } from './site/sidebars.js';
export type { DeferredLinkCheck } from './site/deferred-links.js';
export type { SearchSection, FoundLink } from './plugins/context.js';
export type { LinkContext } from './plugins/links.js';
export type * from './schema.js';
