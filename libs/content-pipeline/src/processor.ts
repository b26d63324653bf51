/**
 * `createProcessor()`: the unified chain that turns one Markdown or MDX file into hast plus the
 * facts the site build needs (frontmatter, TOC, ids, links, images, search sections, errors).
 */
import remarkComment from '@slorber/remark-comment';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { CodeHighlighter } from './highlighter.js';
import { remarkAdmonitions } from './plugins/admonitions.js';
import { remarkCode } from './plugins/code.js';
import { remarkFrontMatter } from './plugins/frontmatter.js';
import { remarkHeadings } from './plugins/headings.js';
import { remarkImages, type ImageOptions } from './plugins/images.js';
import { remarkLinearEdits } from './plugins/linear-edits.js';
import { remarkLinks, type LinkContext } from './plugins/links.js';
import { remarkParseLimits } from './plugins/parse-limits.js';
import { rehypeRawHtml } from './plugins/raw-html.js';
import { remarkMdxComponents } from './plugins/mdx-components.js';
import { remarkPartials } from './plugins/partials.js';
import { remarkTocInline } from './plugins/toc-inline.js';
import { remarkSearchSections } from './plugins/search-sections.js';
import { ALL_SYNTAX, remarkSyntax, type SyntaxFeatures } from './plugins/syntax.js';

/** Options for {@link createProcessor}. */
export interface ProcessorOptions {
  /** `mdx` parses JSX elements (mapped to the component table); `md` allows raw HTML. Default `md`. */
  readonly format?: 'md' | 'mdx';
  /** The build's single highlighter. */
  readonly highlighter: CodeHighlighter;
  /** Link resolution context of the file being processed. */
  readonly links: LinkContext;
  /**
   * Folder of the file on disk (for images), the public prefix of copied images, and the folder
   * images must be inside (default: the file's folder).
   */
  readonly images: ImageOptions;
  /**
   * Optional syntax (GFM tables, autolinks, footnotes, strikethrough, task lists, directives) to
   * enable; pass `detectSyntax(source)` to skip what the file cannot contain. Default: all of it.
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
   * The site's own unified plugins: remark plugins run on the parsed Markdown before the built-in
   * steps (so links, headings and search see what they produce), rehype plugins on the HTML tree
   * before the sanitizer (so what they add passes the same allowlist). Default none.
   */
  readonly remarkPlugins?: PluggableList;
  readonly rehypePlugins?: PluggableList;
}

/** Builds the processor for one file. Run it with `processor.run(processor.parse(file), file)`. */
export function createProcessor(options: ProcessorOptions): Processor<MdastRoot, MdastRoot, HastRoot> {
  const format = options.format ?? 'md';
  // The parse limits wrap the parser and check the tree before any other step walks it.
  const base = unified().use(remarkParse).use(remarkLinearEdits).use(remarkParseLimits, { format });
  // HTML comments in MDX, as Docusaurus 3 accepts them: read and dropped (MDX alone rejects `<!--`).
  const parser = format === 'mdx' ? base.use(remarkMdx).use(remarkComment) : base;
  const syntax = options.syntax ?? ALL_SYNTAX;
  const parsed = parser.use(remarkFrontmatter, ['yaml']).use(remarkSyntax, syntax).use(remarkFrontMatter);
  const front = options.remarkPlugins?.length ? parsed.use(options.remarkPlugins) : parsed;
  // Steps that can have nothing to do are left out: MDX nodes exist only in .mdx files, directive
  // nodes only when the directive syntax is on. Each step is a walk over the whole tree.
  const withMdx =
    options.format === 'mdx'
      ? front.use(remarkPartials, { docDir: options.images.docDir, siteDir: options.images.root ?? options.images.docDir }).use(remarkMdxComponents, { siteComponents: options.components ?? [], baseUrl: options.links.baseUrl, images: options.images, ...(options.siteDir ? { siteDir: options.siteDir } : {}) })
      : front;
  const withDirectives = syntax.directive ? withMdx.use(remarkAdmonitions) : withMdx;
  const withHeadings = withDirectives.use(remarkHeadings);
  return (options.format === 'mdx' ? withHeadings.use(remarkTocInline) : withHeadings)
    .use(remarkLinks, options.links)
    .use(remarkImages, options.images)
    .use(remarkSearchSections)
    .use(remarkCode, { highlighter: options.highlighter })
    .use(remarkRehype, { allowDangerousHtml: options.format !== 'mdx' })
    .use(options.rehypePlugins ?? [])
    .use(rehypeRawHtml, { format, components: options.components ?? [] }) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
}
