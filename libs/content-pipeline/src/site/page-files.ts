/**
 * The pages the assembly of the site writes, and how each one is written: its JSON under a hashed
 * file name, the route that renders it, and the element ids a link may point at on it. Doc pages,
 * generated category pages and tag pages all go through {@link addPage}, so they cannot drift.
 */
import type { ContentError, ContentWarning } from '../errors.js';
import { DOC_PAGE_COMPONENT, type DocJson, type RouteEntry, type SearchSource } from '../schema.js';
import { hashOf } from './hash.js';

/** What the assembly has produced so far; each step adds to it, in the order of the site. */
export interface SiteOutput {
  /** Output-relative path -> file contents. */
  readonly files: Map<string, string | Buffer>;
  readonly docs: DocJson[];
  readonly routes: RouteEntry[];
  readonly search: SearchSource[];
  /** Page -> the ids of its elements (null when they are not known): what links may point at. */
  readonly ids: Map<string, ReadonlySet<string> | null>;
  readonly errors: ContentError[];
  readonly warnings: ContentWarning[];
}

/** An empty {@link SiteOutput}. */
export function emptySiteOutput(): SiteOutput {
  return { files: new Map(), docs: [], routes: [], search: [], ids: new Map(), errors: [], warnings: [] };
}

/** A page as its route names it. */
export interface PageRoute {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly sidebar: string | null;
}

/** Adds a page rendered by the doc page component: its JSON file (`text`, when known, is its JSON), its route, and its element ids. */
export function addPage(out: SiteOutput, baseUrl: string, json: DocJson, page: PageRoute, ids: ReadonlySet<string>, text = JSON.stringify(json)): void {
  const fileName = contentFileName(page.id, text);
  out.files.set(fileName, text);
  out.docs.push(json);
  out.routes.push({ path: page.permalink, component: DOC_PAGE_COMPONENT, docId: page.id, data: baseUrl + fileName, title: page.title, sidebar: page.sidebar });
  out.ids.set(page.permalink, ids);
}

/**
 * The output path of a page's JSON: a readable part from its id (at most 100 characters, so deep
 * folders and long names stay a valid file name) and the hash of its text.
 */
function contentFileName(id: string, text: string): string {
  return `assets/content/${id.replace(/[^\w-]+/g, '-').slice(0, 100)}.${hashOf(text)}.json`;
}

/** An `image` frontmatter value as the page's social card URL will be built from it (a path is kept under the base URL). */
export function imageOf(image: string | undefined, baseUrl: string): string | undefined {
  if (image === undefined || /^[a-z][a-z\d+.-]*:/i.test(image) || image.startsWith('//')) return image;
  return image.startsWith(baseUrl) ? image : baseUrl + image.replace(/^\/+/, '');
}
