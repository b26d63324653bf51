// The two builds the parity tool compares. Each runs on its own copy of the site under the work
// folder, so the site itself is never written to: Docusaurus on a copy with its own node_modules
// (Docusaurus 3.8.1 from the npm registry), hpcdocs on a copy without one, so that the copy
// resolves React and @hpcdocs/* from this workspace, as a user's site resolves its own install.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** The Docusaurus the tool builds with unless asked for another (`--docusaurus-version`). */
export const DOCUSAURUS_VERSION = '3.8.1';
/** React as this workspace pins it, so both builds render with the same React. */
export const REACT_VERSION = '19.3.1';
/**
 * webpack 5.106 started validating ProgressPlugin options, and the webpackbar that Docusaurus
 * 3.8 depends on stores its own options there, so every build fails at start. The last webpack
 * before that change keeps 3.8 building as it did when it was released.
 */
const WEBPACK_FOR_3_8 = '5.105.4';

/** Folders never copied, at any depth: installs, caches. */
const SKIP = new Set(['node_modules', '.docusaurus', '.git', '.cache-loader']);
/** Folders copied but for the site's own top level: its build output (a `build` folder among the docs is content). */
const SKIP_AT_TOP = new Set(['build']);

/**
 * Copies `from` into `to`, replacing what was there, except the folder `keep` (relative to `to`,
 * such as an install's node_modules), which is set aside and put back.
 */
export function copySite(from, to, keep) {
  const kept = keep ? join(to, keep) : undefined;
  const aside = `${to}.kept`;
  rmSync(aside, { recursive: true, force: true });
  if (kept && existsSync(kept)) renameSync(kept, aside);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || SKIP_AT_TOP.has(entry.name)) continue;
    cpSync(join(from, entry.name), join(to, entry.name), { recursive: true, filter: (source) => !SKIP.has(basename(source)) });
  }
  if (kept && existsSync(aside)) {
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(aside, kept);
  }
}

/** Runs a command, teeing nothing: its output goes to `logFile`. Resolves with the exit code and the time taken. */
export function run(command, args, { cwd, env, logFile }) {
  return new Promise((resolvePromise) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (logFile) writeFileSync(logFile, output);
      resolvePromise({ code: code ?? 1, seconds: (performance.now() - started) / 1000, output });
    });
  });
}

/**
 * The site's package.json with every @docusaurus/* package at `version` (core and the classic
 * preset always, the mermaid theme when the config uses it, `@docusaurus/faster` when the config
 * turns Docusaurus Faster on) and React at the workspace's version. For 3.8, webpack held at the
 * release before the change that breaks its progress bar, the site's own listing of webpack too
 * (npm refuses an override that contradicts a direct dependency).
 */
export function pinnedManifest(siteDir, configText, version = DOCUSAURUS_VERSION) {
  const file = join(siteDir, 'package.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // Dev dependencies but the site's linters and tests: some sites list Docusaurus itself, its
  // plugins (docusaurus-plugin-sass and sass) and the TypeScript a .ts config needs there.
  const wanted = Object.entries(manifest.devDependencies ?? {}).filter(([name]) => !TOOLING.test(name));
  const dependencies = { ...Object.fromEntries(wanted), ...manifest.dependencies };
  for (const name of Object.keys(dependencies)) if (name.startsWith('@docusaurus/')) dependencies[name] = version;
  // Rspack and SWC in place of webpack and Babel: with `future: { faster: true }` (3.9+, or `v4`) or
  // `experimental_faster` (3.6+); a site may list the package without turning it on.
  if (/\b(experimental_)?faster['"]?\s*:\s*true|\bv4['"]?\s*:\s*true/.test(configText)) dependencies['@docusaurus/faster'] = version;
  else delete dependencies['@docusaurus/faster'];
  dependencies['@docusaurus/core'] = version;
  dependencies['@docusaurus/preset-classic'] = version;
  if (configText.includes('theme-mermaid')) dependencies['@docusaurus/theme-mermaid'] = version;
  dependencies['react'] = REACT_VERSION;
  dependencies['react-dom'] = REACT_VERSION;
  const holdWebpack = version.startsWith('3.8.');
  if (holdWebpack && dependencies['webpack']) dependencies['webpack'] = WEBPACK_FOR_3_8;
  return { name: manifest.name ?? 'parity-site', version: '0.0.0', private: true, dependencies, ...(holdWebpack ? { overrides: { webpack: WEBPACK_FOR_3_8 } } : {}) };
}

/** Tools a site lists for its own development, never loaded by its pages or its config. */
const TOOLING = /^(@types\/|@eslint\/|eslint|prettier|markdownlint|cspell|@commitlint\/|husky|lint-staged|stylelint|jest|vitest|@testing-library\/)/;
const DEV_ONLY = new RegExp(`^typescript$|${TOOLING.source}`);

/**
 * The site's own packages for the hpcdocs copy (`--install-site-deps`): its dependencies and dev
 * dependencies but its development tools, so its components, Sass and plugins resolve from its
 * own node_modules as in a team's folder, and @hpcdocs/* from this workspace. Docusaurus' packages
 * stay, as they stay in a team's folder: a config that imports what they bring along (homarr's
 * `import { EnumChangefreq } from 'sitemap'`) loads, and the build must not pick them up where
 * hpcdocs has its own (`@docusaurus/theme-common`, `@docusaurus/Link`).
 */
export function siteManifest(siteDir) {
  const file = join(siteDir, 'package.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const all = { ...manifest.devDependencies, ...manifest.dependencies };
  const dependencies = Object.fromEntries(Object.entries(all).filter(([name]) => !DEV_ONLY.test(name)));
  return { name: manifest.name ?? 'parity-site', version: '0.0.0', private: true, dependencies };
}

/** The Docusaurus config file of a site folder. */
export function docusaurusConfigOf(siteDir) {
  const name = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.ts', 'docusaurus.config.cjs', 'docusaurus.config.mts'].find((n) => existsSync(join(siteDir, n)));
  return name ? join(siteDir, name) : undefined;
}

/**
 * Installs Docusaurus for the copy in `dir` from the npm registry, unless the same manifest was
 * installed there before. Install scripts stay off: nothing the build needs runs one, and a
 * third-party site's dependencies are not code to run here.
 */
export async function installDocusaurus(dir, manifest, log, version = DOCUSAURUS_VERSION) {
  return installManifest(dir, manifest, () => log(`  installing Docusaurus ${version} and the site's dependencies (npm install, a few minutes the first time)…`));
}

/** Installs `manifest` into `dir` (its package.json replaced), unless the same one was installed there before. */
export async function installManifest(dir, manifest, announce) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const stamp = join(dir, 'node_modules', '.parity-manifest');
  const wanted = createHash('sha1').update(text).digest('hex');
  writeFileSync(join(dir, 'package.json'), text);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return { code: 0, seconds: 0, output: 'already installed', skipped: true };
  announce();
  const result = await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--loglevel=error'], { cwd: dir, logFile: join(dir, 'npm-install.log') });
  if (result.code === 0) writeFileSync(stamp, wanted);
  return result;
}

/** Builds the copy with Docusaurus into `outDir`, cold (its caches removed) unless `warm`. */
export async function buildDocusaurus(siteDir, outDir, { warm, logFile }) {
  if (!warm) {
    rmSync(join(siteDir, '.docusaurus'), { recursive: true, force: true });
    rmSync(join(siteDir, 'node_modules', '.cache'), { recursive: true, force: true });
  }
  rmSync(outDir, { recursive: true, force: true });
  // Docusaurus writes its server bundle (CommonJS in .js files) into the output folder, here
  // outside the site's copy: the nearest package.json would be this workspace's, "type": "module",
  // and with Rspack (Docusaurus Faster) every page rendered as "exports is not defined".
  writeFileSync(join(dirname(outDir), 'package.json'), `${JSON.stringify({ private: true, type: 'commonjs' }, null, 2)}\n`);
  const bin = findUp(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!bin) return { code: 1, seconds: 0, output: `@docusaurus/core is not installed for ${siteDir}` };
  return run(process.execPath, [bin, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env: { NO_UPDATE_NOTIFIER: '1', CI: 'true', NODE_OPTIONS: '--max-old-space-size=6144', DOCUSAURUS_TELEMETRY: '0' },
    logFile,
  });
}

function findUp(dir, path) {
  for (let at = dir; ; at = join(at, '..')) {
    if (existsSync(join(at, path))) return join(at, path);
    if (join(at, '..') === at) return undefined;
  }
}

/**
 * The base URL Docusaurus built with, from the config it generated for the client. With several
 * locales that config is the last locale's (`/fa/`): the site's is the default locale's, without
 * the locale's folder.
 */
export function docusaurusBaseUrl(siteDir) {
  const generated = join(siteDir, '.docusaurus', 'docusaurus.config.mjs');
  if (!existsSync(generated)) return '/';
  const baseUrl = /"baseUrl":\s*"([^"]*)"/.exec(readFileSync(generated, 'utf8'))?.[1] ?? '/';
  const i18nFile = join(siteDir, '.docusaurus', 'i18n.json');
  const i18n = existsSync(i18nFile) ? JSON.parse(readFileSync(i18nFile, 'utf8')) : undefined;
  const locale = i18n?.currentLocale;
  if (!locale || locale === i18n.defaultLocale || !baseUrl.endsWith(`/${locale}/`)) return baseUrl;
  return baseUrl.slice(0, -`${locale}/`.length);
}

/** The hpcdocs command from this workspace's sources. */
export function hpcdocs(workspace, args, { logFile, cwd = workspace } = {}) {
  return run(process.execPath, [join(workspace, 'tools/scripts/run-ts.mjs'), join(workspace, 'libs/site/src/cli/main.ts'), ...args], { cwd, logFile, env: { NODE_ENV: 'production' } });
}

/** Every HTML page of a build, by route. */
export function htmlPages(outDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) {
        pages.set(relative(outDir, path), path);
      }
    }
  };
  if (existsSync(outDir)) walk(outDir);
  return pages;
}

/** The lines of a failed Docusaurus build that say what failed (not the stack frames). */
export function docusaurusErrors(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.includes('[ERROR]'));
  if (start === -1) return lines.filter((l) => l.trim()).slice(-15);
  return lines.slice(start).filter((l) => !/^\s+at |^\s*\.\.\. \d+ lines matching/.test(l) && l.trim()).slice(0, 40);
}
