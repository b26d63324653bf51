/**
 * The dev server's view of a loaded site, pure: the files it serves under stable (unhashed) URLs,
 * the route table, and what changed since the last load. Stable URLs matter for hot updates: the
 * browser keeps its route table, and an edited page keeps its data URL.
 */
import { hashOf } from '@hpcdocs/content-pipeline';
import { SCHEMA_VERSION, type RouteEntry, type RoutesJson, type SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import type { LoadedSite } from '../plugins/lifecycle.js';

/** What the browser is sent after an edit (the `hpcdocs:content-update` event, see app/hot-updates.tsx). */
export interface ContentUpdate {
  /** Pages whose data changed: the data's URL and the new data. */
  readonly pages: readonly { readonly url: string; readonly data: unknown }[];
  /** Stylesheets every page links whose text changed (their URLs; the browser asks for them again). */
  readonly stylesheets: readonly string[];
  /** The new route table and site data, when a page was added, removed or renamed, or a sidebar changed. */
  readonly structure?: { readonly routes: readonly RouteEntry[]; readonly docsData: SidebarsJson };
}

/** The event name of a content update. */
export const CONTENT_UPDATE_EVENT = 'hpcdocs:content-update';

/** What the dev server serves for one load of the site. */
export interface DevFiles {
  /** URL path (with the base URL) -> body. */
  readonly files: ReadonlyMap<string, string | Buffer>;
  /** The route table, with each route's data at its stable URL. */
  readonly routes: readonly RouteEntry[];
  readonly routesUrl: string;
  readonly docsDataUrl: string;
  readonly docsData: SidebarsJson;
  /** Stable URLs of the stylesheets every page links. */
  readonly stylesheets: readonly string[];
  /** Page data text by its URL, stylesheet text by its URL, and the structure as one string: to see what changed. */
  readonly pageText: ReadonlyMap<string, string>;
  readonly styleText: ReadonlyMap<string, string>;
  readonly structure: string;
}

const DEV_DIR = 'assets/content/dev/';

/** The stable URL of a route's data in the dev server: readable, and one per path (`a/b` and `a-b` differ by the hash). */
export function devDataUrl(baseUrl: string, path: string): string {
  const slug = path.slice(baseUrl.length).replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '-').slice(0, 80) || 'index';
  return `${baseUrl}${DEV_DIR}routes/${slug}.${hashOf(path)}.json`;
}

/** Turns a loaded site into what the dev server serves (the search index aside, see dev-search.ts). */
export function toDevFiles(site: LoadedSite, baseUrl: string): DevFiles {
  const files = new Map<string, string | Buffer>();
  // The plugins' files as built (images, KaTeX's stylesheet and fonts); route data and stylesheets
  // are served under stable URLs below.
  for (const [path, body] of site.files) files.set(baseUrl + path, body);
  const pageText = new Map<string, string>();
  const routes = site.routes.map((route): RouteEntry => {
    if (route.data === undefined) return route;
    const url = devDataUrl(baseUrl, route.path);
    // The text the site's data file has (the lifecycle and the pipeline write a route's data so):
    // stringifying every doc's data again was a third of the time an edit took to show at 1,000 docs.
    const built = route.data.startsWith(baseUrl) ? site.files.get(route.data.slice(baseUrl.length)) : undefined;
    const text = typeof built === 'string' ? built : JSON.stringify(site.routeData.get(route.path) ?? null);
    pageText.set(url, text);
    files.set(url, text);
    return { ...route, data: url };
  });
  const docsData: SidebarsJson = { schemaVersion: SCHEMA_VERSION, sidebars: site.docsData.sidebars, versions: site.docsData.versions, globalData: site.globalData };
  const docsDataText = JSON.stringify(docsData);
  const docsDataUrl = `${baseUrl}${DEV_DIR}site-data.json`;
  files.set(docsDataUrl, docsDataText);
  const routesUrl = `${baseUrl}${DEV_DIR}routes.json`;
  const routesJson: RoutesJson = { schemaVersion: SCHEMA_VERSION, baseUrl, routes, sidebars: docsDataUrl };
  files.set(routesUrl, JSON.stringify(routesJson));
  const styleText = new Map<string, string>();
  const stylesheets = site.pageStylesheets.map((file, i) => {
    const url = `${baseUrl}${DEV_DIR}style-${i}.css`;
    const text = String(site.files.get(file) ?? '');
    styleText.set(url, text);
    files.set(url, text);
    return url;
  });
  // Route titles are part of it: the tab title and the announcer read the route's title.
  const structure = JSON.stringify([routes, docsDataText]);
  return { files, routes, routesUrl, docsDataUrl, docsData, stylesheets, pageText, styleText, structure };
}

/** What the browser must hear after a load: the pages whose data changed, the stylesheets, the structure. Undefined when nothing visible changed. */
export function diffDevFiles(previous: DevFiles, next: DevFiles): ContentUpdate | undefined {
  const pages = [...next.pageText].filter(([url, text]) => previous.pageText.get(url) !== text).map(([url, text]) => ({ url, data: JSON.parse(text) as unknown }));
  const stylesheets = [...next.styleText].filter(([url, text]) => previous.styleText.get(url) !== text).map(([url]) => url);
  const structureChanged = previous.structure !== next.structure;
  if (pages.length === 0 && stylesheets.length === 0 && !structureChanged) return undefined;
  return { pages, stylesheets, ...(structureChanged ? { structure: { routes: next.routes, docsData: next.docsData } } : {}) };
}
