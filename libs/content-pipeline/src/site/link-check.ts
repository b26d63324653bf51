/**
 * Site-wide link check, pure: every internal link must reach a route, and its `#anchor` a real
 * heading or element id of the target doc. Broken links are build errors, so none reaches a reader.
 */
import { ContentError } from '../errors.js';
import type { FoundLink } from '../plugins/context.js';

export interface LinkCheckInput {
  /** Source file label -> links found in it. */
  readonly links: ReadonlyMap<string, readonly FoundLink[]>;
  /** Route path -> ids available on that page (empty set for pages without known ids). */
  readonly targets: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** Path prefixes that are static files, not routes (`/doc/assets/`). */
  readonly staticPrefixes: readonly string[];
  /** Whether a path (with the base URL) is a file of the site's static folders. Default: none is. */
  readonly isStaticFile?: (path: string) => boolean;
  /** File label -> its own route (for `#anchor`-only links). */
  readonly ownRoute: ReadonlyMap<string, string>;
}

function splitUrl(url: string): { path: string; hash: string } {
  const noQuery = url.replace(/\?[^#]*/, '');
  const i = noQuery.indexOf('#');
  if (i === -1) return { path: noQuery, hash: '' };
  const hash = noQuery.slice(i + 1);
  try {
    return { path: noQuery.slice(0, i), hash: decodeURIComponent(hash) };
  } catch {
    // Not a valid %-escape: compared as written (and reported as a broken anchor if no id matches).
    return { path: noQuery.slice(0, i), hash };
  }
}

/** Returns one error per broken link or anchor, positioned at the link. */
export function checkLinks(input: LinkCheckInput): ContentError[] {
  const errors: ContentError[] = [];
  for (const [file, links] of input.links) {
    for (const link of links) {
      const position = { line: link.line, column: link.column };
      // A link written in a partial is reported there, naming the doc that includes it.
      const at = link.partial?.file ?? file;
      const via = link.partial ? ` (in a partial included at ${link.partial.includedAt})` : '';
      if (link.unresolvedFile) {
        errors.push(new ContentError(at, position, `broken link: there is no doc "${link.unresolvedFile}"${via}`, 'Fix the relative path to the .md/.mdx file.', link.raw));
        continue;
      }
      const { path, hash } = splitUrl(link.url);
      const route = path === '' ? input.ownRoute.get(file) : path;
      if (route === undefined) continue;
      if (input.staticPrefixes.some((p) => route.startsWith(p)) || input.isStaticFile?.(route)) continue;
      let ids = input.targets.get(route);
      if (ids === undefined) {
        // Accept the other trailing-slash form; the router redirects it to the real route.
        const alt = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
        ids = input.targets.get(alt);
        if (ids === undefined) {
          errors.push(new ContentError(at, position, `broken link: no page at ${route}${via}`, 'Link to an existing page (relative links to .md/.mdx files are safest).', link.raw));
          continue;
        }
      }
      if (hash && ids !== null && !ids.has(hash)) {
        errors.push(new ContentError(at, position, `broken anchor: ${route} has no heading or element with id "${hash}"${via}`, 'Use the id shown by the heading\'s # link.', link.raw));
      }
    }
  }
  return errors;
}
