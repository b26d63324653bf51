/**
 * The static preview server that `npm start` runs (issue 9, "Robustness"): precompressed gzip and
 * brotli, path traversal refused (plain and encoded), content types, cache headers, redirects, 404.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer } from '../scripts/serve.mjs';

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const SECRET = 'top-secret-outside-the-site';
const page = '<!doctype html><title>Quickstart</title>' + '<p>GPU instances.</p>'.repeat(100);
const script = 'export const answer = 42;\n'.repeat(100);

let workspace: string;
let server: Server;
let port: number;

/** Sends a raw request: the path goes on the wire exactly as written (no client-side normalisation). */
function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'hpcdocs-serve-'));
  writeFileSync(join(workspace, 'secret.txt'), SECRET);
  const site = join(workspace, 'site');
  mkdirSync(join(site, 'docs/quickstart'), { recursive: true });
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page);
  writeFileSync(join(site, 'docs/quickstart/index.html'), page);
  writeFileSync(join(site, 'docs/quickstart/index.html.gz'), gzipSync(page));
  writeFileSync(join(site, 'docs/quickstart/index.html.br'), brotliCompressSync(page));
  writeFileSync(join(site, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(join(site, 'assets/app-Ab12Cd34.js'), script);
  writeFileSync(join(site, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script));
  writeFileSync(join(site, 'assets/theme-Zx98Yw76.css'), 'body{color:red}');
  writeFileSync(join(site, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(site, 'assets/routes.1a2b3c4d.json'), '{}');
  writeFileSync(join(site, 'sitemap.xml'), '<urlset/>');
  server = (createPreviewServer as (o: { dir: string }) => Server)({ dir: site });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(workspace, { recursive: true, force: true });
});

describe('given precompressed files', () => {
  it('should send brotli when the client accepts it, byte-identical once decoded', async () => {
    const reply = await send('/doc/docs/quickstart/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(reply.body).toString()).toBe(page);
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
});

describe('when a request tries to leave the site folder', () => {
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
  ];
  it.each(attempts)('should refuse %s without reading outside the folder', async (path) => {
    const reply = await send(path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body.toString()).not.toContain(SECRET);
    expect(reply.body.toString()).not.toContain('root:');
  });
});

describe('given files of each kind', () => {
  it.each([
    ['/doc/docs/quickstart/', 'text/html; charset=utf-8'],
    ['/doc/assets/app-Ab12Cd34.js', 'text/javascript; charset=utf-8'],
    ['/doc/assets/theme-Zx98Yw76.css', 'text/css; charset=utf-8'],
    ['/doc/assets/logo.svg', 'image/svg+xml'],
    ['/doc/assets/routes.1a2b3c4d.json', 'application/json; charset=utf-8'],
    ['/doc/sitemap.xml', 'application/xml; charset=utf-8'],
  ])('should serve %s as %s with nosniff', async (path, type) => {
    const reply = await send(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should cache content-hashed assets immutably for a year', async () => {
    for (const path of ['/doc/assets/app-Ab12Cd34.js', '/doc/assets/theme-Zx98Yw76.css', '/doc/assets/routes.1a2b3c4d.json']) {
      expect((await send(path)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('should make HTML and unhashed files revalidate', async () => {
    for (const path of ['/doc/docs/quickstart/', '/doc/assets/logo.svg', '/doc/sitemap.xml']) {
      expect((await send(path)).headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('when a path is not a clean route', () => {
  it('should redirect .html and /index.html to the clean path, keeping the query', async () => {
    const html = await send('/doc/docs/quickstart/index.html?q=gpu');
    expect(html.status).toBe(301);
    expect(html.headers['location']).toBe('/doc/docs/quickstart/?q=gpu');
    const suffix = await send('/doc/docs/api.html');
    expect(suffix.status).toBe(301);
    expect(suffix.headers['location']).toBe('/doc/docs/api');
  });

  it('should redirect the server root and the base without its slash to the base path', async () => {
    for (const path of ['/', '/doc']) {
      const reply = await send(path);
      expect(reply.status).toBe(302);
      expect(reply.headers['location']).toBe('/doc/');
    }
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
