/**
 * What the sanitizer's allowlist cannot say, enforced on the sanitized tree (see sanitize-html.ts):
 *
 * - Inline styles survive only inside KaTeX's output (`.katex`), and only properties that size
 *   or place a box, with a plain numeric length; everything else loses its `style`.
 * - An iframe needs an `https:` URL, always gets a sandbox (the author's tokens kept only when
 *   they are in the allowed set), keeps only harmless `allow` features, loads lazily and has no
 *   name or content of its own.
 */
import type { Element, ElementContent, Root } from 'hast';

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
export function enforce(parent: Root | Element, inMath: boolean): boolean {
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
