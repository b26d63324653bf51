/**
 * hast -> the compact, React-ready tree of `schema.ts` (`[tag, props, ...children]`).
 * Property names become React's (`aria-*` and `data-*` in kebab case, class lists joined).
 * Whitespace-only text between block elements is dropped: it cannot render and it costs bytes.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { decodeJsonProp } from './json-props.js';
import { CONTENT_COMPONENTS, type ContentComponentSpec, type HJson, type HNode, type HProps } from './schema.js';

const COMPONENTS: Readonly<Record<string, ContentComponentSpec>> = CONTENT_COMPONENTS;

/** Elements whose children are blocks: whitespace between them cannot render. */
const BLOCK_PARENTS = new Set([
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'ul', 'ol', 'blockquote', 'section', 'div', 'li',
  ...Object.entries(COMPONENTS).filter(([, spec]) => spec.children === 'flow' || spec.children === 'tab-items').map(([name]) => name),
]);

/**
 * A component's props with lists and objects turned back into JSON (see json-props.ts). A
 * built-in component's list-typed prop that holds anything else (raw HTML can name a built-in
 * with a string attribute) is dropped: the theme's component would not know what to do with it.
 */
function componentProps(tag: string, props: HProps | null): HProps | null {
  if (!props) return props;
  const spec = COMPONENTS[tag];
  const out: Record<string, HJson> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    const json = decodeJsonProp(value);
    const type = spec?.props[key];
    const listTyped = type === 'toc' || type === 'cards' || type === 'json';
    if (listTyped && json === undefined) continue;
    out[key] = json ?? value;
  }
  return out;
}

function kebab(name: string, prefix: 'aria' | 'data'): string {
  // ARIA attribute names are one lower-case word after the prefix (`aria-describedby`); data
  // attributes split on capitals (`dataFootnoteRef` -> `data-footnote-ref`).
  if (prefix === 'aria') return `aria-${name.slice(4).toLowerCase()}`;
  return `${prefix}-${name.slice(prefix.length).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '')}`;
}

/** hast properties whose list values are space-separated in HTML (the rest are comma-separated). */
const SPACE_SEPARATED = new Set(['className', 'rel', 'headers', 'sandbox', 'ping', 'accessKey', 'itemProp', 'itemRef', 'itemType']);

/** Converts hast properties to React props. */
export function toReactProps(properties: Element['properties']): HProps | null {
  let props: Record<string, string | number | boolean> | null = null;
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    let key = name;
    if (/^aria[A-Z]/.test(name)) key = kebab(name, 'aria');
    else if (/^data[A-Z]/.test(name)) key = kebab(name, 'data');
    const converted = Array.isArray(value) ? value.join(SPACE_SEPARATED.has(name) ? ' ' : ',') : value;
    props ??= {};
    props[key] = converted;
  }
  return props;
}

function convert(node: RootContent | ElementContent, parentTag: string | undefined): HNode | undefined {
  if (node.type === 'text') {
    if (parentTag && BLOCK_PARENTS.has(parentTag) && /^\s*$/.test(node.value)) return undefined;
    return node.value;
  }
  if (node.type !== 'element') return undefined;
  // remark-rehype wraps code in <pre>; the CodeBlock component renders its own.
  const only = node.tagName === 'pre' && node.children.length === 1 ? node.children[0] : undefined;
  if (only?.type === 'element' && only.tagName === 'CodeBlock') {
    const properties = { ...only.properties };
    delete properties['className'];
    return convert({ ...only, properties }, parentTag);
  }
  const children: HNode[] = [];
  for (const child of node.children) {
    const converted = convert(child, node.tagName);
    if (converted === undefined) continue;
    const last = children.at(-1);
    // Adjacent text (split by parsing steps) is merged back into one string.
    if (typeof converted === 'string' && typeof last === 'string') children[children.length - 1] = last + converted;
    else children.push(converted);
  }
  const props = toReactProps(node.properties);
  return [node.tagName, /^[A-Z]/.test(node.tagName) ? componentProps(node.tagName, props) : props, ...children];
}

/** Converts a hast root to the compact body of a `DocJson`. Pure. */
export function compactTree(tree: Root): HNode[] {
  const out: HNode[] = [];
  for (const child of tree.children) {
    const converted = convert(child, 'div');
    if (converted !== undefined) out.push(converted);
  }
  return out;
}
