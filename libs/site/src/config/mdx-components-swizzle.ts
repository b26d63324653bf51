/**
 * A Docusaurus site's swizzled `src/theme/MDXComponents`: the components it registers for every
 * doc (`export default { ...MDXComponents, Screenshot, Badge: MyBadge, Beta, ...Badges }`) are the
 * site's MDX components here too, as if listed under the config's `components`. The file is read,
 * not run: its imports and its default export's object are read from its syntax tree. A default
 * import is the module's default export; a named import (`import { Beta }`) or a member of a
 * namespace import (`Badges.Beta`) that export (`module#Beta`, see component-ref.ts); a spread of
 * a namespace import (`import * as Badges`) every capitalised export its module declares. What
 * cannot be read that way (a spread of anything else, `export *` in a spread module, an override
 * of an HTML element or a built-in) is named in a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { siteModuleFile } from '@hpcdocs/content-pipeline';

/** Where Docusaurus finds a swizzled MDXComponents, relative to the site's folder. */
const CANDIDATES = ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [`src/theme/MDXComponents.${ext}`, `src/theme/MDXComponents/index.${ext}`]);
/** Modules that stand for the theme's own MDX components (spread first, as Docusaurus' docs show). */
const ORIGINAL = new Set(['@theme-original/MDXComponents', '@theme/MDXComponents', '@theme-init/MDXComponents']);

/** What the file gives: components by name (paths relative to the site's folder), and warnings. */
export interface SwizzledComponents {
  readonly file?: string;
  readonly components: Readonly<Record<string, string>>;
  readonly warnings: readonly string[];
}

interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}
type Import = { readonly source: string; readonly name: 'default' | '*' | string };

/** The statements of a module of the site, read with Vite's own parser (TypeScript and JSX stripped first). */
async function parsedModule(file: string): Promise<Node[]> {
  const vite = await import('vite');
  const { code } = await vite.transformWithOxc(readFileSync(file, 'utf8'), file, { lang: /\.tsx?$/.test(file) ? 'tsx' : 'jsx', jsx: { runtime: 'automatic' } });
  return (vite.parseAst(code) as unknown as { body: Node[] }).body;
}

const nameOf = (node: Node | null | undefined): string | undefined => (node ? String(node['name'] ?? node['value']) : undefined);
/** A component's name: what MDX renders as a component rather than an HTML element. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The capitalised names a module exports (its components), and the modules it re-exports whole (`export *`, not followed). */
function exportedComponents(body: readonly Node[]): { readonly names: string[]; readonly starFrom: string[] } {
  const names: string[] = [];
  const starFrom: string[] = [];
  for (const statement of body) {
    if (statement.type === 'ExportAllDeclaration') {
      if (statement['exported']) names.push(nameOf(statement['exported'] as Node) as string);
      else starFrom.push(String((statement['source'] as Node)['value']));
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement['declaration'] as Node | null;
    if (declaration?.type === 'VariableDeclaration') for (const variable of declaration['declarations'] as Node[]) names.push(nameOf(variable['id'] as Node) ?? '');
    else if (declaration) names.push(nameOf(declaration['id'] as Node) ?? '');
    for (const specifier of (statement['specifiers'] as Node[] | undefined) ?? []) names.push(nameOf(specifier['exported'] as Node) ?? '');
  }
  return { names: names.filter((name) => COMPONENT_NAME.test(name)), starFrom };
}

/** The default export's object of a parsed module, following one `const x = {...}`. */
function exportedObject(body: readonly Node[]): Node | undefined {
  const declaration = body.find((n) => n.type === 'ExportDefaultDeclaration')?.['declaration'] as Node | undefined;
  if (declaration?.type === 'ObjectExpression') return declaration;
  if (declaration?.type !== 'Identifier') return undefined;
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const variable of statement['declarations'] as Node[]) {
      if ((variable['id'] as Node).name === declaration['name'] && (variable['init'] as Node | null)?.type === 'ObjectExpression') return variable['init'] as Node;
    }
  }
  return undefined;
}

/** Where Docusaurus finds a swizzled Root (the component around the whole site). */
const ROOT_CANDIDATES = ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [`src/theme/Root.${ext}`, `src/theme/Root/index.${ext}`]);

/**
 * The site's swizzled 404 page, relative to its folder: `src/theme/NotFound/Content` (the page's
 * content, Docusaurus 3's usual swizzle) or `src/theme/NotFound` (the whole page, which renders its
 * own `@theme/Layout`, the site's layout here too), if it has one.
 */
export function swizzledNotFound(root: string): string | undefined {
  const found = NOT_FOUND_CANDIDATES.find((candidate) => existsSync(join(root, candidate)));
  return found ? `./${found}` : undefined;
}

const NOT_FOUND_CANDIDATES = ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [`src/theme/NotFound/Content.${ext}`, `src/theme/NotFound/Content/index.${ext}`, `src/theme/NotFound.${ext}`, `src/theme/NotFound/index.${ext}`]);

/** The site's swizzled Root, relative to its folder (`./src/theme/Root.js`), if it has one. */
export function swizzledRoot(root: string): string | undefined {
  const found = ROOT_CANDIDATES.find((candidate) => existsSync(join(root, candidate)));
  return found ? `./${found}` : undefined;
}

/** Reads the site's swizzled MDXComponents, if it has one. */
export async function swizzledComponents(root: string): Promise<SwizzledComponents> {
  const found = CANDIDATES.map((path) => join(root, path)).find((path) => existsSync(path));
  if (!found) return { components: {}, warnings: [] };
  const label = relative(root, found).split(sep).join('/');
  let body: Node[];
  try {
    body = await parsedModule(found);
  } catch (error) {
    return { file: found, components: {}, warnings: [`${label} could not be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); its components are not registered.`] };
  }
  const imports = new Map<string, Import>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String((statement['source'] as Node)['value']);
    for (const specifier of statement['specifiers'] as Node[]) {
      const local = String((specifier['local'] as Node)['name']);
      const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : String((specifier['imported'] as Node)['name'] ?? (specifier['imported'] as Node)['value']);
      imports.set(local, { source, name });
    }
  }
  const object = exportedObject(body);
  if (!object) return { file: found, components: {}, warnings: [`${label}: its default export is not an object written in the file; its components are not registered.`] };
  const components: Record<string, string> = {};
  const left: string[] = [];
  const siteModule = (source: string) => siteModuleFile(source, dirname(found), root);
  const reference = (file: string, exportName: string) => `./${relative(root, file).split(sep).join('/')}${exportName === 'default' ? '' : `#${exportName}`}`;
  for (const property of object['properties'] as Node[]) {
    const value = (property.type === 'SpreadElement' ? property['argument'] : property['value']) as Node;
    if (property.type === 'SpreadElement') {
      const imported = value?.type === 'Identifier' ? imports.get(String(value['name'])) : undefined;
      if (imported && ORIGINAL.has(imported.source)) continue;
      const spread = `...${String(value?.['name'] ?? 'an expression')}`;
      const file = imported?.name === '*' ? siteModule(imported.source) : undefined;
      if (!file) {
        left.push(`${spread} (a spread of ${imported?.name === '*' ? `${imported.source}, not a module of the site` : 'anything but `import * as` of a module of the site'}: list its components one by one)`);
        continue;
      }
      try {
        const { names, starFrom } = exportedComponents(await parsedModule(file));
        for (const name of names) components[name] = reference(file, name);
        if (starFrom.length > 0) left.push(`${spread} (its module's \`export * from\` ${starFrom.join(', ')} is not followed: list those components one by one)`);
      } catch (error) {
        left.push(`${spread} (${imported?.source} could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
      continue;
    }
    const name = nameOf(property['key'] as Node) as string;
    // `Beta` (an import) or `Badges.Beta` (a member of a namespace import).
    const member = value?.type === 'MemberExpression' && !value['computed'] ? { object: value['object'] as Node, property: nameOf(value['property'] as Node) as string } : undefined;
    const base = value?.type === 'Identifier' ? imports.get(String(value['name'])) : member?.object.type === 'Identifier' ? imports.get(String(member.object['name'])) : undefined;
    const imported = member ? (base?.name === '*' ? { source: base.source, name: member.property } : undefined) : base?.name === '*' ? undefined : base;
    const file = imported ? siteModule(imported.source) : undefined;
    if (!COMPONENT_NAME.test(name)) left.push(`${name} (an override of an HTML element or a built-in: the theme renders its own)`);
    else if (!imported) left.push(`${name} (not an import of a module of the site)`);
    else if (!file) left.push(`${name} (${imported.source} is not a module of the site)`);
    else components[name] = reference(file, imported.name);
  }
  return { file: found, components, warnings: left.length > 0 ? [`${label}: not registered: ${left.join('; ')}.`] : [] };
}
