/** A folder's files and their contents, for tests that compare one output (or site) with another, byte for byte. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Path (relative to `root`) -> hash of its bytes, for every file under `root` (links followed). */
export function tree(root: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => statSync(join(root, path)).isFile())
      .sort()
      .map((path) => [path, createHash('sha1').update(readFileSync(join(root, path))).digest('hex')]),
  );
}
