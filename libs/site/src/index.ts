/**
 * @hpcdocs/site: a whole documentation site from one config file. The app layer that composes
 * @hpcdocs/content-pipeline, router, theme and search, and the `hpcdocs` command.
 */
export { defineConfig, loadConfig, resolveConfig, findConfigFile, CONFIG_FILES } from './config/load.js';
export { ConfigError } from './config/errors.js';

export type { HpcdocsConfig, NavbarItemInput } from './config/schema.js';
export type { ResolvedConfig } from './config/load.js';
