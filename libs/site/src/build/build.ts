/**
 * `hpcdocs build`: the site's plugins (the docs, its pages, search, a team's own: see
 * plugins/lifecycle.ts) and the client and server bundles (Vite) side by side, then the search
 * index, the route table, a prerendered HTML file for every route, 404.html, sitemap.xml and
 * precompressed copies, and the plugins' postBuild. Everything is written to a temporary folder
 * first, which at the end is swapped in whole or, on a rebuild, holds only what changed and is
 * moved in over the output (see output-folder.ts), so a failed build (a broken link, bad
 * frontmatter, a budget, a plugin) leaves the previous output as it was.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { hashOf, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from '../config/load.js';
import { ConfigError } from '../config/errors.js';
import { siteContent } from '../content.js';
import { siteDataOf } from '../site-data.js';
import { PAGE_MODULES_FILE, type PageModuleFiles } from '../vite/page-modules.js';
import type { PageWeight } from './budgets.js';
import { bundlesUpToDate, staticKey } from './bundle-inputs.js';
import { bundleProblems, formatBundleProblem } from './bundle-errors.js';
import { bundleDirFor, bundlesMatch, buildBundles } from './bundles.js';
import { siteCodeWarnings } from '../check-site.js';
import { startSearchIndexer } from './search-index.js';
import { backgroundCompressor, compressFiles, type CompressedRecord } from './compress.js';
import { outputPathProblems } from './output-paths.js';
import { removeStaleFolders, stageOutput } from './output-folder.js';
import { prerender, SERVER_ENTRY, type PageRecord, type SearchStats } from './prerender.js';
import { copiesInPlace, forgetRecords, previousOutput, recordHolds, writeRecord, type FilesRecord } from './records.js';
import { checkSizes } from './sizes.js';
import { templateFromManifest } from './template.js';
import { outDirProblem } from '../config/folders.js';
import { formatStaticProblem, readStaticFolder } from '../static-folder.js';
import { DOCS_PLUGIN } from '../plugins/docs.js';
import { formatLifecycleProblem, loadSite, pageModulesOfSite } from '../plugins/lifecycle.js';
import { pluginModulesOf } from '../plugins/internal.js';
import { runPostBuild } from '../plugins/post-build.js';
import { sitePlugins } from '../plugins/site-plugins.js';

/** A step of the build, for progress output. */
export type BuildPhase = 'bundles' | 'content' | 'prerender' | 'compress' | 'swap';

/** Options of {@link build}. */
export interface BuildOptions {
  /** Where to write the site. Default: the config's `outDir`. */
  readonly outDir?: string;
  /**
   * Cache of processed docs, so a rebuild reprocesses only what changed: a file path, or false
   * for none. Default `node_modules/.cache/hpcdocs/content-cache.json` in the site's folder.
   */
  readonly cache?: string | false;
  /**
   * Reuse the client and server bundles of the last build into the same folder when nothing they
   * are made of changed: the config, the static folder, the files they bundle (see
   * bundle-inputs.ts) and the docs' components. Default true; false bundles again.
   */
  readonly reuseBundles?: boolean;
  /** Receives the build's log lines (default: none). */
  readonly log?: (line: string) => void;
  /** Called as each phase starts, and as docs are processed. */
  readonly onProgress?: (progress: { readonly phase: BuildPhase; readonly done?: number; readonly total?: number }) => void;
}

/** What a build did. */
export interface BuildResult {
  readonly ok: boolean;
  /** Milliseconds per phase, and `total`. */
  readonly timings: Readonly<Record<string, number>>;
  /** HTML files written. */
  readonly pages: number;
  /** Of those, the pages written again as the last build wrote them (their inputs unchanged). */
  readonly reusedPages?: number;
  /**
   * The output in place was updated with what changed (the last build's records allowed it), rather
   * than replaced by a whole new folder. See output-folder.ts.
   */
  readonly inPlace?: boolean;
  readonly docs: number;
  readonly outDir: string;
  /** What stopped the build (content errors with file:line, budgets), one per line. Empty when ok. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
  /** What a doc page loads up front. */
  readonly weight?: PageWeight;
  /** Sizes of the search index files (what a reader downloads before the first results). */
  readonly search?: SearchStats;
}

/** Builds the site described by `config`. Content problems and budgets fail it without throwing: see `problems`. */
export async function build(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const log = options.log ?? (() => undefined);
  const progress = options.onProgress ?? (() => undefined);
  const outDir = resolve(options.outDir ?? config.paths.outDir);
  const timings: Record<string, number> = {};
  // Nothing is read, built or written before the output folder and the static folder pass: the
  // output folder is replaced whole, and the static folder is copied into it as it is.
  const misplaced = outDirProblem(outDir, config);
  const statics = await readStaticFolder(config);
  if (misplaced || statics.problems.length > 0) {
    const problems = [...(misplaced ? [options.outDir === undefined ? `outDir: ${misplaced}` : misplaced] : []), ...statics.problems.map(formatStaticProblem)];
    return { ok: false, timings, pages: 0, docs: 0, outDir, problems, warnings: [] };
  }
  // Hashed once, while the content starts: the bundles' record and the output's both hold it.
  const staticsKey = staticKey(statics);
  staticsKey.catch(() => undefined);
  const time = async <T,>(name: BuildPhase, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - start);
    }
  };
  const started = performance.now();
  await removeStaleFolders(outDir, log);
  // The files of the output in place, listed while the content builds: a rebuild over it checks
  // that every file the last build recorded is still there (see recordHolds).
  const present = options.cache !== false && options.reuseBundles !== false && existsSync(outDir) ? readdir(outDir, { recursive: true }).catch(() => [] as string[]) : Promise.resolve([] as string[]);
  const site = siteDataOf(config);
  const bundleDir = bundleDirFor(config, outDir);
  const cacheFile = options.cache === false ? undefined : (options.cache ?? join(config.root, 'node_modules/.cache/hpcdocs/content-cache.json'));
  const failed = (problems: string[], docs = 0): BuildResult => ({ ok: false, timings, pages: 0, docs, outDir, problems, warnings: [] });
  // The site's plugins: a plugin of the config that cannot be made stops the build here.
  let fromTexts: (modules: string[] | undefined) => void = () => undefined;
  const toldByTexts = new Promise<string[] | undefined>((resolve) => (fromTexts = resolve));
  const loadDocs = (): Promise<ContentBuild> => time('content', () => siteContent(config, { cacheFile, onProgress: (done, total) => progress({ phase: 'content', done, total }), onPageModules: fromTexts, deferLinkCheck: true }));
  let plugins: Awaited<ReturnType<typeof sitePlugins>>;
  try {
    plugins = await sitePlugins(config, { command: 'build', loadDocs });
  } catch (error) {
    if (error instanceof ConfigError) return failed([error.message]);
    throw error;
  }
  const pluginModules = pluginModulesOf(plugins);
  // The bundles are made from the plugins' modules too (route components, client modules).
  const bundleKey = staticsKey.then((key) => `${key}\0${JSON.stringify(pluginModules)}`);
  // Started now, so its thread has loaded its code and the last analyses (kept beside the content
  // cache, and gone with it) by the time the content is ready: see search-index.ts.
  const searchIndexer = startSearchIndexer(cacheFile ? `${cacheFile.replace(/\.json$/, '')}.search-analyses` : undefined);
  try {
    // Whether the last bundles serve this build is checked (file hashes) while the content starts.
    const reusable = options.reuseBundles !== false && existsSync(join(bundleDir, SERVER_ENTRY)) ? bundlesUpToDate(bundleDir, config, bundleKey) : Promise.resolve(false);
    progress({ phase: 'content' });
    const siteLoad = loadSite(plugins, { baseUrl: config.baseUrl });
    // The page modules as the docs' texts tell them (see the pipeline's onPageModules), else from
    // the pages once loaded. A failed load fails the build below; the bundles then need none.
    const fromPages = siteLoad.then(pageModulesOfSite, () => []);
    const pageModules = Promise.race([toldByTexts, fromPages.then(() => undefined)]).then((told) => told ?? fromPages);
    const needBundles = !(await reusable);
    if (needBundles) progress({ phase: 'bundles' });
    // A problem in the site's code (an import not installed, a stylesheet without its compiler)
    // fails the build as the content's problems do, with the file at fault.
    const bundled = (modules: Promise<readonly string[]>) => time('bundles', () => buildBundles(config, bundleDir, bundleKey, modules, pluginModules)).then(() => [], (error: unknown) => bundleProblems(error, config.root).map(formatBundleProblem));
    const [loaded, bundleFailures] = await Promise.all([siteLoad, needBundles ? bundled(pageModules) : Promise.resolve([])]);
    const content = loaded.allContent[DOCS_PLUGIN] as ContentBuild | undefined;
    const docs = content?.stats.docs ?? 0;
    if (content) log(`  content: ${content.stats.docs} docs, ${content.stats.processed} processed (${content.stats.threads} worker threads), ${content.stats.cached} from cache`);
    const warnings = [...loaded.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`), ...siteCodeWarnings(config).map((w) => w.text)];
    for (const warning of warnings) log(`warning: ${warning}`);
    const stopped = [...loaded.errors.map((e) => e.format()), ...loaded.problems.map(formatLifecycleProblem), ...bundleFailures];
    if (stopped.length > 0) return failed(stopped, docs);
    // The bundles' page modules are not the pages' (reused bundles made before a doc imported a
    // module or stopped using one, or new ones made from texts that told otherwise): build them again.
    if (!(await bundlesMatch(bundleDir, pageModulesOfSite(loaded)))) {
      progress({ phase: 'bundles' });
      const again = await bundled(Promise.resolve(pageModulesOfSite(loaded)));
      if (again.length > 0) return failed(again, docs);
    }
    const misnamed = outputPathProblems(loaded, config.baseUrl);
    if (misnamed.length > 0) return failed(misnamed, docs);

    // The search index is built from here on, on its thread (see search-index.ts).
    const searchBuild = searchIndexer.build({ sources: loaded.searchSources, options: { ...config.search, baseUrl: config.baseUrl } });

    // What the output in place compressed already is linked, not compressed again (`--no-cache` reuses nothing).
    const reuse = options.cache !== false && options.reuseBundles !== false;
    // Pages of the output in place can be written again instead of rendered (see PageRecord).
    const [copies, previous, filesRecord] = reuse
      ? await Promise.all([previousOutput<CompressedRecord>(bundleDir, outDir, 'copies'), previousOutput<PageRecord>(bundleDir, outDir, 'pages'), previousOutput<FilesRecord>(bundleDir, outDir, 'files')])
      : [null, null, null];
    const manifestText = await readFile(join(bundleDir, 'client/.vite/manifest.json'), 'utf8');
    // The client bundle's folder: its code (the manifest) and the static folder's files beside it.
    const bundle = hashOf(manifestText + (await staticsKey));
    // With all three records, this build writes only what changed, over the output in place (see
    // output-folder.ts), if every file the record lists is there.
    const inPlace = copies && previous && filesRecord && (await recordHolds(filesRecord.record, present)) ? { files: new Set(filesRecord.record.files), bundlesInPlace: filesRecord.record.bundle === bundle } : undefined;
    const staged = await stageOutput(outDir);
    // Content files and pages are compressed as they are written, on the core the (single-
    // threaded) search index build and render leave idle.
    const zipper = backgroundCompressor(staged.dir, copies);
    try {
      progress({ phase: 'prerender' });
      const template = templateFromManifest(JSON.parse(manifestText), config, site);
      const pageModuleFiles = JSON.parse(await readFile(join(bundleDir, 'client', PAGE_MODULES_FILE), 'utf8').catch(() => '{}')) as PageModuleFiles;
      const { pages, search, reactBuild, record, reused, linked, unpassed, files } = await time('prerender', () =>
        prerender({ config, loaded, outDir: staged.dir, bundleDir, template, pageModuleFiles, onFile: (file, text) => zipper.add(file, text), searchBuild, ...(previous ? { previous } : {}), ...(inPlace ? { inPlace } : {}) }),
      );
      if (reactBuild === 'development') {
        const warning = "pages were rendered with React's development build, about twice as slow as its production build: set NODE_ENV=production before anything imports React or @hpcdocs/site (the hpcdocs command does)";
        warnings.push(warning);
        log(`warning: ${warning}`);
      }
      // Over the output in place, a file the overlay lacks is the one in place.
      const sizes = await checkSizes(config, loaded.routes, inPlace ? [staged.dir, outDir] : [staged.dir], search, log);
      if (sizes.problems.length > 0) return { ...failed(sizes.problems, docs), warnings };
      // The plugins' last word, on the output as it will be put in place: a failure leaves the last site.
      const postBuild = await runPostBuild(plugins, loaded, staged.dir);
      if (postBuild.length > 0) return { ...failed(postBuild, docs), warnings };
      progress({ phase: 'compress' });
      // The bundle's files (on libuv's pool) while the compressor threads finish their queue.
      const compressed = await time('compress', async () => {
        const [record] = await Promise.all([zipper.finish(), compressFiles(unpassed.filter((file) => !zipper.done.has(file) && !linked.has(file)))]);
        return record;
      });
      progress({ phase: 'swap' });
      // The records go with the output they describe: written once that output is in place.
      await forgetRecords(bundleDir);
      if (inPlace) {
        const current = new Set(files);
        await staged.commitOverlay([...inPlace.files].filter((file) => !current.has(file)));
      } else {
        await staged.commit();
      }
      await Promise.all([writeRecord(bundleDir, 'pages', record), writeRecord(bundleDir, 'copies', inPlace ? copiesInPlace(copies?.record ?? {}, compressed, files) : compressed), writeRecord(bundleDir, 'files', { bundle, files } satisfies FilesRecord)]);
      timings['total'] = Math.round(performance.now() - started);
      log(`Built ${docs} docs, ${pages} pages into ${outDir} in ${timings['total']} ms (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
      return { ok: true, timings, pages, reusedPages: reused, inPlace: inPlace !== undefined, docs, outDir, problems: [], warnings, search, ...(sizes.weight ? { weight: sizes.weight } : {}) };
    } finally {
      // Let the page compression stop first, so nothing writes into the folder being removed.
      await zipper.finish().catch(() => undefined);
      await staged.discard();
    }
  } finally {
    // A build that failed before its pages never told the thread where to write, or gave it no job.
    searchIndexer.close();
  }
}

