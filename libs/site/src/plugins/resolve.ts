/**
 * The site's own plugins, from the config's `plugins`: each entry is called with the site's context
 * and its options, as Docusaurus calls its plugins. A module entry (a path relative to the site's
 * folder, or a package the site has installed) is loaded from the site's folder; TypeScript modules
 * are compiled by Vite as the config is.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/load.js';
import type { HpcdocsPlugin, PluginContext, PluginFunction } from './types.js';

/** The file a module entry names: a path from the site's folder, or a package from its node_modules. */
export function moduleFile(spec: string, root: string): string | undefined {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const path = resolve(root, spec);
    return ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '/index.js', '/index.mjs', '/index.ts'].map((ext) => path + ext).find((file) => existsSync(file) && !file.endsWith('/'));
  }
  try {
    return createRequire(join(root, 'package.json')).resolve(spec);
  } catch {
    return undefined;
  }
}

/** The default export of the module at `file` (CommonJS' `module.exports` too). */
export async function importDefault(file: string): Promise<unknown> {
  if (/\.[cm]?tsx?$/.test(file)) {
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport<{ default?: unknown }>(file, { configFile: false, logLevel: 'silent' });
    return module.default;
  }
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return module.default;
}

/** Whether `value` has the shape of a plugin: an object with a name, whose hooks are functions. */
function pluginProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return 'returned no plugin object';
  const plugin = value as Record<string, unknown>;
  if (typeof plugin['name'] !== 'string' || plugin['name'] === '') return 'returned a plugin without a `name`';
  const hooks = ['loadContent', 'contentLoaded', 'getRouteComponents', 'getClientModules', 'getPathsToWatch', 'postBuild', 'configurePostCss'];
  const wrong = hooks.filter((hook) => plugin[hook] !== undefined && typeof plugin[hook] !== 'function');
  return wrong.length > 0 ? `returned a plugin whose ${wrong.join(', ')} ${wrong.length === 1 ? 'is not a function' : 'are not functions'}` : undefined;
}

/** The config's plugins, made with `context`. Throws a ConfigError naming every entry that cannot be. */
export async function configPlugins(config: ResolvedConfig, context: PluginContext): Promise<HpcdocsPlugin[]> {
  const label = config.configFile ? relative(process.cwd(), config.configFile) || config.configFile : 'the config';
  const problems: string[] = [];
  const plugins: HpcdocsPlugin[] = [];
  for (const [i, entry] of config.plugins.entries()) {
    const [target, options] = Array.isArray(entry) ? (entry as unknown as readonly [unknown, unknown]) : [entry, undefined];
    const at = `plugins[${i}]`;
    let factory: unknown = target;
    if (typeof target === 'string') {
      const file = moduleFile(target, config.root);
      if (!file) {
        problems.push(`${at}: "${target}" names no module${target.startsWith('.') ? ` (looked for ${resolve(config.root, target)})` : `: install it in the site's folder (npm i ${target})`}.`);
        continue;
      }
      try {
        factory = await importDefault(file);
      } catch (error) {
        problems.push(`${at}: the module ${relative(process.cwd(), file) || file} could not be loaded: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
    }
    if (typeof factory !== 'function') {
      problems.push(`${at}: ${typeof target === 'string' ? `the default export of "${target}"` : 'the entry'} is not a plugin function ((context, options) => ({ name, ... })).`);
      continue;
    }
    try {
      const plugin: unknown = await (factory as PluginFunction<unknown>)(context, options ?? {});
      const problem = pluginProblem(plugin);
      if (problem) problems.push(`${at}: the plugin function ${problem}.`);
      else plugins.push(plugin as HpcdocsPlugin);
    } catch (error) {
      problems.push(`${at}: the plugin function failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(label, problems);
  return plugins;
}
