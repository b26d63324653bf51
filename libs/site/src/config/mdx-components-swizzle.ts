/**
 * A Docusaurus site's swizzled `src/theme/MDXComponents`: the components it registers for every
 * doc (`export default { ...MDXComponents, Screenshot, Badge: MyBadge }`) are the site's MDX
 * components here too, as if listed under the config's `components`. The file is read, not run:
 * its imports and its default export's object are read from its syntax tree. What cannot be read
 * that way (a spread of a whole module, a named export, an override of an HTML element or a
 * built-in) is named in a warning.
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

/** Reads the site's swizzled MDXComponents, if it has one. */
export async function swizzledComponents(root: string): Promise<SwizzledComponents> {
  const found = CANDIDATES.map((path) => join(root, path)).find((path) => existsSync(path));
  if (!found) return { components: {}, warnings: [] };
  const label = relative(root, found).split(sep).join('/');
  const vite = await import('vite');
  let body: Node[];
  try {
    const { code } = await vite.transformWithOxc(readFileSync(found, 'utf8'), found, { lang: /\.tsx?$/.test(found) ? 'tsx' : 'jsx', jsx: { runtime: 'automatic' } });
    body = (vite.parseAst(code) as unknown as { body: Node[] }).body;
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
  for (const property of object['properties'] as Node[]) {
    const value = (property.type === 'SpreadElement' ? property['argument'] : property['value']) as Node;
    const imported = value?.type === 'Identifier' ? imports.get(String(value['name'])) : undefined;
    if (property.type === 'SpreadElement') {
      if (imported && ORIGINAL.has(imported.source)) continue;
      left.push(`...${String(value?.['name'] ?? 'an expression')} (a spread: list its components one by one)`);
      continue;
    }
    const key = property['key'] as Node;
    const name = String(key['name'] ?? key['value']);
    const file = imported?.name === 'default' ? siteModuleFile(imported.source, dirname(found), root) : undefined;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) left.push(`${name} (an override of an HTML element or a built-in: the theme renders its own)`);
    else if (!imported || imported.name !== 'default') left.push(`${name} (not a default import of a module of the site)`);
    else if (!file) left.push(`${name} (${imported.source} is not a module of the site)`);
    else components[name] = `./${relative(root, file).split(sep).join('/')}`;
  }
  return { file: found, components, warnings: left.length > 0 ? [`${label}: not registered: ${left.join('; ')}.`] : [] };
}
