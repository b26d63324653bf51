/** Pure helpers that turn source paths into doc ids and permalinks. */

/** Strips a number prefix used only for ordering (`01-intro` -> `intro`). */
export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(/^\d+[-_.]+(?=.)/, '');
  return stripped === '' ? segment : stripped;
}

/** `api/instance/launch.mdx` -> `api/instance/launch`; `quickstart/index.md` -> `quickstart/index`. */
export function docIdFromPath(sourcePath: string): string {
  return sourcePath
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(stripNumberPrefix)
    .join('/');
}

/** True for `index`, `README` or a file named like its folder (`guides/guides.md`). */
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
 * Why `path` (a `slug`, or a file or folder name that becomes part of a URL) cannot be used, or
 * undefined when it can. A page's URL is also where its file is written, so `.` and `..`
 * segments (plain or %-encoded) could write outside the output folder or over another page;
 * encoded slashes and backslashes make a page no typed URL reaches; `?` and `#` end the path.
 */
export function slugProblem(path: string): string | undefined {
  if (path.trim() === '') return 'is empty';
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
 * The doc's URL. Index docs get their folder's trailing-slash URL
 * (`quickstart/index.md` -> `/doc/docs/quickstart/`); frontmatter `slug` overrides, relative to the
 * folder unless it starts with `/`. Repeated slashes are collapsed. The slug must have passed
 * {@link slugProblem}.
 */
export function permalinkFor(sourcePath: string, slug: string | undefined, options: PermalinkOptions): string {
  const root = `${options.baseUrl}${options.routeBasePath ? `${options.routeBasePath}/` : ''}`;
  const id = docIdFromPath(sourcePath);
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
