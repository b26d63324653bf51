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

/** An hpcdocs plugin made of the Docusaurus plugin `target`: its name and its `configurePostCss`. */
export function docusaurusPlugin(target: DocusaurusPluginFactory | string, siteConfig: Readonly<Record<string, unknown>>): PluginFunction<unknown> {
  const plugin = async (context: PluginContext, options: unknown): Promise<HpcdocsPlugin<never>> => {
    let factory: unknown = target;
    if (typeof target === 'string') {
      const file = moduleFile(target, context.siteDir);
      if (!file) throw new Error(`"${target}" names no module in ${relative(process.cwd(), context.siteDir) || '.'}`);
      factory = await importDefault(file);
    }
    if (typeof factory !== 'function') throw new Error(`${typeof target === 'string' ? `the default export of "${target}"` : 'the entry'} is not a plugin function`);
    const made = (await (factory as DocusaurusPluginFactory)(docusaurusContext(context, siteConfig), options ?? {})) as { name?: unknown; configurePostCss?: unknown } | null;
    const name = typeof made?.name === 'string' && made.name !== '' ? made.name : typeof target === 'string' ? target : (target.name || 'plugin');
    const configurePostCss = typeof made?.configurePostCss === 'function' ? (made.configurePostCss as HpcdocsPlugin['configurePostCss'])?.bind(made) : undefined;
    return { name: `docusaurus:${name}`, ...(configurePostCss ? { configurePostCss } : {}) };
  };
  return plugin as PluginFunction<unknown>;
}

/** Whether a Docusaurus `plugins` entry is the site's own: a function, or a path in the site's folder. */
export function isSitePlugin(name: unknown): name is DocusaurusPluginFactory | string {
  return typeof name === 'function' || (typeof name === 'string' && (name.startsWith('./') || name.startsWith('../') || name.startsWith('/')));
}
