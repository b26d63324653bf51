#!/usr/bin/env node
// The `hpcdocs` command of @hpcdocs/site (built into dist/ by `nx run site:build`).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
