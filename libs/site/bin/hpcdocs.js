#!/usr/bin/env node
// The `hpcdocs` command of @hpcdocs/site (built into dist/ by `nx run site:build`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNodeFlags, tuneNativeAllocator } from './node-flags.js';

const args = process.argv.slice(2);
const command = args.find((arg) => !arg.startsWith('-'));
const TUNED = 'HPCDOCS_NODE_FLAGS_SET';
// Before anything loads the bundler (node-flags.js says why); a command run again below inherits it.
tuneNativeAllocator();

if ((command === 'build' || command === 'check') && !process.env[TUNED]) {
  // The flags must be set when Node starts (the young generation's size, V8's helper threads):
  // the command runs again in a process of its own that has them, and this one passes on its
  // signals and exit code. Set HPCDOCS_NODE_FLAGS_SET=1 to run it as it is.
  const child = spawn(process.execPath, [...process.execArgv, ...buildNodeFlags(), fileURLToPath(import.meta.url), ...args], { stdio: 'inherit', env: { ...process.env, [TUNED]: '1' } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
} else {
  // React chooses its development or production build when it is first imported, and the command's
  // own imports load it (the prerenderer imports react-dom/server). So a build sets NODE_ENV first:
  // React's development build renders every page about twice as slowly.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const { main } = await import('../dist/cli.js');
  process.exitCode = await main(args);
}
