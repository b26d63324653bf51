/**
 * A starter site (`hpcdocs init`) in a scratch folder, for the tests that build one with a feature
 * added: where it is, its config file, and helpers to write its files and read its built pages.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from './scratch.js';

export interface StarterSite {
  /** The scratch folder (remove it after the tests) and the site's folder in it. */
  readonly scratch: string;
  readonly dir: string;
  readonly out: string;
  readonly configFile: string;
  /** Writes a file of the site (its folders made). */
  write(path: string, text: string): void;
  /** The built page at `path` (`docs/intro`), without React's text separators. */
  html(path: string): string;
}

/** Paths and helpers for a site in a new scratch folder `tmp/<prefix>…`; `init` makes the site itself. */
export function starterSite(prefix: string): StarterSite {
  const scratch = scratchFolder(prefix);
  const dir = join(scratch, 'site');
  const out = join(dir, 'build');
  return {
    scratch,
    dir,
    out,
    configFile: join(dir, 'hpcdocs.config.ts'),
    write(path, text) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    html: (path) => readFileSync(join(out, path, 'index.html'), 'utf8').replace(/<!-- -->/g, ''),
  };
}
