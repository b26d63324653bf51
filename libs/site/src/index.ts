/**
 * @hpcdocs/site: a whole documentation site from one config file. The app layer that composes
 * @hpcdocs/content-pipeline, router, theme and search, and the `hpcdocs` command.
 */
export { defineConfig, loadConfig, resolveConfig, findConfigFile, CONFIG_FILES } from './config/load.js';
export { ConfigError } from './config/errors.js';
export { SiteError } from './errors.js';
export { build } from './build/build.js';
export { createDevServer } from './dev.js';
export { preview } from './preview.js';
export { check } from './check.js';
export { init } from 'create-hpcdocs';

export type { HpcdocsConfig, NavbarItemInput } from './config/schema.js';
export type { ResolvedConfig, ConfigOverrides } from './config/load.js';
export type { BuildOptions, BuildResult, BuildPhase } from './build/build.js';
export type { PageWeight } from './build/budgets.js';
export type { DevServer, DevServerOptions } from './dev.js';
export type { PreviewOptions, PreviewServer } from './preview.js';
export type { CheckResult } from './check.js';
export type { InitOptions, InitResult } from 'create-hpcdocs';
