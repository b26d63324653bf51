/**
 * Renders a doc body (the compact tree of `@hpcdocs/content-pipeline/schema`) with React.
 * Lower-case tags become elements; capitalised tags and a few elements (links, headings, tables)
 * go through the component table, which a site may extend or override.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { IMPORT_PROP_PREFIX, NODES_PROP_PREFIX, type HNode, type HProps } from '@hpcdocs/content-pipeline/schema';
import { styleObject } from '../../utils/inlineStyle.js';

/** Component used for a tag; receives the element's props plus `children`. */
export type ContentComponent = ComponentType<HProps & { readonly children?: ReactNode }>;

/** Tag name -> component. */
export type ContentComponents = Readonly<Record<string, ContentComponent>>;

const VOID = new Set(['br', 'hr', 'img', 'input', 'col', 'source', 'wbr']);

/** Whether a prop is one the renderer resolves (an imported value, or markup). */
const isReference = (value: unknown): value is string => typeof value === 'string' && (value.startsWith(IMPORT_PROP_PREFIX) || value.startsWith(NODES_PROP_PREFIX));

/** Whether a prop holds a reference, itself or inside a list or an object (`items={[{ widget }]}`). */
function holdsReference(value: unknown): boolean {
  if (isReference(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return (Array.isArray(value) ? value : Object.values(value)).some(holdsReference);
}

/**
 * A component's props with the values the doc imports from the site's code in place (see
 * `IMPORT_PROP_PREFIX`: the page loaded their module with its components, by name), at any depth
 * of a list or object, and the markup it wrote as a prop as elements (`NODES_PROP_PREFIX`).
 */
function withReferences(props: HProps | null, components: ContentComponents): HProps | null {
  if (!props || !Object.values(props).some(holdsReference)) return props;
  const table = components as Readonly<Record<string, unknown>>;
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
    if (!isReference(value)) return value;
    if (value.startsWith(IMPORT_PROP_PREFIX)) {
      // The imported name, then the members the doc read of it (`models.edgeTPU`).
      const [name = '', ...path] = value.slice(IMPORT_PROP_PREFIX.length).split('.');
      return path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), table[name]);
    }
    return renderContent(JSON.parse(value.slice(NODES_PROP_PREFIX.length)) as HNode[], components);
  };
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, resolve(value)])) as HProps;
}

function renderNode(node: HNode, key: number, components: ContentComponents): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  const Component = components[tag];
  const rendered = children.length > 0 ? children.map((child, i) => renderNode(child, i, components)) : undefined;
  if (Component) return createElement(Component, { ...withReferences(props, components), key }, rendered);
  if (/^[A-Z]/.test(tag)) {
    // Unknown component name: render its children so content is never lost.
    return createElement('div', { key, 'data-component': tag }, rendered);
  }
  // Math keeps a few numeric inline styles (see the pipeline's sanitizer); React wants an object.
  const element = typeof props?.['style'] === 'string' ? { ...props, style: styleObject(props['style']), key } : { ...props, key };
  if (VOID.has(tag)) return createElement(tag, element);
  return createElement(tag, element, rendered);
}

/** Renders a list of nodes. */
export function renderContent(nodes: readonly HNode[], components: ContentComponents): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, i, components));
}
