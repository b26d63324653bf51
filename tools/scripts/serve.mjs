#!/usr/bin/env node
/**
 * Static preview server for the built site (what `npm start` runs; the browser tests, benchmarks
 * and Lighthouse start it through `startPreviewServer()`). tools/nginx/hpcdocs.conf is the
 * production counterpart and answers the same way; tools/test/serve.test.ts runs one contract
 * against both.
 * - serves dist/apps/docs under the base path /doc/ (a route /doc/x is dist/.../x/index.html);
 * - redirects /x.html and /x/index.html to the clean path (Location percent-encoded), / to /doc/;
 * - sends precompressed .br or .gz files to clients that accept them (q-values honoured);
 * - ETag and Last-Modified with 304s, single byte ranges (206, 416);
 * - refuses path traversal (also encoded) and any file whose real path, symlinks resolved, lies
 *   outside the site folder;
 * - only names carrying the build's content hash are cached immutably; everything else revalidates;
 * - unknown paths get 404.html with status 404;
 * - every response carries the security headers (CSP, frame-ancestors, Referrer-Policy, nosniff);
 *   SVG files get a sandboxing CSP of their own;
 * - a request never takes the server down: aborted downloads release their file, a file that
 *   vanishes mid-request is a 404, running out of file descriptors is a 503.
 *
 *   node tools/scripts/serve.mjs [--port 4173] [--dir dist/apps/docs] [--base /doc/] [--host 127.0.0.1]
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';

const TYPES = {
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Paths (relative to the site folder) whose name carries the build's content hash, so a changed
 * file always gets a new name and the old one may be cached for ever. Each alternative is one way
 * the build names files, with the hash's alphabet, length and position:
 * - Vite bundles and their assets, straight in assets/: `name-[8 base64url].ext` (the hash may
 *   itself contain `-` or `_`, as in `engine-C-iyfKNv.js`);
 * - content pipeline JSON and code CSS in assets/content/: `name.[8 base64url, - and _ as x].ext`;
 * - search index files in assets/search/: `name.[10 hex].json`;
 * - doc images copied to assets/img/: `name.[8 base64url].ext`.
 * A word of the same length (`company-homepage.svg`, `my-longword-filename.png`) must not pass
 * for a hash, so a hash must contain a digit or an upper-case letter (hex: a digit), which a real
 * one lacks only about once in a thousand files (it is then merely revalidated, never stale).
 * tools/nginx/hpcdocs.conf carries the same expression.
 */
export const HASHED_ASSET =
  /^assets\/(?:[^/]+-(?=[A-Za-z0-9_-]{0,7}[0-9A-Z])[A-Za-z0-9_-]{8}\.(?:js|mjs|css|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|wasm|json)(?:\.map)?|content\/[^/]+\.(?=[A-Za-z0-9]{0,7}[0-9A-Z])[A-Za-z0-9]{8}\.(?:json|css)|search\/[^/]+\.(?=[0-9a-f]{0,9}[0-9])[0-9a-f]{10}\.json|img\/[^/]+\.(?=[A-Za-z0-9_-]{0,7}[0-9A-Z])[A-Za-z0-9_-]{8}\.(?:png|jpe?g|gif|webp|avif|svg))$/;

/** Whether a file (path relative to the site folder, `/`-separated) may be cached immutably. */
export function isHashedAsset(path) {
  return HASHED_ASSET.test(path);
}

/**
 * The site's Content-Security-Policy, given the sha256 sources of the page's inline scripts.
 * Scripts come from the site itself plus exactly the inline scripts the page carries (the
 * base-URL banner, a redirect page's `location.replace`); the JSON boot block is data, not script.
 * Styles allow inline because the prerendered markup uses style attributes (visually hidden text,
 * code line numbers). Images may come from any https origin, since docs may link images elsewhere.
 */
export function sitePolicy(scriptHashes = []) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
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

const SUFFIX = { br: '.br', gzip: '.gz' };

/** File errors that mean "there is no such file here (any more)": the reader gets a 404. */
const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM']);
/** Errors that mean the server is out of a resource for now: the reader gets a 503 and may retry. */
const EXHAUSTED = new Set(['EMFILE', 'ENFILE', 'ENOMEM', 'EAGAIN']);

/** A strong validator from the served file's size and modification time (what nginx uses too). */
const etagOf = (stat, encoding) => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/** Whether an `If-None-Match` list names the ETag (weak comparison, as conditional GETs use). */
function noneMatch(header, etag) {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * One byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n` on a file of `size` bytes: `{ start, end }`,
 * `'unsatisfiable'`, or null when the header is not a single byte range (then it is ignored and the
 * whole file is sent, which HTTP allows).
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Percent-encodes a decoded path for a Location header: only ASCII path characters go out raw. */
const encodePath = (path) => path.split('/').map((segment) => encodeURIComponent(segment)).join('/');

/**
 * Creates the server (exported for tests). `scriptHashes` adds sha256 sources to every page's
 * script-src, for a harness that injects a known script of its own (see apps/docs/e2e).
 */
export function createPreviewServer({ dir, base = '/doc/', scriptHashes = [] }) {
  const root = resolve(dir);
  let rootReal = null;
  const extraHashes = [...scriptHashes];
  const defaultPolicy = sitePolicy(extraHashes);
  /** Page CSPs by real path, valid while the file's inode, size and mtime stay the same. */
  const pagePolicies = new Map();

  const securityHeaders = (policy = defaultPolicy) => ({ 'Content-Security-Policy': policy, ...SECURITY_HEADERS });

  /** Whether a real path lies inside the site folder (re-resolved once if the folder moved). */
  const inside = async (real) => {
    const within = () => rootReal !== null && (real === rootReal || real.startsWith(rootReal + sep));
    if (within()) return true;
    try {
      rootReal = await realpath(root);
    } catch (error) {
      if (GONE.has(error.code)) return false;
      throw error;
    }
    return within();
  };

  /**
   * Opens a regular file inside the site: `{ handle, stat }`, or null when there is none (missing,
   * a directory, or a symlink leading out of the site). Throws only for errors other than absence.
   */
  const openInside = async (path) => {
    let real;
    try {
      real = await realpath(path);
    } catch (error) {
      if (GONE.has(error.code)) return null;
      throw error;
    }
    if (!(await inside(real))) return null;
    let handle;
    try {
      // The resolved path, opened without following a symlink swapped in since it was resolved.
      handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (GONE.has(error.code)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (stat.isFile()) return { handle, stat, real };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    await handle.close();
    return null;
  };

  /** The CSP of an HTML page: the site policy with the hashes of its own inline scripts. */
  const pagePolicy = async ({ handle, stat, real }) => {
    const known = pagePolicies.get(real);
    if (known && known.ino === stat.ino && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.policy;
    const buffer = Buffer.alloc(stat.size);
    let filled = 0;
    while (filled < stat.size) {
      const { bytesRead } = await handle.read(buffer, filled, stat.size - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const policy = sitePolicy([...inlineScriptHashes(buffer.subarray(0, filled).toString('utf8')), ...extraHashes]);
    if (pagePolicies.size >= 5000) pagePolicies.clear();
    pagePolicies.set(real, { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, policy });
    return policy;
  };

  /** A response without a file body (redirects, errors); HEAD gets the headers only. */
  const reply = (req, res, status, headers = {}, text = '') => {
    const body = text && req.method !== 'HEAD' ? text : '';
    res.writeHead(status, {
      ...securityHeaders(),
      'Cache-Control': REVALIDATE,
      ...(text ? { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) } : { 'Content-Length': 0 }),
      ...headers,
    });
    res.end(body);
  };

  /** Sends an opened file (and closes it, whatever happens). */
  const sendFile = async (req, res, path, file, status = 200) => {
    const opened = [file];
    try {
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const policy = type.startsWith('text/html') ? await pagePolicy(file) : extname(path) === '.svg' ? SVG_POLICY : defaultPolicy;
      const range = status === 200 && req.method === 'GET' ? req.headers['range'] : undefined;
      let body = file;
      let encoding;
      // A range counts bytes of the plain file, so a resumed download never mixes codings.
      if (range === undefined) {
        for (const name of acceptedEncodings(req.headers['accept-encoding'])) {
          const variant = await openInside(path + SUFFIX[name]);
          if (variant) {
            opened.push(variant);
            body = variant;
            encoding = name;
            break;
          }
        }
      }
      const headers = {
        ...securityHeaders(policy),
        'Content-Type': type,
        'Cache-Control': status === 200 && isHashedAsset(relative(root, path).split(sep).join('/')) ? IMMUTABLE : REVALIDATE,
        Vary: 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      let start = 0;
      let end = body.stat.size - 1;
      if (status === 200) {
        const etag = etagOf(body.stat, encoding);
        headers.ETag = etag;
        headers['Last-Modified'] = new Date(body.stat.mtimeMs).toUTCString();
        headers['Accept-Ranges'] = 'bytes';
        const ifNoneMatch = req.headers['if-none-match'];
        const ifModifiedSince = req.headers['if-modified-since'];
        const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
        const fresh = ifNoneMatch !== undefined ? noneMatch(ifNoneMatch, etag) : !Number.isNaN(since) && Math.floor(body.stat.mtimeMs / 1000) * 1000 <= since;
        if (fresh) {
          for (const name of ['Content-Type', 'Content-Encoding']) delete headers[name];
          res.writeHead(304, headers);
          return res.end();
        }
        const ifRange = req.headers['if-range'];
        const rangeApplies = range !== undefined && (ifRange === undefined || ifRange.trim() === etag || ifRange.trim() === headers['Last-Modified']);
        const wanted = rangeApplies ? byteRange(range, body.stat.size) : null;
        if (wanted === 'unsatisfiable') {
          res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.stat.size}`, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
          return res.end();
        }
        if (wanted) {
          ({ start, end } = wanted);
          status = 206;
          headers['Content-Range'] = `bytes ${start}-${end}/${body.stat.size}`;
        }
      }
      headers['Content-Length'] = end - start + 1;
      res.writeHead(status, headers);
      if (req.method === 'HEAD' || end < start) return res.end();
      const stream = body.handle.createReadStream({ start, end, autoClose: true });
      opened.splice(opened.indexOf(body), 1);
      // pipeline destroys the file stream (closing the file) when the reader goes away mid-body
      // or a read fails, and ends the response either way.
      pipeline(stream, res, () => undefined);
    } finally {
      await Promise.all(opened.map(({ handle }) => handle.close().catch(() => undefined)));
    }
  };

  const notFound = async (req, res, status = 404) => {
    const page = join(root, '404.html');
    const file = await openInside(page);
    if (file) return sendFile(req, res, page, file, status);
    return reply(req, res, status, {}, 'Not found');
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(req, res, 405, { Allow: 'GET, HEAD' });
    let url;
    let pathname;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // An undecodable path names no page: the reader gets the site's not-found page, with 400
      // for the malformed request.
      return notFound(req, res, 400);
    }
    // Refuse traversal outright, whether written plainly or percent-encoded.
    if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) return reply(req, res, 400, {}, 'Bad request');
    if (pathname === '/' || `${pathname}/` === base) return reply(req, res, 302, { Location: base });
    if (!pathname.startsWith(base)) return notFound(req, res);
    const clean = pathname.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
    if (clean !== pathname && pathname !== `${base}404.html`) {
      // The decoded path is encoded again, so CR, LF or non-ASCII characters can never reach the
      // header raw; the query is already percent-encoded by the URL parser.
      const location = encodePath(clean) + url.search;
      if (!/^[\x21-\x7e]+$/.test(location)) return reply(req, res, 400, {}, 'Bad request');
      return reply(req, res, 301, { Location: location });
    }
    const path = pathname.slice(base.length);
    const target = resolve(root, path);
    if (target !== root && !target.startsWith(root + sep)) return notFound(req, res);
    const candidates = path === '' || path.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html')];
    for (const candidate of candidates) {
      const file = await openInside(candidate);
      if (file) return sendFile(req, res, candidate, file);
    }
    return notFound(req, res);
  };

  /** The last word on a failed request: a 503 for exhaustion, 500 otherwise; never a crash. */
  const fail = (req, res, error) => {
    if (res.headersSent) return res.destroy();
    try {
      if (EXHAUSTED.has(error?.code)) return reply(req, res, 503, { 'Retry-After': '1' }, 'Service unavailable: out of file descriptors, retry shortly');
      console.error(error);
      reply(req, res, 500, {}, 'Server error');
    } catch {
      res.destroy();
    }
  };

  const server = createServer((req, res) => {
    // A reader that disconnects mid-request is routine, not an error of the server.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    handle(req, res).catch((error) => fail(req, res, error));
  });
  // Malformed requests get the same security headers as any other answer.
  const lines = Object.entries(securityHeaders()).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${lines}\r\n`);
  });
  return server;
}

/**
 * Starts a preview server on 127.0.0.1 (port 0: a free one) and resolves once it listens, with its
 * origin and a `close()` (what the benchmarks, Lighthouse and the browser tests all need).
 */
export async function startPreviewServer({ dir, base = '/doc/', port = 0, scriptHashes = [] }) {
  const server = createPreviewServer({ dir, base, scriptHashes });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  return { server, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(() => done())) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      dir: { type: 'string', default: resolve(import.meta.dirname, '../../dist/apps/docs') },
      base: { type: 'string', default: '/doc/' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = createPreviewServer({ dir: values.dir, base: values.base });
  server.listen(Number(values.port), values.host, () => {
    // The real port (with --port 0 the system picks one), for people and for scripts that start it.
    console.log(`Serving ${values.dir} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${server.address().port}${values.base}`);
  });
}
