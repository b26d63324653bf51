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

interface ComponentSpec {
  /** Attributes the component accepts. */
  readonly props: readonly string[];
  readonly required?: readonly string[];
}

/** The MDX components authors may use, with their accepted attributes. */
export const MDX_COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  Tabs: { props: ['groupId', 'defaultValue', 'className'] },
  TabItem: { props: ['value', 'label', 'default', 'className'], required: ['value'] },
  Details: { props: ['summary', 'open', 'className'] },
  Admonition: { props: ['type', 'title'], required: ['type'] },
};

/** Lower-case HTML elements allowed in MDX; they go through the same sanitizer as raw HTML. */
export const MDX_HTML_ELEMENTS = new Set([
  'details', 'summary', 'br', 'kbd', 'sup', 'sub', 'mark', 'abbr', 'span', 'div', 'p', 'img', 'a',
  'code', 'em', 'strong', 'small', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'ol', 'li',
]);

const HTML_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { class: 'className', for: 'htmlFor' };

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

function readProps(node: JsxNode, file: Parameters<typeof report>[0]): Record<string, string | boolean> | undefined {
  const props: Record<string, string | boolean> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      report(file, node, `Spread attributes are not supported on <${node.name}>.`, 'Write each attribute as name="value".');
      return undefined;
    }
    const attr = attribute as MdxJsxAttribute;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      report(file, node, `Attribute "${attr.name}" of <${node.name}> is an expression; expressions are not evaluated.`, `Write it as ${attr.name}="value".`);
      return undefined;
    }
  }
  return props;
}

/** Options of {@link remarkMdxComponents}. */
export interface MdxComponentsOptions {
  /** The site's own components: allowed with any literal attributes, rendered by the app. Default none. */
  readonly siteComponents?: readonly string[];
}

export const remarkMdxComponents: Plugin<[MdxComponentsOptions?], Root> = (options = {}) => (tree, file) => {
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
    const props = readProps(jsx, file);
    if (!props) return SKIP;
    const spec = MDX_COMPONENTS[name];
    if (spec) {
      for (const key of Object.keys(props)) {
        if (!spec.props.includes(key)) warn(file, jsx, `<${name}> has no attribute "${key}"; it is ignored. Known: ${spec.props.join(', ')}.`);
      }
      for (const key of spec.required ?? []) {
        if (props[key] === undefined) report(file, jsx, `<${name}> needs the attribute "${key}".`, `Add ${key}="...".`);
      }
      const kept = Object.fromEntries(Object.entries(props).filter(([k]) => spec.props.includes(k)));
      jsx.data = { ...jsx.data, hName: name, hProperties: kept };
      return undefined;
    }
    if (siteComponents.has(name)) {
      // The site's component: its attributes are its own business, as literals.
      jsx.data = { ...jsx.data, hName: name, hProperties: props };
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
