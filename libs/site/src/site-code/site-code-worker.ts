/**
 * Worker thread of {@link runSiteCode} (run.ts): loads a sidebars module, or a site's config and its
 * content with the config's remark and rehype plugins, and posts the result. Before each step that
 * runs the site's code it says what runs (the thread that started it times the step), and after
 * it that the step is done.
 */
import { relative } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildContent, type BuildContentOptions } from '@hpcdocs/content-pipeline';
import { ConfigError } from '../config/errors.js';
import { loadConfig } from '../config/load.js';
import { contentOptions, loadSidebars, loadSidebarsModule } from '../content.js';
import { appRoutes, siteDataOf } from '../site-data.js';
import { plainContent } from './content-transfer.js';
import type { FromSiteCode, SiteCodeJob } from './run.js';
import { watchPlugins } from './watch-plugins.js';
import { configForLocale } from '../i18n/locales.js';

const post = (message: FromSiteCode) => parentPort?.postMessage(message);
const job = workerData as SiteCodeJob;
const label = (file: string) => relative(process.cwd(), file) || file;

async function run(): Promise<unknown> {
  if (job.kind === 'sidebars') return loadSidebarsModule(job.file);
  const loaded = await loadConfig(job.configFile, job.docsDir ? { docsDir: job.docsDir } : {});
  const config = job.extras.locale ? configForLocale(loaded, job.extras.locale) : loaded;
  const version = job.extras.version;
  const options = contentOptions(config, version);
  const step = (what: string, file: string) => post({ type: 'running', what, file });
  const idle = () => post({ type: 'idle' });
  const slots = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
  const plugins = Object.fromEntries(slots.map((slot) => [slot, watchPlugins(options[slot] ?? [], slot, label(job.configFile), step, idle)])) as Pick<BuildContentOptions, (typeof slots)[number]>;
  // This thread is the one with limits: the sidebars module is loaded here, as one more step.
  if (typeof config.paths.sidebars === 'string' && (!version || version.sidebars === 'config')) step(`The sidebars module ${label(config.paths.sidebars)}`, label(config.paths.sidebars));
  const sidebars = await loadSidebars(config, { thread: false }, version);
  idle();
  const content = await buildContent({
    ...options,
    ...plugins,
    sidebars,
    baseUrl: config.baseUrl,
    extraRoutes: appRoutes(config, siteDataOf(config)),
    ...(job.extras.cacheFile ? { cacheFile: job.extras.cacheFile } : {}),
    ...(job.extras.deferLinkCheck ? { deferLinkCheck: true } : {}),
    onProgress: (done, total) => post({ type: 'progress', done, total }),
  });
  return plainContent(content);
}

run().then(
  (value) => {
    try {
      post({ type: 'result', value });
    } catch (error) {
      // Functions (or other values that cannot be copied) in what a module exports.
      post({ type: 'failed', file: job.kind === 'sidebars' ? label(job.file) : label(job.configFile), problems: [`${job.kind === 'sidebars' ? 'the sidebars module' : 'the content'} holds something that is not data: ${(error as Error).message}`] });
    }
  },
  (error: unknown) => {
    const file = error instanceof ConfigError ? error.file : job.kind === 'sidebars' ? label(job.file) : label(job.configFile);
    post({ type: 'failed', file, problems: error instanceof ConfigError ? error.problems : [`could not be run: ${(error as Error).message}`] });
  },
);
