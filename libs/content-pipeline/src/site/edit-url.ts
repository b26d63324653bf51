/**
 * A page's "Edit this page" link: `custom_edit_url` frontmatter (checked where it is written), else
 * the site's `editUrl` function. Either must give an `http:` or `https:` URL or a path on the site:
 * anything else (`javascript:`, `data:`) would run or show content of its own when a reader
 * follows the link.
 */
import { ContentError } from '../errors.js';
import type { FrontMatter } from '../schema.js';

/** Whether `url` may be an edit link: an `http(s):` URL, or a path on the site (`/...`). */
export function isEditUrl(url: string): boolean {
  if (url.startsWith('/')) return true;
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The edit link of a doc (`sourcePath` in the docs folder), or undefined for none; an error at the
 * doc (named `label`) when the site's function gives a URL that cannot be one.
 */
export function editUrlOf(fm: FrontMatter, sourcePath: string, label: string, siteEditUrl: ((docPath: string) => string | undefined) | undefined, errors: ContentError[]): string | undefined {
  if (fm.custom_edit_url === null) return undefined;
  if (fm.custom_edit_url !== undefined) return fm.custom_edit_url;
  const url = siteEditUrl?.(sourcePath);
  if (url === undefined || isEditUrl(url)) return url;
  errors.push(new ContentError(label, { line: 1, column: 1 }, `The site's editUrl gives ${JSON.stringify(url)} for this doc, which is not an http(s) URL or a path on the site.`, 'Make docs.editUrl return https:// addresses (or undefined for no edit link).'));
  return undefined;
}
