/**
 * `virtual:hpcdocs/page-modules`: the modules pages load with their data (`DocJson.components`:
 * the site modules docs import, the theme's per-page components), each its own chunk, so a
 * component used on one page is in no other page's first load.
 *
 * The client bundle gets a loader per module (`import()`); the server bundle imports them all, so
 * every page renders complete. A build knows the modules from its content, which is processed
 * while the bundles are built: the module waits for that list. The dev server loads a module
 * when a page asks for it, by its path (`/@fs/...`), so editing docs needs no rebuild.
 * The client build also writes which files each module needs (`PAGE_MODULES_FILE`), so a
 * prerendered page can preload its own.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ResolvedConfig } from '../config/load.js';
import { appEntry } from './plugin.js';
import { PACKAGE_KEY } from '@hpcdocs/content-pipeline';

const ID = 'virtual:hpcdocs/page-modules';
/** Where the client bundle records each page module's files (relative to its output folder). */
export const PAGE_MODULES_FILE = '.vite/hpcdocs-page-modules.json';
/** The theme's per-page components, as `DocJson.components` names their module. */
export const THEME_PAGE_MODULE = '@hpcdocs/theme/page-components';
/** The theme's diagram component (pages with a ```` ```mermaid ```` block, when `markdown.mermaid` is on). */
export const THEME_MERMAID_MODULE = '@hpcdocs/theme/mermaid';

/** The theme's modules a page may need, for a config: the diagram component only when diagrams are on. */
const themeModules = (config: ResolvedConfig): readonly string[] => (config.markdown.mermaid ? [THEME_PAGE_MODULE, THEME_MERMAID_MODULE] : [THEME_PAGE_MODULE]);

/** Each page module with the files (under the base URL) a page that uses it preloads. */
export type PageModuleFiles = Readonly<Record<string, readonly string[]>>;

/**
 * What the bundles must hold for `docs`' components (`DocJson.components`): each site or theme
 * module they name (the part before `#`), and of a package (`npm:name`) each export they use, as
 * `npm:name#export`. A package is bundled for its exports: imported whole, an icon set whose
 * index re-exports about 6,000 modules had both bundles compile every one of them (3.4 s of a real
 * site's 7.3 s of bundling), where the site named 57 icons.
 */
export function pageModulesOf(docs: readonly { readonly components?: Readonly<Record<string, string>> }[]): string[] {
  const keys = new Set<string>();
  for (const doc of docs) for (const reference of Object.values(doc.components ?? {})) keys.add(reference.startsWith(PACKAGE_KEY) ? reference : reference.slice(0, reference.lastIndexOf('#')));
  return [...keys].sort();
}

/** The module an entry of `pageModulesOf` is part of (a package's export: the package's key). */
export const moduleKeyOf = (entry: string): string => (entry.startsWith(PACKAGE_KEY) ? entry.slice(0, entry.lastIndexOf('#')) : entry);

/** What a module key is imported as: a theme module or a package (`npm:name`) by name, a site module by absolute path. */
const specifierOf = (config: ResolvedConfig, key: string) => (themeModules(config).includes(key) ? key : key.startsWith(PACKAGE_KEY) ? key.slice(PACKAGE_KEY.length) : resolve(config.root, key));

/** The module keys of `entries` with, for a package, the exports used (sorted, as the entries are). */
function groupedEntries(entries: readonly string[]): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const entry of entries) {
    const key = moduleKeyOf(entry);
    const exports = modules.get(key) ?? [];
    if (key !== entry) exports.push(entry.slice(key.length + 1));
    modules.set(key, exports);
  }
  return modules;
}

/** The id of the module that re-exports a package's used exports: `EXPORTS_PREFIX`, the index of its key, its name's last part (the chunk's name). */
const EXPORTS_PREFIX = 'virtual:hpcdocs/package-exports/';
const exportsId = (i: number, key: string) => `${EXPORTS_PREFIX}${i}/${key.slice(PACKAGE_KEY.length).split('/').pop()?.replace(/[^\w-]/g, '_') ?? 'package'}`;

/** `export { a, default } from 'pkg';`: only these are compiled and kept (Rolldown's lazy barrels, see config.ts). */
const exportsSource = (specifier: string, names: readonly string[]) => `export { ${names.map((name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))).join(', ')} } from ${JSON.stringify(specifier)};\n`;

function buildSource(config: ResolvedConfig, modules: ReadonlyMap<string, readonly string[]>, ssr: boolean): string {
  const entries = [...modules].map(([key, names], i) => ({ key: JSON.stringify(key), spec: JSON.stringify(names.length > 0 ? exportsId(i, key) : specifierOf(config, key)), name: `M${i}` }));
  if (ssr) {
    const imports = entries.map(({ spec, name }) => `import * as ${name} from ${spec};`).join('\n');
    return `${imports}\nconst loaded = { ${entries.map(({ key, name }) => `${key}: ${name}`).join(', ')} };\nexport const loadedPageModules = loaded;\nexport const loadPageModule = (key) => (key in loaded ? Promise.resolve(loaded[key]) : undefined);\n`;
  }
  const loaders = entries.map(({ key, spec }) => `${key}: () => import(${spec})`).join(',\n  ');
  return `const loaders = {\n  ${loaders}\n};\nexport const loadedPageModules = {};\nexport const loadPageModule = (key) => loaders[key]?.();\n`;
}

function devSource(config: ResolvedConfig): string {
  // The theme's modules by name (written out, so Vite resolves them); a package by its name,
  // through the dev server's route for module ids; a site module by its path on disk, through
  // the dev server's file route.
  const theme = themeModules(config).map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(key)})`).join(', ');
  return [
    `const root = ${JSON.stringify(`file://${config.root}/`)};`,
    `const theme = { ${theme} };`,
    'export const loadedPageModules = {};',
    `const packageKey = ${JSON.stringify(PACKAGE_KEY)};`,
    `export const loadPageModule = (key) => theme[key] ? theme[key]() : key.startsWith(packageKey) ? import(/* @vite-ignore */ ${JSON.stringify(`${config.baseUrl}@id/`)} + key.slice(packageKey.length)) : import(/* @vite-ignore */ ${JSON.stringify(`${config.baseUrl}@fs`)} + new URL(key, root).pathname);`,
    '',
  ].join('\n');
}

/**
 * The plugin. `modules`: the page modules of the build (a promise, as the content is processed
 * alongside); absent for the dev server.
 */
export function pageModules(config: ResolvedConfig, modules: Promise<readonly string[]> | undefined): Plugin {
  // Resolved module id -> key, for the client bundle's record of files.
  const byId = new Map<string, string>();
  // The modules with the exports used of each package, once the entries are known.
  let grouped: Promise<Map<string, string[]>> | undefined;
  const groupedModules = () => (grouped ??= (modules ?? Promise.resolve([])).then(groupedEntries));
  return {
    name: 'hpcdocs-page-modules',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === ID) return `\0${ID}`;
      if (id.startsWith(EXPORTS_PREFIX) && importer === `\0${ID}`) return `\0${id}`;
      // The theme's modules are dependencies of this package, not always of the site (a site run
      // from this repository's sources, a package manager that does not hoist): resolved from the
      // app's entry, as the app's own imports of the theme are.
      if (importer === `\0${ID}` && themeModules(config).includes(id)) return this.resolve(id, appEntry('entry-client'), { ...options, skipSelf: true });
      return undefined;
    },
    async load(id, options) {
      if (id.startsWith(`\0${EXPORTS_PREFIX}`)) {
        // The package is imported from the site's folder, as the doc would import it.
        const [key, names] = [...(await groupedModules())][Number.parseInt(id.slice(EXPORTS_PREFIX.length + 1), 10)] ?? [];
        return key && names ? exportsSource(specifierOf(config, key), names) : undefined;
      }
      if (id !== `\0${ID}`) return undefined;
      if (!modules) return devSource(config);
      const keys = await groupedModules();
      if (!options?.ssr) {
        let i = 0;
        for (const [key, names] of keys) {
          const resolved = names.length > 0 ? { id: `\0${exportsId(i, key)}` } : await this.resolve(specifierOf(config, key), undefined);
          if (resolved) byId.set(resolved.id, key);
          i += 1;
        }
      }
      return buildSource(config, keys, options?.ssr === true);
    },
    generateBundle(_options, bundle) {
      if (byId.size === 0) return;
      const files: Record<string, string[]> = {};
      const chunkOf = (fileName: string) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? chunk : undefined;
      };
      for (const chunk of Object.values(bundle)) {
        const key = chunk.type === 'chunk' && chunk.facadeModuleId ? byId.get(chunk.facadeModuleId) : undefined;
        if (!key || chunk.type !== 'chunk') continue;
        // The chunk and what it imports statically, which a page loads before the chunk can run.
        const needed = new Set<string>();
        const add = (fileName: string) => {
          if (needed.has(fileName)) return;
          needed.add(fileName);
          for (const imported of chunkOf(fileName)?.imports ?? []) add(imported);
        };
        add(chunk.fileName);
        files[key] = [...needed].map((file) => config.baseUrl + file);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source: JSON.stringify(files) });
    },
  };
}
