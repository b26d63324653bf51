/**
 * Builds the site: client and server bundles (Vite), content (pipeline), routes, prerendered HTML
 * for every route, 404.html, sitemap.xml, robots.txt, precompressed copies. Everything is written
 * to a temporary folder first and swapped in at the end, so a failed build (a broken link, bad
 * frontmatter) leaves the previous output untouched.
 *
 *   node scripts/run-ts.mjs apps/docs/scripts/build.ts [--content DIR] [--out DIR]
 *     [--cache FILE | --no-cache] [--skip-bundles] [--report FILE.json] [--quiet]
 *   (or set HPCDOCS_CONTENT_DIR)
 * --report writes the timings, page count and page weight as JSON (the benchmark reads it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

// React's server renderer picks its build from NODE_ENV when first imported; the development
// build is several times slower, so set it before anything loads React.
process.env['NODE_ENV'] = 'production';
const { buildSite } = await import('./site-build.js');

const { values } = parseArgs({
  options: {
    content: { type: 'string' },
    out: { type: 'string' },
    'skip-bundles': { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    cache: { type: 'string' },
    report: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const workspace = resolve(import.meta.dirname, '../../..');
const held: string[] = [];
const result = await buildSite({
  contentDir: resolve(values.content ?? process.env['HPCDOCS_CONTENT_DIR'] ?? resolve(workspace, 'content')),
  outDir: resolve(values.out ?? resolve(workspace, 'dist/apps/docs')),
  reuseBundles: values['skip-bundles'] ?? false,
  ...(values['no-cache'] ? {} : { cacheFile: resolve(values.cache ?? resolve(workspace, 'node_modules/.cache/hpcdocs/content-cache.json')) }),
  // --quiet keeps the log to itself unless the build fails.
  log: values.quiet ? (line) => void held.push(line) : (line) => console.log(line),
});
if (!result.ok && held.length > 0) console.error(held.join('\n'));
if (values.report) {
  await mkdir(dirname(resolve(values.report)), { recursive: true });
  await writeFile(resolve(values.report), JSON.stringify(result, null, 2));
}
if (!result.ok) process.exitCode = 1;
