import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { prerenderRoutes, type PrerenderOptions } from '../src/server/index.js';

const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const routes: RouteEntry[] = [
  { path: '/handbook/', component: 'Page', title: 'Home' },
  { path: '/handbook/docs/intro', component: 'DocPage', docId: 'intro', title: 'Intro' },
  { path: '/handbook/docs/old', to: '/handbook/docs/intro', title: 'Intro' },
];

describe('given prerenderRoutes', () => {
  let outDir = '';
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'router-prerender-'));
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });
  const options = (extra: Partial<PrerenderOptions> = {}): PrerenderOptions => ({
    outDir,
    baseUrl: '/handbook/',
    routes,
    template,
    render: (route, url) => ({ head: `<title>${route?.title ?? 'Not found'}</title>`, html: `<main>${url}</main>` }),
    ...extra,
  });

  describe('when every route renders', () => {
    it('should write one filled template per route, a redirect page and 404.html', async () => {
      const result = await prerenderRoutes(options());
      expect(result.files).toEqual(['index.html', 'docs/intro/index.html', 'docs/old/index.html', '404.html']);
      const intro = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
      expect(intro).toContain('<title>Intro</title>');
      expect(intro).toContain('<div id="root"><main>/handbook/docs/intro</main></div>');
      const redirect = await readFile(join(outDir, 'docs/old/index.html'), 'utf8');
      expect(redirect).toContain('url=/handbook/docs/intro');
      // The one inline script it made itself: the redirect page's, as written there.
      expect(result.inlineScripts).toEqual([expect.stringMatching(/^<script>location\.replace\("\/handbook\/docs\/intro"\+.*<\/script>$/)]);
      expect(redirect).toContain(result.inlineScripts[0]);
      expect(await readFile(join(outDir, '404.html'), 'utf8')).toContain('<main>/handbook/404.html</main>');
    });

    it('should write sitemap.xml and robots.txt only when siteUrl is given, leaving out redirects and excluded routes', async () => {
      await prerenderRoutes(options());
      expect(await readdir(outDir)).not.toContain('sitemap.xml');
      await prerenderRoutes(options({ siteUrl: 'https://example.com/', excludeFromSitemap: (r) => r.docId === 'intro' }));
      const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://example.com/handbook/</loc>');
      expect(sitemap).not.toContain('intro');
      expect(sitemap).not.toContain('/old');
      expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.com/handbook/sitemap.xml');
    });

    it('should put htmlAttributes on the html element and skip 404.html when asked', async () => {
      const result = await prerenderRoutes(options({ notFoundPage: false, render: () => ({ head: '', html: '', htmlAttributes: 'data-theme="dark"' }) }));
      expect(result.files).not.toContain('404.html');
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('<html lang="en" data-theme="dark">');
    });
  });

  describe('when onFile is given', () => {
    it('should call it once per written file with the text on disk, and wait for it before returning', async () => {
      const seen = new Map<string, string>();
      let pending = 0;
      await prerenderRoutes(
        options({
          onFile: async (file, text) => {
            pending += 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
            seen.set(file, text);
            pending -= 1;
          },
        }),
      );
      expect(pending).toBe(0);
      expect([...seen.keys()].sort()).toEqual(['404.html', 'docs/intro/index.html', 'docs/old/index.html', 'index.html']);
      for (const [file, text] of seen) expect(await readFile(join(outDir, file), 'utf8')).toBe(text);
    });
  });

  describe('when finish completes pages with a value known only after they render', () => {
    it('should render every page before that value is known, then write and report each page as finished', async () => {
      let resolveUrl: (url: string) => void = () => undefined;
      const url = new Promise<string>((resolve) => (resolveUrl = resolve));
      const rendered: string[] = [];
      const seen = new Map<string, string>();
      const done = prerenderRoutes(
        options({
          render: (route) => {
            rendered.push(route?.path ?? '404');
            // The value arrives once the last page (the not-found page) has rendered.
            if (route === null) resolveUrl('/handbook/assets/index.abc123.json');
            return { head: '<script type="application/json">{"index":"@INDEX@"}</script>', html: '' };
          },
          finish: async (_file, text) => text.split('@INDEX@').join(await url),
          onFile: (file, text) => void seen.set(file, text),
        }),
      );
      await done;
      expect(rendered).toEqual(['/handbook/', '/handbook/docs/intro', '404']);
      const intro = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
      expect(intro).toContain('{"index":"/handbook/assets/index.abc123.json"}');
      expect(intro).not.toContain('@INDEX@');
      expect(seen.get('docs/intro/index.html')).toBe(intro);
    });

    it('should reject when finishing a page fails', async () => {
      await expect(prerenderRoutes(options({ finish: () => Promise.reject(new Error('index build failed')) }))).rejects.toThrow('index build failed');
    });
  });

  describe('when reuse answers for some pages', () => {
    it('should write a reused text as it is, and leave a page the callback placed itself to it: not rendered, not written, not passed on', async () => {
      const rendered: string[] = [];
      const passed: string[] = [];
      const result = await prerenderRoutes(
        options({
          render: (route) => {
            rendered.push(route?.path ?? '404');
            return { head: '', html: 'fresh' };
          },
          reuse: (route) => (route?.component === 'Page' ? 'kept text' : route?.docId === 'intro' ? true : undefined),
          onFile: (file) => {
            passed.push(file);
          },
        }),
      );
      expect(rendered).toEqual(['404']);
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('kept text');
      expect(await readdir(outDir, { recursive: true })).not.toContain(join('docs', 'intro', 'index.html'));
      expect(passed.sort()).toEqual(['404.html', 'docs/old/index.html', 'index.html']);
      // Still listed: the caller put it there.
      expect(result.files).toContain('docs/intro/index.html');
    });
  });

  describe('when a page holds replacement patterns', () => {
    it("should write `$'`, `$&` and `$1` as they are, not as patterns", async () => {
      const text = "echo $'a' $& $1 $$ $`";
      await prerenderRoutes(options({ render: () => ({ head: `<meta content="${text}">`, html: `<pre>${text}</pre>`, htmlAttributes: 'data-x="$1"' }) }));
      const html = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
      expect(html).toContain(`<pre>${text}</pre>`);
      expect(html).toContain(`<meta content="${text}">`);
      expect(html).toContain('<html lang="en" data-x="$1">');
    });
  });

  describe('when the input is wrong', () => {
    it('should name the library and the fix for a base URL without slashes', async () => {
      await expect(prerenderRoutes(options({ baseUrl: 'handbook' }))).rejects.toThrow('@hpcdocs/router: baseUrl must start and end with "/" (got "handbook")');
    });
    it('should refuse a route outside the base URL', async () => {
      await expect(prerenderRoutes(options({ routes: [{ path: '/doc/x', component: 'Page', title: 'X' }] }))).rejects.toThrow('route /doc/x is outside the base URL /handbook/');
    });
    it('should refuse two routes that write the same file', async () => {
      const twice: RouteEntry[] = [{ path: '/handbook/a', component: 'Page', title: 'A' }, { path: '/handbook/a/', component: 'Page', title: 'A' }];
      await expect(prerenderRoutes(options({ routes: twice }))).rejects.toThrow('two routes write a/index.html');
    });
  });
});
