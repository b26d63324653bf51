/** Finds, loads, validates and resolves a site's `hpcdocs.config.ts`. */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { configSchema, type HpcdocsConfig, type ValidatedConfig } from './schema.js';
import { ConfigError, describeIssues } from './errors.js';

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
  };
  /** Files the config was built from (the config file and what it imports), for the dev server to watch. */
  readonly dependencies: readonly string[];
}

/** Identity, for types: `export default defineConfig({ ... })` gets completion and checks. */
export function defineConfig(config: HpcdocsConfig): HpcdocsConfig {
  return config;
}

/** The config file in `dir`, or undefined. */
export function findConfigFile(dir: string): string | undefined {
  for (const name of CONFIG_FILES) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * Validates `input` (the config file's default export) and resolves its paths against `root`.
 * Throws {@link ConfigError} listing every problem.
 */
export function resolveConfig(input: unknown, root: string, configFile?: string, dependencies: readonly string[] = []): ResolvedConfig {
  const label = configFile ? relative(process.cwd(), configFile) || configFile : 'the config';
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) throw new ConfigError(label, describeIssues(parsed.error.issues, input, configSchema));
  const config = defined(parsed.data);
  const at = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  const components = Object.fromEntries(Object.entries(config.components).map(([name, path]) => [name, at(path)]));
  const missing = [
    ...Object.entries(components).filter(([, path]) => !existsSync(path)).map(([name, path]) => `components.${name}: the module ${path} does not exist.`),
    ...(config.app && !existsSync(at(config.app)) ? [`app: the module ${at(config.app)} does not exist.`] : []),
    ...(existsSync(at(config.docs.path)) ? [] : [`docs.path: the docs folder ${at(config.docs.path)} does not exist. Create it, or point docs.path at your docs.`]),
  ];
  if (missing.length > 0) throw new ConfigError(label, missing);
  return {
    ...config,
    configFile,
    root,
    paths: { docsDir: at(config.docs.path), staticDir: at(config.staticDir), outDir: at(config.outDir), components, app: config.app ? at(config.app) : undefined },
    dependencies,
  };
}

/** Settings given on the command line (or by a caller) over the config file's. */
export interface ConfigOverrides {
  /** Another docs folder, built with the site's config (benchmarks, trying a folder out). */
  readonly docsDir?: string;
}

/**
 * Why a config file could not be loaded, in a line or three: a bundler's "Build failed with 1
 * error:" says nothing by itself, so the lines after it (the error and its place) come along.
 */
function loadFailure(error: unknown): string {
  const lines = String((error as Error).message ?? error).split('\n').map((line) => line.trim()).filter(Boolean);
  const summary = /^Build failed with \d+ errors?:?$/.test(lines[0] ?? '') ? lines.slice(1, 4) : lines.slice(0, 1);
  return summary.join(' ') || 'unknown error';
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
  const { loadConfigFromFile } = await import('vite');
  let loaded: Awaited<ReturnType<typeof loadConfigFromFile>>;
  try {
    loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, dirname(file), 'silent');
  } catch (error) {
    throw new ConfigError(relative(process.cwd(), file) || file, [`could not be loaded: ${loadFailure(error)}`]);
  }
  const input = overrides.docsDir ? { ...(loaded?.config as object), docs: { ...((loaded?.config as { docs?: object } | undefined)?.docs ?? {}), path: resolve(overrides.docsDir) } } : loaded?.config;
  return resolveConfig(input, dirname(file), file, loaded?.dependencies.map((d) => resolve(dirname(file), d)) ?? [file]);
}
