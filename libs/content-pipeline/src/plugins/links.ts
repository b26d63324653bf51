/**
 * Links: relative `.md`/`.mdx` links resolve to the target doc's final URL (with the base path);
 * other relative links resolve against the doc's own URL, as the browser would; site-absolute
 * links get the base path checked; external links are marked. Every internal link
 * is recorded with its position for the site-wide broken link and anchor check.
 *
 * Two kinds are handled apart, as Docusaurus does: `pathname:///files/a.pdf` is a plain link to
 * that path (base URL added), which the browser loads itself (no client-side routing) and the
 * link check skips; and a link with a scheme the sanitizer would not keep (`javascript:`,
 * `data:`, `file:`, an app's own) is taken out, its text kept, with a warning.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path/posix';
import { resolve as resolvePath } from 'node:path';
import type { Link, Root, Definition, Parent, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { docData, originOf, warn } from './context.js';
import { publishImage, type ImageOptions } from './images.js';

/** What the links plugin needs to know about the site. */
export interface LinkContext {
  /** Path of the doc being processed, relative to the docs folder (`api/instance/launch.mdx`). */
  readonly sourcePath: string;
  /**
   * Docs-folder-relative source path -> permalink; also `@site/` and the path from the site's
   * folder (`@site/docs/setup.md`), for links written from there.
   */
  readonly permalinks: ReadonlyMap<string, string>;
  /** Base URL of the site, with leading and trailing slash (`/doc/`). */
  readonly baseUrl: string;
  /**
   * What a relative URL link (not a file link) is resolved against, as under Docusaurus'
   * `trailingSlash`: `false` the page's URL without a trailing slash (an index doc's `./b` is its
   * sibling), `true` its URL with one (`./b` is below every page); unset, the URL the page is
   * served at (an index doc's ends with a slash, as a Docusaurus site serves it when unset).
   */
  readonly trailingSlash?: boolean;
}

/** The URL a doc's relative URL links resolve against (see `LinkContext.trailingSlash`). */
function resolvedFrom(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return permalink;
  const bare = permalink.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare || '/';
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
/** The schemes a link may keep (the sanitizer's list for `href`). */
const KEPT_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const PATHNAME = 'pathname://';

/** The scheme of a URL as a browser reads it (it skips whitespace and control characters), lower case. */
function schemeOf(url: string): string | undefined {
  const compact = [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
}

/** `pathname:///x` -> `/x` under the base URL (kept as written when it is relative). */
function pathnameTarget(url: string, baseUrl: string): string {
  const path = url.slice(PATHNAME.length);
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return path.startsWith(baseUrl) ? path : baseUrl + path.slice(1);
}

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
  if (/\.mdx?$/.test(path) && path.startsWith('@site/')) {
    const permalink = context.permalinks.get(`@site/${normalize(decoded(path).slice('@site/'.length))}`);
    return permalink ? { url: permalink + hash } : { url: target, unresolvedFile: path };
  }
  if (/\.mdx?$/.test(path) && !path.startsWith('/')) {
    const resolved = normalize(join(dirname(context.sourcePath), decoded(path)));
    // Beside the doc first; unless written `./` or `../`, from the docs folder's root, then from
    // the site's folder, as Docusaurus looks for it.
    const bare = !path.startsWith('./') && !path.startsWith('../');
    const permalink = context.permalinks.get(resolved) ?? (bare ? (context.permalinks.get(normalize(decoded(path))) ?? context.permalinks.get(`@site/${normalize(decoded(path))}`)) : undefined);
    if (!permalink) return { url: target, unresolvedFile: resolved };
    return { url: permalink + hash };
  }
  if (/\.mdx?$/.test(path)) {
    // A file path from the docs folder's root (`/guides/setup.md`), else from the site's folder
    // (`/docs/guides/setup.md`), as Docusaurus reads it.
    const fromRoot = normalize(decoded(path).slice(1));
    const permalink = context.permalinks.get(fromRoot) ?? context.permalinks.get(`@site/${fromRoot}`);
    if (permalink) return { url: permalink + hash };
  }
  if (path.startsWith('/')) {
    // Site-absolute: accept both "/doc/docs/x" and "/docs/x".
    const withBase = path.startsWith(context.baseUrl) || `${path}/` === context.baseUrl ? path : context.baseUrl + path.slice(1);
    return { url: withBase + hash };
  }
  // A relative URL (`../install`, not a file): resolved here against the page's own URL, as the
  // browser would, so the check and the client-side router get the path it will load.
  const own = context.permalinks.get(normalize(context.sourcePath));
  if (own) {
    const url = new URL(target, `http://site${resolvedFrom(own, context.trailingSlash)}`);
    return { url: url.pathname + url.search + url.hash };
  }
  return { url: target };
}

/**
 * Whether a relative link names a file beside the doc that is not a doc (`./report.pdf`,
 * `./screenshot.png`): Docusaurus publishes such a file and links to the copy.
 */
function localFile(raw: string, docDir: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/') || raw.startsWith('#')) return false;
  const path = raw.split(/[?#]/)[0] ?? '';
  if (!/\.[a-z0-9]+$/i.test(path) || /\.mdx?$/i.test(path)) return false;
  let absolute: string;
  try {
    absolute = resolvePath(docDir, decodeURI(path));
  } catch {
    return false;
  }
  return existsSync(absolute) && statSync(absolute).isFile();
}

/** The links plugin: `files`, the image options, to publish the files links lead to (see localFile). */
export const remarkLinks: Plugin<[LinkContext & { readonly files?: ImageOptions }], Root> = (options) => (tree, file) => {
  const data = docData(file);
  const context: LinkContext = { ...options, sourcePath: file.data.hpcFile?.sourcePath ?? options.sourcePath };
  const docDir = file.data.hpcFile?.docDir ?? options.files?.docDir;
  // Definitions taken out: their references go too (they may come before the definition).
  const removed = new Set<string>();
  /** Handles one link; returns false when the link is to be taken out (its text stays). */
  const handle = (node: Link | Definition): boolean => {
    const raw = node.url;
    if (raw.startsWith(PATHNAME)) {
      node.url = pathnameTarget(raw, context.baseUrl);
      if (node.type === 'link') node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataPathname: true } };
      return true;
    }
    const scheme = schemeOf(raw);
    if (scheme !== undefined && !KEPT_SCHEMES.has(scheme)) {
      warn(file, node, `The link to "${raw.slice(0, 60)}" is removed (its text stays): a ${scheme}: URL is not kept.`);
      if (node.type === 'definition') removed.add(node.identifier);
      node.url = '';
      return node.type === 'definition';
    }
    if (options.files && docDir && localFile(raw, docDir)) {
      // Published as images are (checked to be inside the content folder, hashed, copied); not a
      // page, so not in the link check.
      const path = raw.split(/[?#]/)[0] ?? raw;
      const published = publishImage(path, node, file, { ...options.files, docDir }, { sized: false });
      // The query or fragment stays (`report.pdf#page=2`).
      if (published) node.url = published.publicUrl + raw.slice(path.length);
      return true;
    }
    const { url, unresolvedFile } = resolveLink(raw, context);
    const isExternal = EXTERNAL.test(url) || url.startsWith('//');
    if (isExternal) {
      if (node.type === 'link') {
        node.data = {
          ...node.data,
          hProperties: { ...node.data?.hProperties, target: '_blank', rel: ['noopener', 'noreferrer'], dataExternal: true },
        };
      }
      return true;
    }
    node.url = url;
    const start = node.position?.start;
    const origin = originOf(node);
    data.links.push({
      url,
      raw,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(unresolvedFile ? { unresolvedFile } : {}),
      ...(origin ? { partial: { file: origin.file, includedAt: origin.includedAt } } : {}),
    });
    return true;
  };
  // Links taken out are replaced by their children, so the walks keep their own index.
  const unwrap = (parent: Parent, takeOut: (node: RootContent) => boolean) => {
    for (let i = 0; i < parent.children.length; i += 1) {
      const node = parent.children[i] as RootContent;
      if (takeOut(node)) {
        const children = (node as Link).children;
        parent.children.splice(i, 1, ...children);
        i += children.length - 1;
        continue;
      }
      if ('children' in node) unwrap(node, takeOut);
    }
  };
  unwrap(tree, (node) => (node.type === 'link' || node.type === 'definition') && !handle(node));
  if (removed.size > 0) unwrap(tree, (node) => node.type === 'linkReference' && removed.has(node.identifier));
};
