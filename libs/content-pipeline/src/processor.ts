/**
 * `createProcessor()`: the unified chain that turns Markdown or MDX files into hast plus the
 * facts the site build needs (frontmatter, TOC, ids, links, images, search sections, errors).
 * One processor serves a whole build: what differs per file (format, syntax, path, folder) is
 * read from `file.data.hpcFile`.
 *
 * The order of the steps, as Docusaurus runs its own and a site's plugins:
 *
 * 1. parsing (with the limits checked), frontmatter, MDX's paragraphs of only JSX unraveled;
 * 2. the site's `beforeDefaultRemarkPlugins`;
 * 3. the syntax-level steps: partials expanded, admonitions;
 * 4. the site's `remarkPlugins`: they see the expanded partials and the admonitions;
 * 5. the steps that must see everything the plugins add: leftover directives, MDX components,
 *    heading ids and the TOC (and the leading h1 as the title; then `<TOCInline>` filled in), links, images, mermaid blocks,
 *    search sections, code highlighting;
 * 6. to HTML: raw HTML parsed, the site's `beforeDefaultRehypePlugins`, math rendered, the
 *    site's `rehypePlugins`, and last the sanitizer, so nothing a plugin adds escapes it (after
 *    it, a page with math only gets the link to KaTeX's stylesheet).
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable, type PluggableList, type Processor } from 'unified';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { CodeHighlighter } from './highlighter.js';
import { admonitionKeywords, remarkAdmonitions, type AdmonitionOptions } from './plugins/admonitions.js';
import { remarkCode } from './plugins/code.js';
import { remarkDirectiveLeftovers } from './plugins/directive-leftovers.js';
import { remarkFrontMatter } from './plugins/frontmatter.js';
import { remarkEmojiShortcodes } from './plugins/emoji.js';
import { remarkHeadings } from './plugins/headings.js';
import { remarkImages, type ImageOptions } from './plugins/images.js';
import { remarkLinearEdits } from './plugins/linear-edits.js';
import { hasKatex, KatexLimits, rehypeKatexPage, withKatexLimits } from './plugins/katex-limits.js';
import { remarkLinks, type LinkContext } from './plugins/links.js';
import { linearHandlers } from './plugins/linear-to-hast.js';
import { rehypeMathStylesheet } from './plugins/math.js';
import { rehypePluginMessages } from './plugins/plugin-messages.js';
import { remarkMermaid } from './plugins/mermaid.js';
import { remarkParseLimits } from './plugins/parse-limits.js';
import { rehypeRawHtml } from './plugins/raw-html.js';
import { rehypeSanitizeHtml } from './plugins/sanitize-html.js';
import { remarkMdxComponents } from './plugins/mdx-components.js';
import { remarkMdxUnravel } from './plugins/mdx-unravel.js';
import { remarkPartials } from './plugins/partials.js';
import { remarkTocInline } from './plugins/toc-inline.js';
import { remarkExcerpt } from './plugins/excerpt.js';
import { remarkSearchSections } from './plugins/search-sections.js';
import { remarkSyntax, type SyntaxFeatures } from './plugins/syntax.js';

/** remark-math and rehype-katex, loaded by `loadMath()` (see plugins/math.ts) only for sites that use math. */
export interface MathPlugins {
  readonly remark: Pluggable;
  readonly rehype: Pluggable;
}

/** Options for {@link createProcessor}. */
export interface ProcessorOptions {
  /** The build's single highlighter. */
  readonly highlighter: CodeHighlighter;
  /**
   * The site's permalinks and base URL; its `sourcePath` is the default of files that do not set
   * `file.data.hpcFile.sourcePath`.
   */
  readonly links: LinkContext;
  /**
   * The public prefix of copied images and the folder images (and partials) must be inside; its
   * `docDir` is the default of files that do not set `file.data.hpcFile.docDir`.
   */
  readonly images: ImageOptions;
  /** Format of files that do not set `file.data.hpcFile.format`: `mdx` parses JSX (mapped to the component table), `md` allows raw HTML. Default `md`. */
  readonly format?: 'md' | 'mdx';
  /**
   * Optional syntax (GFM tables, autolinks, footnotes, strikethrough, task lists, directives) of
   * files that do not set `file.data.hpcFile.syntax` (`detectSyntax(source)` skips what a file
   * cannot contain). Default: all of it.
   */
  readonly syntax?: SyntaxFeatures;
  /**
   * Names of the site's own MDX components (a site config's `components`), allowed besides the
   * built-in ones, with any literal attributes. Nothing is evaluated: the doc's JSON names the
   * component and the app renders it. Default none.
   */
  readonly components?: readonly string[];
  /**
   * The site's folder: `@site/` in a doc's imports points here, and the modules a doc imports
   * must be inside it or the content folder. Default: `images.root` (the content folder).
   */
  readonly siteDir?: string;
  /**
   * How partials are parsed, as the site's `markdown.format`: under `detect` by their extension,
   * else all as `mdx` or all as `md`. Default `detect`.
   */
  readonly markdownFormat?: 'mdx' | 'md' | 'detect';
  /** Admonition keywords (`:::note`): the site's own, added to or replacing the defaults. */
  readonly admonitions?: AdmonitionOptions;
  /** Math (`$x$`, `$$`), rendered with KaTeX at build time: pass `await loadMath()`. Default off. */
  readonly math?: MathPlugins;
  /** ```` ```mermaid ```` blocks become `Mermaid` component nodes holding the diagram. Default off (they stay code). */
  readonly mermaid?: boolean;
  /** The site's remark plugins that run before the built-in steps (right after parsing). Default none. */
  readonly beforeDefaultRemarkPlugins?: PluggableList;
  /**
   * The site's remark plugins: after partials and admonitions, before the steps that must see the
   * whole document (components, headings and TOC, links, images, search, code). Default none.
   */
  readonly remarkPlugins?: PluggableList;
  /** The site's rehype plugins that run first on the HTML tree (after raw HTML is parsed). Default none. */
  readonly beforeDefaultRehypePlugins?: PluggableList;
  /** The site's rehype plugins: after the built-in ones (math), before the sanitizer. Default none. */
  readonly rehypePlugins?: PluggableList;
}

/** A plugin of the site's own with the same name as `plugin` (a site that passes remark-math itself). */
const hasPlugin = (list: PluggableList | undefined, plugin: Pluggable): boolean => {
  const name = (entry: Pluggable) => (Array.isArray(entry) ? entry[0] : entry) as { name?: string };
  return (list ?? []).some((entry) => name(entry).name !== undefined && name(entry).name === name(plugin).name);
};

/**
 * Builds the processor. Create it once per build and run it per file:
 * `file.data.hpcFile = { format, syntax, sourcePath, docDir }`, then
 * `processor.run(processor.parse(file), file)`; what a file leaves out comes from the options.
 */
export function createProcessor(options: ProcessorOptions): Processor<MdastRoot, MdastRoot, HastRoot> {
  const format = options.format ?? 'md';
  const keywords = admonitionKeywords(options.admonitions);
  const components = options.components ?? [];
  const math = options.math;
  const userRemark = [...(options.beforeDefaultRemarkPlugins ?? []), ...(options.remarkPlugins ?? [])];
  // Every rehype-katex of the build (ours, or one the site passes) renders within the same bounds (see katex-limits.ts).
  const katex = new KatexLimits();
  const beforeRehype = withKatexLimits(options.beforeDefaultRehypePlugins, katex);
  const rehype = withKatexLimits(options.rehypePlugins, katex);
  const userRehype = [...beforeRehype, ...rehype];
  return (
    unified()
      .use(remarkLinearEdits)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkSyntax, { format, ...(options.syntax ? { syntax: options.syntax } : {}) })
      // The parse limits wrap the parser and check the tree before any other step walks it.
      .use(remarkParseLimits, { format })
      .use(math && !hasPlugin(userRemark, math.remark) ? [math.remark] : [])
      .use(remarkFrontMatter)
      .use(remarkMdxUnravel, { format })
      .use(options.beforeDefaultRemarkPlugins ?? [])
      .use(remarkPartials, {
        docDir: options.images.docDir,
        siteDir: options.siteDir ?? options.images.root ?? options.images.docDir,
        contentDir: options.images.root ?? options.images.docDir,
        format,
        markdownFormat: options.markdownFormat ?? 'detect',
      })
      .use(remarkAdmonitions, { keywords })
      .use(options.remarkPlugins ?? [])
      .use(remarkDirectiveLeftovers, { keywords })
      .use(remarkMdxComponents, { siteComponents: components, format, baseUrl: options.links.baseUrl, images: options.images, ...(options.siteDir ? { siteDir: options.siteDir } : {}) })
      .use(remarkHeadings)
      .use(remarkEmojiShortcodes)
      .use(remarkTocInline)
      .use(remarkLinks, { ...options.links, files: options.images })
      .use(remarkImages, options.images)
      .use(options.mermaid ? [remarkMermaid] : [])
      .use(remarkSearchSections)
      .use(remarkExcerpt)
      .use(remarkCode, { highlighter: options.highlighter })
      // Raw HTML (and HTML a plugin adds) is parsed below and then sanitized like the rest.
      .use(remarkRehype, { allowDangerousHtml: true, handlers: linearHandlers })
      .use(rehypeRawHtml)
      .use(math || hasKatex(userRehype) ? [[rehypeKatexPage, katex] as Pluggable] : [])
      .use(beforeRehype)
      .use(math && !hasPlugin(userRehype, math.rehype) ? [[math.rehype, katex.options()] as Pluggable] : [])
      .use(rehype)
      .use(rehypeSanitizeHtml, { components, format })
      .use(rehypeMathStylesheet, { baseUrl: options.links.baseUrl })
      .use(rehypePluginMessages) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>
  );
}
