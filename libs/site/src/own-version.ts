/** This package's version, from its package.json: `../../` from `src/cli/` here, `../` from `dist/` installed. */
import { existsSync, readFileSync } from 'node:fs';

export function ownVersion(): string {
  for (const candidate of ['../../package.json', '../package.json']) {
    const url = new URL(candidate, import.meta.url);
    if (!existsSync(url)) continue;
    const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@hpcdocs/site' && pkg.version) return pkg.version;
  }
  return 'unknown';
}
