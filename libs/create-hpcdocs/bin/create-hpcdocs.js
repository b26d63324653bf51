#!/usr/bin/env node
// The `create-hpcdocs` command (`npm create hpcdocs@latest my-docs`), built into dist/ by `nx run create-hpcdocs:build`.
const { main } = await import('../dist/cli.js');

process.exitCode = await main(process.argv.slice(2));
