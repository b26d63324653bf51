/**
 * The theme's default translations: for each language, every text of `THEME_TEXTS` (English text
 * -> translation, `{placeholders}` kept), like the theme translations Docusaurus ships. Node-side
 * data, exported by `@hpcdocs/theme/i18n-ids`: the site layer puts the current locale's table under
 * its `code.json` translations and gives the result to the page as `translations`. No component
 * imports it, so no page downloads the other languages.
 */
import ar from './locales/ar.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fa from './locales/fa.js';
import fr from './locales/fr.js';
import he from './locales/he.js';
import it from './locales/it.js';
import ja from './locales/ja.js';
import ko from './locales/ko.js';
import ptBR from './locales/pt-BR.js';
import ru from './locales/ru.js';
import tr from './locales/tr.js';
import zhHans from './locales/zh-Hans.js';
import zhHant from './locales/zh-Hant.js';

/** Each table by its BCP 47 tag, lower-cased. */
const TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar,
  de,
  es,
  fa,
  fr,
  he,
  it,
  ja,
  ko,
  'pt-br': ptBR,
  ru,
  tr,
  'zh-hans': zhHans,
  'zh-hant': zhHant,
};

/** Regions whose Chinese is written in traditional characters. */
const HANT_REGIONS = new Set(['tw', 'hk', 'mo']);

/** Deprecated language codes still met in tags: the one each became. */
const RENAMED: Readonly<Record<string, string>> = { iw: 'he' };

/** English: no table, the theme shows its own texts. */
const ENGLISH: Readonly<Record<string, string>> = Object.freeze({});

/** The table key for a tag: the language's own, else its script's (`zh`), else the shared one (`pt`). */
function tableFor(tag: string): string | undefined {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  if (Object.hasOwn(TABLES, lower)) return lower;
  // The language, then its script and region: the subtags before any extension (`-u-…`, `-x-…`).
  const [first = '', ...subtags] = lower.split('-');
  const singleton = subtags.findIndex((subtag) => subtag.length === 1);
  const rest = singleton < 0 ? subtags : subtags.slice(0, singleton);
  const language = RENAMED[first] ?? first;
  if (language === 'zh') {
    // The script when the tag names it (zh-Hant-CN), else the region's (zh-TW), else simplified (zh, zh-CN, zh-SG).
    const script = rest.find((subtag) => subtag === 'hans' || subtag === 'hant');
    const region = rest.find((subtag) => subtag.length === 2 || /^\d{3}$/.test(subtag));
    return script ? `zh-${script}` : region && HANT_REGIONS.has(region) ? 'zh-hant' : 'zh-hans';
  }
  // One Portuguese table, written for Brazil, serves Portugal and the others too.
  if (language === 'pt') return 'pt-br';
  return Object.hasOwn(TABLES, language) ? language : undefined;
}

/**
 * The theme's texts in the language of a BCP 47 tag (`zh-CN`, `fr-CA`, `pt_PT`): the table of the
 * exact tag (case-insensitive), else of its script or region (`zh`, `zh-CN`, `zh-SG` -> zh-Hans;
 * `zh-TW`, `zh-HK`, `zh-MO` -> zh-Hant; `pt`, `pt-PT` -> pt-BR), else of its language (`fr-CA` ->
 * fr); `{}` (English) for a language with no table.
 */
export function defaultTranslations(lang: string): Readonly<Record<string, string>> {
  const key = tableFor(lang);
  return (key && TABLES[key]) || ENGLISH;
}
