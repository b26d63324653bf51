/** Pure URL helpers for a site served under a base URL (the docs site's is `/doc/`). */

/** Ensures a base URL has a slash on both ends (`doc` -> `/doc/`). */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * The clean form of a pathname: `/x/index.html` -> `/x/`, `/x.html` -> `/x`, repeated slashes
 * collapsed, `.` and `..` segments resolved without ever climbing above `/`.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  const segments: string[] = [];
  const parts = path.split('/');
  parts.forEach((part, i) => {
    if (part === '.' ) {
      if (i === parts.length - 1) segments.push('');
      return;
    }
    if (part === '..') {
      if (segments.length > 1) segments.pop();
      if (i === parts.length - 1) segments.push('');
      return;
    }
    segments.push(part);
  });
  path = segments.join('/') || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length) || '/';
  return path;
}

/** True when `pathname` is the base URL itself or lies under it. */
export function isUnderBase(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || `${pathname}/` === baseUrl;
}

/** Prefixes a site path with the base URL (`docs/x` -> `/doc/docs/x`). Absolute URLs pass through. */
export function withBase(path: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  if (path.startsWith(baseUrl)) return path;
  return baseUrl + path.replace(/^\/+/, '');
}

/** Splits `path?query#hash`. */
export function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

/** Decodes a `#hash` into an element id (`#a%20b` -> `a b`); undecodable input stays as written. */
export function hashToId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
