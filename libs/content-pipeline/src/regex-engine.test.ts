/**
 * The stored shiki pattern translations (src/shiki-regexes/, made by
 * tools/scripts/generate-shiki-regexes.ts) must be what the installed translator makes now, and
 * must cover what highlighting asks for.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { createPretranslatedEngine, loadTranslations, regexFrom, translatePattern } from './regex-engine.js';
import { PRETRANSLATED_FILES } from './shiki-regexes/index.js';

const root = resolve(import.meta.dirname, '../../..');

const SAMPLES: Record<string, string> = {
  shellscript: 'export NCCL_DEBUG=INFO\nfor i in $(seq 1 4); do\n  echo "node-$i" >> hosts.txt # one per line\ndone',
  python: 'import torch\n\n@torch.no_grad()\ndef run(x: int = 3) -> str:\n    """Doc."""\n    return f"{x!r:>4}"  # comment',
  typescript: 'export async function launch(token: string): Promise<string> {\n  const res = await fetch(`/api/${token}`);\n  return (await res.json()) as string;\n}',
  json: '{\n  "a": [1, 2.5e3, true, null],\n  "b": { "c": "d\\n" }\n}',
  yaml: 'resources:\n  gpus: 8 # all\n  env:\n    - name: HF_HOME\n      value: "/root"',
  cpp: '#include <cuda_runtime.h>\ntemplate <typename T>\n__global__ void add(T* a) { a[threadIdx.x] += 1; }\nint main() { add<<<1, 32>>>(nullptr); return 0; }',
  html: '<!doctype html>\n<html><head><style>body { color: red; }</style><script>const x = 1;</script></head></html>',
};

/**
 * The end and while patterns with back-references of some languages' grammars (vscode-textmate
 * internals, as the generator reads them), each as a regex matching the sources it can become.
 */
function dynamicTemplates(highlighter: { getLanguage(id: never): unknown }, languages: readonly string[]): RegExp[] {
  type Source = { source: string; hasBackReferences: boolean } | undefined;
  const templates: RegExp[] = [];
  for (const language of languages) {
    const grammar = highlighter.getLanguage(language as never) as { _ruleId2desc: ({ _end?: Source; _while?: Source } | null)[] };
    for (const rule of grammar._ruleId2desc) {
      for (const source of [rule?._end, rule?._while]) {
        if (!source?.hasBackReferences) continue;
        const parts = source.source.split(/\\\d+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        templates.push(new RegExp(`^${parts.join('[\\s\\S]*')}$`));
      }
    }
  }
  return templates;
}

describe('the stored shiki pattern translations', () => {
  it('should equal a live translation of every stored pattern', async () => {
    let count = 0;
    // JavaScript, JSX and TSX share one file: each file once.
    const oneLanguagePerFile = new Map(Object.entries(PRETRANSLATED_FILES).map(([language, file]) => [file, language]));
    for (const language of oneLanguagePerFile.values()) {
      const table = await loadTranslations(language);
      expect(table, language).toBeDefined();
      for (const [source, stored] of Object.entries(table ?? {})) {
        expect(stored, source).toEqual(translatePattern(source));
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(2000);
  });

  it('should hold every pattern that highlighting these samples asks for', async () => {
    const regexes = createPretranslatedEngine();
    const highlighter = await createHighlighter({ themes: ['github-light'], langs: [], engine: regexes.engine });
    for (const [language, code] of Object.entries(SAMPLES)) {
      await Promise.all([highlighter.loadLanguage(language as never), regexes.preload(language)]);
      const tokens = highlighter.codeToTokensBase(code, { lang: language as never });
      expect(tokens.flat().length).toBeGreaterThan(code.split('\n').length);
    }
    // Only end and while patterns with back-references are translated live: the tokenizer fills
    // them in from the text the begin pattern matched (a heredoc's `EOF`, a Python quote).
    const filledIn = dynamicTemplates(highlighter, Object.keys(SAMPLES));
    expect(regexes.misses.length).toBeGreaterThan(0);
    for (const source of regexes.misses) expect(filledIn.some((template) => template.test(source)), source).toBe(true);
    highlighter.dispose();
  });

  it('should build the same kind of RegExp that oniguruma-to-es builds', () => {
    const plain = translatePattern('\\bgpu\\b');
    const emulated = translatePattern('(?>a+)b|\\G');
    expect(plain && regexFrom(plain).constructor).toBe(RegExp);
    expect(emulated && regexFrom(emulated)).toBeInstanceOf(EmulatedRegExp);
  });

  it('should be what the generator writes today (run it after upgrading shiki or oniguruma-to-es)', () => {
    const child = spawnSync(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), join(root, 'tools/scripts/generate-shiki-regexes.ts'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(child.stderr).toContain('up to date');
    expect(child.status).toBe(0);
  }, 60_000);
});
