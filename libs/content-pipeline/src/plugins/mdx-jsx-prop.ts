/**
 * Markup written as a component's attribute (`<FaqItem question={<>Can I run <code>LPR</code>?</>}>`),
 * as Docusaurus docs pass it: read from the syntax tree without running anything. Static markup only
 * (text, literal strings and numbers in braces, HTML elements whose attributes are literals or names
 * the doc's scope knows, such as an imported image, and components a doc may use, with literal
 * attributes); its HTML is cleaned by the sanitizer raw HTML in a doc goes through, then travels as
 * a prop the theme's renderer turns back into elements (see `NODES_PROP_PREFIX`). Anything that
 * would have to run makes it unreadable.
 */
import { htmlFragment } from '../site/html-fragment.js';
import type { HNode } from '../schema.js';
import { literalOf, type EsNode, type Scope } from './mdx-literals.js';

/** What markup may use besides literal strings. */
export interface MarkupOptions {
  /** Gives names in attribute expressions a value (an imported image, an `export const`). */
  readonly scope?: Scope;
  /** Told of an inline style left out (pages keep none); without it, a style makes the markup unreadable. */
  readonly dropped?: (attribute: string, element: string) => void;
}

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
function htmlOf(node: JsxNode, options: MarkupOptions = {}): string | undefined {
  if (node.type === 'JSXText') return escapeText(jsxText(String(node.value ?? '')));
  if (node.type === 'JSXExpressionContainer') {
    const inner = node.expression;
    if (!inner || inner.type === 'JSXEmptyExpression') return '';
    if (inner.type === 'Literal' && (typeof inner.value === 'string' || typeof inner.value === 'number')) return escapeText(String(inner.value));
    return undefined;
  }
  if (node.type === 'JSXFragment') return childrenHtml(node.children ?? [], options);
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
    else if (value.type === 'JSXExpressionContainer' && key === 'style' && options.dropped) options.dropped(key, name.name ?? '');
    else if (value.type === 'JSXExpressionContainer') {
      // `href={"https://…"}`, `src={imported}`: a literal, or a name the doc's scope gives a value.
      const literal = literalOf(value.expression, options.scope);
      if (typeof literal !== 'string' && typeof literal !== 'number') return undefined;
      attributes += ` ${key}="${escapeAttribute(String(literal))}"`;
    } else return undefined;
  }
  const inner = childrenHtml(node.children ?? [], options);
  return inner === undefined ? undefined : `<${name.name}${attributes}>${inner}</${name.name}>`;
}

function childrenHtml(children: readonly JsxNode[], options: MarkupOptions): string | undefined {
  let html = '';
  for (const child of children) {
    const part = htmlOf(child, options);
    if (part === undefined) return undefined;
    html += part;
  }
  return html;
}

/** Whether an attribute's expression is markup (`<>…</>` or `<b>…</b>`). */
export const isJsxMarkup = (expression: EsNode | undefined): boolean => expression?.type === 'JSXFragment' || expression?.type === 'JSXElement';

/** The tag a JSX element name renders as when it is a component a doc may use (the page then loads it), else undefined. */
export type ComponentCheck = (name: string) => string | undefined;

const elementName = (node: JsxNode): string | undefined => (node.openingElement?.name?.type === 'JSXIdentifier' ? node.openingElement.name.name : undefined);

/** Whether `node` holds, at any depth, an element that is a component (a capitalised name). */
function holdsComponent(node: JsxNode): boolean {
  if (node.type === 'JSXElement' && /^[A-Z]/.test(elementName(node) ?? '')) return true;
  return (node.children ?? []).some(holdsComponent);
}

/**
 * A component's attributes: `true` for a bare name, else a string, number or boolean as the
 * literal reader gives it (with the scope an HTML element's attributes get); undefined for anything else.
 */
function componentProps(node: JsxNode, options: MarkupOptions): Record<string, string | number | boolean> | undefined {
  const props: Record<string, string | number | boolean> = {};
  for (const attribute of node.openingElement?.attributes ?? []) {
    if (attribute.type !== 'JSXAttribute' || attribute.name?.type !== 'JSXIdentifier' || !attribute.name.name) return undefined;
    const value = attribute.value;
    const literal = value === null || value === undefined ? true : literalOf(value.type === 'JSXExpressionContainer' ? value.expression : value, options.scope);
    if (typeof literal !== 'string' && typeof literal !== 'number' && typeof literal !== 'boolean') return undefined;
    props[attribute.name.name] = literal;
  }
  return props;
}

/**
 * The nodes of markup that holds a site component (`header={<Alert type="info">Use an app password</Alert>}`):
 * the component as the body has one (its name, literal attributes, its children), each piece of
 * HTML around and inside it sanitized as the rest is.
 */
function nodesWithComponents(node: JsxNode, isComponent: ComponentCheck, options: MarkupOptions): HNode[] | undefined {
  if (!holdsComponent(node)) {
    const html = htmlOf(node, options);
    return html === undefined ? undefined : htmlFragment(html);
  }
  const children = (node.children ?? []).map((child) => nodesWithComponents(child, isComponent, options));
  if (children.some((child) => child === undefined)) return undefined;
  const inner = (children as HNode[][]).flat();
  if (node.type === 'JSXFragment') return inner;
  const name = elementName(node) ?? '';
  if (/^[A-Z]/.test(name)) {
    const props = componentProps(node, options);
    const tag = props ? isComponent(name) : undefined;
    return props && tag ? [[tag, Object.keys(props).length > 0 ? props : null, ...inner]] : undefined;
  }
  // An HTML element around a component: the element as the sanitizer leaves it, with the nodes inside.
  const empty = htmlOf({ ...node, children: [] }, options);
  const [element, ...rest] = empty === undefined ? [] : htmlFragment(empty);
  if (element === undefined || typeof element === 'string' || rest.length > 0) return undefined;
  return [[element[0], element[1], ...inner]];
}

/**
 * The sanitized nodes of a static JSX attribute value, or undefined when it is not static markup.
 * With `isComponent`, the site's components may be in it too.
 */
export function jsxPropNodes(expression: EsNode, isComponent?: ComponentCheck, options: MarkupOptions = {}): HNode[] | undefined {
  if (isComponent) return nodesWithComponents(expression as JsxNode, isComponent, options);
  const html = htmlOf(expression as JsxNode, options);
  return html === undefined ? undefined : htmlFragment(html);
}
