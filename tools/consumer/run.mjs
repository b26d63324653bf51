#!/usr/bin/env node
/**
 * Packaging and consumer tests (issue 8): builds the four libs through Nx, then runs
 * tools/consumer/*.test.ts, which pack them with `npm pack`, check the tarballs, and build and
 * open a small doc site that installs them from the tarballs in a folder outside the workspace.
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

step(resolve(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'content-pipeline', 'router', 'theme', 'search', '--outputStyle=static']);
step(process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', resolve(root, 'tools/consumer/vitest.config.ts'), ...process.argv.slice(2)]);
