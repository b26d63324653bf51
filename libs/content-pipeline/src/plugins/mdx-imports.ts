/**
 * What the names a doc's `import` and `export` lines bind mean, read from their syntax tree and
 * never run: the theme's components (`@theme/Tabs`), the site's own modules (`@site/src/...` or a
 * relative path, recorded by path for the app to bundle), packages installed for the site
 * (`@img-comparison-slider/react`, recorded by name, see PACKAGE_KEY), images, `export const`
 * literals, and the few Docusaurus functions the MDX step understands. A module must be a file
 * inside the site's or the content folder (symlinks resolved); anything else is an error at the import.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Root } from 'mdast';
import { placeIn } from '../containment.js';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { report, warn } from './context.js';
import { literalOf, NOT_LITERAL, type EsNode, type Literal, type Scope } from './mdx-literals.js';
import { walk } from './walk.js';

/** What a name in a doc stands for. */
export type Binding =
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'module'; readonly key: string }
  | { readonly kind: 'image'; readonly path: string; readonly at: Node }
  | { readonly kind: 'value'; readonly value: Literal }
  | { readonly kind: 'function'; readonly name: 'useBaseUrl' | 'useCurrentSidebarCategory' }
  | { readonly kind: 'unsupported'; readonly source: string }
  /** An import already reported as an error: its uses are not reported again. */
  | { readonly kind: 'broken' };

/** Where a doc's imports resolve from and must stay inside. */
export interface ImportOptions {
  /** The doc's folder: relative imports start here. */
  readonly docDir: string;
  /** The site's folder: `@site/` points here, and module keys are relative to it. */
  readonly siteDir: string;
  /** The content folder, where modules may also be (besides the site's folder). */
  readonly contentDir: string;
}

/** Modules that name a built-in component (default import). */
const BUILTIN_MODULES: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs', '@theme/TabItem': 'TabItem', '@theme/Admonition': 'Admonition', '@theme/Details': 'Details',
  '@theme/CodeBlock': 'CodeBlock', '@theme/DocCardList': 'DocCardList', '@theme/TOCInline': 'TOCInline', '@theme/Heading': 'Heading',
  '@docusaurus/Link': 'Link', '@docusaurus/Head': 'Head',
};
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico)$/i;
const MODULE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];
/** A unist node at an estree node's place (estree columns count from 0). */
export const placeOf = (node: EsNode | undefined, fallback: Node): Node =>
  node?.loc ? { type: 'estree', position: { start: { line: node.loc.start.line, column: node.loc.start.column + 1 }, end: { line: node.loc.start.line, column: node.loc.start.column + 1 } } } : fallback;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * A page module key for a package (`npm:swiper/react#Swiper`): the app imports it by name, as the
 * site's own components import packages, and the bundler resolves it from the site's folder.
 */
export const PACKAGE_KEY = 'npm:';

/** A bare import's package name: `@scope/name` or `name`, without a subpath. */
const packageNameOf = (source: string) => source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/');

/** Whether `name` is installed for the site: in a node_modules of its folder or of a folder above (a workspace's). */
function packageInstalled(name: string, siteDir: string): boolean {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (isFile(join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** A package import a doc may make: a bare name, not one of Docusaurus' or the theme's own modules. */
const isPackageImport = (source: string) => /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?$/i.test(source) && !/^@(?:theme|theme-original|theme-init|docusaurus|site|generated)\//.test(source);

/** The file a module path names: as written, with a script extension, or a folder's index. */
function moduleFile(path: string): string | undefined {
  if (isFile(path)) return path;
  for (const candidate of [...MODULE_EXTENSIONS.map((ext) => path + ext), ...MODULE_EXTENSIONS.map((ext) => join(path, `index${ext}`))]) if (isFile(candidate)) return candidate;
  return undefined;
}

/**
 * The module file an import written in `fromDir` names in the site at `siteDir` (`@site/...`, or
 * a relative path; with a script extension or a folder's index), as a doc's import resolves it;
 * undefined for a package, or when there is no such file.
 */
export function siteModuleFile(source: string, fromDir: string, siteDir: string): string | undefined {
  const path = sitePath(source, { docDir: fromDir, siteDir });
  return path === undefined ? undefined : moduleFile(path);
}

/** The absolute path an import of the site names, or undefined for a package or an absolute path. */
function sitePath(source: string, options: Pick<ImportOptions, 'docDir' | 'siteDir'>): string | undefined {
  if (source.startsWith('@site/')) return join(options.siteDir, source.slice('@site/'.length));
  // `.` and `..` are relative too: the folder's index (homarr.dev's docs import `from '.'`).
  if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../')) return resolve(options.docDir, source);
  return undefined;
}

/**
 * Whether every site module a processed doc names (`DocJson.components`) is still a file: a doc
 * whose module was renamed or removed since it was cached must be processed again, so the import
 * is reported at its line.
 */
export function modulesExist(components: Readonly<Record<string, string>> | undefined, siteDir: string): boolean {
  return Object.values(components ?? {}).every((reference) => reference.startsWith('@') || reference.startsWith(PACKAGE_KEY) || isFile(join(siteDir, reference.slice(0, reference.lastIndexOf('#')))));
}

/** Reads one import declaration into `bindings`. */
function readImport(declaration: EsNode & { specifiers?: readonly EsNode[]; source?: EsNode }, at: Node, file: VFile, options: ImportOptions, bindings: Map<string, Binding>): void {
  const source = typeof declaration.source?.value === 'string' ? declaration.source.value : '';
  const where = placeOf(declaration.source, at);
  const specifiers = (declaration.specifiers ?? []).map((s) => ({ type: s.type, local: (s as { local?: EsNode }).local?.name ?? '', imported: (s as { imported?: EsNode }).imported?.name ?? 'default' }));
  if (/\.mdx?$/.test(source)) return; // A partial: see partials.ts.
  const named = (binding: (exported: string) => Binding) => {
    for (const s of specifiers) bindings.set(s.local, s.type === 'ImportNamespaceSpecifier' ? { kind: 'unsupported', source: `${source} (as a namespace)` } : binding(s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported));
  };
  const builtin = BUILTIN_MODULES[source];
  if (builtin) return named((exported) => (exported === 'default' ? { kind: 'builtin', name: builtin } : { kind: 'unsupported', source: `${exported} from ${source}` }));
  if (source === '@docusaurus/useBaseUrl') return named((exported) => (exported === 'default' ? { kind: 'function', name: 'useBaseUrl' } : { kind: 'unsupported', source }));
  if (source === '@docusaurus/theme-common') return named((exported) => (exported === 'useCurrentSidebarCategory' ? { kind: 'function', name: exported } : { kind: 'unsupported', source: `${exported} from ${source}` }));
  const path = sitePath(source, options);
  if (path === undefined && isPackageImport(source)) {
    if (packageInstalled(packageNameOf(source), options.siteDir)) return named((exported) => ({ kind: 'module', key: `${PACKAGE_KEY}${source}#${exported}` }));
    report(file, where, `The import "${source}" names a package that is not installed for this site.`, `Install it in the site's folder (npm i ${packageNameOf(source)}).`);
    return named(() => ({ kind: 'broken' }));
  }
  if (path === undefined) return named(() => ({ kind: 'unsupported', source }));
  const found = moduleFile(path);
  const placed = found ? placeIn(found, [options.siteDir, options.contentDir]) : undefined;
  if (!found || !placed || (placed.inside && placed.real === undefined)) {
    report(file, where, `The import "${source}" names no file: neither ${relative(options.siteDir, path) || path} nor that with .tsx, .jsx, .ts, .js or /index.* exists.`, 'Fix the path (relative to the doc, or @site/ from the site folder).');
    return named(() => ({ kind: 'broken' }));
  }
  if (!placed.inside) {
    report(file, where, `The import "${source}" resolves to ${placed.real ?? found}, outside the site folder ${options.siteDir}.`, 'Import a module inside the site folder.');
    return named(() => ({ kind: 'broken' }));
  }
  if (IMAGE.test(found)) return named((exported) => (exported === 'default' ? { kind: 'image', path: relative(options.docDir, found), at: where } : { kind: 'unsupported', source }));
  const key = relative(options.siteDir, found).split(sep).join('/');
  named((exported) => ({ kind: 'module', key: `${key}#${exported}` }));
}

/** Reads `export const name = <literal>` into `bindings`; any other export is an error. */
function readExport(declaration: EsNode & { declaration?: EsNode & { declarations?: readonly EsNode[] } }, at: Node, file: VFile, scope: Scope, bindings: Map<string, Binding>): void {
  const variables = declaration.type === 'ExportNamedDeclaration' && declaration.declaration?.type === 'VariableDeclaration' ? (declaration.declaration.declarations ?? []) : undefined;
  if (!variables) {
    report(file, placeOf(declaration, at), 'Only `export const name = <literal>` can be exported from a doc: nothing in a doc is run.', 'Move the code to a component under src/ (for example src/components/Name.tsx), import it, and use it as <Name />.');
    return;
  }
  for (const variable of variables) {
    const { id, init } = variable as { id?: EsNode; init?: EsNode };
    // Docusaurus reads a doc's `toc` export as its table of contents, often to add a partial's
    // headings; here the table is made from the doc's headings, its partials' included.
    if (id?.type === 'Identifier' && id.name === 'toc') {
      warn(file, placeOf(variable, at), "export const toc is not read: the page's table of contents is made from its headings, its partials' included.");
      continue;
    }
    const value = literalOf(init, scope);
    if (id?.type !== 'Identifier' || !id.name || value === NOT_LITERAL) {
      report(file, placeOf(init ?? variable, at), `The export ${id?.name ?? ''} is not a literal: a doc can export strings, numbers, booleans, lists and objects of them, and nothing that has to run.`, 'Move the code to a component under src/ and import it, or write the value out.');
      continue;
    }
    bindings.set(id.name, { kind: 'value', value });
  }
}

/** The names the doc's import and export lines bind. `scope` reads export values (it may use earlier bindings). */
export function readBindings(tree: Root, file: VFile, options: ImportOptions, scopeOf: (bindings: ReadonlyMap<string, Binding>) => Scope): Map<string, Binding> {
  const bindings = new Map<string, Binding>();
  const scope = scopeOf(bindings);
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node.data as { estree?: EsNode } | undefined)?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') readImport(statement, node, file, options, bindings);
      else readExport(statement, node, file, scope, bindings);
    }
  });
  return bindings;
}

/**
 * The value of the site's code an attribute names (`{Official}`, or a member of it:
 * `{models.edgeTPU.list}`): the imported name, the module it comes from and the path into it;
 * undefined for anything else.
 */
export function importedValueOf(expression: EsNode | undefined, bindings: ReadonlyMap<string, Binding>): { readonly name: string; readonly key: string; readonly path: readonly string[] } | undefined {
  const path: string[] = [];
  let node = expression;
  while (node?.type === 'MemberExpression' && !node.computed && node.property?.type === 'Identifier') {
    path.unshift(node.property.name ?? '');
    node = node.object;
  }
  const binding = node?.type === 'Identifier' ? bindings.get(node.name ?? '') : undefined;
  return binding?.kind === 'module' ? { name: node?.name as string, key: binding.key, path } : undefined;
}

