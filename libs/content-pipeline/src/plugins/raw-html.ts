/**
 * Raw HTML in Markdown: parsed into real elements (only when a file has any, since the parse
 * re-reads the whole tree), then every element passes the sanitizer's allowlist, and HTML (or MDX
 * elements) is rearranged where a browser would not keep its nesting (see html-nesting.ts).
 * Parsing HTML lower-cases tag and attribute names, so this pipeline's own component elements are
 * restored to their names afterwards.
 */
import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { sanitize, type Schema } from 'hast-util-sanitize';
import type { Plugin } from 'unified';
import { hasNodeOfType, nodesOfType } from './walk.js';
import { sanitizeSchema, COMPONENT_PROPS } from '../sanitize.js';
import { docData } from './context.js';
import { fixNesting } from './html-nesting.js';

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

/**
 * Props a React component may pass on to an element where a string is harmful: handlers (a string
 * is never run, but is never wanted), `style` (React throws on a string) and raw HTML.
 */
const REACT_ONLY = /^(?:on[A-Z].*|on[a-z]+|style|dangerouslySetInnerHTML|ref|key)$/;

/**
 * The allowlist with the site's own components added: each keeps the attributes it was written
 * with (literal strings and booleans, the only values MDX attributes may have here), and the
 * URL-bearing ones among them (`href`, `src`...) are protocol-checked like any other.
 */
function schemaWith(components: ReadonlySet<string>, tree: Root): Schema {
  if (components.size === 0) return sanitizeSchema;
  const used = new Map<string, Set<string>>();
  for (const node of nodesOfType<Element>(tree, 'element')) {
    if (!components.has(node.tagName)) continue;
    const names = used.get(node.tagName) ?? new Set<string>();
    for (const key of Object.keys(node.properties)) if (!REACT_ONLY.test(key)) names.add(key);
    used.set(node.tagName, names);
  }
  if (used.size === 0) return sanitizeSchema;
  return {
    ...sanitizeSchema,
    tagNames: [...(sanitizeSchema.tagNames ?? []), ...used.keys()],
    attributes: { ...sanitizeSchema.attributes, ...Object.fromEntries([...used].map(([name, keys]) => [name, [...keys]])) },
  };
}

/** Options of {@link rehypeRawHtml}. */
export interface RawHtmlOptions {
  readonly format: 'md' | 'mdx';
  /** The site's own MDX component names: kept by the sanitizer. Default none. */
  readonly components?: readonly string[];
}

export const rehypeRawHtml: Plugin<[RawHtmlOptions], Root> = ({ format, components = [] }) => {
  const siteComponents = new Set(components);
  return (tree, file) => {
  // The components the doc imported itself are the site's too (see mdx-imports.ts).
  const imported = docData(file).pageComponents;
  const allowed = imported.size > 0 ? new Set([...siteComponents, ...imported.keys()]) : siteComponents;
  const hasRaw = hasNodeOfType(tree, 'raw');
  let result: Root = tree;
  if (hasRaw) {
    result = raw(tree, { file }) as Root;
    restoreComponentNames(result);
  }
  // Raw HTML is parsed lower-case, so only MDX (as written) can name a site component.
  const clean = sanitize(result, format === 'mdx' ? schemaWith(allowed, result) : sanitizeSchema) as Root;
  if (!hasRaw && format === 'md') return clean;
  fixNesting(clean);
  const ids = docData(file).ids;
  for (const node of nodesOfType<Element>(clean, 'element')) {
    // `<a id="x">` in raw HTML is a valid `#x` link target, like a heading id.
    if (hasRaw && typeof node.properties['id'] === 'string') ids.add(node.properties['id']);
    // An HTML link whose target was removed (or never set) stays an anchor: no empty href, which
    // a browser (and the router) would read as a link to the current or home page.
    const href = node.properties['href'];
    if (node.tagName === 'a' && typeof href === 'string' && href.trim() === '') delete node.properties['href'];
  }
  return clean;
  };
};
