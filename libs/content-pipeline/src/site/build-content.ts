/**
 * `buildContent()`: a whole folder of docs -> every artifact the site needs, in memory.
 * Errors from every file are collected; when there are any, the caller gets them all at once
 * (and writes nothing).
 */
import { existsSync } from 'node:fs';
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import { sortByPosition, type ContentError, type ContentWarning } from '../errors.js';
import type { DocJson, DocsVersion, RouteEntry, SearchSource, SidebarItem } from '../schema.js';
import { assembleSite, type AssembledSite } from './artifacts.js';
import type { AssembleInput } from './assemble-input.js';
import { settingsOf, type BuildContentOptions, type BuildSettings } from './build-options.js';
import { openDocCache, pluginsKey, siteKey } from './cache.js';
import type { DeferredLinkCheck } from './deferred-links.js';
import { pageModulesFromTexts } from './early-page-modules.js';
import { gitLastUpdated } from './git.js';
import { docInputs, docsByRoute, placeDocs, readAll, type Prepared } from './place-docs.js';
import { processAll, type WorkerSlot } from './process-all.js';
import { fromErrorRecord, type ProcessedDoc } from './process-doc.js';
import { scanDocs, type ScanResult } from './scan.js';
import { sidebarsSource, type SidebarsSource } from './sidebars-file.js';
import { tagsSource } from './tags-file.js';
import { startWorkers, workerCount } from './workers.js';

/** Everything a site build gets from the content. */
export interface ContentBuild {
  readonly docs: readonly DocJson[];
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  readonly versions: readonly DocsVersion[];
  readonly routes: readonly RouteEntry[];
  readonly search: readonly SearchSource[];
  /** Output-relative path -> file contents (doc JSON, sidebars, code CSS, images). */
  readonly files: ReadonlyMap<string, string | Buffer>;
  /** Output-relative path of the sidebars file and the code stylesheet. */
  readonly sidebarsFile: string;
  readonly codeCssFile: string;
  readonly warnings: readonly ContentWarning[];
  readonly errors: readonly ContentError[];
  readonly stats: { readonly docs: number; readonly processed: number; readonly cached: number; readonly threads: number };
  /** Every page of the docs with the ids of its elements: where the site's other pages may link. */
  readonly linkTargets: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** With `deferLinkCheck`: the docs' links, for `checkDeferredLinks()` once every page of the site is known. */
  readonly deferredLinks?: DeferredLinkCheck;
}

export type { SearchSource };

/** The problems found so far, from every step. */
interface Found {
  readonly errors: ContentError[];
  readonly warnings: ContentWarning[];
}

/** Builds every artifact for a folder of docs. Never throws for content problems: see `errors`. */
export async function buildContent(options: BuildContentOptions): Promise<ContentBuild> {
  const settings = settingsOf(options);
  const found: Found = { errors: [], warnings: [] };
  // Needed only when the site is assembled: the workers below do not wait for `git log`, which
  // reads the whole history of the repository.
  const gitTimes = options.git === false ? Promise.resolve(new Map<string, number>()) : gitLastUpdated(settings.docsDir);
  const scan = await scanDocs(settings.docsDir, settings.label, options.translatedDir);
  found.errors.push(...scan.errors);
  // On a cold build of a large site the workers are started now, so they load their code while
  // this thread reads and hashes the sources. A warm build (a cache to read) usually has little
  // to process, so it waits to know.
  const cold = options.cache === undefined && (options.cacheFile === undefined || !existsSync(options.cacheFile));
  const early = cold && !settings.hasPlugins ? workerCount(scan.files.length, options.threads) : 0;
  const workers: WorkerSlot = { pool: early > 0 ? startWorkers(early) : undefined };
  try {
    return await buildFromScan(settings, scan, gitTimes, workers, found);
  } finally {
    workers.pool?.close();
  }
}

/** Phases 1 and 2 (place, then process every doc), then the site assembled from the results. */
async function buildFromScan(settings: BuildSettings, scan: ScanResult, gitTimes: Promise<ReadonlyMap<string, number>>, workers: WorkerSlot, found: Found): Promise<ContentBuild> {
  const { options, contentDir, baseUrl, label } = settings;
  const { errors, warnings } = found;
  const texts = readAll(scan.files, label, errors);
  // Read now for the page modules, and kept for the assembly; its problems are reported there.
  const sidebarsErrors: ContentError[] = [];
  const sidebarsRead = await sidebarsSource(options.sidebars, contentDir, sidebarsErrors);
  options.onPageModules?.(settings.hasPlugins ? undefined : pageModulesFromTexts({ texts, categories: scan.categories, sidebars: sidebarsRead, mermaid: options.mermaid ?? false }));
  // Phase 1: place every doc (id, permalink) so links can be resolved in phase 2.
  const prepared = placeDocs(scan.files, texts, { baseUrl, routeBasePath: settings.routeBasePath, includeDrafts: Boolean(options.includeDrafts), label, ...(options.datedSlugs ? { datedSlugs: true } : {}) });
  const byPermalink = docsByRoute(prepared, options.extraRoutes ?? [], errors);
  const permalinks = new Map(prepared.map((d) => [d.source.sourcePath, d.permalink]));
  // Links may name a doc's file from the site's folder too (`/docs/setup.md`, `@site/docs/setup.md`).
  const docsFromSite = relative(options.siteDir ? resolve(options.siteDir) : contentDir, settings.docsDir).split(sep).join('/');
  const linkTargets = docsFromSite.startsWith('..') || isAbsolute(docsFromSite) ? permalinks : new Map([...permalinks, ...prepared.map((d) => [`@site/${posix.join(docsFromSite, d.source.sourcePath)}`, d.permalink] as const)]);

  // Phase 2: process every file (cached by content hash; in worker threads for large sites).
  const cache = options.cache ?? (await openDocCache(options.cacheFile));
  const inputs = docInputs(prepared, texts, options.markdownFormat);
  const run = await processAll(
    {
      inputs,
      // The site's components are part of every doc's input: a name allowed now was an error before.
      // A doc's output also depends on the files it imports (partials): each cached doc lists them
      // with their hashes, and the cache checks them (see cache.ts).
      siteKey: siteKey(permalinks, baseUrl, contentDir, [...settings.components, pluginsKey(settings.plugins), JSON.stringify(settings.markdown), options.siteDir ?? '']),
      cache,
      siteFolder: options.siteDir ? resolve(options.siteDir) : contentDir,
      context: { permalinks: linkTargets, baseUrl, contentDir, components: settings.components, markdown: settings.markdown, ...(options.siteDir ? { siteDir: resolve(options.siteDir) } : {}) },
      plugins: settings.plugins,
      highlighter: options.highlighter,
      cacheFile: options.cacheFile,
      threads: options.threads,
      onProgress: options.onProgress,
    },
    workers,
  );
  // The sources are not needed any more; on a large site they are tens of MB.
  texts.length = 0;
  inputs.length = 0;
  const processed = prepared.map((doc, i) => ({ doc, data: run.results[i] as ProcessedDoc }));
  for (const { data } of processed) {
    errors.push(...data.errors.map(fromErrorRecord));
    warnings.push(...data.warnings);
  }

  errors.push(...sidebarsErrors);
  const assembled = await assembleSite(await assembleInput(settings, scan, { processed, byPermalink, sidebarsRead, gitTimes }, errors));
  errors.push(...assembled.errors);
  warnings.push(...assembled.warnings);

  await Promise.all([cache.save(), run.memo?.then((opened) => opened.save())]);
  return contentBuild(assembled, found, { docs: prepared.length, processed: run.processed, cached: prepared.length - run.processed, threads: run.threads });
}

/** What `assembleSite()` needs: the processed docs, the site's files and its settings. The tags file's problems go to `errors`. */
async function assembleInput(
  settings: BuildSettings,
  scan: ScanResult,
  docs: { processed: AssembleInput['processed']; byPermalink: ReadonlyMap<string, Prepared>; sidebarsRead: SidebarsSource | false | undefined; gitTimes: Promise<ReadonlyMap<string, number>> },
  errors: ContentError[],
): Promise<AssembleInput> {
  const { options, docsDir, baseUrl, routeBasePath, label } = settings;
  return {
    processed: docs.processed,
    byPermalink: docs.byPermalink,
    categories: scan.categories,
    categoryFiles: scan.categoryFiles,
    sidebars: docs.sidebarsRead,
    tagsFile: await tagsSource(options.tags, docsDir, errors),
    onInlineTags: options.onInlineTags ?? 'warn',
    editUrl: options.editUrl,
    lastUpdated: options.lastUpdated ?? true,
    staticDirs: (options.staticDirs ?? []).map((dir) => resolve(dir)),
    onBrokenLinks: options.onBrokenLinks ?? 'throw',
    onBrokenAnchors: options.onBrokenAnchors ?? 'throw',
    docsDir,
    baseUrl,
    routeBasePath,
    sidebarName: options.sidebarName ?? 'tutorialSidebar',
    ...(options.sidebarPrefix ? { sidebarPrefix: options.sidebarPrefix } : {}),
    ...(options.sidebarTranslations ? { sidebarTranslations: options.sidebarTranslations } : {}),
    ...(options.datedSlugs ? { datedSlugs: true } : {}),
    versionLabel: options.versionLabel ?? 'Next',
    extraRoutes: options.extraRoutes ?? [],
    ...(options.deferLinkCheck ? { deferLinkCheck: true } : {}),
    gitTimes: await docs.gitTimes,
    label,
  };
}

/** The build's result: the assembled site, and every problem found, in file and position order. */
function contentBuild(assembled: AssembledSite, found: Found, stats: ContentBuild['stats']): ContentBuild {
  const { docs, sidebars, versions, routes, search, files, sidebarsFile, codeCssFile, linkTargets, deferredLinks } = assembled;
  return {
    linkTargets,
    ...(deferredLinks ? { deferredLinks } : {}),
    docs,
    sidebars,
    versions,
    routes,
    search,
    files,
    sidebarsFile,
    codeCssFile,
    warnings: sortByPosition(found.warnings),
    errors: sortByPosition(found.errors),
    stats,
  };
}
