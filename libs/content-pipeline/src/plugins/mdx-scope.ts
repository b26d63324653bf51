/**
 * The names and calls an MDX expression may use, with the values the build gives them (nothing is
 * run): an `export const` literal, an imported image (its published URL), `require('./img.png')`
 * with or without `.default` (the same), and `useBaseUrl('/path')` (the path under the site's base
 * URL, as Docusaurus' hook returns it).
 */
import { join, relative } from 'node:path';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { publishImage, type ImageOptions } from './images.js';
import type { Binding } from './mdx-imports.js';
import { placeOf } from './mdx-imports.js';
import { literalOf, NOT_LITERAL, type EsNode, type Literal, type Scope } from './mdx-literals.js';

/** What the scope needs besides the doc's bindings. */
export interface ScopeOptions {
  /** Site base URL, with a slash at each end. */
  readonly baseUrl: string;
  readonly images: ImageOptions;
  /** The site's folder (`@site/` in `require()`). */
  readonly siteDir: string;
}

/** `path` under the base URL the way Docusaurus' `useBaseUrl` gives it: URLs and anchors as they are. */
export function withBaseUrl(path: string, baseUrl: string): string {
  if (path === '' || path.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  if (`${path}/` === baseUrl) return baseUrl;
  return path.startsWith(baseUrl) ? path : baseUrl + path.replace(/^\//, '');
}

/** `object.key` or `list[0]` of a value the scope knows (an `export const` object or list). */
function memberOf(node: EsNode, scope: Scope): Literal | typeof NOT_LITERAL {
  const object = literalOf(node.object, scope);
  const key = node.computed ? literalOf(node.property, scope) : node.property?.type === 'Identifier' ? (node.property.name ?? NOT_LITERAL) : NOT_LITERAL;
  if (object === null || typeof object !== 'object' || (typeof key !== 'string' && typeof key !== 'number')) return NOT_LITERAL;
  const value = Array.isArray(object) ? (typeof key === 'number' ? (object as readonly Literal[])[key] : undefined) : Object.hasOwn(object, key) ? (object as Readonly<Record<string, Literal>>)[key] : undefined;
  return value === undefined ? NOT_LITERAL : value;
}

const stringArgument = (call: EsNode): string | undefined => {
  const [first, ...rest] = call.arguments ?? [];
  return rest.length === 0 && first?.type === 'Literal' && typeof first.value === 'string' ? first.value : undefined;
};

/** A doc's scope, with the `<img>` attributes (`loading`, the intrinsic size) of each image it published, by URL. */
export type DocScope = Scope & { readonly published: ReadonlyMap<string, Readonly<Record<string, number | string>>> };

/** The scope of one doc: `bindings` as the doc's imports and exports read them. */
export function scopeFor(bindings: ReadonlyMap<string, Binding>, file: VFile, options: ScopeOptions, at: Node): DocScope {
  const published = new Map<string, Readonly<Record<string, number | string>>>();
  const image = (path: string, where: Node) => {
    const result = publishImage(path, where, file, options.images);
    if (result) published.set(result.publicUrl, result.properties);
    return result?.publicUrl ?? path;
  };
  const required = (call: EsNode): string | typeof NOT_LITERAL => {
    const written = stringArgument(call);
    if (call.callee?.type !== 'Identifier' || call.callee.name !== 'require' || written === undefined) return NOT_LITERAL;
    const path = written.startsWith('@site/') ? relative(options.images.docDir, join(options.siteDir, written.slice('@site/'.length))) : written;
    return image(path, placeOf(call, at));
  };
  const scope: Scope = (node) => {
    if (node.type === 'Identifier') {
      const binding = bindings.get(node.name ?? '');
      if (binding?.kind === 'value') return binding.value;
      if (binding?.kind === 'image') return image(binding.path, binding.at);
      // Reported at its import; an empty value keeps its uses from being reported again.
      if (binding?.kind === 'broken') return '';
      return NOT_LITERAL;
    }
    if (node.type === 'MemberExpression' && !node.computed && node.property?.name === 'default' && node.object?.type === 'CallExpression') return required(node.object);
    if (node.type === 'MemberExpression') return memberOf(node, scope);
    if (node.type !== 'CallExpression') return NOT_LITERAL;
    const callee = node.callee?.type === 'Identifier' ? bindings.get(node.callee.name ?? '') : undefined;
    const path = stringArgument(node);
    if (callee?.kind === 'function' && callee.name === 'useBaseUrl' && path !== undefined) return withBaseUrl(path, options.baseUrl);
    return required(node);
  };
  return Object.assign(scope, { published });
}
