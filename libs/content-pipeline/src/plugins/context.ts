import type { VFile } from 'vfile';
import type { Node } from 'unist';
import { ContentError, type ContentWarning } from '../errors.js';
import type { FrontMatter, SearchSection as SchemaSearchSection, TocItem } from '../schema.js';

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
}

/** An image referenced by a doc, to be copied into the build. */
export interface FoundImage {
  readonly absolutePath: string;
  readonly publicUrl: string;
}

/** A search section while it is being filled (the schema's `SearchSection`, with `text` growing). */
export type SearchSection = { -readonly [K in keyof SchemaSearchSection]: SchemaSearchSection[K] };

/** Everything the plugins record about a file while processing it (stored on `file.data.hpc`). */
export interface DocData {
  frontMatter: FrontMatter;
  /** Line on which the body starts (after frontmatter). */
  firstH1?: string;
  firstParagraph?: string;
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
}

declare module 'vfile' {
  interface DataMap {
    hpc: DocData;
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
  };
  return file.data.hpc;
}

/** File name as reported in errors (the path the build was given, relative when possible). */
export function fileLabel(file: VFile): string {
  return file.path || '<input>';
}

/** Record an error at a node's position. */
export function report(file: VFile, node: Node | undefined, message: string, hint?: string): void {
  const start = node?.position?.start;
  docData(file).errors.push(new ContentError(fileLabel(file), start, message, hint));
}

/** Record a warning at a node's position. */
export function warn(file: VFile, node: Node | undefined, message: string): void {
  const start = node?.position?.start;
  docData(file).warnings.push({
    file: fileLabel(file),
    line: start?.line ?? 1,
    column: start?.column ?? 1,
    message,
  });
}
