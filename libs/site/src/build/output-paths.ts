/**
 * Every file of a build must land inside the output folder, where it was meant to, under a name a
 * file system takes. The pipeline refuses slugs and names that could escape or run too long; this
 * catches anything that slips through (a plugin's own files and pages too), before writing.
 */
import { outputPathFor } from '@hpcdocs/router/server';
import type { LoadedSite } from '../plugins/lifecycle.js';
import { isPlainRelativePath } from './output-folder.js';

/** The longest name a page's folder may have: file systems take 255 bytes, less room for a `.gz` copy's suffix. */
export const MAX_NAME_BYTES = 250;

/** What keeps the site's files from being written where they belong; empty when nothing does. */
export function outputPathProblems(site: Pick<LoadedSite, 'files' | 'routes'>, baseUrl: string): string[] {
  const pages = site.routes.filter((route) => route.to === undefined);
  const escaping = [...site.files.keys(), ...pages.map((route) => outputPathFor(route.path, baseUrl))].filter((path) => !isPlainRelativePath(path));
  if (escaping.length > 0) return [`These files would be written outside their place in the output folder: ${escaping.map((path) => JSON.stringify(path)).join(', ')}.`];
  const tooLong = site.routes.filter((route) => outputPathFor(route.path, baseUrl).split('/').some((part) => Buffer.byteLength(part) > MAX_NAME_BYTES));
  return tooLong.map((route) => `${route.docId ? `doc "${route.docId}"` : 'a page'}: its URL ${JSON.stringify(route.path.slice(0, 80))}... has a part longer than a file name may be (${MAX_NAME_BYTES} bytes): give it a shorter slug.`);
}
