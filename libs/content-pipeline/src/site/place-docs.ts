/**
 * Phase 1 of `buildContent()`: every doc read and placed in the site (its id and route, from its
 * path and frontmatter) before any is processed, so that phase 2 can resolve links between docs.
 * Two docs on one route, or a doc on a page the site renders itself, is an error at the doc.
 */
import { readChecked } from '../containment.js';
import { ContentError } from '../errors.js';
import type { FrontMatter } from '../schema.js';
import { frontMatterBlock, parseFrontMatter, type ParsedFrontMatter } from '../plugins/frontmatter.js';
import type { PlacedDoc } from './assemble-input.js';
import { docIdFromPath, permalinkFor, routeKey } from './permalinks.js';
import type { DocInput } from './process-doc.js';
import type { SourceFile } from './scan.js';

/** A doc placed in the site, with what phase 2 needs of it. */
export interface Prepared extends PlacedDoc {
  /** Index of the doc's source in the scan (and its text in `texts`). */
  readonly index: number;
  readonly frontMatter: FrontMatter;
  /** The frontmatter as read here, handed to processing so it is read once. */
  readonly parsed: ParsedFrontMatter | undefined;
  /** Line of the `slug` key, where a duplicate route is reported. */
  readonly slugLine: number | undefined;
}

/** What placing a doc depends on besides the doc. */
export interface PlaceSettings {
  readonly baseUrl: string;
  readonly routeBasePath: string;
  readonly includeDrafts: boolean;
  readonly label: (path: string) => string;
  /** Blog posts: a doc without a `slug` gets its URL from the date in its path (see {@link datedSlug}). */
  readonly datedSlugs?: boolean;
}

/**
 * Reads the docs as UTF-8, in input order. One at a time and synchronously: a thousand docs take
 * about 15 ms so, against 70 to 100 ms (and twice the CPU) through the promise API, whose every
 * call is a round trip through libuv's thread pool. A doc that cannot be read is an error at it.
 */
export function readAll(files: readonly SourceFile[], label: (path: string) => string, errors: ContentError[]): string[] {
  return files.map((file) => {
    try {
      return readChecked(file.readPath);
    } catch (error) {
      errors.push(new ContentError(label(file.absolutePath), { line: 1, column: 1 }, `The doc could not be read: ${(error as Error).message}.`, 'Check that it is a readable file.'));
      return '';
    }
  });
}

/** Places every doc that is built (drafts only when the site asks for them), in scan order. */
export function placeDocs(files: readonly SourceFile[], texts: readonly string[], settings: PlaceSettings): Prepared[] {
  const prepared: Prepared[] = [];
  for (const [index, source] of files.entries()) {
    const parsed = frontMatterOf(texts[index] ?? '');
    const frontMatter = parsed?.frontMatter ?? {};
    if (frontMatter.draft === true && !settings.includeDrafts) continue;
    // Values that fail validation are left out here (and reported by the frontmatter step), so
    // such a doc keeps its own id and route meanwhile.
    const idOptions = { id: frontMatter.id, parseNumberPrefixes: frontMatter.parse_number_prefixes };
    prepared.push({
      source,
      label: settings.label(source.absolutePath),
      index,
      id: docIdFromPath(source.sourcePath, idOptions),
      permalink: permalinkFor(source.sourcePath, settings.datedSlugs ? postSlug(frontMatter.slug, source.sourcePath) : frontMatter.slug, { baseUrl: settings.baseUrl, routeBasePath: settings.routeBasePath }, idOptions),
      frontMatter,
      parsed,
      slugLine: parsed?.lines.get('slug'),
      tagsLine: parsed?.lines.get('tags'),
    });
  }
  return prepared;
}

/** A date in a file's path, as Docusaurus' blog reads it: `2024-05-01-name.md`, `2024/05/01/name.md`, or such a folder with an `index.md`. */
export const DATED_PATH = /^(?:.*?\/)?(\d{4})[-/](\d{2})[-/](\d{2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/**
 * The slug of a blog post from its path: `/2024/05/01/name` for a dated one (the date's parts as
 * folders), the path without its extension for one without a date (Docusaurus' blog URLs).
 */
/**
 * A blog post's slug: its frontmatter's, from the blog's URL whether or not it starts with "/"
 * (Docusaurus' blog reads `slug: news` as `/blog/news`, where a doc's is beside the doc), else the
 * one its dated path gives.
 */
function postSlug(slug: string | undefined, sourcePath: string): string {
  if (slug === undefined) return datedSlug(sourcePath);
  return slug.trim().startsWith('/') ? slug : `/${slug.trim()}`;
}

export function datedSlug(sourcePath: string): string {
  const dated = DATED_PATH.exec(sourcePath);
  if (dated) return `/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4] ?? ''}`.replace(/\/+$/, '');
  return `/${sourcePath.replace(/(?:\/index)?\.mdx?$/, '')}`;
}

/** A doc's frontmatter as the first pass reads it (problems are reported when the doc is processed). */
function frontMatterOf(text: string): ParsedFrontMatter | undefined {
  const block = frontMatterBlock(text);
  return block ? parseFrontMatter(block.yaml, block.line) : undefined;
}

/**
 * The docs by route, trailing slash removed (`routeKey`): the first doc of each route. A later doc
 * on a taken route, or a doc on one of `extraRoutes` (the site's own pages), is an error at it.
 */
export function docsByRoute(prepared: readonly Prepared[], extraRoutes: readonly string[], errors: ContentError[]): Map<string, Prepared> {
  // Routes are compared without their trailing slash: `/x` and `/x/` are written to one file.
  const byPermalink = new Map<string, Prepared>();
  const appPages = new Map(extraRoutes.map((route) => [routeKey(route), route]));
  for (const doc of prepared) {
    const key = routeKey(doc.permalink);
    const other = byPermalink.get(key);
    const at = () => ({ line: doc.slugLine ?? 1, column: 1 });
    const page = appPages.get(key);
    if (page !== undefined) {
      errors.push(new ContentError(doc.label, at(), `Route ${doc.permalink} is ${page}, a page the site renders itself; this doc would replace it.`, 'Give the doc a different `slug` or file name.'));
    } else if (other) {
      const as = other.permalink === doc.permalink ? '' : ` (as ${other.permalink})`;
      errors.push(new ContentError(doc.label, at(), `Duplicate route ${doc.permalink}: also produced by ${other.label}${as}.`, 'Rename one of the files or give one a different `slug`.'));
    } else byPermalink.set(key, doc);
  }
  return byPermalink;
}

/** What phase 2 processes for each placed doc: its text, its parser, and its frontmatter as read here. */
export function docInputs(prepared: readonly Prepared[], texts: readonly string[], markdownFormat: 'mdx' | 'md' | 'detect' | undefined): DocInput[] {
  return prepared.map((doc) => ({
    label: doc.label,
    sourcePath: doc.source.sourcePath,
    absolutePath: doc.source.absolutePath,
    format: formatOf(doc.source.format, markdownFormat),
    text: texts[doc.index] ?? '',
    ...(doc.parsed ? { frontMatter: doc.parsed } : {}),
  }));
}

/** The parser a file gets: by its extension under `detect`, else the one the site chose for all. */
function formatOf(byExtension: 'md' | 'mdx', chosen: 'mdx' | 'md' | 'detect' | undefined): 'md' | 'mdx' {
  return chosen === 'mdx' || chosen === 'md' ? chosen : byExtension;
}
