import { describe, expect, it } from 'vitest';

// Pins the public API of each entry point: an accidental export, or a lost one, fails here.
describe('given the package entry points', () => {
  it('should export exactly the browser and SSR-safe router API from "."', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual(
      [
        'ChunkLoadError', 'DocsPluginNotEnabledError', 'DocsProvider', 'Link', 'activeVersionOf', 'pluginOf', 'useActiveDocsVersion', 'MAIN_CONTENT_ID', 'NOT_FOUND_ROUTE_ID', 'PROGRESS_DELAY_MS',
        'ROOT_ROUTE_ID', 'RouteAnnouncer', 'RouterProvider', 'clearReloadGuard', 'createMemorySiteRouter', 'createPageLoader',
        'createRouteTable', 'createSiteRouter', 'findVersion', 'hashToId', 'isUnderBase', 'matchRoute', 'normalizeBaseUrl',
        'normalizePathname', 'readPreferredVersion', 'reloadOnce', 'shouldSkipPrefetch', 'splitUrl', 'useBaseUrl',
        'useDocsPreferredVersion', 'useDocsVersion', 'useDocsVersions', 'useDocumentTitle', 'useLocation', 'useNavigate',
        'useNavigationProgress', 'useRouteState', 'withBase', 'writePreferredVersion',
      ].sort(),
    );
  });

  it('should export exactly the prerender helpers from "./server"', async () => {
    expect(Object.keys(await import('./server/index.js')).sort()).toEqual(
      [
        'StaticRouterProvider', 'baseUrlBannerScript', 'createStaticSiteRouter', 'escapeHtml', 'fillTemplate', 'jsonForScript',
        'outputPathFor', 'prerenderRoutes', 'redirectPage', 'renderToHtml', 'robotsTxt', 'sitemapXml',
      ].sort(),
    );
  });

  it('should keep the "." entry free of Node and server-renderer imports', async () => {
    const files = import.meta.glob(['./**/*.{ts,tsx}', '!./server/**', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(5);
    for (const [file, text] of Object.entries(files)) expect([file, /from 'node:|from 'react-dom\/server'|require\(/.test(String(text))]).toEqual([file, false]);
  });
});
