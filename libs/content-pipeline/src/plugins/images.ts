/**
 * Images: relative image paths are resolved next to the doc, copied into the build with a
 * content-hashed name, and get their intrinsic width and height (so the page does not shift).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { imageSize } from 'image-size';
import type { Image, Root } from 'mdast';
import type { Plugin } from 'unified';
import { nodesOfType } from './walk.js';
import { docData, report } from './context.js';

/** Options for {@link remarkImages}. */
export interface ImageOptions {
  /** Absolute path of the doc's folder on disk. */
  readonly docDir: string;
  /** Public URL prefix of copied images, e.g. `/doc/assets/img/`. */
  readonly publicPrefix: string;
}

export const remarkImages: Plugin<[ImageOptions], Root> = ({ docDir, publicPrefix }) => (tree, file) => {
  const data = docData(file);
  for (const node of nodesOfType<Image>(tree, 'image')) {
    const url = node.url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('//')) continue;
    const absolutePath = join(docDir, decodeURI(url.split(/[?#]/)[0] ?? ''));
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolutePath);
    } catch {
      // The hint names the path the way the error names the doc (relative), not the machine's absolute path.
      const expected = join(dirname(file.path || '.'), decodeURI(url.split(/[?#]/)[0] ?? ''));
      report(file, node, `Image "${url}" was not found.`, `Put the image at ${expected} or fix the path (relative to the doc).`);
      continue;
    }
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
    const ext = extname(absolutePath);
    const publicUrl = `${publicPrefix}${basename(absolutePath, ext)}.${hash}${ext}`;
    const properties: Record<string, number | string> = { loading: 'lazy', decoding: 'async' };
    try {
      const size = imageSize(bytes);
      if (size.width && size.height) {
        properties['width'] = size.width;
        properties['height'] = size.height;
      }
    } catch {
      report(file, node, `Image "${url}" could not be read as an image.`, 'Use a PNG, JPEG, GIF, WebP or SVG file.');
    }
    node.url = publicUrl;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    data.images.push({ absolutePath, publicUrl });
  }
};
