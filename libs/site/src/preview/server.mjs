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
import { createReadStream } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { acceptedEncodings, IMMUTABLE, INLINE_SCRIPTS_FILE, isHashedAsset, NGINX_REDIRECTS_FILE, REVALIDATE, SECURITY_HEADERS, sitePolicy, SVG_POLICY, TYPES } from './headers.mjs';
import { createPagePolicies } from './page-policies.mjs';
import { closeQuietly, createSiteFiles, EXHAUSTED, readAll } from './site-files.mjs';

export { acceptedEncodings, HASHED_ASSET, INLINE_SCRIPTS_FILE, inlineScriptHashes, NGINX_REDIRECTS_FILE, isHashedAsset, SECURITY_HEADERS, sitePolicy, SVG_POLICY } from './headers.mjs';

const SUFFIX = { br: '.br', gzip: '.gz' };

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

/** Bodies up to this size are read whole and sent in one write; bigger ones are streamed. */
const SMALL = 256 * 1024;

/**
 * Creates the server (exported for tests). `scriptHashes` adds sha256 sources to every page's
 * script-src, for a harness that injects a known script of its own (see apps/docs/e2e).
 */
export function createPreviewServer({ dir, base = '/doc/', scriptHashes = [] }) {
  const root = resolve(dir);
  const extraHashes = [...scriptHashes];
  const defaultPolicy = sitePolicy(extraHashes);
  const securityHeaders = (policy = defaultPolicy) => ({ 'Content-Security-Policy': policy, ...SECURITY_HEADERS });
  const { resolveInside, openReal } = createSiteFiles(root);
  const { pagePolicy } = createPagePolicies(root, { resolveInside, openReal }, extraHashes);

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
    if (target === join(root, INLINE_SCRIPTS_FILE) || target === join(root, NGINX_REDIRECTS_FILE)) return notFound(req, res);
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
