/** This package's version, from its package.json: `../../` from `src/cli/` here, `../` from `dist/` installed. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This file's folder. `import.meta.dirname` (Node 20.11+) rather than the module's URL: bundlers that
 * inline the sources (tools/scripts/run-ts.mjs) write it as the source folder, while the bundle's
 * own URL is somewhere else, from which no package.json of this package is found.
 */
const here = (import.meta.dirname as string | undefined) ?? dirname(fileURLToPath(import.meta.url));

export function ownVersion(): string {
  for (const candidate of ['../../package.json', '../package.json']) {
    const path = join(here, candidate);
    if (!existsSync(path)) continue;
    const pkg = JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@hpcdocs/site' && pkg.version) return pkg.version;
  }
  return 'unknown';
}
