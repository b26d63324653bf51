#!/usr/bin/env node
/**
 * `npm test`: every test of the workspace, in one command.
 *   1. lint and typecheck every project (Nx, cached)
 *   2. unit tests of every lib and the app (one vitest run over all projects)
 *   3. build the site and the Storybook (real builds); build, pack and install the libs in a
 *      consumer site outside the workspace
 *   4. end-to-end tests in real Chromium against the built site and the built Storybook
 *   5. Lighthouse (mobile) on the landing, a doc and the search page: accessibility, best practices
 *      and SEO must be 100. Performance is timed, so it moves with the machine's load: it is
 *      measured by `npm run lighthouse` (a benchmark), not gated here.
 * Ends with a line `N passed, N failed` counting every test and every gate that ran.
 * If no Chromium is found it installs Debian's `chromium` when running as root with apt,
 * and otherwise stops and says how to point it at a browser (CHROME_PATH).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium } from './chromium.mjs';
import { findNginx } from '../nginx/nginx.mjs';

const root = resolve(import.meta.dirname, '../..');
const resultsDir = resolve(root, 'tmp/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', STORYBOOK_DISABLE_TELEMETRY: '1', NX_TUI: 'false', FORCE_COLOR: '0' };

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function gate(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

/** Runs vitest with a JSON report and adds its test counts (`extraEnv` adds to the environment). */
function vitest(label, args, extraEnv = {}) {
  const report = resolve(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env: { ...env, ...extraEnv } });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    if ((json.numFailedTests ?? 0) > 0 || !ok) failures.push(label);
    if (!ok && (json.numFailedTests ?? 0) === 0) failed += 1;
  } else {
    failed += 1;
    failures.push(label);
  }
}

function ensureChrome() {
  let chrome = findChromium();
  if (chrome) return chrome;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium package.');
    run('install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    chrome = findChromium();
  }
  if (!chrome) {
    console.error('No Chromium found. Install it (as root: apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary, then run npm test again.');
    process.exit(1);
  }
  return chrome;
}

const chrome = ensureChrome();
env.CHROME_PATH = chrome;
const nx = resolve(root, 'node_modules/.bin/nx');

gate('lint', nx, ['run-many', '-t', 'lint', '--outputStyle=static']);
gate('typecheck', nx, ['run-many', '-t', 'typecheck', '--outputStyle=static']);
vitest('unit tests', ['--config', resolve(root, 'vitest.config.ts')]);
const built = gate('site build', nx, ['run', 'docs:build-site', '--outputStyle=static']);
const storybookBuilt = gate('storybook build', nx, ['run', 'theme:build-storybook', '--outputStyle=static']);
// The five libs built to dist/, npm-packed and checked; a site outside the workspace is started
// from the tarballs with `hpcdocs init`, built with `hpcdocs build` and opened in Chromium.
const libsBuilt = gate('lib builds', nx, ['run-many', '-t', 'build', '-p', 'content-pipeline', 'router', 'theme', 'search', 'site', 'create-hpcdocs', '--outputStyle=static']);
if (libsBuilt) vitest('packages and consumer', ['--config', resolve(root, 'tools/consumer/vitest.config.ts')]);
else {
  failed += 1;
  failures.push('packages and consumer (skipped: the libs did not build)');
}
if (storybookBuilt) vitest('storybook e2e', ['--config', resolve(root, 'libs/theme/vitest.e2e.config.ts')]);
else {
  failed += 1;
  failures.push('storybook e2e (skipped: Storybook did not build)');
}
if (built) {
  vitest('e2e', ['--config', resolve(root, 'apps/docs/vitest.e2e.config.ts')]);
  // The same suite against the production config (tools/nginx/hpcdocs.conf), where nginx is
  // installed; the dev-server test starts its own server, so it runs once, above.
  if (findNginx()) vitest('e2e on nginx', ['--config', resolve(root, 'apps/docs/vitest.e2e.config.ts'), '--exclude', 'e2e/dev-server.e2e.test.ts'], { HPCDOCS_E2E_SERVER: 'nginx' });
  else console.log('\n=== e2e on nginx: skipped (nginx is not installed; as root: apt-get install -y nginx)');
  gate('lighthouse', process.execPath, [resolve(root, 'tools/lighthouse/run.mjs'), '--no-performance']);
} else {
  failed += 2;
  failures.push('e2e and lighthouse (skipped: the site did not build)');
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
