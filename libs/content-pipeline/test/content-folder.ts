/** A content folder for a test, written from strings: path (relative to the folder) -> text. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ContentBuild, DocJson } from '../src/index.js';

/** Writes `files` into a new temporary folder named with `prefix`, and resolves with the folder. */
export async function contentFolder(prefix: string, files: Readonly<Record<string, string>>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** The doc of `build` with `id`; a test fails at once when there is none. */
export function docOf(build: ContentBuild, id: string): DocJson {
  const found = build.docs.find((d) => d.id === id);
  if (!found) throw new Error(`no doc ${id}`);
  return found;
}
