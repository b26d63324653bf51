#!/usr/bin/env node
// Runs a TypeScript file of the workspace:
//   node tools/scripts/run-ts.mjs [node flags, e.g. --cpu-prof] path/to/file.ts [args...]
//
// The file and the workspace sources it imports (`@hpcdocs/*`, `create-hpcdocs`: their `src/`) are compiled
// by esbuild into one folder under node_modules/.cache, then run by plain Node. Packages from
// node_modules stay external and load as they are. Compiling up front (about 0.4 s, and reused
// while the inputs are unchanged, see below) replaces a
// module loader hook that cost about 1 s in every process and every worker thread: a 1,000-doc
// build starts a content worker, and with the hook that worker began work 1.5 s late.
//
// Worker threads are separate entries, written beside the shared chunks as `worker.js`,
// `search-worker.js` and `site-code-worker.js`, which is where `new URL('./worker.js', import.meta.url)` in the code that
// starts them looks (the same layout as the libraries' own builds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { buildNodeFlags, tuneNativeAllocator } from '../../libs/site/bin/node-flags.js';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const fileAt = argv.findIndex((arg) => !arg.startsWith('-'));
const nodeFlags = fileAt === -1 ? argv : argv.slice(0, fileAt);
const [file, ...args] = fileAt === -1 ? [] : argv.slice(fileAt);
if (!file) {
  console.error('usage: node tools/scripts/run-ts.mjs FILE.ts [args...]');
  process.exit(2);
}

/** Worker entry points of the workspace: output name -> source. */
const WORKERS = {
  worker: resolve(root, 'libs/content-pipeline/src/site/worker.ts'),
  'search-worker': resolve(root, 'libs/site/src/build/search-worker.ts'),
  'site-code-worker': resolve(root, 'libs/site/src/site-code/site-code-worker.ts'),
};

/**
 * The Markdown stack (unified, micromark and their utilities: about 150 small modules) is bundled
 * in, so a content worker thread starts without resolving and loading each of them.
 */
const INLINE = /^(?:unified|bail|devlop|trough|vfile[\w-]*|is-plain-obj|extend|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|hastscript|unist-[\w-]+|remark-[\w-]+|decode-named-character-reference|character-entities[\w-]*|ccount|longest-streak|markdown-table|zwitch|property-information|space-separated-tokens|comma-separated-tokens|web-namespaces|html-void-elements|trim-lines|escape-string-regexp|estree-util-[\w-]+|@ungap\/structured-clone|github-slugger)(?:\/|$)/;

/** Names of the workspace's packages (`@hpcdocs/site`, `create-hpcdocs`), from the package.json of each folder of libs. */
const WORKSPACE_PACKAGES = readdirSync(resolve(root, 'libs'))
  .map((name) => resolve(root, 'libs', name, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')).name);
const isWorkspacePackage = (path) => WORKSPACE_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`));

/** Keeps packages from node_modules external; workspace packages are compiled from source. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (a) => {
      if (a.pluginData?.fromExternals || isWorkspacePackage(a.path) || a.path.startsWith('#') || INLINE.test(a.path)) return undefined;
      // A package bundled in from node_modules imports its dependencies from where it is: its own
      // nested copy may be another major version than the top-level one (hast-util-raw needs
      // parse5 7 while jsdom puts parse5 8 at the top, and parse5 8 crashes inside it). The
      // bundle lives elsewhere, so the import is written as the resolved file.
      if (a.importer.includes(`${sep}node_modules${sep}`)) {
        const found = await b.resolve(a.path, { kind: a.kind, resolveDir: a.resolveDir, importer: a.importer, pluginData: { fromExternals: true } });
        if (found.errors.length === 0 && found.path) return { path: found.path, external: true };
      }
      return { path: a.path, external: true };
    });
    // `import.meta.dirname` means the source file's folder, not the bundle's.
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (a) => {
      const text = readFileSync(a.path, 'utf8');
      const contents = text.includes('import.meta.dirname') ? text.replaceAll('import.meta.dirname', JSON.stringify(dirname(a.path))) : text;
      return { contents, loader: a.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

// Inside the workspace, so the compiled code finds node_modules by walking up.
const cacheRoot = join(root, 'node_modules/.cache/hpcdocs/run-ts');
mkdirSync(cacheRoot, { recursive: true });

/**
 * The last compile of an entry is reused while every file esbuild read for it (sources, the
 * Markdown stack it bundles, this script) has the same contents: compiling takes about 0.4 s of
 * the 0.9 s a build's process needs before its first step. The record names the folder and each
 * input's hash; hashing them again costs about 10 ms. A folder is never changed once recorded, so a
 * process still running from an older one keeps working (its worker threads load later).
 */
const sha = (data) => createHash('sha1').update(data).digest('hex');
const recordFile = join(cacheRoot, `${sha(`${resolve(file)}\0${process.version}`).slice(0, 16)}.json`);
const self = fileURLToPath(import.meta.url);
function reusable() {
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    if (!existsSync(join(record.dir, 'main.js'))) return null;
    for (const [path, hash] of Object.entries(record.inputs)) if (sha(readFileSync(path)) !== hash) return null;
    // Marks the record as in use (see prune).
    const now = new Date();
    utimesSync(recordFile, now, now);
    return record.dir;
  } catch {
    return null;
  }
}

async function compile() {
  const dir = mkdtempSync(join(cacheRoot, 'run-'));
  // Loaded only to compile: importing esbuild alone costs a run about 30 ms.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { main: resolve(file), ...WORKERS },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@hpcdocs/source'],
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
    plugins: [externals],
    tsconfig: join(root, 'tsconfig.base.json'),
    // The metafile's input paths are relative to this folder: the workspace's, whatever folder
    // the script is run from (a test runs the CLI in a site's own folder).
    absWorkingDir: root,
  });
  // An ES module folder, so Node reads the `.js` files as modules.
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  const inputs = {};
  for (const input of [...Object.keys(result.metafile.inputs).map((path) => resolve(root, path)), self, join(root, 'tsconfig.base.json')]) inputs[input] = sha(readFileSync(input));
  // Written whole under another name, then renamed: a concurrent run reads the old record or this one.
  const temp = `${recordFile}.${process.pid}`;
  writeFileSync(temp, JSON.stringify({ dir, inputs }));
  renameSync(temp, recordFile);
  return dir;
}

/**
 * Records not used for a day (scripts since deleted, such as tests' temporary ones) go, and so do
 * compiled folders no record names, once an hour old: a process may still be running from one.
 * Returns `keep`, the folder just compiled.
 */
function prune(keep) {
  const hour = Date.now() - 3600_000;
  const named = new Set([keep]);
  for (const entry of readdirSync(cacheRoot)) {
    if (entry.endsWith('.json')) {
      const path = join(cacheRoot, entry);
      try {
        if (statSync(path).mtimeMs < hour - 23 * 3600_000) rmSync(path, { force: true });
        else named.add(JSON.parse(readFileSync(path, 'utf8')).dir);
      } catch {
        // Removed by a concurrent run meanwhile.
      }
    }
  }
  for (const entry of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, entry);
    if (entry.startsWith('run-') && !named.has(path) && (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < hour) rmSync(path, { recursive: true, force: true });
  }
  return keep;
}

// Pruned when a compile adds a folder: a run that reuses one leaves nothing new behind, and reading
// every record on each run would add to every script's start.
const outDir = reusable() ?? prune(await compile());
// The flags and environment the installed `hpcdocs` command runs its builds with (libs/site/bin/node-flags.js says why).
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', ...buildNodeFlags(), ...nodeFlags, join(outDir, 'main.js'), ...args],
  { stdio: 'inherit', cwd: process.cwd(), env: tuneNativeAllocator({ ...process.env }) },
);
// RUN_TS_KEEP=1 prints the compiled folder (to read a CPU profile's line numbers against it).
if (process.env.RUN_TS_KEEP) console.error(`run-ts: compiled code in ${outDir}`);
process.exit(result.status ?? 1);
