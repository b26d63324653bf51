/** Writes `.gz` and `.br` next to every compressible file, for the preview server (and CDNs). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|map)$/;
const MIN_BYTES = 1024;

export async function compressTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  let index = 0;
  const worker = async () => {
    while (index < files.length) {
      const file = files[index++];
      if (!file) break;
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      // The JS and CSS bundles are few, loaded by every reader first and cached for a year: they get
      // the strong levels. Pages, page data and search shards grow with the site, and brotli's
      // quality 9 costs about 13 times the CPU of quality 5 for about 2% smaller files (measured on
      // this site), so they get the fast levels that keep a 1,000-doc build quick.
      const heavy = /\.(?:js|mjs|css)$/.test(file);
      const [g, b] = await Promise.all([
        gz(data, { level: heavy ? 9 : 6 }),
        br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: heavy ? 9 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, g), writeFile(`${file}.br`, b)]);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
