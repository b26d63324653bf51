/**
 * `hpcdocs build`: the client and server bundles (Vite), the content (pipeline), the search index,
 * the route table, a prerendered HTML file for every route, 404.html, sitemap.xml, robots.txt and
 * precompressed copies. Everything is written to a temporary folder first, which at the end is
 * swapped in whole or, on a rebuild, holds only what changed and is moved in over the output (see
 * output-folder.ts), so a failed build (a broken link, bad frontmatter, a budget) leaves the
 * previous output as it was.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { hashOf, type ContentBuild } from '@hpcdocs/content-pipeline';
import { outputPathFor } from '@hpcdocs/router/server';
import { checkSearchBudget, searchFirstTierBudget } from '@hpcdocs/search/build';
import type { ResolvedConfig } from '../config/load.js';
import { siteContent } from '../content.js';
import { homeDocRoute, siteDataOf } from '../site-data.js';
import type { build as viteBuild } from 'vite';
import { PAGE_MODULES_FILE, pageModulesOf, type PageModuleFiles } from '../vite/page-modules.js';
import { budgetsOf, checkBudgets, formatWeight, measurePage, type PageWeight } from './budgets.js';
import { bundlesUpToDate, forgetBundleInputs, recordBundleInputs, staticKey } from './bundle-inputs.js';
import { bundleProblems, formatBundleProblem } from './bundle-errors.js';
import { siteCodeWarnings } from '../check-site.js';
import { startSearchIndexer } from './search-index.js';
import { backgroundCompressor, compressFiles, type CompressedRecord } from './compress.js';
import { isPlainRelativePath, removeStaleFolders, stageOutput } from './output-folder.js';
import { prerender, SERVER_ENTRY, type PageRecord, type SearchStats } from './prerender.js';
import { templateFromManifest } from './template.js';
import { outDirProblem } from '../config/folders.js';
import { formatStaticProblem, readStaticFolder } from '../static-folder.js';

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

/**
 * Where the client and server bundles of a build into `outDir` live: one folder per output
 * folder, so two builds into different folders never empty each other's bundles. It stays inside
 * the site's folder because the server bundle imports React and the packages from its node_modules.
 */
function bundleDirFor(config: ResolvedConfig, outDir: string): string {
  return join(config.root, 'node_modules/.cache/hpcdocs/bundles', hashOf(resolve(outDir)).slice(0, 10));
}

/** The longest name a page's folder may have: file systems take 255 bytes, less room for a `.gz` copy's suffix. */
const MAX_NAME_BYTES = 250;

/** Where a bundle build records the page modules it has (see vite/page-modules.ts). */
const BUNDLED_PAGE_MODULES = 'page-modules.json';

/**
 * The client and server bundles. `pageModules` resolves once they are known: from the docs' texts
 * or, when those cannot tell, once the content is processed (the two run side by side); the
 * bundles wait for it only where they import the page modules.
 */
async function buildBundles(config: ResolvedConfig, bundleDir: string, statics: Promise<string>, pageModules: Promise<readonly string[]>): Promise<void> {
  // Vite and its plugins take about a quarter of a second to load: a rebuild that reuses the bundles never does.
  const [vite, { viteConfigFor }] = await Promise.all([import('vite'), import('../vite/config.js')]);
  // Bundles half made must never pass for the last ones.
  await forgetBundleInputs(bundleDir);
  const client = await vite.build(viteConfigFor(config, { kind: 'client', outDir: join(bundleDir, 'client'), pageModules }));
  const server = await vite.build(viteConfigFor(config, { kind: 'server', outDir: join(bundleDir, 'server'), pageModules }));
  await writeFile(join(bundleDir, BUNDLED_PAGE_MODULES), JSON.stringify(await pageModules));
  await recordBundleInputs(bundleDir, config, statics, [...moduleIdsOf(client), ...moduleIdsOf(server)]);
}

/** The ids of the modules a Vite build bundled. */
function moduleIdsOf(output: Awaited<ReturnType<typeof viteBuild>>): string[] {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  return outputs.flatMap((out) => out.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
}

/**
 * Records of the output in place, kept beside its bundles and written once that output is in place:
 * its pages (see PageRecord in prerender.ts), its compressed copies (CompressedRecord in compress.ts)
 * and its files (their copies aside), with which the next build writes only what changed over it.
 */
const RECORDS = { pages: 'pages.json', copies: 'compressed.json', files: 'files.json' } as const;

/** The output in place and one of its records, when both are there. */
async function previousOutput<T>(bundleDir: string, outDir: string, record: keyof typeof RECORDS): Promise<{ dir: string; record: T } | null> {
  if (!existsSync(outDir)) return null;
  try {
    return { dir: outDir, record: JSON.parse(await readFile(join(bundleDir, RECORDS[record]), 'utf8')) as T };
  } catch {
    return null;
  }
}
const writeRecord = (bundleDir: string, record: keyof typeof RECORDS, value: unknown) => writeFile(join(bundleDir, RECORDS[record]), JSON.stringify(value));
const forgetRecords = (bundleDir: string) => Promise.all(Object.values(RECORDS).map((file) => rm(join(bundleDir, file), { force: true })));

/**
 * The compressed copies of an output updated in place: this build's, and those the output had of
 * files still there and not written again (a file written again at the same path has new copies,
 * or none when it is small).
 */
function copiesInPlace(before: CompressedRecord, now: CompressedRecord, files: readonly string[]): CompressedRecord {
  const current = new Set(files);
  const rewritten = new Set(Object.values(now));
  return { ...Object.fromEntries(Object.entries(before).filter(([, path]) => current.has(path) && !rewritten.has(path))), ...now };
}

/** The files record: the output's files (their compressed copies aside), and which client bundle it holds (a hash of its manifest). */
interface FilesRecord {
  readonly bundle: string;
  readonly files: readonly string[];
}

/**
 * Whether `record` is a files record whose every file the output has (`present`, its listing): a
 * file removed by hand since, or an output left by another build, makes the build write a whole
 * new output instead of updating it.
 */
async function recordHolds(record: unknown, present: Promise<readonly string[]>): Promise<boolean> {
  const { bundle, files } = (record ?? {}) as Partial<FilesRecord>;
  if (typeof bundle !== 'string' || !Array.isArray(files)) return false;
  const there = new Set((await present).map((path) => path.split(sep).join('/')));
  return files.every((file) => typeof file === 'string' && there.has(file));
}

/**
 * Whether the bundles in `bundleDir` have exactly the page modules `content` needs. A reused
 * bundle may lack one a doc imports since, or have one no doc uses any more (its chunk and CSS
 * would stay in the output, which a build from scratch would not write).
 */
async function bundlesMatch(bundleDir: string, content: ContentBuild): Promise<boolean> {
  const bundled = JSON.parse(await readFile(join(bundleDir, BUNDLED_PAGE_MODULES), 'utf8').catch(() => 'null')) as unknown;
  return Array.isArray(bundled) && JSON.stringify([...bundled].sort()) === JSON.stringify(pageModulesOf(content.docs));
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
  // Started now, so its thread has loaded its code and the last analyses (kept beside the content
  // cache, and gone with it) by the time the content is ready: see search-index.ts.
  const searchIndexer = startSearchIndexer(cacheFile ? `${cacheFile.replace(/\.json$/, '')}.search-analyses` : undefined);
  try {
    // Whether the last bundles serve this build is checked (file hashes) while the content starts.
    const reusable = options.reuseBundles !== false && existsSync(join(bundleDir, SERVER_ENTRY)) ? bundlesUpToDate(bundleDir, config, staticsKey) : Promise.resolve(false);
    progress({ phase: 'content' });
    // The page modules as the docs' texts tell them, once they are read (see the pipeline's onPageModules).
    let fromTexts: (modules: string[] | undefined) => void = () => undefined;
    const toldByTexts = new Promise<string[] | undefined>((resolve) => (fromTexts = resolve));
    const contentBuild = time('content', () => siteContent(config, { cacheFile, onProgress: (done, total) => progress({ phase: 'content', done, total }), onPageModules: fromTexts }));
    // From the texts when they tell, else from the processed docs. A failed content build fails
    // the build below; the bundles then need no page modules.
    const fromContent = contentBuild.then((built) => pageModulesOf(built.docs), () => []);
    const pageModules = Promise.race([toldByTexts, fromContent.then(() => undefined)]).then((told) => told ?? fromContent);
    const needBundles = !(await reusable);
    if (needBundles) progress({ phase: 'bundles' });
    // A problem in the site's code (an import not installed, a stylesheet without its compiler)
    // fails the build as the content's problems do, with the file at fault.
    const bundled = (modules: Promise<readonly string[]>) => time('bundles', () => buildBundles(config, bundleDir, staticsKey, modules)).then(() => [], (error: unknown) => bundleProblems(error, config.root).map(formatBundleProblem));
    const [content, bundleFailures] = await Promise.all([contentBuild, needBundles ? bundled(pageModules) : Promise.resolve([])]);
    log(`  content: ${content.stats.docs} docs, ${content.stats.processed} processed (${content.stats.threads} worker threads), ${content.stats.cached} from cache`);
    const warnings = [...content.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`), ...siteCodeWarnings(config).map((w) => w.text)];
    for (const warning of warnings) log(`warning: ${warning}`);
    if (content.errors.length > 0 || bundleFailures.length > 0) return failed([...content.errors.map((e) => e.format()), ...bundleFailures], content.stats.docs);
    // The bundles' page modules are not the docs' (reused bundles made before a doc imported a
    // module or stopped using one, or new ones made from texts that told otherwise): build them again.
    if (!(await bundlesMatch(bundleDir, content))) {
      progress({ phase: 'bundles' });
      const again = await bundled(fromContent);
      if (again.length > 0) return failed(again, content.stats.docs);
    }

    const home = homeDocRoute(config, content.routes);
    if (home.problem) return failed([home.problem], content.stats.docs);

    // Every file must land inside the output folder, where it was meant to. The pipeline refuses
    // slugs and names that could escape; this catches anything that slips through, before writing.
    const escaping = [...content.files.keys(), ...content.routes.map((route) => outputPathFor(route.path, config.baseUrl))].filter((path) => !isPlainRelativePath(path));
    if (escaping.length > 0) {
      return failed([`These files would be written outside their place in the output folder: ${escaping.map((path) => JSON.stringify(path)).join(', ')}.`], content.stats.docs);
    }
    // A name longer than a file system takes would stop the build half-way through writing.
    const tooLong = content.routes.filter((route) => outputPathFor(route.path, config.baseUrl).split('/').some((part) => Buffer.byteLength(part) > MAX_NAME_BYTES));
    if (tooLong.length > 0) {
      return failed(tooLong.map((route) => `${route.docId ? `doc "${route.docId}"` : 'a page'}: its URL ${JSON.stringify(route.path.slice(0, 80))}... has a part longer than a file name may be (${MAX_NAME_BYTES} bytes): give it a shorter slug.`), content.stats.docs);
    }

    // The search index is built from here on, on its thread (see search-index.ts).
    const searchBuild = searchIndexer.build({ sources: content.search, options: { ...config.search, baseUrl: config.baseUrl } });

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
        prerender({ config, site, content, outDir: staged.dir, bundleDir, template, pageModuleFiles, onFile: (file, text) => zipper.add(file, text), searchBuild, ...(previous ? { previous } : {}), ...(inPlace ? { inPlace } : {}) }),
      );
      if (reactBuild === 'development') {
        const warning = "pages were rendered with React's development build, about twice as slow as its production build: set NODE_ENV=production before anything imports React or @hpcdocs/site (the hpcdocs command does)";
        warnings.push(warning);
        log(`warning: ${warning}`);
      }
      // Over the output in place, a file the overlay lacks is the one in place.
      const sizes = await checkSizes(config, content, inPlace ? [staged.dir, outDir] : [staged.dir], search, log);
      if (sizes.problems.length > 0) return { ...failed(sizes.problems, content.stats.docs), warnings };
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
      log(`Built ${content.docs.length} docs, ${pages} pages into ${outDir} in ${timings['total']} ms (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
      return { ok: true, timings, pages, reusedPages: reused, inPlace: inPlace !== undefined, docs: content.docs.length, outDir, problems: [], warnings, search, ...(sizes.weight ? { weight: sizes.weight } : {}) };
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

/**
 * The budgets, measured before anything is swapped in: the JS (before the load event and in all) and CSS of a doc page
 * (the first doc route) and the search index's first file.
 */
async function checkSizes(config: ResolvedConfig, content: ContentBuild, dirs: readonly string[], search: SearchStats, log: (line: string) => void): Promise<{ weight?: PageWeight; problems: string[] }> {
  const problems: string[] = [];
  const budgets = budgetsOf(config.budgets);
  const sample = content.routes.find((r) => r.component === 'DocPage');
  let weight: PageWeight | undefined;
  if (sample) {
    weight = await measurePage(dirs, outputPathFor(sample.path, config.baseUrl), config.baseUrl);
    log(`  sizes (${sample.path}): ${formatWeight(weight, budgets)}`);
    // Named, since a doc's own components are part of what its page loads.
    problems.push(...checkBudgets(weight, budgets).map((problem) => `${problem}, measured on the page of doc ${sample.docId ?? ''} (${sample.path})`));
  }
  for (const index of search.indexes) {
    log(`  search index${index.context ? ` (${index.context})` : ''}: ${index.pages} pages, ${index.documents} documents, ${(index.firstTierGzipBytes / 1024).toFixed(1)} KB gzip before the first results (budget ${(searchFirstTierBudget(index.pages) / 1024).toFixed(1)} KB), ${index.shards} term shards, ${(index.contentBytes / 1024).toFixed(1)} KB raw in all`);
  }
  try {
    // What a query fetches before its first results may grow with the site: 30 KB at 30 pages, 150 KB at 10,000.
    checkSearchBudget(search);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return { ...(weight ? { weight } : {}), problems: problems.map((p) => `size budget exceeded: ${p}`) };
}
