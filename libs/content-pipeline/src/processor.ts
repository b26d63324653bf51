/**
 * `createProcessor()`: the unified chain that turns one Markdown or MDX file into hast plus the
 * facts the site build needs (frontmatter, TOC, ids, links, images, search sections, errors).
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
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
}

/** Builds the processor for one file. Run it with `processor.run(processor.parse(file), file)`. */
export function createProcessor(options: ProcessorOptions): Processor<MdastRoot, MdastRoot, HastRoot> {
  const format = options.format ?? 'md';
  // The parse limits wrap the parser and check the tree before any other step walks it.
  const base = unified().use(remarkParse).use(remarkLinearEdits).use(remarkParseLimits, { format });
  const parser = format === 'mdx' ? base.use(remarkMdx) : base;
  const syntax = options.syntax ?? ALL_SYNTAX;
  const front = parser.use(remarkFrontmatter, ['yaml']).use(remarkSyntax, syntax).use(remarkFrontMatter);
  // Steps that can have nothing to do are left out: MDX nodes exist only in .mdx files, directive
  // nodes only when the directive syntax is on. Each step is a walk over the whole tree.
  const withMdx = options.format === 'mdx' ? front.use(remarkMdxComponents) : front;
  const withDirectives = syntax.directive ? withMdx.use(remarkAdmonitions) : withMdx;
  return withDirectives
    .use(remarkHeadings)
    .use(remarkLinks, options.links)
    .use(remarkImages, options.images)
    .use(remarkSearchSections)
    .use(remarkCode, { highlighter: options.highlighter })
    .use(remarkRehype, { allowDangerousHtml: options.format !== 'mdx' })
    .use(rehypeRawHtml, { format }) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
}
