/**
 * Writes libs/content-pipeline/src/shiki-regexes/: for each common language, every Oniguruma
 * pattern its grammar (and the grammars it embeds) can hand to the regex engine, with its
 * JavaScript translation. See libs/content-pipeline/src/regex-engine.ts for why.
 *
 *   node tools/scripts/run-ts.mjs tools/scripts/generate-shiki-regexes.ts [--check]
 *
 * Run it after upgrading shiki or oniguruma-to-es; `--check` only compares and exits 1 when the
 * stored files are stale. The patterns are read from vscode-textmate's compiled rules: each
 * match/begin/end/while source, in each of the four `\A`/`\G` variants the tokenizer can ask for
 * when it has anchors. `end` and `while` sources with back-references are filled in per match
 * while tokenizing, so they cannot be stored and are translated live.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundledLanguages, createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { INITIAL } from '@shikijs/vscode-textmate';
import { translatePattern, type StoredTranslation } from '../../libs/content-pipeline/src/regex-engine.ts';

/** Languages whose translations ship: what docs for a GPU cloud and its SDKs show most. */
export const LANGUAGES = [
  'shellscript',
  'shellsession',
  'python',
  'json',
  'jsonc',
  'jsonl',
  'yaml',
  'toml',
  'ini',
  'dockerfile',
  'typescript',
  'javascript',
  'tsx',
  'jsx',
  'go',
  'rust',
  'c',
  'cpp',
  'sql',
  'html',
  'css',
  'diff',
  'powershell',
  'java',
  'makefile',
  'hcl',
] as const;

interface RegExpSourceLike {
  readonly source: string;
  readonly hasAnchor: boolean;
  readonly hasBackReferences: boolean;
  resolveAnchors(allowA: boolean, allowG: boolean): string;
}
interface RuleLike {
  readonly _match?: RegExpSourceLike;
  readonly _begin?: RegExpSourceLike;
  readonly _end?: RegExpSourceLike;
  readonly _while?: RegExpSourceLike;
}

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'libs/content-pipeline/src/shiki-regexes');
const check = process.argv.includes('--check');

async function versionOf(name: string): Promise<string> {
  const text = await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** Every pattern source the grammar of `language` can compile (see the file comment). */
async function patternsOf(language: string): Promise<string[]> {
  const highlighter = await createHighlighter({ themes: [], langs: [language as never], engine: createJavaScriptRegexEngine({ forgiving: true }) });
  const grammar = highlighter.getLanguage(language as never) as unknown as { _ruleId2desc?: (RuleLike | null)[]; tokenizeLine(line: string, state: unknown): unknown };
  // The rules (of this grammar and the ones it embeds) are created on the first tokenize.
  grammar.tokenizeLine('', INITIAL);
  const rules = grammar._ruleId2desc;
  if (!Array.isArray(rules)) throw new Error('vscode-textmate no longer keeps `_ruleId2desc`: update this generator for the new internals.');
  const sources = new Set<string>();
  for (const rule of rules) {
    if (!rule) continue;
    for (const source of [rule._match, rule._begin, rule._end, rule._while]) {
      if (!source) continue;
      // Back-references in an end or while pattern name the begin pattern's groups and are
      // filled in per match; in a match or begin pattern they are plain regex back-references.
      if (source.hasBackReferences && (source === rule._end || source === rule._while)) continue;
      if (!source.hasAnchor) sources.add(source.source);
      else for (const [a, g] of [[true, true], [true, false], [false, true], [false, false]] as const) sources.add(source.resolveAnchors(a, g));
    }
  }
  highlighter.dispose();
  return [...sources].sort();
}

const versions = { shiki: await versionOf('shiki'), 'oniguruma-to-es': await versionOf('oniguruma-to-es') };
const files = new Map<string, string>();
/** Language -> the file holding its table (languages with the same patterns share one). */
const fileOf = new Map<string, string>();
let total = 0;
for (const language of LANGUAGES) {
  if (!(language in bundledLanguages)) throw new Error(`${language} is not a shiki language id`);
  const table: Record<string, StoredTranslation> = {};
  for (const source of await patternsOf(language)) table[source] = translatePattern(source);
  // Plain JSON, read from disk when a language is first used: as a module, 2 MB of generated
  // source cost every bundler that takes in the pipeline (a Vite config among them) ~200 MB.
  const text = `${JSON.stringify(table)}\n`;
  // JavaScript, JSX and TSX share their patterns (they differ in scope names only).
  const same = [...files].find(([, other]) => other === text)?.[0];
  fileOf.set(language, same ?? `${language}.json`);
  if (!same) {
    files.set(`${language}.json`, text);
    total += text.length;
  }
  console.error(`  ${language.padEnd(14)} ${String(Object.keys(table).length).padStart(5)} patterns ${same ? `  same as ${same}` : `${(text.length / 1024).toFixed(0).padStart(5)} KB`}`);
}
const entries = LANGUAGES.map((language) => `  ${JSON.stringify(language)}: ${JSON.stringify(fileOf.get(language))},`).join('\n');
files.set(
  'index.ts',
  `// Generated by tools/scripts/generate-shiki-regexes.ts from shiki ${versions.shiki} and oniguruma-to-es ${versions['oniguruma-to-es']}. Do not edit.

/** The file of stored translations (in this folder) of each shiki language id that has one. */
export const PRETRANSLATED_FILES: Readonly<Record<string, string>> = {
${entries}
};
`,
);

if (check) {
  const stale: string[] = [];
  for (const [name, text] of files) {
    const current = await readFile(join(outDir, name), 'utf8').catch(() => '');
    if (current !== text) stale.push(name);
  }
  if (stale.length > 0) {
    console.error(`Stale: ${stale.join(', ')}. Run: node tools/scripts/run-ts.mjs tools/scripts/generate-shiki-regexes.ts`);
    process.exit(1);
  }
  console.error('The stored shiki translations are up to date.');
} else {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of files) await writeFile(join(outDir, name), text);
  console.error(`Wrote ${files.size} files (${(total / 1024).toFixed(0)} KB of translations) to ${outDir}`);
}
