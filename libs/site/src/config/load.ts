/** Finds, loads, validates and resolves a site's `hpcdocs.config.ts`. */
import type { LocaleState } from '../i18n/locales.js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { configSchema, type HpcdocsConfig, type ValidatedConfig } from './schema.js';
import { describeIssues } from '@hpcdocs/content-pipeline';
import { ConfigError } from './errors.js';
import { withDocusaurusHint } from './docusaurus-keys.js';
import { DOCUSAURUS_CONFIG_FILES, fromDocusaurus } from './from-docusaurus.js';
import { componentRef, mapComponentFile } from './component-ref.js';
import { swizzledComponents, swizzledNotFound, swizzledRoot } from './mdx-components-swizzle.js';
import { nearestTsconfig, tsconfigProblem, type TsconfigProblem } from './tsconfig.js';
import { outDirProblem, staticDirProblem } from './folders.js';
import { instanceProblems } from '../plugins/docs-instances.js';

/** Config file names looked for in a site's folder, in this order. */
export const CONFIG_FILES = ['hpcdocs.config.ts', 'hpcdocs.config.mts', 'hpcdocs.config.mjs', 'hpcdocs.config.js'] as const;

/**
 * `T` without `undefined` in its optional properties, at every depth: zod reads an absent key
 * as `key?: T | undefined`, which the packages' option types (`key?: T`, with
 * exactOptionalPropertyTypes) do not accept.
 */
export type Defined<T> = T extends (...args: never[]) => unknown ? T : T extends readonly (infer U)[] ? Defined<U>[] : T extends object ? { [K in keyof T]: Defined<Exclude<T[K], undefined>> } : T;

/** `value` with every property whose value is `undefined` removed, at every depth of plain objects and arrays. */
export function defined<T>(value: T): Defined<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => defined(item)) as Defined<T>;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value as Defined<T>;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, defined(v)])) as Defined<T>;
}

/** A validated config with absolute paths: what every command works from. */
export interface ResolvedConfig extends Defined<ValidatedConfig> {
  /** The config file, or undefined for a config given as an object. */
  readonly configFile: string | undefined;
  /** The site's folder: the config file's folder. Relative paths in the config start here. */
  readonly root: string;
  /** Absolute paths of the folders and modules the config names. */
  readonly paths: {
    readonly docsDir: string;
    readonly staticDir: string;
    readonly outDir: string;
    readonly components: Readonly<Record<string, string>>;
    readonly app: string | undefined;
    /** The module that wraps the whole site (config `root`, or a Docusaurus site's src/theme/Root). */
    readonly root: string | undefined;
    /** The 404 page's content (config `notFound`, or a Docusaurus site's src/theme/NotFound). */
    readonly notFound: string | undefined;
    /** The sidebars file; `false` for none; undefined for the default. */
    readonly sidebars: string | false | undefined;
    /** The site's stylesheets (config `customCss`), in cascade order. */
    readonly customCss: readonly string[];
    /** The tsconfig the site's code is compiled with, when there is one. */
    readonly tsconfig: string | undefined;
    /** Infima's stylesheet in the site's node_modules (config `infima`). */
    readonly infima?: string;
  };
  /** Why the site's tsconfig cannot be used (the build then compiles without it, see config/tsconfig.ts). */
  readonly tsconfigProblem?: TsconfigProblem;
  /** What a Docusaurus config read as the site's config, or its swizzled MDXComponents, left out (see from-docusaurus.ts, mdx-components-swizzle.ts). */
  readonly configWarnings?: readonly string[];
  /** The locale this config builds, on a site with `i18n` (see i18n/locales.ts `configForLocale`); absent on a one-language site. */
  readonly locale?: LocaleState;
  /** Files the config was built from (the config file and what it imports), for the dev server to watch. */
  readonly dependencies: readonly string[];
}

/** Identity, for types: `export default defineConfig({ ... })` gets completion and checks. */
export function defineConfig(config: HpcdocsConfig): HpcdocsConfig {
  return config;
}

/** The config file in `dir`: an hpcdocs config, else a Docusaurus site's own; or undefined. */
export function findConfigFile(dir: string): string | undefined {
  for (const name of [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES]) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Whether `file` is a Docusaurus config (read through from-docusaurus.ts). */
const isDocusaurusConfig = (file: string): boolean => (DOCUSAURUS_CONFIG_FILES as readonly string[]).includes(basename(file));

/**
 * Validates `input` (the config file's default export) and resolves its paths against `root`.
 * Throws {@link ConfigError} listing every problem.
 */
export function resolveConfig(input: unknown, root: string, configFile?: string, dependencies: readonly string[] = []): ResolvedConfig {
  const label = configFile ? relative(process.cwd(), configFile) || configFile : 'the config';
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) throw new ConfigError(label, describeIssues(parsed.error.issues, input, configSchema).map(withDocusaurusHint));
  const config = defined(parsed.data);
  const at = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  const components = Object.fromEntries(Object.entries(config.components).map(([name, path]) => [name, mapComponentFile(path, at)]));
  const customCss = config.customCss.map(at);
  const sidebars = typeof config.docs.sidebarPath === 'string' ? at(config.docs.sidebarPath) : (config.docs.sidebarPath ?? defaultSidebars(root));
  // Resolved once: checked here, kept in `paths` (config `infima`).
  const infima = config.infima ? infimaStylesheet(root) : undefined;
  const missing = [
    ...customCss.filter((path) => !existsSync(path)).map((path) => `customCss: the stylesheet ${path} does not exist.`),
    ...Object.entries(components).filter(([, path]) => !existsSync(componentRef(path).file)).map(([name, path]) => `components.${name}: the module ${componentRef(path).file} does not exist.`),
    ...(config.app && !existsSync(at(config.app)) ? [`app: the module ${at(config.app)} does not exist.`] : []),
    ...(config.root && !existsSync(at(config.root)) ? [`root: the module ${at(config.root)} does not exist.`] : []),
    ...(config.notFound && !existsSync(at(config.notFound)) ? [`notFound: the module ${at(config.notFound)} does not exist.`] : []),
    ...(existsSync(at(config.docs.path)) ? [] : [`docs.path: the docs folder ${at(config.docs.path)} does not exist. Create it, or point docs.path at your docs.`]),
    ...(config.infima && !infima ? ['infima: the infima package is not installed in this site: install it (npm i infima), or leave the key out.'] : []),
    ...(typeof config.docs.sidebarPath === 'string' && !existsSync(at(config.docs.sidebarPath)) ? [`docs.sidebarPath: the sidebars file ${at(config.docs.sidebarPath)} does not exist. Create it, or leave the key out for an autogenerated sidebar.`] : []),
    ...instanceProblems({ docsInstances: config.docsInstances, root }),
  ];
  if (missing.length > 0) throw new ConfigError(label, missing);
  const folders = { docsDir: at(config.docs.path), staticDir: at(config.staticDir), components, app: config.app ? at(config.app) : undefined, root: config.root ? at(config.root) : undefined, notFound: config.notFound ? at(config.notFound) : undefined, sidebars, customCss };
  const outDir = at(config.outDir);
  // Before anything reads or writes them: a build replaces its output folder whole.
  const outDirWrong = outDirProblem(outDir, { root, configFile, paths: folders });
  const staticDirWrong = staticDirProblem({ root, paths: folders });
  const misplaced = [...(outDirWrong ? [`outDir: ${outDirWrong}`] : []), ...(staticDirWrong ? [`staticDir: ${staticDirWrong}`] : [])];
  if (misplaced.length > 0) throw new ConfigError(label, misplaced);
  const tsconfig = nearestTsconfig(root);
  const problem = tsconfig ? tsconfigProblem(tsconfig) : undefined;
  return {
    ...config,
    configFile,
    root,
    paths: { ...folders, outDir, tsconfig, ...(infima ? { infima } : {}) },
    ...(problem ? { tsconfigProblem: problem } : {}),
    dependencies,
  };
}

/** Infima's stylesheet as the site at `root` resolves it, or undefined when it has no infima package. */
function infimaStylesheet(root: string): string | undefined {
  try {
    return createRequire(join(root, 'package.json')).resolve('infima/dist/css/default/default.css');
  } catch {
    return undefined;
  }
}

/**
 * The sidebars file a site gets without `docs.sidebarPath`: `sidebars.js` in its folder when there
 * is one, as Docusaurus reads it; otherwise undefined (the pipeline's default: a `sidebars.json`
 * beside the docs folder, or one autogenerated sidebar).
 */
function defaultSidebars(root: string): string | undefined {
  const file = join(root, 'sidebars.js');
  return existsSync(file) ? file : undefined;
}

/** Settings given on the command line (or by a caller) over the config file's. */
export interface ConfigOverrides {
  /** Another docs folder, built with the site's config (benchmarks, trying a folder out). */
  readonly docsDir?: string;
}

/**
 * Why a config file could not be loaded, in a line: a bundler's "Build failed with 1 error:" says
 * nothing by itself, so the error under it comes along, with the place its frame points at
 * (`╭─[ hpcdocs.config.ts:5:17 ]`), without colours or the frame's drawing.
 */
export function loadFailure(error: unknown): string {
  const text = stripVTControlCharacters(String((error as Error).message ?? error));
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const body = /^Build failed with \d+ errors?:?$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
  const what = (body[0] ?? '').replace(/^(?:\[[A-Z_]+\]\s*)+/, '').replace(/^Error:\s*/, '');
  const place = /╭─\[\s*([^\]]+?:\d+:\d+)\s*\]/.exec(text)?.[1];
  return `${what || 'unknown error'}${place ? ` (at ${place})` : ''}`;
}

/** The settings Vite's config loader calls a config that exports a function with, as the compiled one is called. */
const CONFIG_ENV = { command: 'build', mode: 'production' } as const;

/**
 * What keeps a TypeScript config from loading as it is compiled, alone: an import of a file of its
 * own (relative, or dynamic), `import.meta` or CommonJS's module names, which mean the file's
 * place. Vite's loader bundles those files in and rewrites these names.
 */
const NEEDS_BUNDLING = /\bimport\.meta\b|\b__dirname\b|\b__filename\b|\brequire\s*\(|\bimport\s*\(|\bfrom\s*['"]\.|\bimport\s*['"]\./;

/** The version of what {@link loadCompiled} writes: part of its names, so a change here compiles anew. */
const COMPILED_VERSION = '1';

/** Where the compiled form of the config `file` with the text `text` is kept, in the site's cache folder. */
function compiledPath(file: string, text: string): string {
  const hash = createHash('sha256').update(`${COMPILED_VERSION}\0${text}`).digest('hex').slice(0, 16);
  return join(dirname(file), 'node_modules/.cache/hpcdocs/config', `${hash}.mjs`);
}

/**
 * The text of `file` when it is a TypeScript config that imports only packages (and types), which
 * can be kept compiled (see {@link loadCompiled}); otherwise undefined.
 */
function selfContainedText(file: string): string | undefined {
  if (!/\.m?ts$/.test(file)) return undefined;
  try {
    const text = readFileSync(file, 'utf8');
    return NEEDS_BUNDLING.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * Loading a config through Vite's loader costs about a tenth of a second in importing Vite, as much
 * as the rest of a rebuild's start after an edit. A self-contained TypeScript config (`text`, see
 * {@link selfContainedText}) is kept compiled in the site's cache folder, named by its text
 * (written when Vite first loads it, see {@link loadWithVite}); with that, it loads as a plain
 * module. Null when there is none or it fails in any way: Vite's loader then loads it as before,
 * and reports.
 */
async function loadCompiled(file: string, text: string): Promise<{ config: unknown; dependencies: string[] } | null> {
  const compiled = compiledPath(file, text);
  if (!existsSync(compiled)) return null;
  try {
    const exported: unknown = ((await import(pathToFileURL(compiled).href)) as { default?: unknown }).default;
    const config: unknown = typeof exported === 'function' ? await (exported as (env: typeof CONFIG_ENV) => unknown)(CONFIG_ENV) : exported;
    return config !== null && typeof config === 'object' && !Array.isArray(config) ? { config, dependencies: [file] } : null;
  } catch {
    return null;
  }
}

/**
 * Loads `file` with Vite's config loader; a self-contained TypeScript config (`text`) that Vite
 * found to import no file of its own is then kept compiled for {@link loadCompiled}.
 */
async function loadWithVite(file: string, text: string | undefined): Promise<{ config: unknown; dependencies: string[] } | null> {
  const vite = await import('vite');
  let loaded: Awaited<ReturnType<typeof vite.loadConfigFromFile>>;
  try {
    loaded = await vite.loadConfigFromFile(CONFIG_ENV, file, dirname(file), 'silent');
  } catch (error) {
    throw new ConfigError(relative(process.cwd(), file) || file, [`could not be loaded: ${loadFailure(error)}`]);
  }
  if (loaded && text !== undefined && loaded.dependencies.length === 1) {
    try {
      const { code } = await vite.transformWithOxc(text, file, { lang: 'ts' });
      const compiled = compiledPath(file, text);
      const folder = dirname(compiled);
      mkdirSync(folder, { recursive: true });
      // One compiled config per site: the last one.
      for (const name of readdirSync(folder)) if (name.endsWith('.mjs')) rmSync(join(folder, name), { force: true });
      // Whole or not at all: another build may be reading it.
      writeFileSync(`${compiled}.${process.pid}.tmp`, code);
      renameSync(`${compiled}.${process.pid}.tmp`, compiled);
    } catch {
      // Only a faster start is lost: Vite's loader loads it next time too.
    }
  }
  return loaded;
}

/**
 * Loads the config of the site in `dirOrFile` (a folder holding `hpcdocs.config.ts`, or the file
 * itself). TypeScript configs are compiled on the fly (with Vite's config loader), so the file
 * may import types and helpers.
 */
export async function loadConfig(dirOrFile: string = process.cwd(), overrides: ConfigOverrides = {}): Promise<ResolvedConfig> {
  const path = resolve(dirOrFile);
  const file = /\.[cm]?[jt]s$/.test(path) ? path : findConfigFile(path);
  if (!file || !existsSync(file)) {
    throw new ConfigError(relative(process.cwd(), path) || '.', [`no config file found: create ${CONFIG_FILES[0]} there (\`hpcdocs init\` writes a starter site), or pass its path with --config.`]);
  }
  const text = selfContainedText(file);
  const loaded = (text !== undefined ? await loadCompiled(file, text) : null) ?? (await loadWithVite(file, text));
  // A Docusaurus config is the site's own: what hpcdocs has of it, and warnings for the rest.
  const docusaurus = isDocusaurusConfig(file) ? fromDocusaurus(loaded?.config) : undefined;
  // Docusaurus styles its pages with Infima: on for a Docusaurus site that has it installed.
  const read = docusaurus ? (infimaStylesheet(dirname(file)) ? { infima: true, ...docusaurus.config } : docusaurus.config) : loaded?.config;
  // A swizzled src/theme/MDXComponents registers components for every doc; the config's own win.
  const swizzled = await swizzledComponents(dirname(file));
  const withComponents = Object.keys(swizzled.components).length > 0 && read !== null && typeof read === 'object' ? { ...read, components: { ...swizzled.components, ...((read as { components?: object }).components ?? {}) } } : read;
  // A swizzled src/theme/Root wraps the site (a Docusaurus site's; a config of ours names its own).
  const themeRoot = docusaurus ? swizzledRoot(dirname(file)) : undefined;
  const rooted = themeRoot && withComponents !== null && typeof withComponents === 'object' && !('root' in withComponents) ? { ...withComponents, root: themeRoot } : withComponents;
  // A swizzled src/theme/NotFound is the 404 page (a Docusaurus site's; a config of ours names its own).
  const themeNotFound = docusaurus ? swizzledNotFound(dirname(file)) : undefined;
  const config = themeNotFound && rooted !== null && typeof rooted === 'object' ? { ...rooted, notFound: themeNotFound } : rooted;
  const input = overrides.docsDir ? { ...(config as object), docs: { ...((config as { docs?: object } | undefined)?.docs ?? {}), path: resolve(overrides.docsDir) } } : config;
  const dependencies = [...(loaded?.dependencies.map((d) => resolve(dirname(file), d)) ?? [file]), ...(swizzled.file ? [swizzled.file] : []), ...(themeRoot ? [resolve(dirname(file), themeRoot)] : []), ...(themeNotFound ? [resolve(dirname(file), themeNotFound)] : [])];
  const resolved = resolveConfig(input, dirname(file), file, dependencies);
  const warnings = [...(docusaurus?.warnings ?? []), ...swizzled.warnings];
  return warnings.length > 0 ? { ...resolved, configWarnings: warnings } : resolved;
}
