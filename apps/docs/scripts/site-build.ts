/** The site build, step by step (see build.ts). */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContent, hashOf, writeContent, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { DocJson, RouteEntry, RoutesJson, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { SCHEMA_VERSION } from '@hpcdocs/content-pipeline/schema';
import { baseUrlBannerScript, jsonForScript, outputPathFor, prerenderRoutes } from '@hpcdocs/router/server';
import { checkBudgets, formatWeight, measurePage, type PageWeight } from './budgets.js';
import { compressTree, backgroundCompressor } from './compress.js';
import { isPlainRelativePath, removeStaleFolders, stageOutput } from './output-folder.js';
import { buildSearchIndex, checkSearchBudget, searchFirstTierBudget } from '@hpcdocs/search/build';

export interface SiteBuildOptions {
  readonly contentDir: string;
  readonly outDir: string;
  /** Cache file for incremental content builds. */
  readonly cacheFile?: string;
  /** Reuse the client and server bundles of the previous build (content-only rebuild). */
  readonly reuseBundles?: boolean;
  readonly log: (line: string) => void;
}

export interface SiteBuildResult {
  readonly ok: boolean;
  readonly timings: Record<string, number>;
  readonly pages: number;
  readonly weight?: PageWeight;
  /** Sizes of the search index files (what a reader downloads before the first results). */
  readonly search?: SearchStats;
}

type SearchStats = ReturnType<typeof buildSearchIndex>['stats'];

interface ServerEntry {
  render(input: { url: string; route: RouteEntry | null; data: DocJson | null; docsData: SidebarsJson; searchIndexUrl: string }): { html: string; head: string };
  searchOptions: Parameters<typeof buildSearchIndex>[1];
  siteConfig: { baseUrl: string; url: string; title: string };
}


const appRoot = resolve(import.meta.dirname, '..');
const workspace = resolve(appRoot, '../..');
/**
 * Where the client and server bundles of a build into `outDir` live: one folder per output folder,
 * so two builds into different folders never empty each other's bundles. It stays inside the
 * workspace because the server bundle imports React and the libs from its node_modules.
 */
const bundleDirFor = (outDir: string) => resolve(workspace, 'dist/apps/.bundles', hashOf(resolve(outDir)).slice(0, 10));

async function buildBundles(bundleDir: string, log: (line: string) => void): Promise<void> {
  const { build } = await import('vite');
  const configFile = resolve(appRoot, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', build: { outDir: join(bundleDir, 'client') } });
  await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(bundleDir, 'server'), manifest: false, emptyOutDir: true } });
  log('  bundles: client and server built');
}

export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildResult> {
  const { log } = options;
  const timings: Record<string, number> = {};
  const time = async <T,>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - start);
    }
  };
  const started = performance.now();
  await removeStaleFolders(options.outDir, log);
  const baseUrl = '/doc/';
  const bundleDir = bundleDirFor(options.outDir);
  const extraRoutes = [baseUrl, `${baseUrl}search/`];

  const needBundles = !options.reuseBundles || !existsSync(join(bundleDir, 'server/entry-server.js'));
  const [content] = await Promise.all([
    time('content', () => buildContent({ contentDir: options.contentDir, baseUrl, extraRoutes, ...(options.cacheFile ? { cacheFile: options.cacheFile } : {}) })),
    needBundles ? time('bundles', () => buildBundles(bundleDir, log)) : Promise.resolve(),
  ]);
  log(`  content: ${content.stats.docs} docs, ${content.stats.processed} processed (${content.stats.threads} worker threads), ${content.stats.cached} from cache`);
  for (const warning of content.warnings) log(`warning: ${warning.file}:${warning.line}:${warning.column}: ${warning.message}`);
  if (content.errors.length > 0) {
    log(`\n@hpcdocs/content-pipeline: ${content.errors.length} problem(s); the previous build output was left untouched.\n`);
    for (const error of content.errors) log(error.format());
    return { ok: false, timings, pages: 0 };
  }

  // Every file must land inside the output folder, where it was meant to. The pipeline refuses
  // slugs and names that could escape; this catches anything that slips through, before writing.
  const escaping = [...content.files.keys(), ...content.routes.map((route) => outputPathFor(route.path, baseUrl))].filter((path) => !isPlainRelativePath(path));
  if (escaping.length > 0) {
    log(`\nThese files would be written outside their place in the output folder: ${escaping.map((path) => JSON.stringify(path)).join(', ')}. The previous build output was left untouched.`);
    return { ok: false, timings, pages: 0 };
  }

  const staged = await stageOutput(options.outDir);
  // Content files and pages are compressed as they are written, on the core the (single-threaded)
  // search index build and render leave idle.
  const zipper = backgroundCompressor(staged.dir);
  try {
    return await writeOutput();
  } finally {
    // Let the page compression stop first, so nothing writes into the folder being removed.
    await zipper.finish().catch(() => undefined);
    await staged.discard();
  }

  /** Everything that writes into the staged folder, then swaps it in. */
  async function writeOutput(): Promise<SiteBuildResult> {
    const tmpDir = staged.dir;
    const { pages, search } = await time('prerender', () => prerender(content, tmpDir, baseUrl, bundleDir, (file, text) => zipper.add(file, text)));
    // Budgets (issue 9), measured before anything is swapped in: the first-load JS and CSS of a doc
    // page (the first doc route) and the search index's first file. Over budget, the build fails
    // with the sizes and the previous output stays.
    const problems: string[] = [];
    const sample = content.routes.find((r) => r.kind === 'doc');
    let weight: PageWeight | undefined;
    if (sample) {
      weight = await measurePage(tmpDir, outputPathFor(sample.path, baseUrl), baseUrl);
      log(`  sizes (${sample.path}): ${formatWeight(weight)}`);
      problems.push(...checkBudgets(weight));
    }
    for (const index of search.indexes) {
      log(`  search index${index.context ? ` (${index.context})` : ''}: ${index.pages} pages, ${index.documents} documents, first file ${(index.firstTierGzipBytes / 1024).toFixed(1)} KB gzip (budget ${(searchFirstTierBudget(index.pages) / 1024).toFixed(1)} KB), ${index.shards} content shards of ${(index.contentBytes / 1024).toFixed(1)} KB raw`);
    }
    try {
      // The first file's budget grows with the site: 30 KB at 30 pages, 150 KB at 1,000 (issue 7).
      checkSearchBudget(search);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (problems.length > 0) {
      for (const problem of problems) log(`size budget exceeded: ${problem}`);
      log('The previous build output was left untouched.');
      return { ok: false, timings, pages: 0 };
    }
    await time('compress', async () => {
      await zipper.finish();
      await compressTree(tmpDir, zipper.done);
    });

    await staged.commit();
    timings['total'] = Math.round(performance.now() - started);
    log(`Built ${content.docs.length} docs, ${pages} pages into ${options.outDir} in ${timings['total']} ms (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
    return { ok: true, timings, pages, search, ...(weight ? { weight } : {}) };
  }
}

async function prerender(content: ContentBuild, outDir: string, baseUrl: string, bundleDir: string, onFile: (file: string, text: string) => void): Promise<{ pages: number; search: SearchStats }> {
  await cp(join(bundleDir, 'client'), outDir, { recursive: true });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const server = (await import(pathToFileURL(join(bundleDir, 'server/entry-server.js')).href)) as ServerEntry;
  await writeContent(content, outDir);
  // The content files are compressed in the background while the search index is built.
  for (const [path, text] of content.files) if (typeof text === 'string') onFile(path, text);

  const docsDataUrl = baseUrl + content.sidebarsFile;
  const docsData: SidebarsJson = { schemaVersion: SCHEMA_VERSION, sidebars: content.sidebars, versions: content.versions };
  const pages: RouteEntry[] = [
    { path: baseUrl, kind: 'page', title: server.siteConfig.title },
    { path: `${baseUrl}search/`, kind: 'page', title: 'Search' },
  ];
  const routes: RouteEntry[] = [...pages, ...content.routes];
  const routesJson: RoutesJson = { schemaVersion: SCHEMA_VERSION, baseUrl, routes, sidebars: docsDataUrl };
  const routesText = JSON.stringify(routesJson);
  const routesFile = `assets/content/routes.${hashOf(routesText)}.json`;
  await writeFile(join(outDir, routesFile), routesText);
  onFile(routesFile, routesText);
  const codeCss = `<link rel="stylesheet" href="${baseUrl}${content.codeCssFile}">`;
  // Search index: built from the docs' sections, written with hashed names beside the content.
  const search = buildSearchIndex(content.search, { ...server.searchOptions, baseUrl });
  await Promise.all([...search.files].map(async ([path, text]) => {
    await mkdir(dirname(join(outDir, path)), { recursive: true });
    await writeFile(join(outDir, path), text);
    onFile(path, text);
  }));
  const searchIndexUrl = search.indexUrl;
  const docsById = new Map(content.docs.map((d) => [d.permalink, d]));

  const render = (route: RouteEntry | null, url: string) => {
    const data = route?.kind === 'doc' ? (docsById.get(route.path) ?? null) : null;
    const { html, head } = server.render({ url, route, data, docsData, searchIndexUrl });
    const preloads = [docsDataUrl, ...(route?.data ? [route.data] : [])]
      .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`)
      .join('');
    const boot = `<script id="__hpc_boot" type="application/json">${jsonForScript({ routes: baseUrl + routesFile, docsData: docsDataUrl, route, search: searchIndexUrl })}</script>`;
    return { html, head: head + preloads + codeCss + baseUrlBannerScript(baseUrl) + boot };
  };
  const { files } = await prerenderRoutes({
    outDir,
    baseUrl,
    routes,
    template,
    render,
    siteUrl: server.siteConfig.url,
    excludeFromSitemap: (route) => docsById.get(route.path)?.unlisted ?? false,
    onFile,
  });
  return { pages: files.length, search: search.stats };
}
