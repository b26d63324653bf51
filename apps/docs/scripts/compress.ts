/** Writes `.gz` and `.br` next to every compressible file, for the preview server (and CDNs). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|map)$/;
const MIN_BYTES = 1024;

/** Writes `file.gz` and `file.br` for `data` (files under 1 KB and other types are left alone). */
async function compressFile(file: string, data: Buffer | string): Promise<void> {
  if (!COMPRESSIBLE.test(file) || Buffer.byteLength(data) < MIN_BYTES) return;
  // The JS and CSS bundles are few, loaded by every reader first and cached for a year: they get
  // the strong levels. Pages, page data and search shards grow with the site, and brotli's
  // quality 9 costs about 13 times the CPU of quality 5 for about 2% smaller files (measured on
  // this site), so they get the fast levels that keep a 1,000-doc build quick.
  const heavy = /\.(?:js|mjs|css)$/.test(file);
  const [g, b] = await Promise.all([
    gz(data, { level: heavy ? 9 : 6 }),
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: heavy ? 9 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, g), writeFile(`${file}.br`, b)]);
}

/**
 * Compresses pages while the prerender goes on. Rendering keeps one core busy; one compression at
 * a time uses the other without slowing the render down (more at once did, on two cores).
 * `done` lists what was compressed, for {@link compressTree} to skip.
 */
export function pageCompressor(dir: string): { add(file: string, text: string): void; finish(): Promise<void>; readonly done: ReadonlySet<string> } {
  const done = new Set<string>();
  let queue = Promise.resolve();
  return {
    add(file, text) {
      const path = join(dir, file);
      done.add(path);
      queue = queue.then(() => compressFile(path, text));
    },
    finish: () => queue,
    done,
  };
}

/** Compresses every compressible file under `dir` except those in `skip` (absolute paths). */
export async function compressTree(dir: string, skip: ReadonlySet<string> = new Set()): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name)).filter((f) => !skip.has(f));
  let index = 0;
  const worker = async () => {
    while (index < files.length) {
      const file = files[index++];
      if (!file) break;
      await compressFile(file, await readFile(file));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
