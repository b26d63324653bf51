/**
 * A locale's translation files, as Docusaurus lays them out in `i18n/<locale>/` and
 * `docusaurus write-translations` writes them: JSON objects of `{ "key": { "message": "…" } }`.
 * `code.json` holds the site's own strings (`<Translate id>`) and the theme's (`theme.*` ids);
 * `docusaurus-theme-classic/navbar.json` and `footer.json` the navbar's and footer's labels;
 * `docusaurus-plugin-content-docs/current.json` (and `version-X.json`) the sidebars' labels;
 * `docusaurus-plugin-content-blog/options.json` the blog's titles.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultTranslations, DOCUSAURUS_THEME_STRINGS } from '@hpcdocs/theme/i18n-ids';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/load.js';
import type { BlogSettings } from '../plugins/blog.js';

/** A locale's UI strings. */
export interface LocaleTranslations {
  /** The theme's texts: its English text -> the translation (what the theme's `translations` takes). */
  readonly theme: Readonly<Record<string, string>>;
  /** The site's own strings (`<Translate id>`, `translate({ id })`): id -> message. */
  readonly code: Readonly<Record<string, string>>;
}

const label = (file: string) => relative(process.cwd(), file) || file;

/**
 * The messages of a translation file, key -> message; none when there is no such file. Throws a
 * ConfigError naming the file when it is not JSON of that shape.
 */
export function readTranslationFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(label(file), [`not valid JSON (${error instanceof Error ? error.message : String(error)}). Fix the file, or delete it to show the untranslated texts.`]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ConfigError(label(file), ['a translation file is an object of { "key": { "message": "…" } } entries.']);
  const messages: Record<string, string> = {};
  const wrong: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') messages[key] = message;
    else wrong.push(key);
  }
  if (wrong.length > 0) throw new ConfigError(label(file), [`${wrong.slice(0, 3).map((key) => JSON.stringify(key)).join(', ')}${wrong.length > 3 ? ` and ${wrong.length - 3} more` : ''}: an entry is { "message": "the translation" }.`]);
  return messages;
}

/** The translation files of a locale's folder that are read into its config (navbar, footer, code.json, blog titles). */
export const LOCALE_CONFIG_FILES = ['code.json', 'docusaurus-theme-classic/navbar.json', 'docusaurus-theme-classic/footer.json', 'docusaurus-plugin-content-blog/options.json'] as const;

/**
 * `code.json`: the theme's strings by their English text, the site's own by id. The theme's start
 * from its own translations (as Docusaurus' theme comes translated) into the first of `langs` it
 * has, which the file's `theme.*` entries override.
 */
export function codeTranslations(file: string, langs: readonly string[]): LocaleTranslations {
  const messages = readTranslationFile(file);
  const defaults = langs.map((lang) => defaultTranslations(lang)).find((table) => Object.keys(table).length > 0) ?? {};
  const theme: Record<string, string> = { ...defaults };
  const code: Record<string, string> = {};
  for (const [id, message] of Object.entries(messages)) {
    const known = Object.hasOwn(DOCUSAURUS_THEME_STRINGS, id) ? DOCUSAURUS_THEME_STRINGS[id] : undefined;
    if (known === undefined) code[id] = message;
    else {
      // A message of plural forms (`One min read|{readingTime} min read`): the theme shows the
      // general, last one, and the first for one where it has a text of its own for one.
      const forms = known.plural ? message.split('|').map((form) => form.trim()) : [message];
      theme[known.text] = renamePlaceholders(forms.at(-1) ?? message, known.placeholders);
      if (known.one !== undefined) theme[known.one] = formForOne(renamePlaceholders(forms[0] ?? message, known.placeholders), known.text);
    }
  }
  return { theme, code };
}

/**
 * The form of a plural message for a count of one, as the theme's text for one takes it (no
 * placeholder): the count written as 1 (`{count} 篇文章` -> `1 篇文章`, the only form in Chinese).
 * The count is the placeholder of the theme's general text (`{readingTime} min read`).
 */
function formForOne(form: string, general: string): string {
  const count = /\{(\w+)\}/.exec(general)?.[1];
  return count === undefined ? form : form.replaceAll(`{${count}}`, '1');
}

/** A Docusaurus message with its `{placeholders}` named as the theme names them. */
function renamePlaceholders(message: string, names: Readonly<Record<string, string>> | undefined): string {
  if (!names) return message;
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(names, name) ? `{${names[name]}}` : all));
}

type Navbar = ResolvedConfig['navbar'];
type NavbarItem = Navbar['items'][number];
type Footer = NonNullable<ResolvedConfig['footer']>;

/** The navbar with the labels of `docusaurus-theme-classic/navbar.json` (`title`, `logo.alt`, `item.label.<label>`). */
export function navbarTranslated(navbar: Navbar, folder: string): Navbar {
  const messages = readTranslationFile(join(folder, 'docusaurus-theme-classic', 'navbar.json'));
  if (Object.keys(messages).length === 0) return navbar;
  const item = (entry: NavbarItem): NavbarItem => ({
    ...entry,
    ...(entry.label !== undefined ? { label: messages[`item.label.${entry.label}`] ?? entry.label } : {}),
    ...(entry.items ? { items: entry.items.map(item) } : {}),
  });
  const alt = navbar.logo?.alt !== undefined ? messages['logo.alt'] : undefined;
  return { ...navbar, items: navbar.items.map(item), ...(navbar.logo && alt !== undefined ? { logo: { ...navbar.logo, alt } } : {}) };
}

/** The footer with the labels of `docusaurus-theme-classic/footer.json` (`link.title.<title>`, `link.item.label.<label>`, `copyright`). */
export function footerTranslated(footer: Footer, folder: string): Footer {
  const messages = readTranslationFile(join(folder, 'docusaurus-theme-classic', 'footer.json'));
  if (Object.keys(messages).length === 0) return footer;
  const link = <T extends { readonly label: string }>(entry: T): T => ({ ...entry, label: messages[`link.item.label.${entry.label}`] ?? entry.label });
  const links = footer.links?.map((entry) => ('items' in entry ? { ...entry, title: messages[`link.title.${entry.title}`] ?? entry.title, items: entry.items.map(link) } : link(entry)));
  return { ...footer, ...(links ? { links: links as NonNullable<Footer['links']> } : {}), ...(footer.copyright !== undefined ? { copyright: messages['copyright'] ?? footer.copyright } : {}) };
}

/** The blog's settings with the titles of `docusaurus-plugin-content-blog/options.json` (`title`, `description`, `sidebar.title`). */
export function blogLocaleOptions(settings: BlogSettings, folder: string): BlogSettings {
  const messages = readTranslationFile(join(folder, 'docusaurus-plugin-content-blog', 'options.json'));
  return {
    ...settings,
    blogTitle: messages['title'] ?? settings.blogTitle,
    blogDescription: messages['description'] ?? settings.blogDescription,
    blogSidebarTitle: messages['sidebar.title'] ?? settings.blogSidebarTitle,
  };
}
