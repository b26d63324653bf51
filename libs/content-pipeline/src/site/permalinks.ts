/** Pure helpers that turn source paths into doc ids and permalinks. */

/** Dates (`2024-01-31-release`) and versions (`1.2-notes`) start with digits too, but are names. */
const NOT_A_PREFIX = /^(?:(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?|\d+[-_.]\d+)/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(.+)$/;

/**
 * A file or folder name split into its ordering number and the name itself: `01-intro` ->
 * `{ name: 'intro', position: 1 }`. The number orders the sidebar; the name makes the id and URL.
 */
export function parseNumberPrefix(segment: string): { readonly name: string; readonly position?: number } {
  if (NOT_A_PREFIX.test(segment)) return { name: segment };
  const match = NUMBER_PREFIX.exec(segment);
  return match ? { name: match[2] ?? segment, position: Number.parseInt(match[1] ?? '', 10) } : { name: segment };
}

/** Strips a number prefix used only for ordering (`01-intro` -> `intro`). */
export function stripNumberPrefix(segment: string): string {
  return parseNumberPrefix(segment).name;
}

/** How a doc's own settings change its id: `id` frontmatter, and `parse_number_prefixes: false`. */
export interface DocIdOptions {
  /** Replaces the file's own name in the id (the folders stay). */
  readonly id?: string | undefined;
  /** False keeps the file name's number prefix (folders are still stripped). Default true. */
  readonly parseNumberPrefixes?: boolean | undefined;
}

/**
 * `api/instance/launch.mdx` -> `api/instance/launch`; `quickstart/index.md` -> `quickstart/index`;
 * `01-guides/02-setup.md` -> `guides/setup`; with `id: install` -> `guides/install`.
 */
export function docIdFromPath(sourcePath: string, options: DocIdOptions = {}): string {
  const segments = sourcePath.replace(/\.mdx?$/, '').split('/');
  const file = segments.pop() ?? '';
  const name = options.id ?? (options.parseNumberPrefixes === false ? file : stripNumberPrefix(file));
  return [...segments.map(stripNumberPrefix), name].join('/');
}

/** True for `index`, `README` or a file named like its folder (`guides/guides.md`): the doc a category links to. */
export function isIndexDoc(sourcePath: string): boolean {
  const parts = docIdFromPath(sourcePath).split('/');
  const name = parts.at(-1)?.toLowerCase() ?? '';
  const folder = parts.at(-2)?.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder);
}

/** Options for {@link permalinkFor}. */
export interface PermalinkOptions {
  /** Site base URL with slashes on both ends (`/doc/`). */
  readonly baseUrl: string;
  /** URL segment of the docs (`docs`). */
  readonly routeBasePath: string;
}

/**
 * Longest part of a URL path between slashes, in bytes of UTF-8. Each part is a folder name in the
 * output (`docs/<part>/index.html`), and file systems allow 255 bytes in a name; the rest is room
 * for the names the build derives from it.
 */
export const MAX_SEGMENT_BYTES = 200;
/** Longest slug, in bytes: the output path of its page must stay well under the 4,096 bytes of a path. */
export const MAX_SLUG_BYTES = 1_000;

/**
 * Why `path` (a `slug`, or a file or folder name that becomes part of a URL) cannot be used, or
 * undefined when it can. A page's URL is also where its file is written, so `.` and `..`
 * segments (plain or %-encoded) could write outside the output folder or over another page;
 * encoded slashes and backslashes make a page no typed URL reaches; `?` and `#` end the path;
 * a part of more than {@link MAX_SEGMENT_BYTES} bytes (or a path of more than {@link MAX_SLUG_BYTES})
 * is a name no file system takes.
 */
export function slugProblem(path: string): string | undefined {
  if (path.trim() === '') return 'is empty';
  const bytes = Buffer.byteLength(path);
  if (bytes > MAX_SLUG_BYTES) return `is ${bytes.toLocaleString('en')} bytes long (the limit is ${MAX_SLUG_BYTES.toLocaleString('en')})`;
  const longest = Math.max(...path.split('/').map((part) => Buffer.byteLength(part)));
  if (longest > MAX_SEGMENT_BYTES) return `has a part of ${longest} bytes between slashes (the limit is ${MAX_SEGMENT_BYTES}: each part is a folder name of the built site)`;
  if (hasControlCharacter(path)) return 'contains a control character';
  if (path.includes('\\')) return 'contains a backslash';
  if (/%(?:2f|5c)/i.test(path)) return 'contains an encoded slash (%2F or %5C)';
  if (/[?#]/.test(path)) return 'contains "?" or "#", which end the path of a URL';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'contains a "%" that is not a valid %-escape';
  }
  if (hasControlCharacter(decoded)) return 'contains an encoded control character';
  const segments = decoded.trim().split('/');
  if (segments.includes('..')) return 'contains a ".." segment';
  if (segments.includes('.')) return 'contains a "." segment';
  return undefined;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A route with its trailing slashes removed: `/x/` and `/x` are one page (the router redirects one to the other). */
export function routeKey(permalink: string): string {
  return permalink.replace(/\/+$/, '') || '/';
}

/**
 * The doc's URL (`routeBasePath` `/` or `''` puts the docs at the base URL). Index docs get their folder's trailing-slash URL
 * (`quickstart/index.md` -> `/doc/docs/quickstart/`); frontmatter `slug` overrides, relative to the
 * folder unless it starts with `/`. Repeated slashes are collapsed. The slug must have passed
 * {@link slugProblem}.
 */
export function permalinkFor(sourcePath: string, slug: string | undefined, options: PermalinkOptions, idOptions: DocIdOptions = {}): string {
  const routeBase = options.routeBasePath.replace(/^\/+|\/+$/g, '');
  const root = `${options.baseUrl}${routeBase ? `${routeBase}/` : ''}`;
  const id = docIdFromPath(sourcePath, idOptions);
  const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  let path: string;
  if (slug !== undefined) {
    const clean = slug.trim();
    path = clean.startsWith('/') ? root + clean.slice(1) : root + (folder ? `${folder}/` : '') + clean;
  } else if (isIndexDoc(sourcePath)) path = root + (folder ? `${folder}/` : '');
  else path = root + id;
  return path.replace(/\/{2,}/g, '/');
}

/** Makes a label out of a file or folder name (`data-transfer` -> `Data transfer`). */
export function humanize(name: string): string {
  const words = stripNumberPrefix(name).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
