/**
 * The last half of `hpcdocs build`: the loaded site written into a staged folder (its pages
 * prerendered, or written again from the last output where nothing changed), checked against the
 * size budgets, handed to the plugins' postBuild, compressed, then put in place with the records
 * the next build reuses (see records.ts and output-folder.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashOf } from '@hpcdocs/content-pipeline';
import { siteDataOf } from '../site-data.js';
import { PAGE_MODULES_FILE, type PageModuleFiles } from '../vite/page-modules.js';
import type { InternalPlugin } from '../plugins/internal.js';
import type { LoadedSite } from '../plugins/lifecycle.js';
import { runPostBuild } from '../plugins/post-build.js';
import type { BuildResult, BuildRun } from './build.js';
import { backgroundCompressor, compressFiles, type CompressedRecord } from './compress.js';
import { stageOutput } from './output-folder.js';
import { PageRenderError, prerender, type PageRecord } from './prerender.js';
import type { SearchIndexBuild } from './search-index.js';
import { copiesInPlace, forgetRecords, previousOutput, recordHolds, writeRecord, type FilesRecord } from './records.js';
import { checkSizes } from './sizes.js';
import { templateFromManifest } from './template.js';

/** What {@link stageSite} writes: the loaded site, and what the build learnt on the way. */
export interface WriteInput {
  readonly plugins: readonly InternalPlugin[];
  readonly loaded: LoadedSite;
  readonly docs: number;
  readonly warnings: string[];
  readonly searchBuild: SearchIndexBuild;
  /** The files of the output in place (listed while the content built). */
  readonly present: Promise<readonly string[]>;
  /** The hash of the static folder. */
  readonly staticsKey: Promise<string>;
}

/** The records of the last build that this one may reuse, and whether it writes over the output in place. */
async function reusableOutput(run: BuildRun, manifestText: string, { present, staticsKey }: Pick<WriteInput, 'present' | 'staticsKey'>) {
  const { bundleDir, outDir, options } = run;
  // What the output in place compressed already is linked, not compressed again (`--no-cache` reuses nothing).
  const reuse = options.cache !== false && options.reuseBundles !== false;
  // Pages of the output in place can be written again instead of rendered (see PageRecord).
  const [copies, previous, filesRecord] = reuse
    ? await Promise.all([previousOutput<CompressedRecord>(bundleDir, outDir, 'copies'), previousOutput<PageRecord>(bundleDir, outDir, 'pages'), previousOutput<FilesRecord>(bundleDir, outDir, 'files')])
    : [null, null, null];
  // The client bundle's folder: its code (the manifest) and the static folder's files beside it.
  const bundle = hashOf(manifestText + (await staticsKey));
  // With all three records, this build writes only what changed, over the output in place (see
  // output-folder.ts), if every file the record lists is there.
  const inPlace = copies && previous && filesRecord && (await recordHolds(filesRecord.record, present)) ? { files: new Set(filesRecord.record.files), bundlesInPlace: filesRecord.record.bundle === bundle } : undefined;
  return { copies, previous, bundle, inPlace };
}

/**
 * A build whose output is written but not yet in place: `commit` puts it there (with the records
 * the next build reuses), `discard` removes it unless committed. A site with several locales
 * commits all of them once every one has built (see build-locales.ts).
 */
export interface StagedBuild {
  readonly result: BuildResult;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** A result that has nothing to put in place. */
export const unstaged = (result: BuildResult): StagedBuild => ({ result, commit: async () => undefined, discard: async () => undefined });

/**
 * The output folders of the site's other locales inside this locale's (the default one's: `fr/`),
 * which its output, swapped in whole, takes over from the output in place.
 */
function nestedLocales(config: BuildRun['config']): string[] {
  const locale = config.locale;
  if (!locale || locale.current.path !== '') return [];
  return locale.locales.map((other) => other.path).filter((path) => path !== '');
}

/** Puts a staged build in place (a failed one has nothing to put), and returns its result. */
export async function committed(staged: StagedBuild): Promise<BuildResult> {
  try {
    await staged.commit();
    return staged.result;
  } finally {
    await staged.discard();
  }
}

/**
 * Writes the loaded site into a folder of its own, ready to be put in place (see StagedBuild); a
 * budget or a postBuild that fails stages nothing, and the last output stays.
 */
export async function stageSite(run: BuildRun, input: WriteInput): Promise<StagedBuild> {
  const { config, bundleDir, outDir, progress, log, timings } = run;
  const { plugins, loaded, docs, warnings, searchBuild } = input;
  const manifestText = await readFile(join(bundleDir, 'client/.vite/manifest.json'), 'utf8');
  const { copies, previous, bundle, inPlace } = await reusableOutput(run, manifestText, input);
  const staged = await stageOutput(outDir);
  // Content files and pages are compressed as they are written, on the core the (single-
  // threaded) search index build and render leave idle.
  const zipper = backgroundCompressor(staged.dir, copies);
  let ready = false;
  try {
    progress({ phase: 'prerender' });
    const template = templateFromManifest(JSON.parse(manifestText), config, siteDataOf(config));
    const pageModuleFiles = JSON.parse(await readFile(join(bundleDir, 'client', PAGE_MODULES_FILE), 'utf8').catch(() => '{}')) as PageModuleFiles;
    const rendered = await run
      .time('prerender', () => prerender({ config, loaded, outDir: staged.dir, bundleDir, template, pageModuleFiles, onFile: (file, text) => zipper.add(file, text), searchBuild, ...(previous ? { previous } : {}), ...(inPlace ? { inPlace } : {}) }))
      .catch((error: unknown) => {
        // A component that throws for a page's props fails the build at that page, as a content problem does.
        if (error instanceof PageRenderError) return error;
        throw error;
      });
    if (rendered instanceof PageRenderError) return unstaged(run.failed([`${rendered.message}. Fix the component that threw (the config's navbar items, the site's pages and components are rendered on every page they appear on), then build again.`], docs, warnings));
    const { pages, search, reactBuild, record, reused, linked, unpassed, files } = rendered;
    if (reactBuild === 'development') {
      const warning = "pages were rendered with React's development build, about twice as slow as its production build: set NODE_ENV=production before anything imports React or @hpcdocs/site (the hpcdocs command does)";
      warnings.push(warning);
      log(`warning: ${warning}`);
    }
    // Over the output in place, a file the overlay lacks is the one in place.
    const sizes = await checkSizes(config, loaded.routes, inPlace ? [staged.dir, outDir] : [staged.dir], search, log);
    if (sizes.problems.length > 0) return unstaged(run.failed(sizes.problems, docs, warnings));
    // The plugins' last word, on the output as it will be put in place: a failure leaves the last site.
    const postBuild = await runPostBuild(plugins, loaded, staged.dir);
    if (postBuild.length > 0) return unstaged(run.failed(postBuild, docs, warnings));
    progress({ phase: 'compress' });
    // The bundle's files (on libuv's pool) while the compressor threads finish their queue.
    const compressed = await run.time('compress', async () => {
      const [done] = await Promise.all([zipper.finish(), compressFiles(unpassed.filter((file) => !zipper.done.has(file) && !linked.has(file)))]);
      return done;
    });
    const commit = async () => {
      progress({ phase: 'swap' });
      const swapStart = performance.now();
      // The records go with the output they describe: written once that output is in place.
      await forgetRecords(bundleDir);
      if (inPlace) {
        const current = new Set(files);
        await staged.commitOverlay([...inPlace.files].filter((file) => !current.has(file)));
      } else {
        await staged.commit(nestedLocales(config));
      }
      await Promise.all([writeRecord(bundleDir, 'pages', record), writeRecord(bundleDir, 'copies', inPlace ? copiesInPlace(copies?.record ?? {}, compressed, files) : compressed), writeRecord(bundleDir, 'files', { bundle, files } satisfies FilesRecord)]);
      timings['swap'] = Math.round(performance.now() - swapStart);
      timings['total'] = Math.round(performance.now() - run.started);
      log(`Built ${docs} docs, ${pages} pages into ${outDir} in ${timings['total']} ms (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
    };
    const result: BuildResult = { ok: true, timings, pages, reusedPages: reused, inPlace: inPlace !== undefined, docs, outDir, problems: [], warnings, search, ...(sizes.weight ? { weight: sizes.weight } : {}) };
    ready = true;
    return { result, commit, discard: () => staged.discard() };
  } finally {
    // Let the page compression stop first, so nothing writes into the folder being removed.
    await zipper.finish().catch(() => undefined);
    if (!ready) await staged.discard();
  }
}
