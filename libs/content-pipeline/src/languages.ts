/**
 * Code fence languages: which ones shiki highlights, under which id. Kept apart from the
 * highlighter so worker threads can tell a known language from an unknown one (for the warning)
 * without loading shiki itself (`shiki/langs` is only the list).
 */
import { bundledLanguagesInfo } from 'shiki/langs';
import type { TokenLine } from './highlighter.js';

/** shiki's language ids by id and by alias (`sh` -> `shellscript`). */
const LANGUAGE_IDS = new Map(bundledLanguagesInfo.flatMap((info) => [[info.id, info.id] as const, ...(info.aliases ?? []).map((alias) => [alias, info.id] as const)]));

/** Fence languages shown as plain text on purpose (no warning). */
export function isPlainLanguage(language: string): boolean {
  const lang = language.toLowerCase();
  return lang === '' || lang === 'text' || lang === 'txt';
}

/** shiki's id for a fence language (any case, id or alias), or undefined when it has none. */
export function languageId(language: string): string | undefined {
  return LANGUAGE_IDS.get(language.toLowerCase());
}

/** Code as uncoloured lines, the way the highlighter returns a block it does not colour. */
export function plainLines(code: string): TokenLine[] {
  return code.split('\n').map((line) => (line ? [line] : []));
}
