/**
 * Maps MDX JSX elements to the fixed component table. Nothing is evaluated: attribute values must
 * be literal strings or booleans, `{expressions}` are build errors, and an unknown component is an
 * error that lists the known ones. `import` lines for Docusaurus theme components are ignored so
 * Docusaurus-style docs build unchanged.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { docData, report, warn } from './context.js';
import { HTML_ATTRIBUTE_NAMES, MDX_HTML_ELEMENTS } from './html-elements.js';

interface ComponentSpec {
  /** Attributes the component accepts. */
  readonly props: readonly string[];
  readonly required?: readonly string[];
}

/** The MDX components authors may use, with their accepted attributes. */
export const MDX_COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  Tabs: { props: ['groupId', 'defaultValue', 'className', 'values'] },
  TabItem: { props: ['value', 'label', 'default', 'className'], required: ['value'] },
  Details: { props: ['summary', 'open', 'className'] },
  Admonition: { props: ['type', 'title'], required: ['type'] },
};

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** A literal value written as an expression attribute (`values={[{label: 'A', value: 'a'}]}`). */
type Literal = string | number | boolean | null | readonly Literal[] | { readonly [key: string]: Literal };

/** Estree node shapes the literal reader looks at. */
interface EsNode {
  readonly type: string;
  readonly value?: unknown;
  readonly operator?: string;
  readonly argument?: EsNode;
  readonly elements?: readonly (EsNode | null)[];
  readonly properties?: readonly EsNode[];
  readonly key?: EsNode & { readonly name?: string };
  readonly computed?: boolean;
  readonly kind?: string;
  readonly method?: boolean;
  readonly expressions?: readonly EsNode[];
  readonly quasis?: readonly { readonly value: { readonly cooked?: string | null } }[];
  readonly expression?: EsNode;
  readonly body?: readonly EsNode[];
}

const NOT_LITERAL = Symbol('not a literal');

/**
 * The value of an expression made only of literals: strings, numbers, booleans, null, arrays,
 * plain objects and template strings without substitutions. Anything else (a name, a call, a
 * substitution) is not read: nothing in a doc is evaluated.
 */
function literalOf(node: EsNode | null | undefined): Literal | typeof NOT_LITERAL {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean' || node.value === null ? node.value : NOT_LITERAL;
    case 'TemplateLiteral':
      return node.expressions?.length === 0 && node.quasis?.length === 1 ? (node.quasis[0]?.value.cooked ?? NOT_LITERAL) : NOT_LITERAL;
    case 'UnaryExpression': {
      const value = literalOf(node.argument);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values = (node.elements ?? []).map((element) => literalOf(element));
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : (values as Literal[]);
    }
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const property of node.properties ?? []) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL;
        const key = property.key?.type === 'Identifier' ? property.key.name : typeof property.key?.value === 'string' || typeof property.key?.value === 'number' ? String(property.key.value) : undefined;
        const value = literalOf(property.value as EsNode | undefined);
        if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        out[key] = value;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The literal an expression attribute holds, from the syntax tree MDX parsed it into. */
function attributeLiteral(value: MdxJsxAttribute['value']): Literal | typeof NOT_LITERAL {
  const program = (value as { data?: { estree?: EsNode } } | null | undefined)?.data?.estree;
  const statement = program?.body?.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? literalOf(statement.expression) : NOT_LITERAL;
}

function readProps(node: JsxNode, file: Parameters<typeof report>[0]): Record<string, Literal> | undefined {
  const props: Record<string, Literal> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      report(file, node, `Spread attributes are not supported on <${node.name}>.`, 'Write each attribute as name="value".');
      return undefined;
    }
    const attr = attribute as MdxJsxAttribute;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      const literal = attributeLiteral(attr.value);
      if (literal === NOT_LITERAL) {
        report(file, node, `Attribute "${attr.name}" of <${node.name}> is an expression; expressions are not evaluated.`, `Write it as ${attr.name}="value", or as a literal ({3}, {['a', 'b']}, {{label: 'A'}}).`);
        return undefined;
      }
      props[attr.name] = literal;
    }
  }
  return props;
}

/**
 * Docusaurus' `<Tabs values={[{label, value}]}>`: the labels go onto the TabItems that have
 * none (the list is read, never run); `values` itself is not passed on.
 */
function labelTabItems(tabs: JsxNode, values: Literal | undefined): void {
  if (!Array.isArray(values)) return;
  const labels = new Map<string, string>();
  for (const entry of values as readonly Literal[]) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const { value, label } = entry as { readonly [key: string]: Literal };
      if (typeof value === 'string' && typeof label === 'string') labels.set(value, label);
    }
  }
  for (const child of tabs.children) {
    const item = child as JsxNode;
    if ((item.type !== 'mdxJsxFlowElement' && item.type !== 'mdxJsxTextElement') || item.name !== 'TabItem') continue;
    const attributes = item.attributes as MdxJsxAttribute[];
    const value = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value')?.value;
    const label = typeof value === 'string' ? labels.get(value) : undefined;
    if (label !== undefined && !attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')) attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: label });
  }
}

/** Props as an element can carry them: strings, numbers and booleans (a list or object is an error). */
function primitives(node: JsxNode, props: Record<string, Literal>, file: Parameters<typeof report>[0]): Record<string, string | number | boolean> | undefined {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (key === 'style' && MDX_HTML_ELEMENTS.has(node.name ?? '')) {
      // The sanitizer keeps no inline style on HTML elements (the page's CSP allows none either).
      warn(file, node, `The style of <${node.name}> is dropped: pages keep no inline styles. Use the theme's classes instead.`);
    } else if (!(node.name === 'Tabs' && key === 'values')) {
      report(file, node, `Attribute "${key}" of <${node.name}> is ${value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object'}; only strings, numbers and booleans are passed to components.`, `Write it as ${key}="value".`);
      return undefined;
    }
  }
  return out;
}

/** URLs that run script when followed or loaded (checked with whitespace and control characters removed). */
const SCRIPT_URL = /^(?:javascript|vbscript):|^data:(?:text\/html|application\/xhtml|image\/svg)/i;

/** `value` without whitespace and control characters, which browsers skip inside a URL's scheme. */
function withoutSpaces(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
}

/** Options of {@link remarkMdxComponents}. */
export interface MdxComponentsOptions {
  /** The site's own components: allowed with any literal attributes, rendered by the app. Default none. */
  readonly siteComponents?: readonly string[];
  /** Format of files that do not set `file.data.hpcFile.format`; Markdown files have no JSX to map. Default `mdx`. */
  readonly format?: 'md' | 'mdx';
}

export const remarkMdxComponents: Plugin<[MdxComponentsOptions?], Root> = (options = {}) => (tree, file) => {
  if ((file.data.hpcFile?.format ?? options.format ?? 'mdx') !== 'mdx') return;
  const siteComponents = new Set(options.siteComponents ?? []);
  visit(tree, (node, index, parent) => {
    const type = node.type as string;
    if (type === 'mdxjsEsm') {
      const value = (node as unknown as { value: string }).value;
      // Theme imports name built-in components, and Markdown imports are partials (partials.ts).
      if (!/^\s*import\s[^;]*from\s+['"](?:@theme\/|[^'"]+\.mdx?['"])/.test(value)) {
        warn(file, node, 'MDX import/export statements are ignored; only the built-in components are available.');
      }
      if (parent && index !== undefined) parent.children.splice(index, 1);
      return [SKIP, index ?? 0];
    }
    if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') {
      const value = (node as unknown as { value: string }).value.trim();
      if (value.startsWith('/*') && value.endsWith('*/')) {
        // An MDX comment `{/* ... */}`: drop it.
        if (parent && index !== undefined) parent.children.splice(index, 1);
        return [SKIP, index ?? 0];
      }
      report(file, node, `MDX expression {${value.slice(0, 40)}} is not evaluated.`, 'Put literal braces inside `code`, or remove the expression.');
      return SKIP;
    }
    if (type !== 'mdxJsxFlowElement' && type !== 'mdxJsxTextElement') return undefined;
    const jsx = node as JsxNode;
    const name = jsx.name ?? '';
    const literals = readProps(jsx, file);
    if (!literals) return SKIP;
    if (name === 'Tabs') labelTabItems(jsx, literals['values']);
    const props = primitives(jsx, literals, file);
    if (!props) return SKIP;
    const spec = MDX_COMPONENTS[name];
    if (spec) {
      for (const key of Object.keys(props)) {
        if (!spec.props.includes(key)) warn(file, jsx, `<${name}> has no attribute "${key}"; it is ignored. Known: ${spec.props.join(', ')}.`);
      }
      for (const key of spec.required ?? []) {
        if (props[key] === undefined) report(file, jsx, `<${name}> needs the attribute "${key}".`, `Add ${key}="...".`);
      }
      const kept = Object.fromEntries(Object.entries(props).filter(([k]) => spec.props.includes(k) && !(name === 'Tabs' && k === 'values')));
      jsx.data = { ...jsx.data, hName: name, hProperties: kept };
      return undefined;
    }
    if (siteComponents.has(name)) {
      // The site's component: its attributes are its own business, as literals. Any of them may
      // end up in an href or src (`<Screenshot url=...>`), so none may hold a script URL.
      const safe = Object.fromEntries(
        Object.entries(props).filter(([key, value]) => {
          if (typeof value !== 'string' || !SCRIPT_URL.test(withoutSpaces(value))) return true;
          warn(file, jsx, `<${name}> attribute "${key}" holds a script URL; it is dropped.`);
          return false;
        }),
      );
      jsx.data = { ...jsx.data, hName: name, hProperties: safe };
      return undefined;
    }
    if (MDX_HTML_ELEMENTS.has(name)) {
      const hProperties = Object.fromEntries(Object.entries(props).map(([k, v]) => [HTML_ATTRIBUTE_NAMES[k] ?? k, v]));
      if (typeof props['id'] === 'string') docData(file).ids.add(props['id']);
      jsx.data = { ...jsx.data, hName: name, hProperties };
      return undefined;
    }
    report(
      file,
      jsx,
      `Unknown MDX component <${name || 'fragment'}>.`,
      `Use one of: ${[...Object.keys(MDX_COMPONENTS), ...siteComponents].join(', ')} (or an HTML element: ${[...MDX_HTML_ELEMENTS].slice(0, 8).join(', ')}, ...), or add it to the site's components.`,
    );
    return SKIP;
  });
};
