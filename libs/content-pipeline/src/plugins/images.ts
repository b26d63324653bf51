/**
 * Images: relative image paths are resolved next to the doc, copied into the build with a
 * content-hashed name, and get their intrinsic width and height (so the page does not shift).
 * Only files inside the content folder are copied (symlinks resolved): a path that leads out of it
 * would publish whatever file it names. SVGs are copied sanitized (see svg.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { Image, Root } from 'mdast';
import type { Plugin } from 'unified';
import { sanitizeSvg } from '../svg.js';
import { nodesOfType } from './walk.js';
import { docData, report } from './context.js';

/** Options for {@link remarkImages}. */
export interface ImageOptions {
  /** Absolute path of the doc's folder on disk. */
  readonly docDir: string;
  /** Public URL prefix of copied images, e.g. `/doc/assets/img/`. */
  readonly publicPrefix: string;
  /** Folder images must be inside (the content folder). Default: `docDir`. */
  readonly root?: string;
}

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};
const realpath = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
};

/** The image's bytes as they will be published (SVGs sanitized). @throws Error when an SVG is refused. */
export function publishedBytes(path: string, bytes: Buffer): Buffer {
  return extname(path).toLowerCase() === '.svg' ? Buffer.from(sanitizeSvg(bytes.toString('utf8'))) : bytes;
}

export const remarkImages: Plugin<[ImageOptions], Root> = (options) => {
  const { publicPrefix } = options;
  const folder = resolve(options.root ?? options.docDir);
  // Resolved on the first image only: most docs have none.
  let realFolder: string | undefined;
  return (tree, file) => {
    const data = docData(file);
    // The file's own folder (one processor serves every file of a build).
    const docDir = file.data.hpcFile?.docDir ?? options.docDir;
    for (const node of nodesOfType<Image>(tree, 'image')) {
      const url = node.url;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('//')) continue;
      let path: string;
      try {
        path = decodeURI(url.split(/[?#]/)[0] ?? '');
      } catch {
        report(file, node, `Image "${url}" has a "%" that is not a valid %-escape.`, 'Write the path as it is on disk, or escape "%" as %25.');
        continue;
      }
      const absolutePath = resolve(docDir, path);
      // Checked before reading: a path out of the folder must not even be opened.
      const real = inside(folder, absolutePath) ? realpath(absolutePath) : undefined;
      realFolder ??= realpath(folder) ?? folder;
      if (!inside(folder, absolutePath) || (real !== undefined && !inside(realFolder, real))) {
        const where = real === undefined ? `resolves to ${absolutePath}` : `is a link to ${real}`;
        report(file, node, `Image "${url}" ${where}, outside the content folder ${folder}.`, 'Put the image inside the content folder and refer to it by a path relative to the doc.');
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = readFileSync(absolutePath);
      } catch {
        // The hint names the path the way the error names the doc (relative), not the machine's absolute path.
        const expected = join(dirname(file.path || '.'), path);
        report(file, node, `Image "${url}" was not found.`, `Put the image at ${expected} or fix the path (relative to the doc).`);
        continue;
      }
      try {
        bytes = publishedBytes(absolutePath, bytes);
      } catch (error) {
        report(file, node, `Image "${url}" is not a usable SVG: ${(error as Error).message}.`, 'Export the drawing again as a plain SVG file.');
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
};
