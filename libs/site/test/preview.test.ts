/**
 * `preview()` for a site at the root of its host (`baseUrl: '/'`) as well as under a path: the
 * base itself is the home page (no redirect to itself), parents of a sub-path base redirect to it,
 * and a missing page is the site's 404 page.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preview, resolveConfig } from '../src/index.js';
import { scratchFolder } from './scratch.js';

const scratch = scratchFolder('site-preview-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function builtSite(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'docs'), { recursive: true });
  mkdirSync(join(dir, 'build/guide'), { recursive: true });
  writeFileSync(join(dir, 'build/index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'build/guide/index.html'), '<!doctype html><title>Guide</title>');
  writeFileSync(join(dir, 'build/404.html'), '<!doctype html><title>Not found</title>');
  return dir;
}

describe.each(['/', '/handbook/'])('given a built site with the base URL %s', (baseUrl) => {
  it('should serve the home page at the base, the pages under it, and the 404 page', async () => {
    const root = builtSite(baseUrl === '/' ? 'root' : 'sub');
    const config = resolveConfig({ title: 'T', url: 'https://example.com', baseUrl }, root);
    const server = await preview(config, { port: 0 });
    try {
      const origin = new URL(server.url).origin;
      const home = await fetch(`${origin}${baseUrl}`, { redirect: 'manual' });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Home</title>');
      expect((await fetch(`${origin}${baseUrl}guide`)).status).toBe(200);
      const missing = await fetch(`${origin}${baseUrl}nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Not found');
      if (baseUrl !== '/') {
        const parent = await fetch(`${origin}/`, { redirect: 'manual' });
        expect([parent.status, parent.headers.get('location')]).toEqual([302, baseUrl]);
      }
    } finally {
      await server.close();
    }
  });
});
