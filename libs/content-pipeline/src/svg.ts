/**
 * Every SVG the site publishes is sanitized: an image file (a reader can open it directly, and a
 * browser then runs it as a document of the site) and a drawing imported as a component (its
 * markup goes into the page itself). The file is parsed as XML (what is not a well-formed `<svg>`
 * document is refused, with the parser's reason and place), then kept to an allowlist with
 * hast-util-sanitize (svg-schema.ts): no `script`, `foreignObject` (which embeds HTML), XML event
 * elements, `on*` attributes, DOCTYPE (entities), processing instructions or elements of other
 * namespaces. After the allowlist, each element is checked for what a list of names cannot say:
 *
 * - links: `<a>` keeps `http:`, `https:`, `mailto:` and relative targets; every other element
 *   keeps only references into the drawing itself (`#id`), since anything else loads a resource
 *   from elsewhere or a `data:` document (an `<image>` keeps embedded PNG, JPEG, GIF, WebP or AVIF
 *   pixels, which cannot run anything and are common in exported drawings);
 * - animations (`animate`, `set`, ...) that would change a link or a handler, or animate to a
 *   script URL, are removed;
 * - `url(...)` references that leave the drawing, `@import`, `expression(` and `javascript:` in
 *   styles and attributes drop the rule text or attribute.
 *
 * The result is written back as SVG markup. A component (`inline`) also loses its `<style>`
 * elements: in a page their rules would style the whole page.
 */
import type { Element as HastElement, ElementContent, Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { s } from 'hastscript';
import type { DOMParser, Element, Node } from '@xmldom/xmldom';
import { xmlDom } from './lazy-modules.js';
import { svgSchema } from './svg-schema.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Nesting beyond this is refused (serializing recurses once per level). */
export const MAX_SVG_DEPTH = 200;
/** Largest SVG accepted, in characters (parsing and cleaning take about a second per MB). */
export const MAX_SVG_CHARS = 10_000_000;

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

/** A URL with whitespace and control characters removed, lower-cased, as a browser reads its scheme. */
const scheme = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
const isScript = (value: string) => /^(?:javascript|vbscript|data):/.test(scheme(value));
const LINK_TARGET = /^(?:https?:|mailto:|[^:]*$)/;
/** Raster pictures embedded in an `<image>`: pixels only, nothing a browser could run. */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp|avif);/;
/** CSS that loads something from outside the drawing, or runs script in old browsers. */
const UNSAFE_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|url\((?!\s*['"]?\s*#)/i;
const ANIMATIONS = new Set(['animate', 'set', 'animateMotion', 'animateTransform']);

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

/** The parsed document's root element. @throws Error with the parser's reason and place. */
function parseSvg(text: string): Element {
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
  return root;
}

/** An attribute's name as SVG spells it: `xlink:` and `xml:` by their namespace, whatever prefix the file bound. */
function attributeName(attribute: { name: string; localName?: string | null; namespaceURI?: string | null }): string {
  if (attribute.namespaceURI === XLINK_NS) return `xlink:${attribute.localName}`;
  if (attribute.namespaceURI === XML_NS) return `xml:${attribute.localName}`;
  return attribute.name;
}

/** The element as hast, or undefined for an element of another namespace (dropped with its content). */
function toHast(element: Element, depth: number): HastElement | undefined {
  if (element.namespaceURI !== SVG_NS) return undefined;
  if (depth > MAX_SVG_DEPTH) throw new Error(`elements are nested more than ${MAX_SVG_DEPTH} deep`);
  const properties: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) properties[attributeName(attribute)] = attribute.value;
  const children: ElementContent[] = [];
  for (const child of Array.from(element.childNodes) as Node[]) {
    if (child.nodeType === ELEMENT) {
      const converted = toHast(child as Element, depth + 1);
      if (converted) children.push(converted);
    } else if (child.nodeType === TEXT || child.nodeType === CDATA) children.push({ type: 'text', value: child.nodeValue ?? '' });
  }
  return s(element.localName ?? element.tagName, properties, children);
}

/** Whether an animation would set a link or a handler, or animate to script. */
function dangerousAnimation(element: HastElement): boolean {
  if (!ANIMATIONS.has(element.tagName)) return false;
  const target = String(element.properties['attributeName'] ?? '').toLowerCase();
  if (target.endsWith('href') || target.startsWith('on')) return true;
  return ['from', 'to', 'values', 'by'].some((key) => String(element.properties[key] ?? '').split(';').some(isScript));
}

/** What the allowlist cannot check: where each reference leads, and what styles and animations do. */
function checkElement(element: HastElement): boolean {
  if (dangerousAnimation(element)) return false;
  for (const [key, value] of Object.entries(element.properties)) {
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const reference = key === 'href' || key === 'xLinkHref';
    const allowed = element.tagName === 'a' ? !isScript(text) && LINK_TARGET.test(scheme(text)) : scheme(text).startsWith('#') || (element.tagName === 'image' && EMBEDDED_RASTER.test(scheme(text)));
    if ((reference && !allowed) || UNSAFE_CSS.test(text)) delete element.properties[key];
  }
  if (element.tagName !== 'style') return true;
  const css = element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  if (UNSAFE_CSS.test(css) || css.includes(']]>')) return false;
  // Written raw, as CDATA: `<` and `&` in a rule must not end up as markup.
  element.children = /[<&]/.test(css) ? [{ type: 'raw', value: `<![CDATA[${css}]]>` } as unknown as ElementContent] : element.children;
  return true;
}

function check(parent: { children: ElementContent[] }): void {
  parent.children = parent.children.filter((child) => child.type !== 'element' || checkElement(child));
  for (const child of parent.children) if (child.type === 'element') check(child);
}

/**
 * Returns the SVG text kept to the allowlist; `inline` (a component in a page) also drops
 * `<style>` elements. @throws Error when `text` is not an SVG document.
 */
export function sanitizeSvg(text: string, { inline = false } = {}): string {
  if (text.length > MAX_SVG_CHARS) throw new Error(`it is ${text.length.toLocaleString('en')} characters long; the limit is ${MAX_SVG_CHARS.toLocaleString('en')}`);
  if (tagDepth(text, MAX_SVG_DEPTH)) throw new Error(`elements are nested more than ${MAX_SVG_DEPTH} deep`);
  const drawing = toHast(parseSvg(text), 1) as HastElement;
  const clean = sanitize({ type: 'root', children: [drawing] }, svgSchema(inline)) as Root;
  check(clean as { children: ElementContent[] });
  const root = clean.children[0];
  if (root?.type === 'element') root.properties['xmlns'] = SVG_NS;
  return toHtml(clean, { space: 'svg', closeEmptyElements: true, tightSelfClosing: true, allowDangerousHtml: true });
}
