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
  readonly socials?: Readonly<Record<string, unknown>>;
}

/** Where a handle leads on each platform Docusaurus knows (authors.yml `socials: { github: 'ada' }`). */
const SOCIAL_URLS: Readonly<Record<string, (handle: string) => string>> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (address) => `mailto:${address}`,
};

/**
 * An author's `socials` as links: a full URL as it is, a handle (or a Stack Overflow id, which YAML
 * reads as a number) made the platform's URL; a handle of a platform without one, or with a slash
 * in it, is left out with a warning.
 */
function socialLinks(socials: AuthorEntry['socials'], warn: (message: string) => void): { platform: string; url: string }[] {
  return Object.entries(socials ?? {}).flatMap(([platform, raw]) => {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || value === '') return [];
    if (/^https?:\/\//.test(value)) return [{ platform, url: value }];
    const toUrl = SOCIAL_URLS[platform.toLowerCase()];
    if (!toUrl || value.includes('/')) {
      warn(`socials.${platform}: "${value}" is neither a full http(s) URL nor a handle of a platform hpcdocs knows (${Object.keys(SOCIAL_URLS).join(', ')}); it is left out.`);
      return [];
    }
    return [{ platform: platform.toLowerCase(), url: toUrl(value) }];
  });
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
function authorOf(entry: AuthorEntry | null | undefined, pages?: string, warn: (message: string) => void = () => undefined): BlogAuthorInfo | undefined {
  if (!entry || typeof entry.name !== 'string') return undefined;
  const socials = socialLinks(entry.socials, (message) => warn(`The author "${entry.key ?? entry.name}": ${message}`));
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
    ...(socials.length > 0 ? { socials } : {}),
  };
}

/**
 * The authors file (the first of `files` there is), as key -> author; its problems go to `errors`,
 * what it leaves out to `warn`.
 * `pages`: the URL under which authors with `page` get theirs (`/blog/authors`).
 */
export function readAuthors(files: readonly string[], pages: string, errors: ContentError[], warn: (file: string, message: string) => void = () => undefined): AuthorsMap {
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
    const author = authorOf({ ...(entry as AuthorEntry), key }, pages, (message) => warn(label, message));
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
    const author = authorOf(entry as AuthorEntry, undefined, warn);
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
