/**
 * A piece of HTML written in a site file (a sidebar `html` item) turned into the compact tree the
 * theme renders: parsed as a browser would, then cleaned by the same sanitizer as raw HTML in a
 * doc, so a sidebar can carry a heading or a divider but never a script or a handler.
 */
import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { sanitize } from 'hast-util-sanitize';
import { compactTree } from '../compact.js';
import { sanitizeSchema } from '../sanitize.js';
import type { HNode } from '../schema.js';

/** `value` (HTML) as sanitized compact nodes. */
export function htmlFragment(value: string): HNode[] {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value }] };
  return compactTree(sanitize(raw(tree), sanitizeSchema) as Root);
}
