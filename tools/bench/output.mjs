/**
 * The size of a built site's output: every file's bytes (the compressed copies included, as a host
 * stores them), and the largest doc page's HTML. A site whose pages each carried the whole
 * sidebar grew with the square of its docs; these show whether it grows linearly.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * Sizes of the output in `siteDir`: `bytes` (every file), `files`, and `largestDocPage` (the
 * biggest `index.html` under `docsPath`, output-relative, with its bytes).
 */
export async function outputSizes(siteDir, docsPath = 'docs/') {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  let bytes = 0;
  let files = 0;
  let largestDocPage = { path: null, bytes: 0 };
  // Stat calls in batches: ten thousand pages and their copies, without ten thousand open at once.
  const regular = entries.filter((entry) => entry.isFile());
  for (let i = 0; i < regular.length; i += 256) {
    const batch = regular.slice(i, i + 256);
    const sizes = await Promise.all(batch.map((entry) => stat(join(entry.parentPath, entry.name)).then((s) => s.size)));
    batch.forEach((entry, k) => {
      const size = sizes[k] ?? 0;
      bytes += size;
      files += 1;
      const path = relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (entry.name === 'index.html' && path.startsWith(docsPath) && size > largestDocPage.bytes) largestDocPage = { path, bytes: size };
    });
  }
  return { bytes, files, largestDocPage };
}
