/**
 * Runs `hpcdocs` from the sources (this repository's scripts use it through
 * tools/scripts/run-ts.mjs); installed, the `hpcdocs` bin runs the built `dist/cli.js`.
 * As the bin does, a build sets NODE_ENV before the commands' imports load React (see bin/hpcdocs.js).
 */
if (process.argv.slice(2).find((arg) => !arg.startsWith('-')) === 'build') process.env['NODE_ENV'] = 'production';
const { main } = await import('./entry.js');

process.exitCode = await main(process.argv.slice(2));

// A module (for top-level await), with nothing to export.
export {};
