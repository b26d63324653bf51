/**
 * Dates in the page's language: the current locale's `htmlLang` on a translated site, English on
 * one of one language. One time zone (UTC) for the server and the browser, so a date prerendered
 * reads the same once hydrated.
 */
import { useOptionalSiteConfig } from '../contexts/SiteConfig.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date format in `lang` (in English `May 1, 2024`, or `Mar 1, 2024` with a short month), made once. */
export function dateFormat(lang: string, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${lang} ${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** The page's language for dates. */
export function usePageLang(): string {
  const i18n = useOptionalSiteConfig()?.i18n;
  return i18n?.locales.find((locale) => locale.locale === i18n.currentLocale)?.htmlLang ?? 'en';
}
