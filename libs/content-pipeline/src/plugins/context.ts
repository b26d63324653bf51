import type { VFile } from 'vfile';
import type { Node, Point } from 'unist';
import { ContentError, type ContentWarning } from '../errors.js';
import type { DocHead, FrontMatter, SearchSection as SchemaSearchSection, TocItem } from '../schema.js';
import type { ParsedFrontMatter } from './frontmatter.js';
import type { SyntaxFeatures } from './syntax.js';

/** A link found in a doc, kept for the site-wide link check. */
export interface FoundLink {
  /** Final URL (path with base URL, plus `#hash`) or the raw target when it could not be resolved. */
  readonly url: string;
  /** The target as written in the source. */
  readonly raw: string;
  readonly line: number;
  readonly column: number;
  /** Set when the link pointed at a source file that does not exist. */
  readonly unresolvedFile?: string;
  /** Set when the link is written in a partial: that file, where `line` and `column` point, and the doc's element that includes it. */
  readonly partial?: { readonly file: string; readonly includedAt: string };
}

/** A file a doc needs published: an image it shows, or KaTeX's stylesheet and fonts (see math.ts). */
export interface FoundImage {
  readonly absolutePath: string;
  readonly publicUrl: string;
}

/** A search section while it is being filled (the schema's `SearchSection`, with `text` growing). */
export type SearchSection = { -readonly [K in keyof SchemaSearchSection]: SchemaSearchSection[K] };

/** Everything the plugins record about a file while processing it (stored on `file.data.hpc`). */
export interface DocData {
  frontMatter: FrontMatter;
  /** Text of the h1 that opens the doc (taken out of the body: the page shows its title instead). */
  firstH1?: string;
  /**
   * Set when that h1 has markup (a link, code, emphasis): it stays at the top of the body, so the
   * link and image passes treat it as they treat the rest, and `processDoc` lifts it out after.
   */
  titleInBody?: boolean;
  firstParagraph?: string;
  /** First source line of the first paragraph, as text (see excerpt.ts). */
  excerpt?: string;
  toc: TocItem[];
  ids: Set<string>;
  links: FoundLink[];
  images: FoundImage[];
  sections: SearchSection[];
  errors: ContentError[];
  warnings: ContentWarning[];
  wordCount: number;
  /** Token classes the doc's code blocks use (their CSS travels with the doc, so cached docs keep it). */
  codeClasses: Set<string>;
  /** Components the doc uses that are loaded with its page: name -> `module#export` (see `DocJson.components`). */
  pageComponents: Map<string, string>;
  /** Files read while processing (partials): absolute path -> hash of the text read, for the cache. */
  dependencies: Map<string, string>;
  /** Whether the HTML tree held raw HTML (its `id`s are link targets). */
  hadRawHtml: boolean;
  /** Whether the sanitized tree holds math (KaTeX's output), which needs KaTeX's stylesheet. */
  hasMath: boolean;
  /** What the doc's `<Head>` elements give the page's head (see mdx-head.ts). */
  head?: DocHead;
}

/**
 * What differs from one file to the next under one processor (see `createProcessor()`): set as
 * `file.data.hpcFile` before processing; what a file leaves out comes from the processor's options.
 */
export interface FileSettings {
  /** `mdx` parses JSX and ESM (mapped to the component table); `md` allows raw HTML. */
  readonly format?: 'md' | 'mdx';
  /** The optional syntax the file may contain (`detectSyntax(source)`). Default: all of it. */
  readonly syntax?: SyntaxFeatures;
  /** Path of the file relative to the docs folder (`api/instance/launch.mdx`), for links. */
  readonly sourcePath?: string;
  /** Absolute path of the file's folder: images and partial imports resolve from it. */
  readonly docDir?: string;
  /** The file's frontmatter, when the build has read it already (it places docs by `id` and `slug` first). */
  readonly frontMatter?: ParsedFrontMatter;
}

/**
 * Where a node written in a partial comes from: the partial's file (as errors name it) and text,
 * and the element of the including doc that put it there.
 */
export interface NodeOrigin {
  readonly file: string;
  readonly source: string;
  /** `docs/page.mdx:12:1`: the element that includes the partial (the outermost one). */
  readonly includedAt: string;
}

declare module 'vfile' {
  interface DataMap {
    hpc: DocData;
    hpcFile: FileSettings;
  }
}

declare module 'unist' {
  interface Data {
    /** Set on nodes that come from a partial (see partials.ts). */
    hpcOrigin?: NodeOrigin;
  }
}

/** The per-file record, created on first use. */
export function docData(file: VFile): DocData {
  file.data.hpc ??= {
    frontMatter: {},
    toc: [],
    ids: new Set(),
    links: [],
    images: [],
    sections: [],
    errors: [],
    warnings: [],
    wordCount: 0,
    codeClasses: new Set(),
    pageComponents: new Map(),
    dependencies: new Map(),
    hadRawHtml: false,
    hasMath: false,
  };
  return file.data.hpc;
}

/** The partial a node was written in, if any. */
export function originOf(node: Node | undefined): NodeOrigin | undefined {
  return node?.data?.hpcOrigin;
}

/** The text a node's offsets point into: its partial's, or the file's own. */
export function sourceOf(file: VFile, node: Node): string {
  return originOf(node)?.source ?? String(file.value);
}

/** Where to report a problem at `node`: its partial (naming the including doc) or the file itself. */
function placeOf(file: VFile, node: Node | undefined, message: string): { file: string; start: Point | undefined; message: string } {
  const origin = originOf(node);
  const start = node?.position?.start;
  if (!origin) return { file: fileLabel(file), start, message };
  return { file: origin.file, start, message: `${message} (in a partial included at ${origin.includedAt})` };
}

/** File name as reported in errors (the path the build was given, relative when possible). */
export function fileLabel(file: VFile): string {
  return file.path || '<input>';
}

/** Record an error at a node's position (in its partial, when it comes from one). */
export function report(file: VFile, node: Node | undefined, message: string, hint?: string): void {
  const place = placeOf(file, node, message);
  docData(file).errors.push(new ContentError(place.file, place.start, place.message, hint));
}

/** Record a warning at a node's position (in its partial, when it comes from one). */
export function warn(file: VFile, node: Node | undefined, message: string): void {
  const place = placeOf(file, node, message);
  docData(file).warnings.push({
    file: place.file,
    line: place.start?.line ?? 1,
    column: place.start?.column ?? 1,
    message: place.message,
  });
}
