/**
 * hast -> the compact, React-ready tree of `schema.ts` (`[tag, props, ...children]`).
 * Property names become React's (`aria-*` and `data-*` in kebab case, class lists joined).
 * Whitespace-only text between block elements is dropped: it cannot render and it costs bytes.
 * Between two pieces of inline content it is a space a reader sees (`<kbd>Alt</kbd> <kbd>T</kbd>`
 * in a list item), and stays.
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

/** Elements that start a block of their own: whitespace next to one cannot render. */
const BLOCK_TAGS = new Set([
  'p', 'div', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col',
  'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'section', 'figure', 'figcaption', 'details', 'summary', 'iframe', 'video', 'audio',
  ...Object.entries(COMPONENTS).filter(([, spec]) => spec.children !== 'inline').map(([name]) => name),
]);

type Child = RootContent | ElementContent;

const isInline = (node: Child | undefined): boolean =>
  node !== undefined && (node.type === 'text' ? /\S/.test(node.value) : node.type === 'element' && !BLOCK_TAGS.has(node.tagName));

/** The children of a node, converted; whitespace in a block parent is kept only between inline content. */
function convertChildren(children: readonly Child[], parentTag: string): HNode[] {
  const out: HNode[] = [];
  const blockParent = BLOCK_PARENTS.has(parentTag);
  children.forEach((child, index) => {
    const blank = child.type === 'text' && /^\s*$/.test(child.value);
    const converted = blank && blockParent ? (isInline(children[index - 1]) && isInline(children[index + 1]) ? ' ' : undefined) : convert(child);
    if (converted === undefined) return;
    const last = out.at(-1);
    // Adjacent text (split by parsing steps) is merged back into one string.
    if (typeof converted === 'string' && typeof last === 'string') out[out.length - 1] = last + converted;
    else out.push(converted);
  });
  return out;
}

function convert(node: Child): HNode | undefined {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return undefined;
  // remark-rehype wraps code in <pre>; the CodeBlock component renders its own.
  const only = node.tagName === 'pre' && node.children.length === 1 ? node.children[0] : undefined;
  if (only?.type === 'element' && only.tagName === 'CodeBlock') {
    const properties = { ...only.properties };
    delete properties['className'];
    return convert({ ...only, properties });
  }
  const children = convertChildren(node.children, node.tagName);
  const props = toReactProps(node.properties);
  return [node.tagName, /^[A-Z]/.test(node.tagName) ? componentProps(node.tagName, props) : props, ...children];
}

/** Converts a hast root to the compact body of a `DocJson`. Pure. */
export function compactTree(tree: Root): HNode[] {
  // The body sits in a block of the page, as the children of a div do.
  return convertChildren(tree.children, 'div');
}
