#!/usr/bin/env node
// `npm start`: builds the site (Nx, cached) and serves it with `hpcdocs preview` at
// http://localhost:4173/doc/ (extra arguments go to preview: `npm start -- --port 8080`).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const build = spawnSync(resolve(root, 'node_modules/.bin/nx'), ['run', 'docs:build-site', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'preview', '--config', 'apps/docs', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
process.exit(serve.status ?? 0);
