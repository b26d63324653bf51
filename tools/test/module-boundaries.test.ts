/**
 * The module boundaries (the tag constraints in eslint.config.mjs) are enforced, not decorative:
 * lint a browser lib's source that reaches for Node or the content pipeline, and expect the errors.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

async function lintAs(project: string, file: string, code: string): Promise<string[]> {
  const cwd = resolve(root, project);
  const eslint = new ESLint({ cwd });
  const [result] = await eslint.lintText(code, { filePath: resolve(cwd, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('given the workspace lint rules', () => {
  describe('when browser code in the theme imports the content pipeline runtime', () => {
    it('should fail with the module-boundary errors', async () => {
      const messages = await lintAs('libs/theme', 'src/boundary-probe.ts', "import { buildContent } from '@hpcdocs/content-pipeline';\nexport const x = buildContent;\n");
      expect(messages.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('type:ui'))).toBe(true);
      expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    });
  });

  describe('when browser code in the router imports node:fs', () => {
    it('should fail with no-restricted-imports', async () => {
      const messages = await lintAs('libs/router', 'src/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
      expect(messages.some((m) => m.startsWith('no-restricted-imports') && m.includes('Node-only'))).toBe(true);
    });
  });

  describe('when browser code imports only the types-only schema entry', () => {
    it('should pass', async () => {
      const messages = await lintAs('libs/theme', 'src/boundary-probe.ts', "import type { DocJson } from '@hpcdocs/content-pipeline/schema';\nexport type X = DocJson;\n");
      expect(messages).toEqual([]);
    });
  });

  describe('when the search index builder (Node entry) uses node:crypto', () => {
    it('should pass', async () => {
      const messages = await lintAs('libs/search', 'src/build/probe.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;\n");
      expect(messages).toEqual([]);
    });
  });
});
