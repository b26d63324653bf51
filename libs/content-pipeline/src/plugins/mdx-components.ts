/**
 * Maps MDX JSX elements to what renders them, without evaluating anything: the names the doc
 * imports (see mdx-imports.ts: the theme's components, the site's modules), the site's components
 * from its config, the built-in components of the content contract, and a list of HTML elements.
 * Attribute values must be literals (or names the doc's scope gives a value, see mdx-scope.ts);
 * anything else is an error at the attribute, and an unknown name is an error listing the known.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import type { Node as UnistNode } from 'unist';
import type { VFile } from 'vfile';
import { encodeJsonProp } from '../json-props.js';
import { CONTENT_COMPONENTS, IMPORT_PROP_PREFIX, NODES_PROP_PREFIX } from '../schema.js';
import { isJsxMarkup, jsxPropNodes, type ComponentCheck, type MarkupOptions } from './mdx-jsx-prop.js';
import { docData, report, warn } from './context.js';
import { HTML_ATTRIBUTE_NAMES, MDX_HTML_ELEMENTS } from './html-elements.js';
import type { ImageOptions } from './images.js';
import { codeBlockNode, headingNode, linkNode } from './mdx-builtins.js';
import { replaceExpressions } from './mdx-expressions.js';
import { readHead } from './mdx-head.js';
import { readTabs } from './mdx-tabs.js';
import { importedValueOf, readBindings, type Binding } from './mdx-imports.js';
import { expressionOf, literalOf, NOT_LITERAL, scriptUrlIn, type EsNode, type Literal, type Scope } from './mdx-literals.js';
import { scopeFor, type DocScope } from './mdx-scope.js';

interface ComponentSpec {
  /** Attributes the component accepts. */
  readonly props: readonly string[];
  readonly required?: readonly string[];
}

/** Attributes MDX accepts beyond a component's JSON props (read by the MDX step, not passed on). */
const MDX_ONLY: Readonly<Record<string, readonly string[]>> = { Tabs: ['values'], CodeBlock: ['metastring', 'className'] };
/** JSON props the build fills in: never written as values (CodeBlock's code is its children). */
const FILLED = new Set(['CodeBlock.code', 'DocCardList.items', 'TOCInline.toc']);

/** The MDX components authors may use, with their accepted attributes (the content contract's, plus MDX-only ones). */
export const MDX_COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  ...Object.fromEntries(
    Object.entries(CONTENT_COMPONENTS).map(([name, spec]) => {
      const props = Object.keys(spec.props).filter((prop) => name !== 'CodeBlock' || prop !== 'code');
      const required = (spec.required as readonly string[]).filter((prop) => !FILLED.has(`${name}.${prop}`));
      return [name, { props: [...props, ...(MDX_ONLY[name] ?? [])], ...(required.length > 0 ? { required } : {}) }];
    }),
  ),
  Heading: { props: ['as', 'id'], required: ['as'] },
  Link: { props: ['to', 'href', 'id'] },
};

/** Built-ins the pipeline makes itself (an admonition's title with markup, a ```mermaid block's diagram), which docs do not write as elements. */
const INTERNAL = new Set(['AdmonitionTitle', 'Mermaid']);

/** Module of the theme's per-page components (`DocJson.components`). */
export const THEME_PAGE_COMPONENTS = '@hpcdocs/theme/page-components';
/** Longest list or object (as JSON) a component prop may hold: a doc's page data is loaded up front. */
export const MAX_JSON_PROP_CHARS = 16_384;

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, Literal>;

/** Attribute values the build supplies, written as Docusaurus docs write them: `toc={toc}`, `items={useCurrentSidebarCategory().items}`. */
function suppliedByBuild(component: string, name: string, expression: EsNode | undefined, bindings: ReadonlyMap<string, Binding>): boolean {
  if (component === 'TOCInline' && name === 'toc') return expression?.type === 'Identifier' && expression.name === 'toc' && !bindings.has('toc');
  if (component !== 'DocCardList' || name !== 'items' || expression?.type !== 'MemberExpression' || expression.property?.name !== 'items') return false;
  const callee = expression.object?.type === 'CallExpression' ? expression.object.callee : undefined;
  const binding = callee?.type === 'Identifier' ? bindings.get(callee.name ?? '') : undefined;
  return binding?.kind === 'function' && binding.name === 'useCurrentSidebarCategory';
}

/**
 * The tag a name in a doc's markup renders as: a component of the site it imports (then loaded
 * with its page), one the config gives every doc, or one of the theme's (`import Alert from
 * '@theme/Admonition'` is the Admonition); undefined for any other name.
 */
function siteComponentCheck(bindings: ReadonlyMap<string, Binding>, file: VFile, siteComponents: ReadonlySet<string>): ComponentCheck {
  return (name) => {
    const binding = bindings.get(name);
    if (binding?.kind === 'module') {
      docData(file).pageComponents.set(name, binding.key);
      return name;
    }
    if (binding?.kind === 'builtin') return binding.name;
    return binding === undefined && siteComponents.has(name) ? name : undefined;
  };
}

/** How markup in an attribute reads names, and says an inline style is left out (as one in the body is). */
function markupOptions(scope: Scope, file: VFile, at: UnistNode): MarkupOptions {
  return { scope, dropped: (attribute, element) => warn(file, at, `The ${attribute} of <${element}> is dropped: pages keep no inline styles. Use the theme's classes instead.`) };
}

/**
 * A site component's scope: besides what `scope` knows, a value imported from the site's code
 * anywhere inside a literal (`items={[{ widget: dnsHoleWidget }]}`) stands as a reference the
 * renderer puts the loaded value in place of (see `IMPORT_PROP_PREFIX`), and static markup
 * (`steps={['Open it', <span>Go to <strong>Tokens</strong></span>]}`) as the markup it is.
 */
function siteScope(scope: Scope, bindings: ReadonlyMap<string, Binding>, file: VFile, siteComponents: ReadonlySet<string>, at: UnistNode): Scope {
  return (node) => {
    if (isJsxMarkup(node)) {
      const nodes = jsxPropNodes(node, siteComponentCheck(bindings, file, siteComponents), markupOptions(scope, file, at));
      return nodes ? NODES_PROP_PREFIX + JSON.stringify(nodes) : NOT_LITERAL;
    }
    const imported = importedValueOf(node, bindings);
    if (!imported) return scope(node);
    docData(file).pageComponents.set(imported.name, imported.key);
    return IMPORT_PROP_PREFIX + [imported.name, ...imported.path].join('.');
  };
}

function readProps(jsx: Jsx, component: string, file: VFile, scope: Scope, bindings: ReadonlyMap<string, Binding>, site: boolean, siteComponents: ReadonlySet<string>): Props | undefined {
  const props: Props = {};
  let ok = true;
  for (const attribute of jsx.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      // `{...props}` of a literal object (an `export const`, or written in place): its entries.
      const spread = literalOf(expressionOf(attribute), scope);
      if (spread !== NOT_LITERAL && spread !== null && typeof spread === 'object' && !Array.isArray(spread)) {
        Object.assign(props, spread);
        continue;
      }
      report(file, attribute.position ? attribute : jsx, `Spread attributes are not supported on <${jsx.name}>, except of a literal object.`, 'Write each attribute as name="value", or spread an `export const` literal object.');
      ok = false;
      continue;
    }
    const attr = attribute as MdxJsxAttribute;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      const expression = expressionOf(attr.value);
      if (suppliedByBuild(component, attr.name, expression, bindings)) continue;
      if (FILLED.has(`${component}.${attr.name}`)) {
        const usual = component === 'TOCInline' ? 'toc={toc}' : 'items={useCurrentSidebarCategory().items}';
        report(file, attr.position ? attr : jsx, `Attribute "${attr.name}" of <${component}> is filled in by the build.`, `Leave it out, or write ${usual}.`);
        ok = false;
        continue;
      }
      // A value imported from the site's code: the page loads its module, and the renderer passes it.
      const imported = importedValueOf(expression, bindings);
      if (imported) {
        if (!site) {
          report(file, attr.position ? attr : jsx, `Attribute "${attr.name}" of <${jsx.name}> is a value imported from the site's code; only the site's own components take one.`, `Write it as ${attr.name}="value", or pass the value to a component of the site.`);
          ok = false;
          continue;
        }
        docData(file).pageComponents.set(imported.name, imported.key);
        props[attr.name] = IMPORT_PROP_PREFIX + [imported.name, ...imported.path].join('.');
        continue;
      }
      if (expression && isJsxMarkup(expression)) {
        const nodes = site ? jsxPropNodes(expression, siteComponentCheck(bindings, file, siteComponents), markupOptions(scope, file, (attr.position ? attr : jsx) as UnistNode)) : undefined;
        if (!nodes) {
          report(file, attr.position ? attr : jsx, site ? `Attribute "${attr.name}" of <${jsx.name}> holds markup that would have to run (a component, or an expression inside it).` : `Attribute "${attr.name}" of <${jsx.name}> is markup; only the site's own components take markup as an attribute.`, `Write it as HTML elements and text only, or as ${attr.name}="text".`);
          ok = false;
          continue;
        }
        const json = JSON.stringify(nodes);
        if (json.length > MAX_JSON_PROP_CHARS) {
          report(file, attr.position ? attr : jsx, `Attribute "${attr.name}" of <${jsx.name}> holds markup larger than ${MAX_JSON_PROP_CHARS} characters; a doc passes only small markup.`, 'Write the markup as the children of the element, or move it into the component.');
          ok = false;
          continue;
        }
        props[attr.name] = NODES_PROP_PREFIX + json;
        continue;
      }
      const literal = literalOf(expression, site ? siteScope(scope, bindings, file, siteComponents, (attr.position ? attr : jsx) as UnistNode) : scope);
      if (literal === NOT_LITERAL) {
        report(file, attr.position ? attr : jsx, `Attribute "${attr.name}" of <${jsx.name}> is an expression; expressions are not evaluated.`, `Write it as ${attr.name}="value", as a literal ({3}, {['a', 'b']}, {{label: 'A'}}), or as the name of an \`export const\` literal.`);
        ok = false;
        continue;
      }
      props[attr.name] = literal;
    }
  }
  return ok ? props : undefined;
}

/**
 * Props as the element can carry them. HTML elements and built-ins get strings, numbers and
 * booleans; the site's components also lists and objects (JSON, up to a size, with no script URL
 * anywhere inside). Script URLs in a site component's string props are dropped too: any of them
 * may end up in an href or src.
 */
function passable(jsx: Jsx, props: Props, file: VFile, site: boolean): Record<string, string | number | boolean> | undefined {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    const unsafe = site ? scriptUrlIn(value) : undefined;
    if (unsafe !== undefined) warn(file, jsx, `<${jsx.name}> attribute "${key}" holds a script URL; it is dropped.`);
    else if (primitive) out[key] = value;
    else if (key === 'style' && MDX_HTML_ELEMENTS.has(jsx.name ?? '')) {
      // The sanitizer keeps no inline style on HTML elements (the page's CSP allows none either).
      warn(file, jsx, `The style of <${jsx.name}> is dropped: pages keep no inline styles. Use the theme's classes instead.`);
    } else if (site && value !== null && JSON.stringify(value).length <= MAX_JSON_PROP_CHARS) out[key] = encodeJsonProp(value);
    else if (!(jsx.name === 'Tabs' && key === 'values')) {
      const what = value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
      const hint = site ? `Keep it under ${MAX_JSON_PROP_CHARS} characters of JSON, or move the data into the component.` : `Write it as ${key}="value".`;
      report(file, jsx, `Attribute "${key}" of <${jsx.name}> is ${site && value !== null ? `${what} larger than ${MAX_JSON_PROP_CHARS} characters` : what}; ${site ? 'a doc passes only small literal data' : 'only strings, numbers and booleans are passed to components'}.`, hint);
      return undefined;
    }
  }
  return out;
}

/**
 * An `<img>` of an imported image gets what a Markdown image gets (lazy loading, its intrinsic
 * size), unless the author sized it: a width or height written wins, and the other is left to the
 * browser so the image keeps its proportions.
 */
function withImageAttributes(attributes: Record<string, string | number | boolean>, published: DocScope['published']): Record<string, string | number | boolean> {
  const extra = typeof attributes['src'] === 'string' ? published.get(attributes['src']) : undefined;
  if (!extra) return attributes;
  const sized = attributes['width'] !== undefined || attributes['height'] !== undefined;
  const { width, height, ...rest } = extra;
  return { ...rest, ...(sized || width === undefined || height === undefined ? {} : { width, height }), ...attributes };
}

/** Options of {@link remarkMdxComponents}. */
export interface MdxComponentsOptions {
  /** The site's own components from its config: allowed in every doc with any literal attributes. Default none. */
  readonly siteComponents?: readonly string[];
  /** Site base URL (for `useBaseUrl`). Default `/`. */
  readonly baseUrl?: string;
  /** How the doc's images are published (imported and `require()`d images go the same way as Markdown ones). */
  readonly images?: ImageOptions;
  /** The site's folder (`@site/`); imported modules must be inside it or the content folder. Default: the content folder. */
  readonly siteDir?: string;
  /** Format of files that do not set `file.data.hpcFile.format`; Markdown files have no JSX to map. Default `mdx`. */
  readonly format?: 'md' | 'mdx';
}

type Resolved = { readonly kind: 'builtin' | 'site' | 'html'; readonly name: string } | { readonly kind: 'module'; readonly key: string };

function resolveName(name: string, bindings: ReadonlyMap<string, Binding>, siteComponents: ReadonlySet<string>): Resolved | Binding | undefined {
  const binding = bindings.get(name);
  if (binding?.kind === 'builtin') return { kind: 'builtin', name: binding.name };
  if (binding) return binding;
  if (siteComponents.has(name)) return { kind: 'site', name };
  if (MDX_COMPONENTS[name] && !INTERNAL.has(name)) return { kind: 'builtin', name };
  // A raw `<details>` is the theme's Details, as in Markdown and as Docusaurus' MDX components have
  // it; a `<head>`, the page's head (Docusaurus' MDX components make it `@docusaurus/Head`).
  if (name === 'details') return { kind: 'builtin', name: 'Details' };
  if (name === 'head') return { kind: 'builtin', name: 'Head' };
  if (MDX_HTML_ELEMENTS.has(name)) return { kind: 'html', name };
  return undefined;
}

/**
 * The node an element becomes: itself (marked with its name and props), a Markdown node, or
 * nothing: null when it renders nothing in the body (a `<Head>`), undefined when it is in error.
 */
function mapElement(jsx: Jsx, file: VFile, scope: DocScope, bindings: ReadonlyMap<string, Binding>, siteComponents: ReadonlySet<string>): RootContent | null | undefined {
  const name = jsx.name ?? '';
  const resolved = resolveName(name, bindings, siteComponents);
  if (resolved?.kind === 'broken') return undefined;
  if (!resolved || (resolved.kind !== 'builtin' && resolved.kind !== 'site' && resolved.kind !== 'html' && resolved.kind !== 'module')) {
    const known = [...Object.keys(MDX_COMPONENTS).filter((builtin) => !INTERNAL.has(builtin)), ...siteComponents].join(', ');
    const why = resolved?.kind === 'unsupported' ? ` It is imported from "${resolved.source}", which a doc cannot use.` : resolved ? ` "${name}" is ${resolved.kind === 'image' ? 'an image' : resolved.kind === 'value' ? 'a value' : 'a function'}, not a component.` : '';
    report(file, jsx, `Unknown MDX component <${name || 'fragment'}>.${why}`, `Use one of: ${known} (or an HTML element: ${[...MDX_HTML_ELEMENTS].slice(0, 8).join(', ')}, ...), import a component of the site (import Name from '@site/src/components/Name'), or add it to the site's components.`);
    return undefined;
  }
  const component = resolved.kind === 'builtin' ? resolved.name : '';
  if (component === 'Head') {
    readHead(jsx, file);
    return null;
  }
  const site = resolved.kind === 'site' || resolved.kind === 'module';
  const literals = readProps(jsx, component, file, scope, bindings, site, siteComponents);
  if (!literals) return undefined;
  if (component === 'CodeBlock') return codeBlockNode(jsx, literals, file, scope);
  if (component === 'Heading') return headingNode(jsx, literals, file);
  if (component === 'Link') return linkNode(jsx, literals, file);
  if (component === 'Tabs' && !readTabs(jsx, literals, file)) return undefined;
  const props = passable(jsx, literals, file, site);
  if (!props) return undefined;
  // A site component given an id renders an element with it, as Docusaurus sites write them
  // (`<FaqItem id="why">`): other links may point at it.
  if (site && typeof props['id'] === 'string') docData(file).ids.add(props['id']);
  if (resolved.kind === 'module') {
    docData(file).pageComponents.set(name, resolved.key);
    jsx.data = { ...jsx.data, hName: name, hProperties: props };
  } else if (resolved.kind === 'site') jsx.data = { ...jsx.data, hName: name, hProperties: props };
  else if (resolved.kind === 'html') {
    if (typeof props['id'] === 'string') docData(file).ids.add(props['id']);
    const attributes = Object.fromEntries(Object.entries(props).map(([k, v]) => [HTML_ATTRIBUTE_NAMES[k] ?? k, v]));
    jsx.data = { ...jsx.data, hName: name, hProperties: name === 'img' ? withImageAttributes(attributes, scope.published) : attributes };
  } else {
    const spec = MDX_COMPONENTS[component] as ComponentSpec;
    for (const key of Object.keys(props)) if (!spec.props.includes(key)) warn(file, jsx, `<${name}> has no attribute "${key}"; it is ignored. Known: ${spec.props.join(', ')}.`);
    for (const key of spec.required ?? []) if (props[key] === undefined) report(file, jsx, `<${name}> needs the attribute "${key}".`, `Add ${key}="...".`);
    const kept = Object.fromEntries(Object.entries(props).filter(([k]) => spec.props.includes(k) && !(MDX_ONLY[component] ?? []).includes(k)));
    if ((CONTENT_COMPONENTS as Readonly<Record<string, { perPage: boolean }>>)[component]?.perPage) docData(file).pageComponents.set(component, `${THEME_PAGE_COMPONENTS}#${component}`);
    jsx.data = { ...jsx.data, hName: component, hProperties: kept };
  }
  return jsx;
}

export const remarkMdxComponents: Plugin<[MdxComponentsOptions?], Root> = (options = {}) => (tree, file) => {
  if ((file.data.hpcFile?.format ?? options.format ?? 'mdx') !== 'mdx') return;
  const siteComponents = new Set(options.siteComponents ?? []);
  const base = options.images ?? { docDir: file.dirname ?? '.', publicPrefix: '/assets/img/' };
  // The file's own folder (one processor serves every file of a build): imports resolve from it.
  const images = { ...base, docDir: file.data.hpcFile?.docDir ?? base.docDir, root: base.root ?? base.docDir };
  const siteDir = options.siteDir ?? images.root;
  const importOptions = { docDir: images.docDir, siteDir, contentDir: images.root };
  const scopeOptions = { baseUrl: options.baseUrl ?? '/', images, siteDir };
  const bindings = readBindings(tree, file, importOptions, (known) => scopeFor(known, file, scopeOptions, tree));
  const scope = scopeFor(bindings, file, scopeOptions, tree);
  const visit = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i += 1) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'mdxjsEsm') {
        // Read into the bindings above; the lines themselves render nothing.
        parent.children.splice(i, 1);
        i -= 1;
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const mapped = mapElement(node, file, scope, bindings, siteComponents);
        if (mapped === null) {
          parent.children.splice(i, 1);
          i -= 1;
          continue;
        }
        // An element in error keeps its children (so later steps still see them), unnamed.
        if (mapped) parent.children[i] = mapped;
      }
      const current = parent.children[i] as RootContent;
      if ('children' in current) visit(current);
    }
  };
  replaceExpressions(tree, file, scope);
  visit(tree);
};
