/**
 * The dev server's view of the content, pure: a `ContentBuild` -> the files to serve under stable
 * (unhashed) URLs, the route table, and what changed since the previous build. Stable URLs matter
 * for hot updates: the browser keeps its route table, and an edited doc keeps its data URL.
 */
import type { ContentBuild } from '../site/build-content.js';
import { SCHEMA_VERSION, type ContentUpdate, type DocJson, type RouteEntry, type RoutesJson, type SidebarsJson } from '../schema.js';

/** A page the app renders itself (landing, search), served by the app's own entry. */
export interface AppPage {
  readonly path: string;
  readonly title: string;
  /** A doc this page shows (a doc that is also the home page): the page is that doc's route at `path`. */
  readonly docId?: string;
}

/** What the dev server serves for one content build. */
export interface DevContent {
  /** URL path (with base) -> body. */
  readonly files: ReadonlyMap<string, string | Buffer>;
  readonly routes: readonly RouteEntry[];
  readonly routesUrl: string;
  readonly docsDataUrl: string;
  readonly codeCssUrl: string;
  /** Doc JSON text by doc id, to find what changed. */
  readonly docText: ReadonlyMap<string, string>;
  readonly css: string;
  /** The sidebars and versions served as the docs data. */
  readonly docsData: SidebarsJson;
  /** Routes and sidebars as one string, to see whether they changed. */
  readonly structure: string;
}

const DEV_DIR = 'assets/content/dev/';

/** The stable dev URL of a doc's JSON. */
export function devDocUrl(baseUrl: string, docId: string): string {
  return `${baseUrl}${DEV_DIR}${docId.replace(/[^\w-]+/g, '-')}.json`;
}

/** Turns a content build into what the dev server serves. Pure. */
export function toDevContent(build: ContentBuild, baseUrl: string, pages: readonly AppPage[]): DevContent {
  const files = new Map<string, string | Buffer>();
  for (const [path, body] of build.files) {
    // Content JSON and the code stylesheet are served under stable URLs below; the rest (images,
    // KaTeX's stylesheet and fonts) as built.
    if (!path.endsWith('.json') && path !== build.codeCssFile) files.set(baseUrl + path, body);
  }
  const docText = new Map<string, string>();
  for (const doc of build.docs) {
    const text = JSON.stringify(doc);
    docText.set(doc.id, text);
    files.set(devDocUrl(baseUrl, doc.id), text);
  }
  const routes: RouteEntry[] = [
    ...pages.map((page): RouteEntry => {
      const doc = page.docId === undefined ? undefined : build.routes.find((route) => route.component === 'DocPage' && route.docId === page.docId);
      return doc?.docId ? { ...doc, path: page.path, data: devDocUrl(baseUrl, doc.docId) } : { path: page.path, component: 'Page', title: page.title };
    }),
    ...build.routes.filter((route) => !(route.to !== undefined && pages.some((page) => page.path === route.path))).map((route) => (route.component === 'DocPage' && route.docId ? { ...route, data: devDocUrl(baseUrl, route.docId) } : route)),
  ];
  const docsDataUrl = `${baseUrl}${DEV_DIR}docs-data.json`;
  const docsData: SidebarsJson = { schemaVersion: SCHEMA_VERSION, sidebars: build.sidebars, versions: build.versions };
  const docsDataText = JSON.stringify(docsData);
  files.set(docsDataUrl, docsDataText);
  const routesUrl = `${baseUrl}${DEV_DIR}routes.json`;
  const routesJson: RoutesJson = { schemaVersion: SCHEMA_VERSION, baseUrl, routes, sidebars: docsDataUrl };
  files.set(routesUrl, JSON.stringify(routesJson));
  const css = String(build.files.get(build.codeCssFile) ?? '');
  const codeCssUrl = `${baseUrl}${DEV_DIR}code.css`;
  files.set(codeCssUrl, css);
  // Route titles are part of it: the tab title and the announcer read the route's title.
  const structure = JSON.stringify([routes, docsDataText]);
  return { files, routes, routesUrl, docsDataUrl, codeCssUrl, docText, css, docsData, structure };
}

/**
 * What the browser must hear after a rebuild: the docs whose JSON changed, the code stylesheet if
 * it grew, and the new routes and sidebars when those changed (a title edit changes the sidebar
 * label and the route's title; an added doc adds a route). All of it is swapped in without a
 * reload. `undefined` when nothing visible changed.
 */
export function diffDevContent(previous: DevContent, next: DevContent, baseUrl: string): ContentUpdate | undefined {
  const docs: { url: string; data: DocJson }[] = [];
  for (const [id, text] of next.docText) {
    if (previous.docText.get(id) !== text) docs.push({ url: devDocUrl(baseUrl, id), data: JSON.parse(text) as DocJson });
  }
  const cssChanged = previous.css !== next.css;
  const structureChanged = previous.structure !== next.structure;
  if (docs.length === 0 && !cssChanged && !structureChanged) return undefined;
  return {
    docs,
    ...(cssChanged ? { codeCssUrl: next.codeCssUrl } : {}),
    ...(structureChanged ? { structure: { routes: next.routes, docsData: next.docsData } } : {}),
  };
}
