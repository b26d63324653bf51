/** Writes a content build's files into an output folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { ContentBuild } from './build-content.js';

/**
 * Writes every artifact of `build` under `outDir` (creating folders).
 * @throws Error before writing anything when a path would land outside `outDir` (the pipeline
 * refuses such slugs and names; this guards against anything that slips through).
 */
export async function writeContent(build: Pick<ContentBuild, 'files'>, outDir: string): Promise<void> {
  const root = resolve(outDir);
  const prefix = root.endsWith(sep) ? root : root + sep;
  const outside = [...build.files.keys()].filter((path) => isAbsolute(path) || !resolve(root, path).startsWith(prefix));
  if (outside.length > 0) {
    throw new Error(`@hpcdocs/content-pipeline: refusing to write outside the output folder ${root}: ${outside.map((p) => JSON.stringify(p)).join(', ')}`);
  }
  const folders = new Map<string, Promise<unknown>>();
  await Promise.all(
    [...build.files].map(async ([path, content]) => {
      const target = join(root, path);
      const dir = dirname(target);
      let made = folders.get(dir);
      if (!made) {
        made = mkdir(dir, { recursive: true });
        folders.set(dir, made);
      }
      await made;
      await writeFile(target, content);
    }),
  );
}
