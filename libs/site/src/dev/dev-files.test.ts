import { describe, expect, it } from 'vitest';
import { DOC_PAGE_COMPONENT, type RouteEntry } from '@hpcdocs/content-pipeline/schema';
import type { LoadedSite } from '../plugins/lifecycle.js';
import { devDataUrl, diffDevFiles, toDevFiles } from './dev-files.js';

const BASE = '/doc/';

/** A loaded site of doc routes (path -> page data), with the given files and one stylesheet every page links. */
function site(pages: Record<string, unknown>, files: Record<string, string> = {}, css = '.s1{}'): LoadedSite {
  const routes: RouteEntry[] = Object.keys(pages).map((path) => ({ path, component: DOC_PAGE_COMPONENT, title: path, data: `assets/content/routes/x.${path.length}.json` }));
  return {
    routes,
    routeData: new Map(Object.entries(pages)),
    noIndex: new Set(),
    descriptions: new Map(),
    files: new Map(Object.entries({ ...files, 'assets/content/code.Ab12Cd34.css': css })),
    pageStylesheets: ['assets/content/code.Ab12Cd34.css'],
    docsData: { sidebars: {}, versions: [] },
    globalData: {},
    searchSources: [],
    allContent: {},
    routeComponents: {},
    errors: [],
    warnings: [],
    problems: [],
  };
}

describe('given a loaded site', () => {
  it('should serve each page\'s data and the stylesheets under stable URLs, and the plugins\' files as built', () => {
    const served = toDevFiles(site({ '/doc/a': { body: 'A' } }, { 'assets/content/fonts/KaTeX_Main-Regular.woff2': 'font' }), BASE);
    const route = served.routes[0];
    expect(route?.data).toBe(devDataUrl(BASE, '/doc/a'));
    expect(served.files.get(String(route?.data))).toBe('{"body":"A"}');
    expect(served.stylesheets).toEqual(['/doc/assets/content/dev/style-0.css']);
    expect(served.files.get('/doc/assets/content/dev/style-0.css')).toBe('.s1{}');
    expect(served.files.has('/doc/assets/content/fonts/KaTeX_Main-Regular.woff2')).toBe(true);
  });

  it("should serve a page's data as the text of its data file, not stringified again", () => {
    const loaded = site({ '/doc/a': { body: 'A' } }, { 'assets/content/a.Ab12.json': '{ "body": "A" }' });
    const served = toDevFiles({ ...loaded, routes: loaded.routes.map((route) => ({ ...route, data: `${BASE}assets/content/a.Ab12.json` })) }, BASE);
    expect(served.files.get(devDataUrl(BASE, '/doc/a'))).toBe('{ "body": "A" }');
  });

  it('should give two paths that read alike (a/b, a-b) two data URLs', () => {
    expect(devDataUrl(BASE, '/doc/a/b')).not.toBe(devDataUrl(BASE, '/doc/a-b'));
    expect(devDataUrl(BASE, '/doc/a/b')).toBe(devDataUrl(BASE, '/doc/a/b'));
  });
});

describe('given a second load after an edit', () => {
  const before = toDevFiles(site({ '/doc/a': { body: 'A' }, '/doc/b': { body: 'B' } }), BASE);

  it('should tell nothing when nothing a reader sees changed', () => {
    expect(diffDevFiles(before, toDevFiles(site({ '/doc/a': { body: 'A' }, '/doc/b': { body: 'B' } }), BASE))).toBeUndefined();
  });

  it('should send only the edited page\'s new data, without the route table', () => {
    const update = diffDevFiles(before, toDevFiles(site({ '/doc/a': { body: 'A2' }, '/doc/b': { body: 'B' } }), BASE));
    expect(update).toEqual({ pages: [{ url: devDataUrl(BASE, '/doc/a'), data: { body: 'A2' } }], stylesheets: [] });
  });

  it('should name a stylesheet whose text changed', () => {
    const update = diffDevFiles(before, toDevFiles(site({ '/doc/a': { body: 'A' }, '/doc/b': { body: 'B' } }, {}, '.s1{color:red}'), BASE));
    expect(update?.stylesheets).toEqual(['/doc/assets/content/dev/style-0.css']);
    expect(update?.structure).toBeUndefined();
  });

  it('should send the new route table when a page was added', () => {
    const update = diffDevFiles(before, toDevFiles(site({ '/doc/a': { body: 'A' }, '/doc/b': { body: 'B' }, '/doc/c': { body: 'C' } }), BASE));
    expect(update?.structure?.routes.map((route) => route.path)).toEqual(['/doc/a', '/doc/b', '/doc/c']);
  });
});
