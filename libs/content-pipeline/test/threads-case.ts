/**
 * Run by threads.test.ts through tools/scripts/run-ts.mjs (a worker thread needs compiled code):
 * builds one content folder on the main thread alone and with a worker thread, and prints both.
 *
 *   node tools/scripts/run-ts.mjs libs/content-pipeline/test/threads-case.ts DIR
 */
import { buildContent, type ContentBuild } from '../src/index.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: threads-case.ts DIR');
const summary = (build: ContentBuild) => ({
  stats: build.stats,
  files: Object.fromEntries([...build.files].map(([path, body]) => [path, String(body)])),
  warnings: build.warnings,
  errors: build.errors.map((error) => error.format()),
});
const options = { contentDir: dir, siteDir: `${dir}/site`, baseUrl: '/doc/', git: false, labelRoot: dir } as const;
const alone = summary(await buildContent({ ...options, threads: 0 }));
const pooled = summary(await buildContent({ ...options, threads: 1 }));
console.log(JSON.stringify({ alone, pooled }));
