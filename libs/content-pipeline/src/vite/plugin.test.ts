import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentUpdate, DocJson, RoutesJson } from '../schema.js';
import { CONTENT_UPDATE_EVENT, hpcdocsContent } from './plugin.js';

const PORT = 4311;
let root: string;
let server: ViteDevServer;
const sent: unknown[] = [];

/** Resolves with the first message sent to browsers that matches, or rejects after a timeout. */
function nextMessage(match: (message: { type?: string; event?: string }) => boolean, timeoutMs = 20_000): Promise<{ type?: string; event?: string; data?: unknown }> {
  const start = sent.length;
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const found = sent.slice(start).find((m) => match(m as { type?: string }));
      if (found) {
        clearInterval(timer);
        clearTimeout(limit);
        resolve(found as { type?: string });
      }
    }, 20);
    const limit = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`no matching message; sent: ${JSON.stringify(sent.slice(start))}`));
    }, timeoutMs);
  });
}

const get = (path: string) => fetch(`http://localhost:${PORT}${path}`);

/**
 * Writes a content file, at least 250 ms after the previous write: the polling watcher compares
 * modification times, and two writes a rebuild apart (tens of ms now) were sometimes seen as one.
 * An author's edits are never that close.
 */
let lastWrite = 0;
async function edit(path: string, text: string): Promise<void> {
  const wait = lastWrite + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await writeFile(path, text);
  lastWrite = Date.now();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hpc-vite-'));
  await mkdir(join(root, 'content/docs/guide'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nFirst version.\n\nSee [the guide](./guide/setup.md).\n');
  await writeFile(join(root, 'content/docs/guide/setup.md'), '# Setup\n\n## Install\n\nRun it.\n');
  server = await createServer({
    root,
    configFile: false,
    base: '/doc/',
    logLevel: 'silent',
    server: { port: PORT, strictPort: true, watch: { usePolling: true, interval: 50 } },
    plugins: [hpcdocsContent({ contentDir: join(root, 'content'), pages: [{ path: '/doc/', title: 'Home' }], labelRoot: root })],
  });
  const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
  server.ws.send = ((...args: unknown[]) => {
    sent.push(args[0]);
    send(...args);
  }) as typeof server.ws.send;
  await server.listen();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

// A rebuild after an edit waits for the file watcher's poll and the pipeline; under a full parallel
// test run that can pass vitest's 5 s default, so each step gets the time nextMessage allows.
describe('given the dev server with the content plugin', { timeout: 30_000 }, () => {
  it('should put the boot data (routes, docs data, the route) and the code stylesheet into the page', async () => {
    const html = await (await get('/doc/docs/intro')).text();
    const boot = JSON.parse(/<script id="__hpc_boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { routes: string; docsData: string; route: { path: string; data: string } };
    expect(boot.route.path).toBe('/doc/docs/intro');
    expect(html).toContain('data-hpcdocs-code');
    const routes = (await (await get(boot.routes)).json()) as RoutesJson;
    expect(routes.routes.map((r) => r.path).sort()).toEqual(['/doc/', '/doc/docs', '/doc/docs/guide/setup', '/doc/docs/intro']);
    const doc = (await (await get(boot.route.data)).json()) as DocJson;
    expect(JSON.stringify(doc.body)).toContain('First version.');
    expect(JSON.stringify(doc.body)).toContain('/doc/docs/guide/setup');
  });

  it('should answer a path that is not valid percent-encoding without an error', async () => {
    const response = await get('/doc/docs/%E0%A4%A');
    expect(response.status).toBeLessThan(500);
    // The server goes on serving.
    expect((await get('/doc/docs/intro')).status).toBe(200);
  });

  it('should redirect the docs root to the first doc', async () => {
    const response = await get('/doc/docs').then((r) => r, () => undefined);
    expect(response?.redirected || response?.status === 302).toBe(true);
  });

  it('should send the edited doc as a hot update, without a full reload, and serve the new JSON', async () => {
    const update = nextMessage((m) => m.type === 'custom' || m.type === 'full-reload');
    await edit(join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nSecond version.\n\nSee [the guide](./guide/setup.md).\n');
    const message = await update;
    expect(message.type).toBe('custom');
    expect(message.event).toBe(CONTENT_UPDATE_EVENT);
    const payload = message.data as ContentUpdate;
    expect(payload.docs.map((d) => d.data.id)).toEqual(['intro']);
    expect(JSON.stringify(payload.docs[0]?.data.body)).toContain('Second version.');
    const served = (await (await get(payload.docs[0]?.url ?? '')).json()) as DocJson;
    expect(JSON.stringify(served.body)).toContain('Second version.');
  });

  it('should report a broken link as an error overlay and keep serving the last good build', async () => {
    const error = nextMessage((m) => m.type === 'error');
    await edit(join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nThird.\n\nSee [nothing](./missing.md).\n');
    const message = (await error) as { err?: { message?: string } };
    expect(message.err?.message).toContain('content/docs/intro.md:7:5 -> ./missing.md: broken link: there is no doc "missing.md"');
    const served = (await (await get('/doc/assets/content/dev/intro.json')).json()) as DocJson;
    expect(JSON.stringify(served.body)).toContain('Second version.');
  });

  it('should send a title edit as a hot update with the new route title and sidebar label, not a reload', async () => {
    const fixed = nextMessage((m) => m.type === 'full-reload' || m.type === 'custom');
    await edit(join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nFixed.\n');
    expect((await fixed).type).toBe('custom');
    const update = nextMessage((m) => m.type === 'full-reload' || m.type === 'custom');
    await edit(join(root, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nFixed.\n');
    const message = await update;
    expect(message.type).toBe('custom');
    const payload = message.data as ContentUpdate;
    // The edited doc, and its neighbour whose previous-page link shows the title.
    expect(payload.docs.map((d) => d.data.title).sort()).toEqual(['Introduction', 'Setup']);
    expect(payload.structure?.routes.find((r) => r.path === '/doc/docs/intro')?.title).toBe('Introduction');
    expect(JSON.stringify(payload.structure?.docsData.sidebars)).toContain('"Introduction"');
  });

  it('should send an added doc as a hot update with its route, not a reload', async () => {
    const update = nextMessage((m) => m.type === 'full-reload' || m.type === 'custom');
    await edit(join(root, 'content/docs/new.md'), '# New\n\nHello.\n');
    const message = await update;
    expect(message.type).toBe('custom');
    const payload = message.data as ContentUpdate;
    const route = payload.structure?.routes.find((r) => r.path === '/doc/docs/new');
    expect(route?.data).toBeDefined();
    const served = (await (await get(route?.data ?? '')).json()) as DocJson;
    expect(JSON.stringify(served.body)).toContain('Hello.');
  });
});
