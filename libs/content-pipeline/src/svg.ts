/**
 * SVG images are copied into the site, where a reader can open them directly; a browser then runs
 * an SVG as a document of the site, scripts included. So every SVG is parsed as XML and written
 * back without what can run script or reach outside the drawing:
 *
 * - `script`, `foreignObject` (which embeds HTML), `handler`/`listener` (XML event handlers) and
 *   any element in the XHTML or MathML namespace;
 * - every `on*` attribute, and `animate`/`set` elements that change an `href` or an `on*`
 *   attribute or animate to a `javascript:` or `data:` value;
 * - links: `<a>` keeps `http:`, `https:`, `mailto:` and relative targets; every other element
 *   keeps only references into the drawing itself (`#id`), since anything else loads a resource
 *   from elsewhere or a `data:` document (an `<image>` keeps embedded PNG, JPEG, GIF, WebP or AVIF
 *   pixels, which cannot run anything and are common in exported drawings);
 * - `url(...)` references that leave the drawing, `@import`, `expression(` and `javascript:` in
 *   `style` elements and attributes (the whole rule text or attribute is dropped);
 * - the DOCTYPE (entity declarations), processing instructions (`xml-stylesheet`) and `xml:base`.
 *
 * The rest is written back as it was parsed, so a drawing keeps its shapes, gradients, styles and
 * metadata. A file that is not well-formed XML with an `<svg>` root is refused.
 */
import type { DOMParser, Element, Node } from '@xmldom/xmldom';
import { xmlDom } from './lazy-modules.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const ACTIVE_NAMESPACES = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);
const REMOVED_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener', 'iframe', 'embed', 'object']);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Nesting beyond this is refused (serializing recurses once per level). */
export const MAX_SVG_DEPTH = 200;

const ELEMENT = 1;
const PROCESSING_INSTRUCTION = 7;
const DOCUMENT_TYPE = 10;

/** A URL with whitespace and control characters removed, lower-cased, as a browser reads its scheme. */
const scheme = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
const isScript = (value: string) => /^(?:javascript|vbscript|data):/.test(scheme(value));
const LINK_TARGET = /^(?:https?:|mailto:|[^:]*$)/;
/** Raster pictures embedded in an `<image>`: pixels only, nothing a browser could run. */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp|avif);/;
/** CSS that loads something from outside the drawing, or runs script in old browsers. */
const UNSAFE_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|url\((?!\s*['"]?\s*#)/i;

function allowedReference(element: string, value: string): boolean {
  const url = scheme(value);
  if (element === 'a') return !isScript(value) && LINK_TARGET.test(url);
  return url.startsWith('#') || (element === 'image' && EMBEDDED_RASTER.test(url));
}

function cleanAttributes(element: Element): void {
  const name = (element.localName ?? element.tagName).toLowerCase();
  for (const attribute of [...element.attributes]) {
    const local = (attribute.localName ?? attribute.name).toLowerCase();
    const value = attribute.value;
    const drop =
      local.startsWith('on') ||
      attribute.name === 'xml:base' ||
      (local === 'href' && !allowedReference(name, value)) ||
      UNSAFE_CSS.test(value);
    if (drop) element.removeAttributeNode(attribute);
  }
}

/** True for animations that would set a link or a handler, or animate to script. */
function isDangerousAnimation(element: Element): boolean {
  if (!ANIMATIONS.has((element.localName ?? element.tagName).toLowerCase())) return false;
  const target = (element.getAttribute('attributeName') ?? '').toLowerCase();
  if (target.endsWith('href') || target.startsWith('on')) return true;
  return ['from', 'to', 'values', 'by'].some((key) => (element.getAttribute(key) ?? '').split(';').some(isScript));
}

/** Largest SVG accepted, in characters (parsing and cleaning take about a second per MB). */
export const MAX_SVG_CHARS = 10_000_000;

/**
 * Deepest element nesting, counted on the tags without parsing: the XML parser takes time
 * quadratic in the depth, so a deep file is refused before it is parsed.
 */
function tagDepth(text: string, limit: number): boolean {
  let depth = 0;
  for (const [, closing, selfClosing] of text.matchAll(/<(\/?)[A-Za-z_][\w:.-]*[^>]*?(\/?)>/g)) {
    if (closing) depth -= 1;
    else if (!selfClosing && ++depth > limit) return true;
  }
  return false;
}

/** Returns the SVG text without active content. @throws Error when `text` is not an SVG document. */
export function sanitizeSvg(text: string): string {
  if (text.length > MAX_SVG_CHARS) throw new Error(`it is ${text.length.toLocaleString('en')} characters long; the limit is ${MAX_SVG_CHARS.toLocaleString('en')}`);
  if (tagDepth(text, MAX_SVG_DEPTH)) throw new Error(`elements are nested more than ${MAX_SVG_DEPTH} deep`);
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new (xmlDom().DOMParser)({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'image/svg+xml');
  } catch (error) {
    // The parser wraps what `onError` threw; report the parser's own words and where.
    const { cause, locator, message } = error as { cause?: Error; locator?: { lineNumber?: number; columnNumber?: number }; message: string };
    const where = locator?.lineNumber ? ` (line ${locator.lineNumber}, column ${locator.columnNumber ?? 1})` : '';
    throw new Error(`${(cause?.message ?? /"(.*)" caused/.exec(message)?.[1] ?? message).split('\n')[0]}${where}`, { cause: error });
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw new Error(`the root element is <${root?.tagName ?? 'nothing'}>, not <svg xmlns="${SVG_NS}">`);
  }
  for (const node of [...doc.childNodes]) {
    if (node.nodeType === DOCUMENT_TYPE || node.nodeType === PROCESSING_INSTRUCTION) doc.removeChild(node);
  }
  const stack: [Node, number][] = [[root, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > MAX_SVG_DEPTH) throw new Error(`elements are nested more than ${MAX_SVG_DEPTH} deep`);
    for (const child of [...node.childNodes]) {
      if (child.nodeType === PROCESSING_INSTRUCTION) {
        node.removeChild(child);
        continue;
      }
      if (child.nodeType !== ELEMENT) continue;
      const element = child as Element;
      const name = (element.localName ?? element.tagName).toLowerCase();
      const unsafeStyle = name === 'style' && UNSAFE_CSS.test(element.textContent ?? '');
      if (REMOVED_ELEMENTS.has(name) || ACTIVE_NAMESPACES.has(element.namespaceURI ?? '') || isDangerousAnimation(element) || unsafeStyle) {
        node.removeChild(element);
        continue;
      }
      cleanAttributes(element);
      stack.push([element, depth + 1]);
    }
  }
  cleanAttributes(root);
  return new (xmlDom().XMLSerializer)().serializeToString(doc);
}
