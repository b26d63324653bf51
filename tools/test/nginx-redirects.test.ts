/**
 * The site's redirects in production: the rules the build writes (libs/site/src/build/nginx-redirects.ts)
 * included by tools/nginx/hpcdocs.conf in a real nginx, answering an old path with a 301 that keeps
 * the query; the rules file itself served by neither nginx nor the preview server; and nginx
 * starting on a folder built without it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxRedirects } from '../../libs/site/src/build/nginx-redirects.js';
import { NGINX_REDIRECTS_FILE, startPreviewServer } from '../scripts/serve.mjs';
import { findNginx, startNginx } from '../nginx/nginx.mjs';

const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-nginx-redirects-'));
const bare = join(dir, 'bare');
const site = join(dir, 'site');
const get = (origin: string, path: string) => fetch(origin + path, { redirect: 'manual' });

beforeAll(() => {
  for (const folder of [site, bare]) {
    mkdirSync(join(folder, 'docs/storage'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<p>home</p>');
    writeFileSync(join(folder, '404.html'), '<p>not found</p>');
    writeFileSync(join(folder, 'docs/storage/index.html'), '<p>storage</p>');
  }
  const routes = [
    { path: '/doc/', title: 'Home' },
    { path: '/doc/docs/storage', title: 'Storage' },
    { path: '/doc/volumes', to: '/doc/docs/storage', title: 'Storage' },
    { path: '/doc/disks/', to: '/doc/docs/storage#size-a-volume', title: 'Storage' },
  ];
  writeFileSync(join(site, NGINX_REDIRECTS_FILE), nginxRedirects(routes));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(findNginx() === null)('given nginx with the production config', () => {
  let nginx: { origin: string; close(): Promise<void> };
  beforeAll(async () => {
    nginx = await startNginx({ dir: site });
  }, 60_000);
  afterAll(() => nginx?.close());

  it('should answer an old path, with or without its slash, with a 301 to the new one that keeps the query', async () => {
    for (const [path, location] of [['/doc/volumes', '/doc/docs/storage'], ['/doc/volumes/', '/doc/docs/storage'], ['/doc/volumes?from=mail', '/doc/docs/storage?from=mail'], ['/doc/disks/', '/doc/docs/storage#size-a-volume']]) {
      const reply = await get(nginx.origin, path);
      expect([path, reply.status, reply.headers.get('location')]).toEqual([path, 301, location]);
    }
    expect((await get(nginx.origin, '/doc/docs/storage')).status).toBe(200);
  });

  it('should not serve the rules file', async () => {
    expect((await get(nginx.origin, `/doc/${NGINX_REDIRECTS_FILE}`)).status).toBe(404);
  });

  it('should start on a folder built without the rules, and serve its pages', async () => {
    const plain = await startNginx({ dir: bare });
    try {
      expect((await get(plain.origin, '/doc/docs/storage')).status).toBe(200);
      expect((await get(plain.origin, '/doc/volumes')).status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 60_000);
});

describe('given the preview server', () => {
  it('should not serve the rules file either', async () => {
    const preview = await startPreviewServer({ dir: site });
    try {
      expect((await get(preview.origin, `/doc/${NGINX_REDIRECTS_FILE}`)).status).toBe(404);
      expect((await get(preview.origin, '/doc/docs/storage')).status).toBe(200);
    } finally {
      await preview.close();
    }
  });
});
