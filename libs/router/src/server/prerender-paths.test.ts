// @vitest-environment node
/**
 * A route whose file would not be a plain path inside the output folder (a `.` or `..` segment)
 * is refused before anything is written: it could land outside the folder or over another page.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { prerenderRoutes } from './prerender.js';

describe('given routes whose files would leave their place in the output folder', () => {
  let work = '';
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'router-paths-'));
    await mkdir(join(work, 'out'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  const render = () => ({ head: '', html: 'page' });
  const attempt = (path: string) => {
    const routes: RouteEntry[] = [{ path: '/doc/', component: 'Page', title: 'Home' }, { path, component: 'DocPage', docId: 'x', title: 'X' }];
    return prerenderRoutes({ outDir: join(work, 'out'), baseUrl: '/doc/', routes, template: '<!--app-head--><!--app-html-->', render });
  };

  it.each(['/doc/docs/../../../escaped', '/doc/docs/..', '/doc/./docs/x', '/doc/../escaped', '/doc/../../escaped'])('should refuse %s and write nothing', async (path) => {
    await expect(attempt(path)).rejects.toThrow(/would write .* which is not a plain path inside the output folder/);
    expect(await readdir(join(work, 'out'))).toEqual([]);
    expect(existsSync(join(work, 'escaped'))).toBe(false);
  });

  it('should still write ordinary routes', async () => {
    await expect(attempt('/doc/docs/guide/x')).resolves.toMatchObject({ files: ['index.html', 'docs/guide/x/index.html', '404.html'] });
  });
});
