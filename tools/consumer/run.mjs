#!/usr/bin/env node
/**
 * Packaging and consumer tests: builds the five libs through Nx, then runs
 * tools/consumer/*.test.ts, which pack them with `npm pack`, check the tarballs, and start a site
 * with `hpcdocs init` from the tarballs in a folder outside the workspace, build it and open it.
 *
 *   node tools/consumer/run.mjs [vitest args, e.g. a test file name or --reporter=json ...]
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const step = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step(resolve(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'content-pipeline', 'router', 'theme', 'search', 'site', 'create-hpcdocs', '--outputStyle=static']);
step(process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', resolve(root, 'tools/consumer/vitest.config.ts'), ...process.argv.slice(2)]);
