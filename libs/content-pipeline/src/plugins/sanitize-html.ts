/**
 * The last step on the HTML tree: every element passes the sanitizer's allowlist (see
 * sanitize.ts), then what an allowlist cannot express is enforced (inline styles, iframes: see
 * html-policy.ts), and the tree is rearranged where a browser would not keep its nesting (see
 * html-nesting.ts). An `<a>` whose target was removed (or never set) stays an anchor without
 * `href`; `id`s of raw HTML elements are link targets.
 */
import type { Element, Root } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import type { Plugin } from 'unified';
import { nodesOfType } from './walk.js';
import { sanitizeSchema } from '../sanitize.js';
import { docData } from './context.js';
import { enforce } from './html-policy.js';
import { fixNesting } from './html-nesting.js';

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

/** Options of {@link rehypeSanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /** Format of files whose `file.data.hpcFile` does not say. */
  readonly format: 'md' | 'mdx';
  /** The site's own MDX component names: kept by the sanitizer. Default none. */
  readonly components?: readonly string[];
}

export const rehypeSanitizeHtml: Plugin<[SanitizeHtmlOptions], Root> = ({ format, components = [] }) => {
  const siteComponents = new Set(components);
  return (tree, file) => {
    const data = docData(file);
    const mdx = (file.data.hpcFile?.format ?? format) === 'mdx';
    // The components the doc imported itself are the site's too (see mdx-imports.ts).
    const allowed = data.pageComponents.size > 0 ? new Set([...siteComponents, ...data.pageComponents.keys()]) : siteComponents;
    // Raw HTML is parsed lower-case, so only MDX (as written) can name a site component.
    const clean = sanitize(tree, mdx ? schemaWith(allowed, tree) : sanitizeSchema) as Root;
    data.hasMath = enforce(clean, false);
    if (!data.hadRawHtml && !mdx) return clean;
    fixNesting(clean);
    for (const node of nodesOfType<Element>(clean, 'element')) {
      // `<a id="x">` in raw HTML is a valid `#x` link target, like a heading id.
      if (data.hadRawHtml && typeof node.properties['id'] === 'string') data.ids.add(node.properties['id']);
      // An HTML link whose target was removed (or never set) stays an anchor: no empty href, which
      // a browser (and the router) would read as a link to the current or home page.
      const href = node.properties['href'];
      if (node.tagName === 'a' && typeof href === 'string' && href.trim() === '') delete node.properties['href'];
    }
    return clean;
  };
};
