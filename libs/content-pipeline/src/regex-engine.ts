/**
 * The regular-expression engine behind the build's highlighter.
 *
 * shiki's grammars are written for Oniguruma. Its JavaScript engine translates each pattern to a
 * JavaScript RegExp (with `oniguruma-to-es`) the first time a grammar rule needs it. For the five
 * languages of a typical docs site that costs about half a second of CPU, and every worker thread
 * of a build pays it again. So the translations for common languages are made ahead of time by
 * `tools/scripts/generate-shiki-regexes.ts` and shipped as JSON files (`src/shiki-regexes/`). A pattern
 * missing from them is translated as before. A unit test checks each stored translation against
 * a live one, so the files cannot drift from the installed translator.
 *
 * The translation target is fixed (ES2024, which Node 20 supports) instead of shiki's `auto`, so
 * the same source gives the same regexes, and the same highlighting, on every Node version.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJavaScriptRegexEngine, type RegexEngine } from 'shiki';
import { EmulatedRegExp, toRegExpDetails, type ToRegExpOptions } from 'oniguruma-to-es';
import { PRETRANSLATED_FILES } from './shiki-regexes/index.js';

/**
 * Folder of the stored translations: `src/shiki-regexes` beside this file, `dist/shiki-regexes`
 * in the package (the lib build copies them). `import.meta.dirname` (Node 20.11+) is also what
 * bundlers that inline this file (Vite for its config, tools/scripts/run-ts.mjs) replace with the
 * source folder.
 */
const TABLE_DIR = join((import.meta.dirname as string | undefined) ?? dirname(fileURLToPath(import.meta.url)), 'shiki-regexes');

/**
 * The stored translations of a language (by shiki's language id), or undefined when it has none
 * or they cannot be read (then every pattern is translated live: slower, same result).
 */
export async function loadTranslations(language: string): Promise<TranslationTable | undefined> {
  const file = PRETRANSLATED_FILES[language];
  if (!file) return undefined;
  try {
    return JSON.parse(await readFile(join(TABLE_DIR, file), 'utf8')) as TranslationTable;
  } catch {
    return undefined;
  }
}

/** The options shiki's JavaScript engine translates with, except for the fixed target. */
export const TRANSLATION_OPTIONS = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: { allowOrphanBackrefs: true, asciiWordBoundaries: true, captureGroup: true, recursionLimit: 5, singleline: true },
  target: 'ES2024',
} as const satisfies ToRegExpOptions;

/** Options of an emulated regex (the parts of a translation a plain RegExp cannot carry). */
export type EmulationOptions = NonNullable<ReturnType<typeof toRegExpDetails>['options']>;

/**
 * One stored translation: the JavaScript pattern and flags, plus emulation options when the
 * pattern needs them. `null` marks a pattern the translator rejects (the highlighter skips it).
 */
export type StoredTranslation = readonly [pattern: string, flags: string, options?: EmulationOptions] | null;

/** A language's stored translations, by Oniguruma source. */
export type TranslationTable = Readonly<Record<string, StoredTranslation>>;

/** Translates one Oniguruma pattern now. */
export function translatePattern(source: string): StoredTranslation {
  let details: ReturnType<typeof toRegExpDetails>;
  try {
    details = toRegExpDetails(source, TRANSLATION_OPTIONS);
  } catch {
    return null;
  }
  return details.options ? [details.pattern, details.flags, details.options] : [details.pattern, details.flags];
}

/** Builds the RegExp of a translation (what `oniguruma-to-es`'s own `toRegExp` would return). */
export function regexFrom(translation: readonly [string, string, EmulationOptions?]): RegExp {
  const [pattern, flags, options] = translation;
  return options ? new EmulatedRegExp(pattern, flags, options) : new RegExp(pattern, flags);
}

/** A regex engine for one highlighter, and the hook that loads a language's stored translations. */
export interface PretranslatedEngine {
  readonly engine: RegexEngine;
  /** Loads the stored translations of a language (by shiki's language id), if there are any. */
  preload(language: string): Promise<void>;
  /** Patterns translated live so far (not in the stored tables), in the order met. */
  readonly misses: readonly string[];
}

export function createPretranslatedEngine(): PretranslatedEngine {
  const stored = new Map<string, StoredTranslation>();
  const loading = new Map<string, Promise<void>>();
  const misses: string[] = [];
  const engine = createJavaScriptRegexEngine({
    forgiving: true,
    regexConstructor(source) {
      let translation = stored.get(source);
      if (translation === undefined) {
        misses.push(source);
        translation = translatePattern(source);
      }
      // The engine, in forgiving mode, skips a pattern whose constructor throws.
      if (translation === null) throw new Error(`Unsupported Oniguruma pattern: ${source}`);
      return regexFrom(translation);
    },
  });
  return {
    engine,
    preload(language) {
      let pending = loading.get(language);
      if (!pending) {
        pending = loadTranslations(language).then((table) => {
          for (const [source, translation] of Object.entries(table ?? {})) stored.set(source, translation);
        });
        loading.set(language, pending);
      }
      return pending;
    },
    misses,
  };
}
