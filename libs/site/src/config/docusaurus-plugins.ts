/**
 * A Docusaurus site's own plugins (a function in its config, or a module of the site such as
 * `./src/plugins/tailwind.js`), read for the one hook of theirs hpcdocs has the same use for:
 * `configurePostCss`, which is how Docusaurus sites add Tailwind and Autoprefixer. The plugin is
 * called as Docusaurus calls it, with a context of the same shape; its other hooks
 * (`configureWebpack`, `injectHtmlTags`, its own `contentLoaded`) are Docusaurus' and do not run.
 */
import { relative } from 'node:path';
import { importDefault, moduleFile } from '../plugins/resolve.js';
import type { HpcdocsPlugin, PluginContext, PluginFunction } from '../plugins/types.js';

type DocusaurusPluginFactory = (context: object, options: unknown) => unknown;

/** The context a Docusaurus plugin gets, with what it reads most: folders, the site's config, the locale. */
function docusaurusContext(context: PluginContext, siteConfig: Readonly<Record<string, unknown>>): object {
  const i18n = (siteConfig['i18n'] ?? {}) as { defaultLocale?: string; locales?: string[] };
  const locale = context.config.locale?.current.locale ?? i18n.defaultLocale ?? 'en';
  return {
    siteDir: context.siteDir,
    siteConfig,
    siteConfigPath: context.config.configFile,
    baseUrl: context.baseUrl,
    outDir: context.config.paths.outDir,
    generatedFilesDir: `${context.siteDir}/.docusaurus`,
    localizationDir: `${context.siteDir}/i18n/${locale}`,
    i18n: { defaultLocale: i18n.defaultLocale ?? 'en', locales: i18n.locales ?? ['en'], currentLocale: locale, path: 'i18n', localeConfigs: {} },
    codeTranslations: {},
  };
}

/** Loads the plugin (a module of the site, or a function) and calls it as Docusaurus does. */
async function call(target: DocusaurusPluginFactory | string, context: PluginContext, siteConfig: Readonly<Record<string, unknown>>, options: unknown): Promise<{ name?: unknown; configurePostCss?: unknown } | null> {
  let factory: unknown = target;
  if (typeof target === 'string') {
    const file = moduleFile(target, context.siteDir);
    if (!file) throw new Error(`"${target}" names no module in the site's folder`);
    factory = await importDefault(file);
  }
  if (typeof factory !== 'function') throw new Error(`${typeof target === 'string' ? `the default export of "${target}"` : 'the entry'} is not a plugin function`);
  return (await (factory as DocusaurusPluginFactory)(docusaurusContext(context, siteConfig), options ?? {})) as { name?: unknown; configurePostCss?: unknown } | null;
}

/**
 * An hpcdocs plugin made of the Docusaurus plugin `target`: its name and its `configurePostCss`.
 * One that cannot be loaded or called is said in a warning and left out.
 */
export function docusaurusPlugin(target: DocusaurusPluginFactory | string, siteConfig: Readonly<Record<string, unknown>>): PluginFunction<unknown> {
  const label = typeof target === 'string' ? target : target.name || 'plugin';
  const plugin = async (context: PluginContext, options: unknown): Promise<HpcdocsPlugin<never>> => {
    let made: { name?: unknown; configurePostCss?: unknown } | null;
    try {
      made = await call(target, context, siteConfig, options);
    } catch (error) {
      // Docusaurus would run it; here only its PostCSS plugins were wanted, so the build goes on without them.
      console.warn(`warning: ${relative(process.cwd(), context.config.configFile ?? context.siteDir) || '.'}: the site's plugin ${label} could not be called (${(error as Error).message.split('\n')[0]}); its configurePostCss, if it has one, is not applied.`);
      return { name: `docusaurus:${label}` };
    }
    const name = typeof made?.name === 'string' && made.name !== '' ? made.name : label;
    const configurePostCss = typeof made?.configurePostCss === 'function' ? (made.configurePostCss as HpcdocsPlugin['configurePostCss'])?.bind(made) : undefined;
    return { name: `docusaurus:${name}`, ...(configurePostCss ? { configurePostCss } : {}) };
  };
  return plugin as PluginFunction<unknown>;
}

/** Whether a Docusaurus `plugins` entry is the site's own: a function, or a path in the site's folder. */
export function isSitePlugin(name: unknown): name is DocusaurusPluginFactory | string {
  return typeof name === 'function' || (typeof name === 'string' && (name.startsWith('./') || name.startsWith('../') || name.startsWith('/')));
}
