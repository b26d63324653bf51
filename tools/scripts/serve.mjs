#!/usr/bin/env node
/**
 * Static preview server for the built site (what `npm start` runs):
 * - serves dist/apps/docs under the base path /doc/ (a route /doc/x is dist/.../x/index.html);
 * - redirects /x.html and /x/index.html to the clean path, and / to /doc/;
 * - sends precompressed .br or .gz files when the client accepts them;
 * - refuses path traversal (also encoded) with 400/404, never leaving the output folder;
 * - hashed assets are cached immutably, HTML and everything else revalidates;
 * - unknown paths get 404.html with status 404.
 *
 *   node tools/scripts/serve.mjs [--port 4173] [--dir dist/apps/docs] [--base /doc/]
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
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
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|json|svg|png|jpe?g|gif|webp|woff2)$/;

/** Creates the server (exported for tests). */
export function createPreviewServer({ dir, base = '/doc/' }) {
  const root = resolve(dir);
  const fileInfo = async (path) => {
    try {
      const info = await stat(path);
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  };
  const send = async (req, res, file, status = 200) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = file;
    let encoding;
    for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (accept.includes(name) && (await fileInfo(file + suffix))) {
        body = file + suffix;
        encoding = name;
        break;
      }
    }
    const info = await fileInfo(body);
    const headers = {
      'Content-Type': type,
      'Content-Length': info.size,
      'Cache-Control': HASHED.test(file) && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(body).pipe(res);
  };
  const notFound = async (req, res, status = 404) => {
    const page = join(root, '404.html');
    if (await fileInfo(page)) return send(req, res, page, status);
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };
  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        // An undecodable path (spec section 8, "unsupported path encoding") names no page: the
        // reader gets the site's not-found page, with 400 for the malformed request.
        return notFound(req, res, 400);
      }
      // Refuse traversal outright, whether written plainly or percent-encoded.
      if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Bad request');
      }
      if (pathname === '/' || `${pathname}/` === base) {
        res.writeHead(302, { Location: base });
        return res.end();
      }
      if (!pathname.startsWith(base)) return notFound(req, res);
      const clean = pathname.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
      if (clean !== pathname && !pathname.endsWith('404.html')) {
        res.writeHead(301, { Location: clean + url.search });
        return res.end();
      }
      const relative = pathname.slice(base.length);
      const target = resolve(root, relative);
      if (target !== root && !target.startsWith(root + sep)) return notFound(req, res);
      const candidates = relative === '' || relative.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html')];
      for (const candidate of candidates) {
        if (await fileInfo(candidate)) return send(req, res, candidate);
      }
      return notFound(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
      console.error(error);
    }
  });
}

/**
 * Starts a preview server on 127.0.0.1 (port 0: a free one) and resolves once it listens, with its
 * origin and a `close()` (what the benchmarks, Lighthouse and the browser tests all need).
 */
export async function startPreviewServer({ dir, base = '/doc/', port = 0 }) {
  const server = createPreviewServer({ dir, base });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
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
    console.log(`Serving ${values.dir} at http://localhost:${values.port}${values.base}`);
  });
}
