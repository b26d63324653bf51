/**
 * The handbook's build, using only what the published packages offer:
 * 1. Vite bundles the client (theme CSS + hydration) for the base path;
 * 2. the content pipeline turns content/docs/*.md into page data, sidebars and routes;
 * 3. the router's prerender helper writes one HTML file per route from the client's index.html.
 */
process.env.NODE_ENV = 'production';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildContent, hashOf, writeContent } from '@hpcdocs/content-pipeline';
import { SCHEMA_VERSION } from '@hpcdocs/content-pipeline/schema';
import { escapeHtml, jsonForScript, prerenderRoutes, renderToHtml } from '@hpcdocs/router/server';
import { createElement as h } from 'react';
import { initialRouterState, RouterProvider } from '@hpcdocs/router';
import { App } from './src/App.js';
import { pageTitle, siteConfig } from './src/site.config.js';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist');
const { baseUrl } = siteConfig;

await rm(outDir, { recursive: true, force: true });
await build({ root, base: baseUrl, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const template = await readFile(join(outDir, 'index.html'), 'utf8');

const content = await buildContent({ contentDir: resolve(root, 'content'), baseUrl, extraRoutes: [baseUrl], git: false });
if (content.errors.length > 0) {
  for (const error of content.errors) console.error(error.format());
  process.exit(1);
}
await writeContent(content, outDir);

const firstDoc = content.routes.find((route) => route.kind === 'doc');
const routes = [{ path: baseUrl, kind: 'redirect', to: firstDoc.path, title: siteConfig.title }, ...content.routes];
const routesText = JSON.stringify({ schemaVersion: SCHEMA_VERSION, baseUrl, routes, sidebars: baseUrl + content.sidebarsFile });
const routesFile = `assets/routes.${hashOf(routesText)}.json`;
await writeFile(join(outDir, routesFile), routesText);

const docsData = { schemaVersion: SCHEMA_VERSION, sidebars: content.sidebars, versions: content.versions };
const docs = new Map(content.docs.map((doc) => [doc.permalink, doc]));
const result = await prerenderRoutes({
  outDir,
  baseUrl,
  routes,
  template,
  siteUrl: siteConfig.url,
  render(route, url) {
    const data = route ? (docs.get(route.path) ?? null) : null;
    const html = renderToHtml(h(RouterProvider, { baseUrl, initialState: initialRouterState(url, route, data), routes: [] }, h(App, { docsData })));
    const boot = { routes: baseUrl + routesFile, docsData: baseUrl + content.sidebarsFile, route };
    const head = [
      `<title>${escapeHtml(pageTitle(route?.title ?? 'Page not found'))}</title>`,
      `<link rel="stylesheet" href="${baseUrl}${content.codeCssFile}">`,
      `<script id="handbook-boot" type="application/json">${jsonForScript(boot)}</script>`,
    ].join('');
    return { html, head };
  },
});
console.log(`handbook: ${content.docs.length} docs, ${result.files.length} files in ${outDir}`);
