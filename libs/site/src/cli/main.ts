/**
 * Runs `hpcdocs` from the sources (this repository's scripts use it through
 * tools/scripts/run-ts.mjs); installed, the `hpcdocs` bin runs the built `dist/cli.js`.
 */
import { main } from './commands.js';

process.exitCode = await main(process.argv.slice(2));
