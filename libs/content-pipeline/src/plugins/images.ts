/**
 * Images: relative image paths are resolved next to the doc, copied into the build with a
 * content-hashed name, and get their intrinsic width and height (so the page does not shift).
 * Only files inside the content folder are copied (symlinks resolved): a path that leads out of it
 * would publish whatever file it names. SVGs are copied sanitized (see svg.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { imageSizeOf } from '../lazy-modules.js';
import type { Image, Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Plugin } from 'unified';
import { placeIn } from '../containment.js';
import { sanitizeSvg } from '../svg.js';
import { nodesOfType } from './walk.js';
import { docData, report, warn } from './context.js';

/** Options for {@link remarkImages}. */
export interface ImageOptions {
  /** Absolute path of the doc's folder on disk. */
  readonly docDir: string;
  /** Public URL prefix of copied images, e.g. `/doc/assets/img/`. */
  readonly publicPrefix: string;
  /** Folder images must be inside (the content folder). Default: `docDir`. */
  readonly root?: string;
  /**
   * Site base URL: an image path from the site's root (`/img/logo.png`, a file of the static
   * folder, as Docusaurus reads it) gets it in front, once. Default: such paths stay as written.
   */
  readonly baseUrl?: string;
}

/** `name` cut to at most 150 bytes (whole characters), so that with the hash it stays a valid file name (255 bytes). */
function shortName(name: string): string {
  let short = '';
  for (const char of name) {
    if (Buffer.byteLength(short + char) > 150) break;
    short += char;
  }
  return short;
}

/** The image's bytes as they will be published (SVGs sanitized). @throws Error when an SVG is refused. */
export function publishedBytes(path: string, bytes: Buffer): Buffer {
  return extname(path).toLowerCase() === '.svg' ? Buffer.from(sanitizeSvg(bytes.toString('utf8'))) : bytes;
}

/** A published image: its URL in the build and the attributes an `<img>` of it gets. */
export interface PublishedImage {
  readonly publicUrl: string;
  /** `loading`, `decoding`, and the intrinsic `width` and `height` when they could be read. */
  readonly properties: Readonly<Record<string, number | string>>;
}

/**
 * Checks, copies (records for copying) and sizes the image a doc refers to by `url`, relative to
 * `docDir`. Problems are reported at `node`; the result is undefined then, and for URLs that are
 * not files of the site (external, site-absolute).
 */
/** Video and sound files, which a doc may put in image syntax (see publishImage). */
const MEDIA = /^\.(?:webm|mp4|m4v|mov|ogv|mkv|mp3|ogg|oga|wav|flac|m4a)$/i;

export function publishImage(url: string, node: Node, file: VFile, options: ImageOptions, { sized = true }: { readonly sized?: boolean } = {}): PublishedImage | undefined {
  const { publicPrefix } = options;
  // The file's own folder (one processor serves every file of a build).
  const docDir = file.data.hpcFile?.docDir ?? options.docDir;
  const folder = resolve(options.root ?? options.docDir);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('//')) return undefined;
  let path: string;
  try {
    path = decodeURI(url.split(/[?#]/)[0] ?? '');
  } catch {
    report(file, node, `Image "${url}" has a "%" that is not a valid %-escape.`, 'Write the path as it is on disk, or escape "%" as %25.');
    return undefined;
  }
  const absolutePath = resolve(docDir, path);
  // Checked before reading: a path out of the folder must not even be opened.
  const { inside, real } = placeIn(absolutePath, [folder]);
  if (!inside) {
    const where = real === undefined ? `resolves to ${absolutePath}` : `is a link to ${real}`;
    report(file, node, `Image "${url}" ${where}, outside the content folder ${folder}.`, 'Put the image inside the content folder and refer to it by a path relative to the doc.');
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolutePath);
  } catch {
    // The hint names the path the way the error names the doc (relative), not the machine's absolute path.
    const expected = join(dirname(file.path || '.'), path);
    report(file, node, `Image "${url}" was not found.`, `Put the image at ${expected} or fix the path (relative to the doc).`);
    return undefined;
  }
  try {
    bytes = publishedBytes(absolutePath, bytes);
  } catch (error) {
    report(file, node, `Image "${url}" is not a usable SVG: ${(error as Error).message}.`, 'Export the drawing again as a plain SVG file.');
    return undefined;
  }
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  const ext = extname(absolutePath);
  const publicUrl = `${publicPrefix}${shortName(basename(absolutePath, ext))}.${hash}${ext}`;
  const properties: Record<string, number | string> = { loading: 'lazy', decoding: 'async' };
  // A file a link leads to (a PDF, a full-size screenshot) is published as it is: no size to read.
  if (!sized) {
    docData(file).images.push({ absolutePath, publicUrl });
    return { publicUrl, properties: {} };
  }
  try {
    const size = imageSizeOf().imageSize(bytes);
    if (size.width && size.height) {
      properties['width'] = size.width;
      properties['height'] = size.height;
    }
  } catch {
    // A video or a sound in image syntax: Docusaurus publishes the file and writes an <img> for it
    // (which shows nothing); so does this, saying so, rather than failing a site that builds there.
    if (MEDIA.test(ext)) warn(file, node, `Image "${url}" is a ${/^\.(?:mp3|ogg|oga|wav|flac|m4a)$/i.test(ext) ? 'sound' : 'video'}: it is published, but a browser shows nothing for it as an image. To show it, put it in the static folder and write <video controls src="/its-name${ext}" /> (or <audio>).`);
    else report(file, node, `Image "${url}" could not be read as an image.`, 'Use a PNG, JPEG, GIF, WebP or SVG file.');
  }
  docData(file).images.push({ absolutePath, publicUrl });
  return { publicUrl, properties };
}

export const remarkImages: Plugin<[ImageOptions], Root> = (options) => {
  // Resolved on the first image only: most docs have none, and this runs once per doc.
  return (tree, file) => {
    for (const node of nodesOfType<Image>(tree, 'image')) {
      const base = options.baseUrl;
      if (base !== undefined && node.url.startsWith('/') && !node.url.startsWith('//')) {
        // A static file: served under the base URL, and checked like a link (it must exist).
        if (!node.url.startsWith(base)) node.url = base + node.url.slice(1);
        const start = node.position?.start;
        docData(file).links.push({ url: node.url, raw: node.url, line: start?.line ?? 1, column: start?.column ?? 1 });
        continue;
      }
      const published = publishImage(node.url, node, file, options);
      if (!published) continue;
      node.url = published.publicUrl;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...published.properties } };
    }
  };
};
