#!/usr/bin/env node
// The `hpcdocs` command of @hpcdocs/site (built into dist/ by `nx run site:build`).
//
// React chooses its development or production build when it is first imported, and the command's
// own imports load it (the prerenderer imports react-dom/server). So a build sets NODE_ENV first:
// React's development build renders every page about twice as slowly.
if (process.argv.slice(2).find((arg) => !arg.startsWith('-')) === 'build') process.env.NODE_ENV = 'production';
const { main } = await import('../dist/cli.js');

process.exitCode = await main(process.argv.slice(2));
