/** Writes the site into a folder: bundles, content, route table, search index, and a page per route. */
import { existsSync } from 'node:fs';
import { copyFile, cp, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashOf, writeContent } from '@hpcdocs/content-pipeline';
import { SCHEMA_VERSION, type RouteEntry, type RoutesJson, type SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { baseUrlBannerScript, prerenderRoutes } from '@hpcdocs/router/server';
import type { buildSearchIndex } from '@hpcdocs/search/build';
import { siteHeadTags } from './head-tags.js';
import { bootScript } from '../app/boot.js';
import type { RenderInput, RenderOutput } from '../app/entry-server.js';
import type { ResolvedConfig } from '../config/load.js';
import type { LoadedSite } from '../plugins/lifecycle.js';
import { moduleKeyOf, pageModulesOf, type PageModuleFiles } from '../vite/page-modules.js';
import { copyNames } from './compress.js';
import { INLINE_SCRIPTS_FILE, inlineScriptHashes, NGINX_REDIRECTS_FILE } from '../preview/server.mjs';
import { nginxRedirects } from './nginx-redirects.js';
import type { SearchIndexBuild } from './search-index.js';
import { currentLocaleOf } from '../i18n/locales.js';

/** Sizes of the search index files. */
export type SearchStats = ReturnType<typeof buildSearchIndex>['stats'];

/** The server bundle's entry in a bundle folder (its name is fixed in `vite/config.ts`). */
export const SERVER_ENTRY = 'server/entry-server.mjs';

/** What the server bundle exports (`app/entry-server.tsx`). */
interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
  readonly reactBuild: ReactBuild;
}

/** Which build of React rendered the pages (see `reactBuild` in `app/entry-server.tsx`). */
export type ReactBuild = 'development' | 'production';

/** Inputs of {@link prerender}. */
export interface PrerenderInput {
  readonly config: ResolvedConfig;
  /** The site as its plugins made it: routes, their data, files (see plugins/lifecycle.ts). */
  readonly loaded: LoadedSite;
  readonly outDir: string;
  /** Holds `client/` and `server/`, the two Vite bundles. */
  readonly bundleDir: string;
  /** The page shell (see `template.ts`). */
  readonly template: string;
  /** The files of each page module (what a page that uses it preloads). Default none. */
  readonly pageModuleFiles?: PageModuleFiles;
  /** Called with each text file written, for the background compressor. */
  readonly onFile: (file: string, text: string) => void;
  /** The output of the last build into the same place and its record, for pages to reuse (see {@link PageRecord}). */
  readonly previous?: { readonly dir: string; readonly record: PageRecord };
  /**
   * Set when `outDir` is an overlay on the output in place (`previous.dir`) rather than a whole new
   * output: `files` lists what the output in place has (its `files` as this function returned them),
   * and only what is new or changed is written to `outDir`. A file there under a name made from its
   * content stays where it is, as does an unchanged page; `bundlesInPlace` says the client bundle's
   * files there are this build's (the bundles were not built again). See output-folder.ts.
   */
  readonly inPlace?: { readonly files: ReadonlySet<string>; readonly bundlesInPlace: boolean };
  /** The search index, being built on its thread since the content was ready (see search-index.ts); written here. */
  readonly searchBuild: SearchIndexBuild;
}

/**
 * What a build's pages were made from, so that the next build writes an unchanged page again
 * instead of rendering it: per page, a hash of everything its HTML depends on (the bundles, the
 * shell, its route and data, the sidebars, its component files). No page names what changes with
 * any doc (the route table, the search index): the site's manifest does ({@link MANIFEST_FILE}),
 * so an unchanged page is the same file, byte for byte, and its compressed copies are reused.
 * At 1,000 docs rendering and compressing pages was most of a rebuild after one edit.
 */
export interface PageRecord {
  /** Output-relative file -> hash of its inputs. */
  readonly pages: Readonly<Record<string, string>>;
}

/**
 * The site's manifest, output-relative: the URLs of the route table and the search index's root
 * file, which change with any doc. Its name never changes (hosts serve it revalidated, not
 * cached for a year); each page's boot data points at it and the app reads it as it starts.
 */
export const MANIFEST_FILE = 'assets/content/manifest.json';

/**
 * The client bundle's files in `outDir`, output-relative: under `assets/` and named `name-<hash>.ext`
 * by Vite from their content (a file of the static folder keeps its own name, which says nothing
 * of its content).
 */
async function bundleAssets(outDir: string): Promise<string[]> {
  const entries = await readdir(join(outDir, 'assets'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && /-[\w-]{8}\.(?:js|mjs|css|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|json|wasm)$/.test(entry.name)).map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Links the file `path` (output-relative) of `previousDir` into `outDir` with its compressed
 * copies (see copiesFor in compress.ts), when all are there; whether it did. A hard link where the
 * file system allows it (nothing in a build writes into a file it did not create), else a copy.
 * The output folder is new, so nothing is in the way: removing first (as a copy over a file would
 * need) cost a 1,000-doc rebuild half a second of `lstat` calls.
 */
async function linkFromPrevious(path: string, previousDir: string, outDir: string): Promise<boolean> {
  const from = join(previousDir, path);
  const copies = copyNames(path);
  // All of them, or the file is written afresh (a file of the last output removed by hand since).
  if (!existsSync(from) || !copies.every((copy) => existsSync(join(previousDir, copy)))) return false;
  const to = join(outDir, path);
  await mkdir(dirname(to), { recursive: true });
  const place = (source: string, target: string) =>
    link(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') await rm(target, { force: true });
      await copyFile(source, target);
    });
  await Promise.all([place(from, to), ...copies.map((copy) => place(join(previousDir, copy), join(outDir, copy)))]);
  return true;
}

/**
 * Links each file of `paths` (output-relative, named by their content) that `previousDir` has into
 * `outDir` with its compressed copies. Returns the paths linked, whose copies need no compressing.
 */
async function linkUnchanged(paths: readonly string[], previousDir: string, outDir: string): Promise<Set<string>> {
  const linked = new Set<string>();
  await Promise.all(paths.map(async (path) => (await linkFromPrevious(path, previousDir, outDir)) && linked.add(path)));
  return linked;
}

/**
 * Of the content files and the bundle's files just copied into the overlay `outDir` (`copied`; all
 * output-relative, named by their content), those the output in place has (`files`): they stay
 * there. Their copies in the overlay are removed, so that they do not replace them without their
 * compressed copies.
 */
async function keepInPlace(content: Iterable<string>, copied: readonly string[], files: ReadonlySet<string>, outDir: string): Promise<Set<string>> {
  const keptCopies = copied.filter((path) => files.has(path));
  await Promise.all(keptCopies.map((path) => rm(join(outDir, path), { force: true })));
  return new Set([...[...content].filter((path) => files.has(path)), ...keptCopies]);
}

/** Writes `text` as `assets/content/<name>.<hash>.json` unless the output in place has it; returns the file's path. */
async function writeHashedJson(outDir: string, name: string, text: string, inPlaceHas: (path: string) => boolean, onFile: PrerenderInput['onFile']): Promise<string> {
  const file = `assets/content/${name}.${hashOf(text)}.json`;
  if (!inPlaceHas(file)) {
    await mkdir(join(outDir, dirname(file)), { recursive: true });
    await writeFile(join(outDir, file), text);
    onFile(file, text);
  }
  return file;
}

/**
 * Puts the client bundle (unless the output in place has it) and the plugins' files into `outDir`.
 * Returns the bundle's files (to compress after), those linked from the last output, and whether
 * the bundle was copied.
 */
async function placeBundleAndContent({ loaded, outDir, bundleDir, onFile, previous, inPlace }: PrerenderInput, startSearchWrite: () => void): Promise<{ copied: string[]; linked: Set<string>; copyBundle: boolean }> {
  const copyBundle = !inPlace?.bundlesInPlace;
  if (copyBundle) {
    await cp(join(bundleDir, 'client'), outDir, { recursive: true });
    await rm(join(outDir, '.vite'), { recursive: true, force: true });
  }
  // Told where after the bundle is copied: the copy makes its folders one by one and fails on one made meanwhile.
  startSearchWrite();
  // The files written here without `onFile` (the bundle's and binary content), to be compressed
  // after: listing them costs less than walking the whole output (ten thousand files at 1,000 docs).
  const copied = (await readdir(join(bundleDir, 'client'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(join(bundleDir, 'client'), join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('.vite/'));
  // Content files and the client bundle's assets are named by their content: those the output in
  // place already has are linked from there with their compressed copies, not written and
  // compressed again (on a rebuild, nearly all of them).
  const linked = inPlace ? await keepInPlace(loaded.files.keys(), copyBundle ? await bundleAssets(outDir) : [], inPlace.files, outDir) : previous ? await linkUnchanged([...loaded.files.keys(), ...(await bundleAssets(outDir))], previous.dir, outDir) : new Set<string>();
  await writeContent({ files: new Map([...loaded.files].filter(([path]) => !linked.has(path))) }, outDir);
  // The content files are compressed in the background while the search index is built.
  for (const [path, text] of loaded.files) if (typeof text === 'string' && !linked.has(path)) onFile(path, text);
  return { copied, linked, copyBundle };
}

/** A page whose rendering threw (a component of the site's or the theme's, with the props it was given). */
export class PageRenderError extends Error {
  override readonly name = 'PageRenderError';
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`the page ${path} could not be rendered: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.path = path;
  }
}

/** What every page's head and boot data name: the site data, the manifest, the page stylesheets and the base URL banner. */
interface PageShared {
  readonly docsData: SidebarsJson;
  readonly docsDataUrl: string;
  readonly manifestUrl: string;
  readonly codeCss: string;
  readonly banner: string;
}

/**
 * How a page is made: `render` renders it with the server bundle; `reuse` links it from the last
 * output when none of its inputs changed (reading, writing and hashing a thousand pages again cost
 * a 1,000-doc rebuild about half a second). `pageKeys` records each page's inputs for the next build.
 */
function pageWriter(input: PrerenderInput, server: ServerEntry, serverHash: string, shared: PageShared, linked: Set<string>) {
  const { loaded, template, pageModuleFiles = {}, previous, inPlace, outDir } = input;
  const dataOf = (route: RouteEntry | null): unknown => (route ? (loaded.routeData.get(route.path) ?? null) : null);
  // The page's own components: fetched alongside its data rather than after it.
  const modulesOf = (data: unknown) => [...new Set(pageModulesOf(data !== null && typeof data === 'object' ? [data as { components?: Record<string, string> }] : []).flatMap((entry) => pageModuleFiles[moduleKeyOf(entry)] ?? []))].filter((href) => !template.includes(href));
  const render = async (route: RouteEntry | null, url: string) => {
    const data = dataOf(route);
    // The index's URL is read from the manifest as the app starts; no markup holds it.
    const { html, head } = await server.render({ url, route, data, docsData: shared.docsData, searchIndexUrl: '', description: route ? loaded.descriptions.get(route.path) : undefined, noIndex: route ? loaded.noIndex.has(route.path) : false }).catch((error: unknown) => {
      throw new PageRenderError(route?.path ?? url, error);
    });
    const preloads = [shared.manifestUrl, shared.docsDataUrl, ...(route?.data ? [route.data] : [])].map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`).join('');
    // The page's components load with the app, after first paint (app/loader.ts reads them from the boot data).
    const modules = modulesOf(data);
    const boot = bootScript({ routes: '', docsData: shared.docsDataUrl, route, search: '', manifest: shared.manifestUrl, ...(modules.length > 0 ? { modules } : {}) });
    return { html, head: head + preloads + shared.codeCss + shared.banner + boot };
  };
  // A page's inputs besides the two URLs every page holds. Its doc's data is named by its content
  // in the route (`route.data`), the sidebars in `docsDataUrl`; the site's config is in the bundle.
  const templateHash = hashOf(template);
  const pageKeys: Record<string, string> = {};
  const counts = { reused: 0 };
  const reuse = async (route: RouteEntry | null, file: string): Promise<true | undefined> => {
    const key = hashOf(JSON.stringify([serverHash, templateHash, route, file, shared.docsDataUrl, shared.manifestUrl, shared.codeCss, modulesOf(dataOf(route)), route ? [loaded.descriptions.get(route.path), loaded.noIndex.has(route.path)] : null]), 16);
    pageKeys[file] = key;
    if (!previous || previous.record.pages[file] !== key) return undefined;
    // Over the output in place, the page is there already (its record says so).
    if (inPlace?.files.has(file)) {
      counts.reused += 1;
      return true;
    }
    if (!(await linkFromPrevious(file, previous.dir, outDir))) return undefined;
    linked.add(file);
    counts.reused += 1;
    return true;
  };
  return { render, reuse, pageKeys, counts };
}

/** Writes everything a reader downloads into `outDir`. */
export async function prerender(input: PrerenderInput): Promise<{ pages: number; search: SearchStats; reactBuild: ReactBuild; record: PageRecord; reused: number; linked: ReadonlySet<string>; unpassed: readonly string[]; files: readonly string[] }> {
  const { config, loaded, outDir, bundleDir, template, onFile, inPlace, searchBuild } = input;
  const { baseUrl } = config;
  // Over the output in place: what it has already, by a name made from the content, is not written.
  const inPlaceHas = (path: string) => inPlace?.files.has(path) ?? false;
  // Search index: built from the docs' sections on its own thread (see search-index.ts), which
  // writes its files with hashed names beside the content while the pages render.
  let searchWrite: Promise<unknown> = Promise.resolve();
  const { copied, linked, copyBundle } = await placeBundleAndContent(input, () => {
    searchWrite = searchBuild.write({ outDir, ...(inPlace ? { kept: [...inPlace.files].filter((path) => path.startsWith('assets/search/')) } : {}) });
    searchWrite.catch(() => undefined);
  });
  // Named by its content: a process that builds again after the bundles changed (the API, tests)
  // must not get the module it imported before from Node's cache. Its chunks have hashed names.
  const serverEntry = join(bundleDir, SERVER_ENTRY);
  const serverHash = hashOf(await readFile(serverEntry));
  const server = (await import(`${pathToFileURL(serverEntry).href}?${serverHash}`)) as ServerEntry;

  // The site's data every page loads with the app: the docs' sidebars and versions, and every plugin's global data.
  const docsData: SidebarsJson = { schemaVersion: SCHEMA_VERSION, sidebars: loaded.docsData.sidebars, versions: loaded.docsData.versions, globalData: loaded.globalData };
  const docsDataFile = await writeHashedJson(outDir, 'site-data', JSON.stringify(docsData), inPlaceHas, onFile);
  const docsDataUrl = baseUrl + docsDataFile;
  const routesJson: RoutesJson = { schemaVersion: SCHEMA_VERSION, baseUrl, routes: loaded.routes, sidebars: docsDataUrl };
  const routesFile = await writeHashedJson(outDir, 'routes', JSON.stringify(routesJson), inPlaceHas, onFile);
  const shared: PageShared = { docsData, docsDataUrl, manifestUrl: baseUrl + MANIFEST_FILE, codeCss: loaded.pageStylesheets.map((file) => `<link rel="stylesheet" href="${baseUrl}${file}">`).join(''), banner: baseUrlBannerScript(baseUrl) };
  const { render, reuse, pageKeys, counts } = pageWriter(input, server, serverHash, shared, linked);
  const { files: pageFiles, inlineScripts } = await prerenderRoutes({ outDir, baseUrl, routes: loaded.routes, template, render, siteUrl: config.url, excludeFromSitemap: (route) => loaded.noIndex.has(route.path), onFile, reuse, lang: currentLocaleOf(config).htmlLang });
  // Written and compressed by the index's thread (see search-index.ts); its URLs are known here
  // once it is built.
  const search = await searchBuild.index;
  await searchWrite;
  const manifestText = JSON.stringify({ routes: baseUrl + routesFile, search: search.indexUrl, ...(Object.keys(search.contextIndexUrls).length > 0 ? { searchContexts: search.contextIndexUrls } : {}) });
  await mkdir(join(outDir, dirname(MANIFEST_FILE)), { recursive: true });
  await writeFile(join(outDir, MANIFEST_FILE), manifestText);
  onFile(MANIFEST_FILE, manifestText);
  // Every inline script the pages run comes from the shell, the banner or the redirect pages: the
  // servers allow those, and only those, by their hashes (see INLINE_SCRIPTS_FILE).
  const scripts = inlineScriptHashes([template, shared.banner, ...inlineScripts].join('')).sort();
  // And the other sites the config's scripts and stylesheets come from (see build/head-tags.ts).
  await writeFile(join(outDir, INLINE_SCRIPTS_FILE), JSON.stringify({ scripts, origins: siteHeadTags(config).origins }));
  await writeFile(join(outDir, NGINX_REDIRECTS_FILE), nginxRedirects(loaded.routes));
  const binary = [...loaded.files].filter(([path, text]) => typeof text !== 'string' && !linked.has(path)).map(([path]) => path);
  // Every file of the output (their compressed copies aside), for the next build over it.
  const files = [...new Set([...copied, ...loaded.files.keys(), docsDataFile, routesFile, ...search.paths, MANIFEST_FILE, INLINE_SCRIPTS_FILE, NGINX_REDIRECTS_FILE, ...pageFiles])];
  return { pages: pageFiles.length, search: search.stats, reactBuild: server.reactBuild, record: { pages: pageKeys }, reused: counts.reused, linked: new Set([...linked].map((path) => join(outDir, path))), unpassed: [...(copyBundle ? copied : []), ...binary].map((path) => join(outDir, path)), files };
}
