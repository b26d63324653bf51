/**
 * A scratch folder for a test's sites, inside the workspace (so a site's imports resolve React and
 * the packages from the workspace) under `tmp/`, which a fresh clone does not have yet.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TMP = resolve(import.meta.dirname, '../../../tmp');

/** Makes a new folder `tmp/<prefix>XXXXXX` of the workspace and returns its path. */
export function scratchFolder(prefix: string): string {
  mkdirSync(TMP, { recursive: true });
  return mkdtempSync(join(TMP, prefix));
}
