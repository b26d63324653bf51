/**
 * Links: relative `.md`/`.mdx` links resolve to the target doc's final URL (with the base path);
 * other relative links resolve against the doc's own URL, as the browser would; site-absolute
 * links get the base path checked; external links are marked. Every internal link
 * is recorded with its position for the site-wide broken link and anchor check.
 */
import { dirname, join, normalize } from 'node:path/posix';
import type { Link, Root, Definition } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk.js';
import { docData } from './context.js';

/** What the links plugin needs to know about the site. */
export interface LinkContext {
  /** Path of the doc being processed, relative to the docs folder (`api/instance/launch.mdx`). */
  readonly sourcePath: string;
  /** Docs-folder-relative source path -> permalink. */
  readonly permalinks: ReadonlyMap<string, string>;
  /** Base URL of the site, with leading and trailing slash (`/doc/`). */
  readonly baseUrl: string;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** `%`-escapes decoded; a `%` that starts no valid escape is kept as written. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Resolves one link target; exported for tests. */
export function resolveLink(target: string, context: LinkContext): { url: string; unresolvedFile?: string } {
  if (EXTERNAL.test(target) || target.startsWith('//')) return { url: target };
  const hashIndex = target.indexOf('#');
  const path = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  if (path === '') return { url: hash };
  if (/\.mdx?$/.test(path) && !path.startsWith('/')) {
    const resolved = normalize(join(dirname(context.sourcePath), decoded(path)));
    const permalink = context.permalinks.get(resolved);
    if (!permalink) return { url: target, unresolvedFile: resolved };
    return { url: permalink + hash };
  }
  if (/\.mdx?$/.test(path)) {
    // A file path from the docs folder's root (`/guides/setup.md`), as Docusaurus reads it.
    const permalink = context.permalinks.get(normalize(decoded(path).slice(1)));
    if (permalink) return { url: permalink + hash };
  }
  if (path.startsWith('/')) {
    // Site-absolute: accept both "/doc/docs/x" and "/docs/x".
    const withBase = path.startsWith(context.baseUrl) || `${path}/` === context.baseUrl ? path : context.baseUrl + path.slice(1);
    return { url: withBase + hash };
  }
  // A relative URL (`../install`, not a file): the browser resolves it against the page's own URL,
  // so the check and the client-side router get the path it will load.
  const own = context.permalinks.get(normalize(context.sourcePath));
  if (own) {
    const url = new URL(target, `http://site${own}`);
    return { url: url.pathname + url.search + url.hash };
  }
  return { url: target };
}

export const remarkLinks: Plugin<[LinkContext], Root> = (context) => (tree, file) => {
  const data = docData(file);
  const handle = (node: Link | Definition) => {
    const raw = node.url;
    const { url, unresolvedFile } = resolveLink(raw, context);
    const isExternal = EXTERNAL.test(url) || url.startsWith('//');
    if (isExternal) {
      if (node.type === 'link') {
        node.data = {
          ...node.data,
          hProperties: { ...node.data?.hProperties, target: '_blank', rel: ['noopener', 'noreferrer'], dataExternal: true },
        };
      }
      return;
    }
    node.url = url;
    const start = node.position?.start;
    data.links.push({
      url,
      raw,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(unresolvedFile ? { unresolvedFile } : {}),
    });
  };
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') handle(node as Link | Definition);
  });
};
