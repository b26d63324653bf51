/**
 * The last step on the HTML tree: every element passes the sanitizer's allowlist (see
 * sanitize.ts), then what an allowlist cannot express is enforced, and the tree is rearranged
 * where a browser would not keep its nesting (see html-nesting.ts).
 *
 * - Inline styles survive only inside KaTeX's output (`.katex`), and only properties that size
 *   or place a box, with a plain numeric length; everything else loses its `style`.
 * - An iframe needs an `https:` URL, always gets a sandbox (the author's tokens kept only when
 *   they are in the allowed set), keeps only harmless `allow` features, loads lazily and has no
 *   content of its own.
 * - An `<a>` whose target was removed (or never set) stays an anchor without `href`; `id`s of raw
 *   HTML elements are link targets.
 */
import type { Element, ElementContent, Root } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import type { Plugin } from 'unified';
import { nodesOfType } from './walk.js';
import { sanitizeSchema } from '../sanitize.js';
import { docData } from './context.js';
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

/** CSS properties KaTeX uses to size and place its boxes. */
const MATH_STYLE_PROPERTIES = new Set([
  'height', 'width', 'min-width', 'max-width', 'vertical-align', 'top', 'bottom', 'left', 'right', 'margin-left', 'margin-right',
  'margin-top', 'margin-bottom', 'padding-left', 'padding-right', 'border-bottom-width', 'border-top-width', 'border-right-width', 'border-left-width',
]);
const NUMERIC_LENGTH = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:em|ex|px|rem|%)?$/;

/** The declarations of `style` that are a math box's size or place, as `name:value;` pairs. */
export function mathStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && MATH_STYLE_PROPERTIES.has(name) && NUMERIC_LENGTH.test(value)) kept.push(`${name}:${value}`);
  }
  return kept.join(';');
}

/** Sandbox permissions an embedded page may have: run its own player, never reach this page. */
const SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-presentation'];
/** Features an embed may ask for (`allow`): playback only; no camera, microphone, location or payment. */
const ALLOWED_FEATURES = new Set(['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'accelerometer', 'gyroscope', 'clipboard-write', 'web-share']);

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : []);

/** Applies the iframe policy; false when the frame has to go (no `https:` URL). */
function secureIframe(node: Element): boolean {
  const src = node.properties['src'];
  if (typeof src !== 'string' || !/^https:\/\//i.test(src.trim())) return false;
  const written = node.properties['sandbox'];
  node.properties['sandbox'] = written === undefined ? SANDBOX : list(written).filter((token) => SANDBOX.includes(token));
  const allow = node.properties['allow'];
  if (typeof allow === 'string') {
    const features = allow.split(';').map((f) => f.trim()).filter((f) => ALLOWED_FEATURES.has(f.split(/\s/)[0] ?? ''));
    if (features.length > 0) node.properties['allow'] = features.join('; ');
    else delete node.properties['allow'];
  }
  node.properties['loading'] ??= 'lazy';
  // A name would let links elsewhere on the page load into the frame.
  delete node.properties['name'];
  node.children = [];
  return true;
}

const isIframe = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'iframe';

/**
 * Style and iframe rules, on the sanitized tree; `inMath` once inside a `.katex` box. Returns
 * whether the tree holds math (KaTeX output).
 */
function enforce(parent: Root | Element, inMath: boolean): boolean {
  if (parent.children.some((child) => isIframe(child as ElementContent))) {
    parent.children = (parent.children as ElementContent[]).filter((child) => !isIframe(child) || secureIframe(child));
  }
  let sawMath = false;
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const className = child.properties['className'];
    const math = inMath || (Array.isArray(className) && className.includes('katex'));
    sawMath ||= math;
    const style = child.properties['style'];
    if (style !== undefined) {
      const kept = math && typeof style === 'string' ? mathStyle(style) : '';
      if (kept) child.properties['style'] = kept;
      else delete child.properties['style'];
    }
    if (child.children.length > 0 && enforce(child, math)) sawMath = true;
  }
  return sawMath;
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
    // Raw HTML is parsed lower-case, so only MDX (as written) can name a site component.
    const clean = sanitize(tree, mdx ? schemaWith(siteComponents, tree) : sanitizeSchema) as Root;
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
