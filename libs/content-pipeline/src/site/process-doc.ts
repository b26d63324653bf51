/**
 * Processes one doc file into plain, serialisable data (so it can cross a worker boundary or be
 * cached on disk): the compact body plus the facts the site build needs.
 */
import { dirname } from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { PluggableList, Processor } from 'unified';
import { VFile } from 'vfile';
import { compactTree } from '../compact.js';
import type { ParsedFrontMatter } from '../plugins/frontmatter.js';
import { ContentError, type ContentWarning } from '../errors.js';
import type { CodeHighlighter } from '../highlighter.js';
import type { AdmonitionOptions } from '../plugins/admonitions.js';
import { docData, type FoundImage, type FoundLink, type SearchSection } from '../plugins/context.js';
import { loadMath } from '../plugins/math.js';
import { createProcessor } from '../processor.js';
import { MAX_DOC_CHARS } from '../plugins/parse-limits.js';
import { detectSyntax } from '../plugins/syntax.js';
import type { DocHead, FrontMatter, HNode, TocItem } from '../schema.js';

/** A doc to process. */
export interface DocInput {
  /** Name used in messages (usually relative to the working directory). */
  readonly label: string;
  /** Path relative to the docs folder. */
  readonly sourcePath: string;
  readonly absolutePath: string;
  readonly format: 'md' | 'mdx';
  readonly text: string;
  /** The frontmatter as the build's first pass read it (so it is not read again). */
  readonly frontMatter?: ParsedFrontMatter;
}

/** A plain-object `ContentError`. */
export interface ErrorRecord {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly hint?: string;
  readonly target?: string;
}

/** The result of processing one doc; JSON-serialisable. */
export interface ProcessedDoc {
  readonly body: HNode[];
  readonly frontMatter: FrontMatter;
  readonly firstH1?: string;
  /** The opening h1's content, when it has markup (a link, code): what the page's title shows. */
  readonly titleBody?: HNode[];
  readonly firstParagraph?: string;
  /** First source line of the first paragraph (what doc cards show). */
  readonly excerpt?: string;
  readonly toc: TocItem[];
  readonly ids: string[];
  readonly links: FoundLink[];
  readonly images: FoundImage[];
  readonly sections: SearchSection[];
  readonly wordCount: number;
  /** CSS rules of the token classes this doc's code uses. */
  readonly codeCss: string;
  /** Components loaded with the doc's page (see `DocJson.components`); absent when none. */
  readonly components?: Readonly<Record<string, string>>;
  /** What the doc's `<Head>` gives its page (see `DocJson.head`); absent when none. */
  readonly head?: DocHead;
  /** With `excerpts`: the body up to the doc's `truncate` marker, when it has one. */
  readonly truncated?: HNode[];
  readonly errors: ErrorRecord[];
  readonly warnings: ContentWarning[];
  /** Files the doc read besides itself (partials): absolute path and hash of the text, for the cache. */
  readonly dependencies?: readonly (readonly [path: string, hash: string])[];
}

/** The site's Markdown settings (plain data, so they can go to a worker). */
export interface MarkdownOptions {
  /** The site's `markdown.format`, for partials (docs come with their own). Default `detect`. */
  readonly format?: 'mdx' | 'md' | 'detect';
  /** Admonition keywords of the site. Default: the built-in ones. */
  readonly admonitions?: AdmonitionOptions;
  /** `$math$` rendered with KaTeX. Default false. */
  readonly math?: boolean;
  /** ```` ```mermaid ```` blocks as diagrams. Default false. */
  readonly mermaid?: boolean;
  /** How relative URL links resolve, as Docusaurus' `trailingSlash` (see `LinkContext.trailingSlash`). Default: against the page's URL. */
  readonly trailingSlash?: boolean;
  /** Blog posts: a doc with a `truncate` marker also gets its body up to the marker (`ProcessedDoc.truncated`). Default false. */
  readonly excerpts?: boolean;
}

/** What processing needs to know about the site. */
export interface ProcessContext {
  readonly highlighter: CodeHighlighter;
  /** Docs-folder-relative source path -> permalink, for link resolution. */
  readonly permalinks: ReadonlyMap<string, string>;
  readonly baseUrl: string;
  /** The content folder: images must be inside it. */
  readonly contentDir: string;
  /** The site's own MDX components, allowed besides the built-in ones. Default none. */
  readonly components?: readonly string[];
  /** The site's folder (`@site/` in imports). Default: the content folder. */
  readonly siteDir?: string;
  /** The site's Markdown settings. */
  readonly markdown?: MarkdownOptions;
  /** The site's own unified plugins (main thread only: functions cannot go to a worker); see `ProcessorOptions` for where each runs. */
  readonly beforeDefaultRemarkPlugins?: PluggableList;
  readonly remarkPlugins?: PluggableList;
  readonly beforeDefaultRehypePlugins?: PluggableList;
  readonly rehypePlugins?: PluggableList;
}

export function toErrorRecord(error: ContentError): ErrorRecord {
  return {
    file: error.file,
    line: error.line,
    column: error.column,
    message: error.message,
    ...(error.hint !== undefined ? { hint: error.hint } : {}),
    ...(error.target !== undefined ? { target: error.target } : {}),
  };
}

export function fromErrorRecord(record: ErrorRecord): ContentError {
  return new ContentError(record.file, record, record.message, record.hint, record.target);
}

type DocProcessor = Processor<MdastRoot, MdastRoot, HastRoot>;
/** The processor of the build in progress, and what it was made from (compared by identity). */
let current: { readonly made: readonly unknown[]; readonly processor: Promise<DocProcessor> } | undefined;

/**
 * One processor per build: made on the first doc, reused while the site's settings are the same
 * objects (a build passes the same ones for every doc, on every thread).
 */
function processorFor(context: ProcessContext): Promise<DocProcessor> {
  const { highlighter, permalinks, baseUrl, contentDir, components, siteDir, markdown, beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins } = context;
  const made = [highlighter, permalinks, baseUrl, contentDir, components, siteDir, markdown, beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins];
  if (current && current.made.every((value, i) => value === made[i])) return current.processor;
  const processor = (async () =>
    createProcessor({
      highlighter,
      ...(components ? { components } : {}),
      ...(siteDir ? { siteDir } : {}),
      ...(markdown?.format ? { markdownFormat: markdown.format } : {}),
      ...(markdown?.admonitions ? { admonitions: markdown.admonitions } : {}),
      ...(markdown?.math ? { math: await loadMath() } : {}),
      ...(markdown?.mermaid ? { mermaid: true } : {}),
      ...(beforeDefaultRemarkPlugins ? { beforeDefaultRemarkPlugins } : {}),
      ...(remarkPlugins ? { remarkPlugins } : {}),
      ...(beforeDefaultRehypePlugins ? { beforeDefaultRehypePlugins } : {}),
      ...(rehypePlugins ? { rehypePlugins } : {}),
      links: { sourcePath: '', permalinks, baseUrl, ...(markdown?.trailingSlash === undefined ? {} : { trailingSlash: markdown.trailingSlash }) },
      images: { docDir: contentDir, publicPrefix: `${baseUrl}assets/img/`, root: contentDir, baseUrl },
    }))();
  current = { made, processor };
  return processor;
}

/**
 * Where a blog post's excerpt ends, as Docusaurus marks it: a line of its own that is
 * `<!-- truncate -->` or, in MDX, `{/* truncate *\/}`.
 */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})[ \t]*$/m;

/** The body of the doc's text up to its truncate marker, processed as the doc is; undefined without a marker (or when that part does not process). */
async function truncatedBody(input: DocInput, processor: DocProcessor): Promise<HNode[] | undefined> {
  const marker = TRUNCATE.exec(input.text);
  if (!marker) return undefined;
  const text = input.text.slice(0, marker.index);
  // Its own file: its links, ids and problems are the whole doc's, reported once from it.
  const file = new VFile({ path: input.label, value: text });
  file.data.hpcFile = { format: input.format, sourcePath: input.sourcePath, docDir: dirname(input.absolutePath), syntax: detectSyntax(text) };
  try {
    const tree = await processor.run(processor.parse(file), file);
    liftTitle(tree, docData(file).titleInBody);
    return compactTree(tree);
  } catch {
    return undefined;
  }
}

/**
 * Lifts the doc's opening h1 out of the processed tree, when it stayed in for its markup
 * (`DocData.titleInBody`), and returns its content. It is the first h1 among the root's children:
 * what comes before it in the source (front matter, imports, comments) renders no element.
 */
function liftTitle(tree: HastRoot, inBody: boolean | undefined): HNode[] | undefined {
  if (!inBody) return undefined;
  const index = tree.children.findIndex((node) => node.type === 'element' && node.tagName === 'h1');
  const title = tree.children[index];
  if (title?.type !== 'element') return undefined;
  tree.children.splice(index, 1);
  return compactTree({ type: 'root', children: title.children as HastRoot['children'] });
}

/** Runs the unified chain on one doc. Never throws for content problems. */
export async function processDoc(input: DocInput, context: ProcessContext): Promise<ProcessedDoc> {
  // A doc over the size limit is refused before parsing; preparing it would only cost time.
  const within = input.text.length <= MAX_DOC_CHARS;
  const file = new VFile({ path: input.label, value: input.text });
  file.data.hpcFile = {
    format: input.format,
    sourcePath: input.sourcePath,
    docDir: dirname(input.absolutePath),
    ...(within ? { syntax: detectSyntax(input.text) } : {}),
    ...(input.frontMatter ? { frontMatter: input.frontMatter } : {}),
  };
  const processor = await processorFor(context);
  let tree: HastRoot = { type: 'root', children: [] };
  const data = docData(file);
  try {
    tree = await processor.run(processor.parse(file), file);
  } catch (error) {
    const e = error as { line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } }; reason?: string; message: string };
    const place = e.place && 'start' in e.place && e.place.start ? e.place.start : e.place;
    data.errors.push(
      new ContentError(
        input.label,
        { line: e.line ?? place?.line ?? 1, column: e.column ?? place?.column ?? 1 },
        `Could not parse: ${e.reason ?? e.message}`,
        input.format === 'mdx' ? 'In .mdx files, `{` and `<` in prose start code; wrap them in backticks.' : undefined,
      ),
    );
  }
  const truncated = within && context.markdown?.excerpts ? await truncatedBody(input, processor) : undefined;
  const titleBody = liftTitle(tree, data.titleInBody);
  return {
    body: compactTree(tree),
    ...(truncated ? { truncated } : {}),
    frontMatter: data.frontMatter,
    ...(data.firstH1 !== undefined ? { firstH1: data.firstH1 } : {}),
    ...(titleBody ? { titleBody } : {}),
    ...(data.firstParagraph !== undefined ? { firstParagraph: data.firstParagraph } : {}),
    ...(data.excerpt !== undefined ? { excerpt: data.excerpt } : {}),
    toc: data.toc,
    ids: [...data.ids],
    links: data.links,
    images: data.images,
    sections: data.sections,
    wordCount: data.wordCount,
    codeCss: context.highlighter.css(data.codeClasses),
    ...(data.pageComponents.size > 0 ? { components: Object.fromEntries(data.pageComponents) } : {}),
    ...(data.head ? { head: data.head } : {}),
    errors: data.errors.map(toErrorRecord),
    warnings: data.warnings,
    ...(data.dependencies.size > 0 ? { dependencies: [...data.dependencies] } : {}),
  };
}
