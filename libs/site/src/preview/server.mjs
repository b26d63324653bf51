/**
 * The static server of a built site: what `hpcdocs preview` and `npm start` run, and what the
 * browser tests, benchmarks and Lighthouse start through `startPreviewServer()`. Plain JavaScript
 * on Node's built-ins only, so the workspace's tools load it without a build step.
 * tools/nginx/hpcdocs.conf is the production counterpart and answers the same way;
 * tools/test/serve.test.ts runs one contract against both.
 * - serves a site folder under its base path (`/doc/x` is `x/index.html` in the folder);
 * - redirects /x.html and /x/index.html to the clean path (Location percent-encoded), / to /doc/;
 * - sends precompressed .br or .gz files to clients that accept them (q-values honoured);
 * - ETag and Last-Modified with 304s, single byte ranges (206, 416);
 * - refuses path traversal (also encoded) and any file whose real path, symlinks resolved, lies
 *   outside the site folder;
 * - only names carrying the build's content hash are cached immutably; everything else revalidates;
 * - unknown paths get 404.html with status 404;
 * - every response carries the security headers (CSP, frame-ancestors, Referrer-Policy, nosniff),
 *   those Node would send itself (a request without Host) and those of requests its parser refuses
 *   included; a page's CSP allows only the inline scripts the build wrote there (the build's record
 *   of them, which is never served); SVG files get a sandboxing CSP of their own;
 * - a request never takes the server down: aborted downloads release their file, a file that
 *   vanishes mid-request is a 404, running out of file descriptors is a 503.
 */
import { createHash } from 'node:crypto';
import { close as closeFd, constants, createReadStream, fstat, open as openFd, read as readFd, realpath } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';

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

const NO_ORIGINS = { script: [], style: [] };

/** The origins of a record that are origins (`https://host[:port]`): nothing else reaches the policy. */
function originsOf(list) {
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

/** Node's callback file API as promises (lighter than FileHandle, which a busy server notices). */
const call = (fn, ...args) => new Promise((done, fail) => fn(...args, (error, value) => (error ? fail(error) : done(value))));
const closeQuietly = (fd) => closeFd(fd, () => undefined);
/** realpath(3) itself, one call instead of a JavaScript walk over every component. */
const realpathNative = realpath.native;

/** Bodies up to this size are read whole and sent in one write; bigger ones are streamed. */
const SMALL = 256 * 1024;

/**
 * Creates the server (exported for tests). `scriptHashes` adds sha256 sources to every page's
 * script-src, for a harness that injects a known script of its own (see apps/docs/e2e).
 */
export function createPreviewServer({ dir, base = '/doc/', scriptHashes = [] }) {
  const root = resolve(dir);
  let rootReal = null;
  const extraHashes = [...scriptHashes];
  const defaultPolicy = sitePolicy(extraHashes);
  /** Page CSPs by the real path, inode, size and mtime of the file sent. */
  const pagePolicies = new Map();

  const securityHeaders = (policy = defaultPolicy) => ({ 'Content-Security-Policy': policy, ...SECURITY_HEADERS });

  /** Whether a real path lies inside the site folder (re-resolved once if the folder moved). */
  const inside = async (real) => {
    const within = () => rootReal !== null && (real === rootReal || real.startsWith(rootReal + sep));
    if (within()) return true;
    try {
      rootReal = await call(realpathNative, root);
    } catch (error) {
      if (GONE.has(error.code)) return false;
      throw error;
    }
    return within();
  };

  /**
   * Real paths found inside the site, kept for a second, so a busy server resolves each hot file
   * once a second rather than on every request. Only paths already found inside the site are
   * kept, and the last component is opened without following symlinks, so a symlink planted
   * meanwhile cannot lead a request out of the site; a file gone since is found missing when
   * opened (and forgotten).
   */
  const resolvedPaths = new Map();

  /**
   * The real path of `path` (symlinks resolved) when it exists inside the site, else null: a
   * symlink leading out of the site is as good as missing. `rememberMissing` keeps an absence for
   * the same second too, for the compressed copies many files lack (at worst a copy written just
   * now is used a second late, the plain file going out meanwhile).
   */
  const resolveInside = async (path, rememberMissing = false) => {
    const now = Date.now();
    const known = resolvedPaths.get(path);
    if (known && known.until > now) return known.real;
    let real;
    try {
      real = await call(realpathNative, path);
    } catch (error) {
      if (GONE.has(error.code)) {
        if (rememberMissing) resolvedPaths.set(path, { real: null, until: now + 1000 });
        else resolvedPaths.delete(path);
        return null;
      }
      throw error;
    }
    if (!(await inside(real))) return null;
    if (resolvedPaths.size >= 10_000) resolvedPaths.clear();
    resolvedPaths.set(path, { real, until: now + 1000 });
    return real;
  };

  /**
   * Opens a regular file by its real path: `{ fd, stat, real }`, or null when it is not one (a
   * directory, or gone since it was resolved: a rebuild swapped the folder). The last component
   * is opened without following a symlink swapped in since it was resolved.
   */
  const openReal = async (real, path) => {
    let fd;
    try {
      fd = await call(openFd, real, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (GONE.has(error.code)) {
        if (path) resolvedPaths.delete(path);
        return null;
      }
      throw error;
    }
    try {
      const stat = await call(fstat, fd);
      if (stat.isFile()) return { fd, stat, real };
    } catch (error) {
      closeQuietly(fd);
      throw error;
    }
    closeQuietly(fd);
    return null;
  };

  /**
   * The sha256 sources the build recorded (see {@link INLINE_SCRIPTS_FILE}) and a stamp of the
   * record read, looked at again at most once a second; none when there is no record (a folder
   * not built by this version): a page then runs no inline script rather than any.
   */
  let recorded = { until: 0, stamp: '', hashes: new Set(), origins: NO_ORIGINS };
  const recordedScripts = async () => {
    const now = Date.now();
    if (recorded.until > now) return recorded;
    const path = join(root, INLINE_SCRIPTS_FILE);
    const real = await resolveInside(path);
    const file = real && (await openReal(real, path));
    let next = { until: now + 1000, stamp: '', hashes: new Set(), origins: NO_ORIGINS };
    if (file) {
      try {
        const stamp = `${file.stat.ino}-${file.stat.size}-${file.stat.mtimeMs}`;
        if (stamp === recorded.stamp) next = { ...recorded, until: now + 1000 };
        else {
          const { scripts, origins } = JSON.parse((await readAll(file.fd, file.stat.size, 0)).toString('utf8'));
          const hashes = Array.isArray(scripts) ? scripts.filter((hash) => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)) : [];
          next = { until: now + 1000, stamp, hashes: new Set(hashes), origins: { script: originsOf(origins?.script), style: originsOf(origins?.style) } };
        }
      } catch {
        // An unreadable record allows nothing.
      } finally {
        closeQuietly(file.fd);
      }
    }
    recorded = next;
    return recorded;
  };

  /** Reads `length` bytes of an open file from `position`. */
  const readAll = async (fd, length, position) => {
    const buffer = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const bytesRead = await call(readFd, fd, buffer, filled, length - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  };

  /**
   * The CSP of an HTML page: the site policy with the hashes of those of its inline scripts that
   * the build wrote (a script put there by anything else, such as a page of the static folder or
   * a doc that slipped one through, is not allowed), read from the plain file whichever coding is
   * sent; null when the plain file is gone. It is kept for as long as the file sent (plain or
   * compressed, written by the same build) and the build's record stay the same.
   */
  const pagePolicy = async (real, plain, sent) => {
    const built = await recordedScripts();
    const key = `${sent.real}\0${sent.stat.ino}\0${sent.stat.size}\0${sent.stat.mtimeMs}\0${built.stamp}`;
    const known = pagePolicies.get(key);
    if (known) return known;
    const file = plain ?? (await openReal(real));
    if (!file) return null;
    try {
      const html = (await readAll(file.fd, file.stat.size, 0)).toString('utf8');
      const policy = sitePolicy([...inlineScriptHashes(html).filter((hash) => built.hashes.has(hash)), ...extraHashes], built.origins);
      if (pagePolicies.size >= 5000) pagePolicies.clear();
      pagePolicies.set(key, policy);
      return policy;
    } finally {
      if (!plain) closeQuietly(file.fd);
    }
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

  /**
   * Sends the file at `path` (already resolved to `real`, inside the site) or its precompressed
   * copy; resolves false when there is no regular file there after all.
   */
  const sendFile = async (req, res, path, real, status = 200) => {
    const opened = [];
    try {
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const range = status === 200 && req.method === 'GET' ? req.headers['range'] : undefined;
      let body = null;
      let encoding;
      // A range counts bytes of the plain file, so a resumed download never mixes codings.
      if (range === undefined) {
        for (const name of acceptedEncodings(req.headers['accept-encoding'])) {
          const variantPath = path + SUFFIX[name];
          const variantReal = await resolveInside(variantPath, true);
          const variant = variantReal && (await openReal(variantReal, variantPath));
          if (variant) {
            opened.push(variant);
            body = variant;
            encoding = name;
            break;
          }
        }
      }
      const plain = body ? null : await openReal(real, path);
      if (!body) {
        if (!plain) return false;
        opened.push(plain);
        body = plain;
      }
      const policy = type.startsWith('text/html') ? await pagePolicy(real, plain, body) : extname(path) === '.svg' ? SVG_POLICY : defaultPolicy;
      // The page vanished under its compressed copy (a rebuild swapped the folder): not found.
      if (policy === null) return false;
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
          res.end();
          return true;
        }
        const ifRange = req.headers['if-range'];
        const rangeApplies = range !== undefined && (ifRange === undefined || ifRange.trim() === etag || ifRange.trim() === headers['Last-Modified']);
        const wanted = rangeApplies ? byteRange(range, body.stat.size) : null;
        if (wanted === 'unsatisfiable') {
          res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.stat.size}`, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
          res.end();
          return true;
        }
        if (wanted) {
          ({ start, end } = wanted);
          status = 206;
          headers['Content-Range'] = `bytes ${start}-${end}/${body.stat.size}`;
        }
      }
      const length = Math.max(0, end - start + 1);
      headers['Content-Length'] = length;
      if (req.method === 'HEAD' || length === 0) {
        res.writeHead(status, headers);
        res.end();
        return true;
      }
      if (length <= SMALL) {
        const bytes = await readAll(body.fd, length, start);
        headers['Content-Length'] = bytes.length;
        res.writeHead(status, headers);
        res.end(bytes);
        return true;
      }
      res.writeHead(status, headers);
      const stream = createReadStream(null, { fd: body.fd, start, end, autoClose: true });
      opened.splice(opened.indexOf(body), 1);
      // pipeline destroys the file stream (closing the file) when the reader goes away mid-body
      // or a read fails, and ends the response either way.
      pipeline(stream, res, () => undefined);
      return true;
    } finally {
      for (const { fd } of opened) closeQuietly(fd);
    }
  };

  const notFound = async (req, res, status = 404) => {
    const page = join(root, '404.html');
    const real = await resolveInside(page);
    if (real && (await sendFile(req, res, page, real, status))) return;
    reply(req, res, status, {}, 'Not found');
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
    // A site under a sub-path answers its parent paths with a redirect to it; at the root there is none.
    if (pathname !== base && (pathname === '/' || `${pathname}/` === base)) return reply(req, res, 302, { Location: base });
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
    if (target === join(root, INLINE_SCRIPTS_FILE)) return notFound(req, res);
    const candidates = path === '' || path.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html')];
    for (const candidate of candidates) {
      const real = await resolveInside(candidate);
      if (real && (await sendFile(req, res, candidate, real))) return;
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

  const respond = (req, res) => {
    // A reader that disconnects mid-request is routine, not an error of the server.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    // HTTP/1.1 requires Host; Node would answer its absence itself, without the security headers.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) return reply(req, res, 400, { Connection: 'close' }, 'Bad request: no Host header');
    handle(req, res).catch((error) => fail(req, res, error));
  };
  // Every answer comes from this module, with the security headers: Node's own checks (Host, and
  // an Expect other than 100-continue, which HTTP allows a server to ignore, as nginx does) are
  // taken over, and what its parser refuses is answered below.
  const server = createServer({ requireHostHeader: false }, respond);
  server.on('checkExpectation', respond);
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
