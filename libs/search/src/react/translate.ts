/**
 * The search UI's texts in the page's language. The UI writes its texts in English, with `{name}`
 * where a part varies (`{count} results`); an app on a translated site passes a function that
 * returns each in the page's language (the theme's `useT()` does), placeholders filled.
 */

/** The text in the page's language, its `{name}` placeholders filled from `values`. */
export type SearchTranslate = (text: string, values?: Readonly<Record<string, string | number>>) => string;

/** The English text, its placeholders filled: what the UI shows without a `translate`. */
export const inEnglish: SearchTranslate = (text, values) => (values ? text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all)) : text);
