/**
 * Markup written as a component's attribute (`<FaqItem question={<>Can I run <code>LPR</code>?</>}>`),
 * as Docusaurus docs pass it: read from the syntax tree without running anything. Static markup only
 * (text, HTML elements with string attributes, literal strings and numbers in braces); it is
 * written out as HTML and cleaned by the sanitizer raw HTML in a doc goes through, then travels as
 * a prop the theme's renderer turns back into elements (see `NODES_PROP_PREFIX`). Anything that
 * would have to run, or a component inside, makes it unreadable.
 */
import { htmlFragment } from '../site/html-fragment.js';
import type { HNode } from '../schema.js';
import type { EsNode } from './mdx-literals.js';

/** JSX's names of HTML attributes that differ from HTML's. */
const HTML_NAMES: Readonly<Record<string, string>> = { className: 'class', htmlFor: 'for' };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

type JsxNode = EsNode & {
  readonly children?: readonly JsxNode[];
  readonly openingElement?: { readonly name?: EsNode; readonly attributes?: readonly (EsNode & { readonly name?: EsNode; readonly value?: EsNode | null })[] };
};

/** JSX text as the browser shows it: lines trimmed and joined as JSX joins them. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, i) => (i === 0 ? line.trimEnd() : i === lines.length - 1 ? line.trimStart() : line.trim()))
    .filter((line) => line !== '')
    .join(' ');
}

/** The HTML of a static JSX node, or undefined when it is not static markup. */
function htmlOf(node: JsxNode): string | undefined {
  if (node.type === 'JSXText') return escapeText(jsxText(String(node.value ?? '')));
  if (node.type === 'JSXExpressionContainer') {
    const inner = node.expression;
    if (!inner || inner.type === 'JSXEmptyExpression') return '';
    if (inner.type === 'Literal' && (typeof inner.value === 'string' || typeof inner.value === 'number')) return escapeText(String(inner.value));
    return undefined;
  }
  if (node.type === 'JSXFragment') return childrenHtml(node.children ?? []);
  if (node.type !== 'JSXElement') return undefined;
  const name = node.openingElement?.name;
  // An HTML element (a lower-case name); a component would have to run.
  if (name?.type !== 'JSXIdentifier' || !/^[a-z][a-z0-9]*$/.test(name.name ?? '')) return undefined;
  let attributes = '';
  for (const attribute of node.openingElement?.attributes ?? []) {
    if (attribute.type !== 'JSXAttribute' || attribute.name?.type !== 'JSXIdentifier') return undefined;
    const key = HTML_NAMES[attribute.name.name ?? ''] ?? attribute.name.name ?? '';
    const value = attribute.value;
    if (value === null || value === undefined) attributes += ` ${key}`;
    else if (value.type === 'Literal' && typeof value.value === 'string') attributes += ` ${key}="${escapeAttribute(value.value)}"`;
    else return undefined;
  }
  const inner = childrenHtml(node.children ?? []);
  return inner === undefined ? undefined : `<${name.name}${attributes}>${inner}</${name.name}>`;
}

function childrenHtml(children: readonly JsxNode[]): string | undefined {
  let html = '';
  for (const child of children) {
    const part = htmlOf(child);
    if (part === undefined) return undefined;
    html += part;
  }
  return html;
}

/** Whether an attribute's expression is markup (`<>…</>` or `<b>…</b>`). */
export const isJsxMarkup = (expression: EsNode | undefined): boolean => expression?.type === 'JSXFragment' || expression?.type === 'JSXElement';

/** The sanitized nodes of a static JSX attribute value, or undefined when it is not static markup. */
export function jsxPropNodes(expression: EsNode): HNode[] | undefined {
  const html = htmlOf(expression as JsxNode);
  return html === undefined ? undefined : htmlFragment(html);
}
