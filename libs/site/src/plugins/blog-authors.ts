/**
 * The blog's authors, as Docusaurus' blog has them: `authors.yml` (in the translated blog folder
 * first, as Docusaurus reads it) maps keys to authors; a post names authors by key or writes them
 * out. With an authors file the blog has a list of its authors (`/blog/authors`), and an author
 * with `page: true` (or `page: { permalink }`) a page of their posts, where their name leads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ContentError } from '@hpcdocs/content-pipeline';
import type { DocJson, FrontMatterAuthor } from '@hpcdocs/content-pipeline/schema';
import type { BlogAuthorInfo, BlogAuthorsProps } from '@hpcdocs/theme/blog';

/** An author of the authors file: the theme's facts, and the key posts name them by. */
export interface KeyedAuthor extends BlogAuthorInfo {
  readonly key: string;
}

export type AuthorsMap = ReadonlyMap<string, KeyedAuthor>;

/** An author entry of the file or of a post, as written (Docusaurus' keys). */
interface AuthorEntry extends FrontMatterAuthor {
  readonly email?: string;
  readonly description?: string;
  readonly page?: boolean | { readonly permalink?: string };
}

/** `lodash.kebabCase` as Docusaurus slugs an author's key: words split at case changes and punctuation. */
function kebab(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

/** The author's facts as the theme shows them; none without a name. `pages` is where author pages go. */
function authorOf(entry: AuthorEntry | null | undefined, pages?: string): BlogAuthorInfo | undefined {
  if (!entry || typeof entry.name !== 'string') return undefined;
  const imageUrl = entry.image_url ?? entry.imageURL;
  const slug = entry.page === true && entry.key ? kebab(entry.key) : typeof entry.page === 'object' ? entry.page.permalink?.replace(/^\/+|\/+$/g, '') : undefined;
  return {
    name: entry.name,
    ...(entry.title ? { title: entry.title } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    ...(typeof entry.email === 'string' ? { email: entry.email } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
    ...(slug && pages ? { page: `${pages}/${slug}` } : {}),
  };
}

/**
 * The authors file (the first of `files` there is), as key -> author; its problems go to `errors`.
 * `pages`: the URL under which authors with `page` get theirs (`/blog/authors`).
 */
export function readAuthors(files: readonly string[], pages: string, errors: ContentError[]): AuthorsMap {
  const file = files.find((candidate) => existsSync(candidate));
  if (!file) return new Map();
  const label = relative(process.cwd(), file) || file;
  let value: unknown;
  try {
    value = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(new ContentError(label, { line: 1, column: 1 }, `The authors file is not YAML: ${(error as Error).message}`, 'Write each author as a key with name, title, url and image_url.'));
    return new Map();
  }
  const authors = new Map<string, KeyedAuthor>();
  const permalinks = new Map<string, string>();
  for (const [key, entry] of Object.entries(typeof value === 'object' && value !== null ? value : {})) {
    const author = authorOf({ ...(entry as AuthorEntry), key }, pages);
    if (!author) {
      errors.push(new ContentError(label, { line: 1, column: 1 }, `The author "${key}" has no name.`, 'Give each author a name.'));
      continue;
    }
    const other = author.page ? permalinks.get(author.page) : undefined;
    if (author.page && other !== undefined) {
      errors.push(new ContentError(label, { line: 1, column: 1 }, `The authors "${other}" and "${key}" have the same page, ${author.page}.`, 'Give one of them another page permalink.'));
      continue;
    }
    if (author.page) permalinks.set(author.page, key);
    authors.set(key, { ...author, key });
  }
  return authors;
}

/** The authors file's candidates for a blog: its translation's first, then the blog folder's. */
export function authorsFiles(docsDir: string, translatedDir: string | undefined, authorsMapPath: string): string[] {
  return [...(translatedDir ? [join(translatedDir, authorsMapPath)] : []), join(docsDir, authorsMapPath)];
}

/** A post's authors: keys looked up in the authors file (an unknown key is a warning), written-out ones as they are. */
export function postAuthors(doc: DocJson, authors: AuthorsMap, warn: (message: string) => void): BlogAuthorInfo[] {
  const written = doc.authors === undefined ? [] : Array.isArray(doc.authors) ? doc.authors : [doc.authors];
  return written.flatMap((entry: string | FrontMatterAuthor) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    if (key !== undefined) {
      const found = authors.get(key);
      if (!found) warn(`The author "${key}" is not in the authors file; the post does not name them.`);
      return found ? [found] : [];
    }
    const author = authorOf(entry as AuthorEntry);
    return author ? [author] : [];
  });
}

/** The list of authors' data: every author of the file, in its order, with how many of `posts` name them. */
export function authorsList(authors: AuthorsMap, posts: readonly { readonly authors: readonly BlogAuthorInfo[] }[]): BlogAuthorsProps {
  return {
    // A post names an author of the file by the file's own object (postAuthors).
    authors: [...authors.values()].map((author) => ({ ...author, count: posts.filter((post) => post.authors.includes(author)).length })),
  };
}
