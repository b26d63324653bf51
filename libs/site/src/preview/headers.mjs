/**
 * What the preview server's responses say about a file, apart from the file itself: its content
 * type, how long it may be cached, the Content-Security-Policy of the site and of an SVG, the
 * security headers every response carries, and which precompressed codings a client takes.
 * tools/nginx/hpcdocs.conf says the same in nginx's terms.
 */
import { createHash } from 'node:crypto';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Paths (relative to the site folder) whose name carries the build's content hash, so a changed
 * file always gets a new name and the old one may be cached for ever. Each alternative is one way
 * the build names files, with the hash's alphabet, length and position:
 * - Vite bundles and their assets, straight in assets/: `name-[8 base64url].ext` (the hash may
 *   itself contain `-` or `_`, as in `engine-C-iyfKNv.js`);
 * - content pipeline JSON and code CSS in assets/content/: `name.[8 base64url, - and _ as x].ext`;
 * - search index files in assets/search/: `name.[12 hex].json`;
 * - doc images copied to assets/img/: `name.[8 base64url].ext`.
 * A word of the same length (`company-homepage.svg`, `my-longword-filename.png`) must not pass
 * for a hash, so a hash must contain a digit or an upper-case letter (hex: a digit), which a real
 * one lacks only about once in a thousand files (it is then merely revalidated, never stale).
 * tools/nginx/hpcdocs.conf carries the same expression.
 */
export const HASHED_ASSET =
  /^assets\/(?:[^/]+-(?=[A-Za-z0-9_-]{0,7}[0-9A-Z])[A-Za-z0-9_-]{8}\.(?:js|mjs|css|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm|json)(?:\.map)?|content\/[^/]+\.(?=[A-Za-z0-9]{0,7}[0-9A-Z])[A-Za-z0-9]{8}\.(?:json|css)|search\/[^/]+\.(?=[0-9a-f]{0,11}[0-9])[0-9a-f]{12}\.json|img\/[^/]+\.(?=[A-Za-z0-9_-]{0,7}[0-9A-Z])[A-Za-z0-9_-]{8}\.(?:png|jpe?g|gif|webp|avif|svg))$/;

/** Whether a file (path relative to the site folder, `/`-separated) may be cached immutably. */
export function isHashedAsset(path) {
  return HASHED_ASSET.test(path);
}

/**
 * The record the build writes into the site folder: the sha256 sources of every inline script the
 * build itself wrote into its pages, and the origins of the config's scripts and stylesheets from
 * other sites (see build/prerender.ts and build/head-tags.ts). The server reads it and never serves it.
 */
export const INLINE_SCRIPTS_FILE = '.hpcdocs-inline-scripts.json';

/**
 * The site's redirects as nginx rules, written by the build into the site folder for the production
 * config to include (see build/nginx-redirects.ts and tools/nginx/hpcdocs.conf). Never served.
 */
export const NGINX_REDIRECTS_FILE = '.hpcdocs-redirects.conf';

export const NO_ORIGINS = { script: [], style: [] };

/** The origins of a record that are origins (`https://host[:port]`): nothing else reaches the policy. */
export function originsOf(list) {
  return Array.isArray(list) ? list.filter((origin) => typeof origin === 'string' && /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin)) : [];
}

/**
 * The site's Content-Security-Policy, given the sha256 sources of the page's inline scripts.
 * Scripts come from the site itself plus exactly the inline scripts of the page that the build
 * wrote (the base-URL banner, the colour-mode script, a redirect page's `location.replace`); the
 * JSON boot block is data, not script.
 * Styles allow inline because the prerendered markup uses style attributes (visually hidden text,
 * code line numbers). Images may come from any https origin, since docs may link images elsewhere;
 * so may frames, since docs embed videos and demos (the pipeline keeps only https iframes, sandboxed).
 */
export function sitePolicy(scriptHashes = [], origins = { script: [], style: [] }) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...origins.script, ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...origins.style].join(' '),
    "img-src 'self' data: https:",
    "frame-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** An SVG opened on its own is a document that could run script: it gets no script, no origin. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'";

/** Headers every response carries, whatever its status. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

/**
 * The sha256 CSP sources of the inline scripts an HTML document runs. Script elements with a
 * `src`, or with a type that is not JavaScript (JSON data blocks), run nothing inline and are
 * skipped. Browsers hash the script text after HTML's newline normalisation (CRLF and CR to LF).
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type)) continue;
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The codings an `Accept-Encoding` header allows, in the order the server prefers them (br, then
 * gzip). A coding is acceptable when listed with q > 0, or covered by `*` with q > 0 and not
 * listed itself; `br;q=0` or `gzip;q=0` refuse it. No header means the plain file.
 */
export function acceptedEncodings(header) {
  if (typeof header !== 'string' || header.trim() === '') return [];
  const weights = new Map();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = token.toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((piece) => piece.trim());
      if (key.toLowerCase() === 'q') q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ['br', 'gzip'].filter((name) => weight(name) > 0);
}
