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
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ContentBuild } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from '../config/load.js';
import { ConfigError } from '../config/errors.js';
import { siteContent } from '../content.js';
import type { PageWeight } from './budgets.js';
import { bundlesUpToDate, staticKey } from './bundle-inputs.js';
import { bundleProblems, formatBundleProblem } from './bundle-errors.js';
import { bundleDirFor, bundlesMatch, buildBundles } from './bundles.js';
import { siteCodeWarnings } from '../check-site.js';
import { startSearchIndexer } from './search-index.js';
import { outputPathProblems } from './output-paths.js';
import { removeStaleFolders } from './output-folder.js';
import { SERVER_ENTRY, type SearchStats } from './prerender.js';
import { committed, stageSite, unstaged, type StagedBuild } from './write-site.js';
import { buildLocales, unknownLocale } from './build-locales.js';
import { currentLocaleOf, isMultilingual, oneLocaleConfig } from '../i18n/locales.js';
import { outDirProblem } from '../config/folders.js';
import { formatStaticProblem, readStaticFolder } from '../static-folder.js';
import { docsTotals } from '../plugins/docs.js';
import { formatLifecycleProblem, loadSite, pageModulesOfSite, type LoadedSite } from '../plugins/lifecycle.js';
import { pluginModulesOf, postcssPluginName, type InternalPlugin } from '../plugins/internal.js';
import { sitePlugins } from '../plugins/site-plugins.js';
import { siteSearchOptions } from '../search-options.js';
import { usesVersionUi, versionCacheFile, type VersionPlan } from '../plugins/docs-versions.js';
import { blogSettings } from '../plugins/blog.js';

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
  /** On a site with several locales, build this one only (the others' output stays as it is). Default: all. */
  readonly locale?: string;
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

/** What every step of one build shares: the config and options, where it writes, its timings and how it reports. */
export interface BuildRun {
  readonly config: ResolvedConfig;
  readonly options: BuildOptions;
  readonly outDir: string;
  readonly bundleDir: string;
  readonly cacheFile: string | undefined;
  readonly timings: Record<string, number>;
  readonly started: number;
  readonly log: (line: string) => void;
  readonly progress: NonNullable<BuildOptions['onProgress']>;
  /** Runs `work` as the build phase `name`, recording its time. */
  time<T>(name: BuildPhase, work: () => Promise<T>): Promise<T>;
  /** A failed build's result. */
  failed(problems: readonly string[], docs?: number, warnings?: readonly string[]): BuildResult;
}

/** Where a build keeps its cache of processed docs unless told otherwise (see `BuildOptions.cache`). */
export const defaultCacheFile = (config: Pick<ResolvedConfig, 'root'>): string => join(config.root, 'node_modules/.cache/hpcdocs/content-cache.json');

/** The search analyses kept beside a content cache (see search-index.ts), and gone with it. */
export const searchAnalysesFile = (cacheFile: string): string => `${cacheFile.replace(/\.json$/, '')}.search-analyses`;

/**
 * The content cache the dev server starts from and keeps (see dev.ts): the build's, when it
 * serves the default locale, whose cache that is (see build-locales.ts); another locale's docs
 * stay in memory.
 */
export const devCacheFile = (config: ResolvedConfig): string | undefined => (currentLocaleOf(config).path === '' ? defaultCacheFile(config) : undefined);

function buildRun(config: ResolvedConfig, options: BuildOptions, outDir: string): BuildRun {
  const timings: Record<string, number> = {};
  const cacheFile = options.cache === false ? undefined : (options.cache ?? defaultCacheFile(config));
  return {
    config,
    options,
    outDir,
    bundleDir: bundleDirFor(config, outDir),
    cacheFile,
    timings,
    started: performance.now(),
    log: options.log ?? (() => undefined),
    progress: options.onProgress ?? (() => undefined),
    async time(name, work) {
      const start = performance.now();
      try {
        return await work();
      } finally {
        // A phase may run more than once (a version's content each, bundles made again).
        timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - start);
      }
    },
    failed: (problems, docs = 0, warnings = []) => ({ ok: false, timings, pages: 0, docs, outDir, problems: [...problems], warnings: [...warnings] }),
  };
}

/**
 * Builds the site described by `config` (each of its locales, when it has several: see
 * build-locales.ts). Content problems and budgets fail it without throwing: see `problems`.
 */
export async function build(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  if (isMultilingual(config)) return buildLocales(config, options, buildStaged);
  if (options.locale !== undefined && options.locale !== currentLocaleOf(config).locale) return { ok: false, timings: {}, pages: 0, docs: 0, outDir: resolve(options.outDir ?? config.paths.outDir), problems: [unknownLocale(config, options.locale)], warnings: [] };
  return committed(await buildStaged(oneLocaleConfig(config), options));
}

/** Builds the site of one locale into a folder of its own, to be put in place by the caller (see StagedBuild). */
export async function buildStaged(config: ResolvedConfig, options: BuildOptions = {}): Promise<StagedBuild> {
  const outDir = resolve(options.outDir ?? config.paths.outDir);
  // Nothing is read, built or written before the output folder and the static folder pass: the
  // output folder is replaced whole, and the static folder is copied into it as it is.
  const misplaced = outDirProblem(outDir, config);
  const statics = await readStaticFolder(config);
  if (misplaced || statics.problems.length > 0) {
    const problems = [...(misplaced ? [options.outDir === undefined ? `outDir: ${misplaced}` : misplaced] : []), ...statics.problems.map(formatStaticProblem)];
    return unstaged({ ok: false, timings: {}, pages: 0, docs: 0, outDir, problems, warnings: [] });
  }
  const run = buildRun(config, options, outDir);
  // Hashed once, while the content starts: the bundles' record and the output's both hold it.
  const staticsKey = staticKey(statics);
  staticsKey.catch(() => undefined);
  await removeStaleFolders(outDir, run.log);
  // The files of the output in place, listed while the content builds: a rebuild over it checks
  // that every file the last build recorded is still there (see recordHolds).
  const present = options.cache !== false && options.reuseBundles !== false && existsSync(outDir) ? readdir(outDir, { recursive: true }).catch(() => [] as string[]) : Promise.resolve([] as string[]);
  // The site's plugins: a plugin of the config that cannot be made stops the build here.
  let fromTexts: (modules: string[] | undefined) => void = () => undefined;
  const toldByTexts = new Promise<string[] | undefined>((resolve) => (fromTexts = resolve));
  const loadDocs = (version?: VersionPlan): Promise<ContentBuild> => {
    // One version's (or instance's) texts do not tell the page modules of all: the bundles wait for the pages.
    const whole = !version && config.docsInstances.length === 0;
    if (!whole) fromTexts(undefined);
    const cacheFile = version && run.cacheFile ? versionCacheFile(run.cacheFile, version) : run.cacheFile;
    return run.time('content', () =>
      siteContent(config, { cacheFile, onProgress: (done, total) => run.progress({ phase: 'content', done, total }), ...(whole ? { onPageModules: fromTexts } : {}), deferLinkCheck: true }, version),
    );
  };
  let plugins: InternalPlugin[];
  try {
    plugins = await sitePlugins(config, { command: 'build', loadDocs });
  } catch (error) {
    if (error instanceof ConfigError) return unstaged(run.failed([error.message]));
    throw error;
  }
  // Started now, so its thread has loaded its code and the last analyses (kept beside the content
  // cache, and gone with it) by the time the content is ready: see search-index.ts.
  const searchIndexer = startSearchIndexer(run.cacheFile ? searchAnalysesFile(run.cacheFile) : undefined);
  try {
    const ready = await loadAndBundle(run, plugins, staticsKey, toldByTexts);
    if (!ready.ok) return unstaged(ready.result);
    // The search index is built from here on, on its thread (see search-index.ts).
    const searchBuild = searchIndexer.build({ sources: ready.loaded.searchSources, options: siteSearchOptions(config, ready.loaded.docsData.versions) });
    return await stageSite(run, { plugins, loaded: ready.loaded, docs: ready.docs, warnings: ready.warnings, searchBuild, present, staticsKey });
  } finally {
    // A build that failed before its pages never told the thread where to write, or gave it no job.
    searchIndexer.close();
  }
}

/** The site loaded by its plugins and bundled, or the result of a build that stops here. */
type Ready = { readonly ok: true; readonly loaded: LoadedSite; readonly docs: number; readonly warnings: string[] } | { readonly ok: false; readonly result: BuildResult };

/**
 * Runs the plugin lifecycle and the bundles side by side (the bundles are reused when nothing they
 * are made of changed), then makes sure the bundles have the page modules the pages use.
 */
async function loadAndBundle(run: BuildRun, plugins: readonly InternalPlugin[], staticsKey: Promise<string>, toldByTexts: Promise<string[] | undefined>): Promise<Ready> {
  const { config, bundleDir, options, progress, log } = run;
  const pluginModules = pluginModulesOf(plugins);
  // The bundles are made from the plugins' modules too (route components, client modules).
  // And from whether the pages need the docs version UI (versions.json is no input of the bundles).
  // PostCSS plugins are functions and objects of their own (not JSON): their names stand for them.
  const modulesKey = JSON.stringify({ ...pluginModules, postcssPlugins: pluginModules.postcssPlugins?.map(postcssPluginName) });
  const bundleKey = staticsKey.then((key) => `${key}\0${modulesKey}\0${usesVersionUi(config) ? 'versions' : ''}\0${blogSettings(config) ? 'blog' : ''}`);
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
  const bundled = (modules: Promise<readonly string[]>) =>
    run.time('bundles', () => buildBundles(config, bundleDir, bundleKey, modules, pluginModules)).then(
      () => [],
      (error: unknown) => bundleProblems(error, config.root).map(formatBundleProblem),
    );
  const [loaded, bundleFailures] = await Promise.all([siteLoad, needBundles ? bundled(pageModules) : Promise.resolve([])]);
  const totals = docsTotals(config, loaded.allContent);
  const docs = totals?.docs ?? 0;
  if (totals) log(`  content: ${totals.docs} docs, ${totals.processed} processed (${totals.threads} worker threads), ${totals.cached} from cache`);
  const warnings = [...loaded.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`), ...siteCodeWarnings(config).map((w) => w.text)];
  for (const warning of warnings) log(`warning: ${warning}`);
  const stopped = [...loaded.errors.map((e) => e.format()), ...loaded.problems.map(formatLifecycleProblem), ...bundleFailures];
  if (stopped.length > 0) return { ok: false, result: run.failed(stopped, docs) };
  // The bundles' page modules are not the pages' (reused bundles made before a doc imported a
  // module or stopped using one, or new ones made from texts that told otherwise): build them again.
  if (!(await bundlesMatch(bundleDir, pageModulesOfSite(loaded)))) {
    progress({ phase: 'bundles' });
    const again = await bundled(Promise.resolve(pageModulesOfSite(loaded)));
    if (again.length > 0) return { ok: false, result: run.failed(again, docs) };
  }
  const misnamed = outputPathProblems(loaded, config.baseUrl);
  if (misnamed.length > 0) return { ok: false, result: run.failed(misnamed, docs) };
  // A built site counts its doc pages (the generated index and tag pages too); a failed one, the docs it read.
  return { ok: true, loaded, docs: totals?.pages ?? 0, warnings };
}
