/**
 * The site's locales (config `i18n`, as Docusaurus has it): each is built as a site of its own,
 * the default locale at the base URL and every other under its path (`/doc/fr/`), from the same
 * config made over for it by {@link configForLocale}: its base URL, its `lang` and direction, the
 * navbar, footer and blog titles of its translation files, and where its translated docs are.
 */
import { join, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/load.js';
import { blogSettings } from '../plugins/blog.js';
import { blogLocaleOptions, codeTranslations, LOCALE_CONFIG_FILES, footerTranslated, navbarTranslated, type LocaleTranslations } from './translation-files.js';

/** One locale of the site, as its pages and the locale dropdown need it. */
export interface SiteLocale {
  readonly locale: string;
  /** Its name in the locale dropdown (`Français`). */
  readonly label: string;
  readonly direction: 'ltr' | 'rtl';
  /** The pages' `lang` and their alternates' `hreflang`. */
  readonly htmlLang: string;
  /** Its URL segment and folder under the output: empty for the default locale. */
  readonly path: string;
  /** Its base URL (`/doc/` for the default locale, `/doc/fr/` for French). */
  readonly baseUrl: string;
}

/** What a config made for one locale knows of the site's locales (`ResolvedConfig.locale`). */
export interface LocaleState {
  readonly current: SiteLocale;
  readonly defaultLocale: string;
  readonly locales: readonly SiteLocale[];
  /** The locale's translations folder (`i18n/fr`), absolute. */
  readonly folder: string;
  readonly translations: LocaleTranslations;
}

/** Languages written right to left, as Docusaurus lists them for its default `direction`. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/** A language's name for itself, capitalised (`fr` -> `Français`), or the locale when the runtime has none. */
function ownName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** The site's locales, the default first; one (`en`, at the base URL) without `i18n`. */
export function siteLocales(config: Pick<ResolvedConfig, 'i18n' | 'baseUrl'>): SiteLocale[] {
  const { i18n, baseUrl } = config;
  const names = i18n ? [i18n.defaultLocale, ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale)] : ['en'];
  return names.map((locale) => {
    const own = i18n?.localeConfigs[locale] ?? {};
    const path = locale === names[0] ? '' : (own.path ?? locale);
    return {
      locale,
      label: own.label ?? ownName(locale),
      direction: own.direction ?? (RIGHT_TO_LEFT.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'),
      htmlLang: own.htmlLang ?? locale,
      path,
      baseUrl: path ? `${baseUrl}${path}/` : baseUrl,
    };
  });
}

/** Whether the site has more than one locale (so it is built once per locale). */
export function isMultilingual(config: Pick<ResolvedConfig, 'i18n'>): boolean {
  return (config.i18n?.locales.length ?? 0) > 1;
}

/** The translations folder of `locale` (`<site>/i18n/fr`). */
export function localeFolder(config: Pick<ResolvedConfig, 'i18n' | 'root'>, locale: string): string {
  return resolve(config.root, config.i18n?.path ?? 'i18n', locale);
}

/**
 * `config` made over for one of its locales (see the module comment). Throws a ConfigError for a
 * locale the config does not list, and for a translation file that cannot be read.
 */
export function configForLocale(config: ResolvedConfig, locale: string): ResolvedConfig {
  const locales = siteLocales(config);
  const current = locales.find((candidate) => candidate.locale === locale);
  if (!current) throw new Error(`configForLocale: "${locale}" is not one of the site's locales`);
  const folder = localeFolder(config, locale);
  // The theme's own translations by the locale's name (`zh-Hans`), else by its pages' language.
  const translations = codeTranslations(join(folder, 'code.json'), [locale, current.htmlLang]);
  const state: LocaleState = { current, defaultLocale: locales[0]?.locale ?? locale, locales, folder, translations };
  const settings = blogSettings(config);
  const blog = settings ? blogLocaleOptions(settings, folder) : undefined;
  return {
    ...config,
    baseUrl: current.baseUrl,
    locale: state,
    navbar: navbarTranslated(config.navbar, folder),
    ...(config.footer ? { footer: footerTranslated(config.footer, folder) } : {}),
    ...(blog === undefined ? {} : { blog }),
    // Read into the config: the dev server watches them as it watches the config file.
    dependencies: [...config.dependencies, ...LOCALE_CONFIG_FILES.map((file) => join(folder, file))],
  };
}

/**
 * The config a site of one locale builds with: made over for that locale when the config names
 * one (`i18n`), so a site written in one language other than English gets the theme in it, its
 * `i18n/<locale>/` files read as Docusaurus reads them for the default locale; as it is otherwise.
 */
export function oneLocaleConfig(config: ResolvedConfig): ResolvedConfig {
  return config.i18n && !config.locale ? configForLocale(config, config.i18n.defaultLocale) : config;
}

/** The locale a config was made for (the default one for a config of a one-language site). */
export function currentLocaleOf(config: Pick<ResolvedConfig, 'locale' | 'i18n' | 'baseUrl'>): SiteLocale {
  return config.locale?.current ?? (siteLocales(config)[0] as SiteLocale);
}
