/**
 * Raw HTML in Markdown (or added as `html` nodes by a site's plugin): parsed into real elements,
 * first thing on the HTML tree (as Docusaurus does with rehype-raw), so the site's rehype plugins
 * and the sanitizer see elements. Only files that have any pay for the parse, which re-reads the
 * whole tree. Parsing HTML lower-cases tag and attribute names, so this pipeline's own component
 * elements are restored to their names afterwards.
 */
import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { Plugin } from 'unified';
import { hasNodeOfType, nodesOfType } from './walk.js';
import { COMPONENT_PROPS } from '../sanitize.js';
import { docData } from './context.js';

const TAG_BY_LOWER = new Map(Object.keys(COMPONENT_PROPS).map((name) => [name.toLowerCase(), name]));

function restoreComponentNames(tree: Root): void {
  for (const node of nodesOfType<Element>(tree, 'element')) {
    const name = TAG_BY_LOWER.get(node.tagName);
    if (!name) continue;
    node.tagName = name;
    const known = COMPONENT_PROPS[name] ?? [];
    const properties: Element['properties'] = {};
    for (const [key, value] of Object.entries(node.properties)) {
      const original = known.find((k) => k.toLowerCase() === key.toLowerCase()) ?? key;
      properties[original] = original === 'showLineNumbers' && typeof value === 'string' ? Number(value) : value;
    }
    node.properties = properties;
  }
}

export const rehypeRawHtml: Plugin<[], Root> = () => (tree, file) => {
  if (!hasNodeOfType(tree, 'raw')) return tree;
  docData(file).hadRawHtml = true;
  const result = raw(tree, { file }) as Root;
  restoreComponentNames(result);
  return result;
};
