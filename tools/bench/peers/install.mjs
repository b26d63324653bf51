/**
 * Installs the peers from the npm registry, each in its own folder under .work/ with its own
 * package.json, once: an install whose packages are already at the wanted versions is reused.
 * Docusaurus goes through tools/parity/lib/builds.mjs (installDocusaurus), so it is pinned and
 * patched (webpack override) exactly as the parity tool pins it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installDocusaurus, run } from '../../parity/lib/builds.mjs';
import { WORK, docusaurusManifest } from './frameworks.mjs';

/** The installed version of `name` under `dir`, or null. */
export function installedVersion(dir, name) {
  const file = join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/** The versions actually installed for a framework: its own packages and the tools they bring. */
export function installedVersions(framework) {
  const dir = join(WORK, framework.id);
  const extra = { starlight: ['pagefind', 'vite'], rspress: ['@rsbuild/core', '@rspack/core'], vitepress: ['vite', 'minisearch'], docusaurus: ['webpack'] }[framework.id] ?? [];
  return Object.fromEntries([...Object.keys(framework.versions), ...extra].map((name) => [name, installedVersion(dir, name)]));
}

/**
 * Makes sure `framework` is installed. Resolves with a line for the log. Install scripts stay off
 * (--ignore-scripts): none of these builds needs one (native parts such as esbuild, rspack,
 * pagefind and the Node binary come as platform packages), and it keeps third-party code from
 * running at install time.
 */
export async function ensureInstalled(framework, log) {
  if (framework.id === 'ours') return 'hpcdocs: this workspace';
  const dir = join(WORK, framework.id);
  mkdirSync(dir, { recursive: true });
  if (framework.id === 'docusaurus') {
    const result = await installDocusaurus(dir, docusaurusManifest(), log);
    if (result.code !== 0) throw new Error(`Docusaurus install failed, see ${join(dir, 'npm-install.log')}`);
    return `Docusaurus: ${result.skipped ? 'installed already' : `installed in ${result.seconds.toFixed(0)} s`}`;
  }
  const manifest = { name: `peers-${framework.id}`, version: '0.0.0', private: true, type: 'module', dependencies: framework.versions };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const missing = Object.entries(framework.versions).filter(([name, version]) => installedVersion(dir, name) !== version);
  if (missing.length === 0) return `${framework.label}: installed already`;
  log(`  installing ${framework.label} (${missing.map(([n, v]) => `${n}@${v}`).join(', ')}) with npm…`);
  const result = await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, logFile: join(dir, 'npm-install.log') });
  const still = Object.entries(framework.versions).filter(([name, version]) => installedVersion(dir, name) !== version);
  if (result.code !== 0 || still.length > 0) throw new Error(`${framework.label}: npm install failed (exit ${result.code}), see ${join(dir, 'npm-install.log')}`);
  return `${framework.label}: installed in ${result.seconds.toFixed(0)} s`;
}
