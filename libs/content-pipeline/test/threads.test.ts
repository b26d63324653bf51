/**
 * Worker threads (large sites) must give what the main thread alone gives, byte for byte. Workers
 * leave code blocks plain and the main thread colours them (src/site/deferred-code.ts); a doc
 * whose raw HTML holds its own `CodeBlock` element is processed again on the main thread, and a
 * long doc is processed there from the start.
 * Worker threads run compiled code, so the builds run in a child process through run-ts.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const fixtures = join(import.meta.dirname, 'fixtures');
let dir: string;

interface Summary {
  stats: { threads: number; processed: number };
  files: Record<string, string>;
  warnings: unknown[];
  errors: string[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hpc-threads-'));
  for (const [fixture, target] of [
    ['code-meta/input.md', 'code.md'],
    ['gfm/input.md', 'gfm.md'],
    ['admonitions/input.md', 'admonitions.md'],
    ['mdx-components/input.mdx', 'components.mdx'],
    ['raw-html-sanitized/input.md', 'raw.md'],
  ] as const) {
    await cp(join(fixtures, fixture), join(dir, 'docs', target));
  }
  // The first two docs in scan order go to the worker (its first two chunks of one doc each).
  await writeFile(
    join(dir, 'docs/aa-own-code-block.md'),
    '# Own block\n\n```bash\necho one\n```\n\n<CodeBlock code="x = 1" language="python"><span class="line">x = 1</span></CodeBlock>\n\n```python {1}\nprint("two")\n```\n',
  );
  await writeFile(join(dir, 'docs/ab-languages.md'), '# Languages\n\n```Shell\nls -la\n```\n\n```nonsense\nplain\n```\n\n```\nno language\n```\n\n```ts\nconst a: number = 1;\n```\n');
  await writeFile(join(dir, 'docs/no-code.md'), '# No code\n\nJust words.\n');
  // A long doc (800 KB), first in scan order: a worker's capped heap ran out on it and ended the build.
  await writeFile(join(dir, 'docs/aa-long.md'), `# Long\n\n${Array.from({ length: 10_000 }, (_, i) => `## Section ${i}\n\nSome **text** with \`code\` and a [link](#section-${i}).\n\n- one ${i}\n- two\n`).join('\n')}`);
  // A doc that imports a component of the site (its folder is threads-case.ts' siteDir): the
  // worker must resolve `@site/` where the main thread does.
  await writeFile(join(dir, 'docs/ac-imports.mdx'), "import Widget from '@site/src/Widget';\n\n# Imports\n\n<Widget size={2} />\n");
  await mkdir(join(dir, 'site/src'), { recursive: true });
  await writeFile(join(dir, 'site/src/Widget.tsx'), 'export default function Widget() { return null; }\n');
}, 30_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('given a content folder built with and without a worker thread', () => {
  it('should produce the same files, warnings and errors', () => {
    const child = spawnSync(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), join(import.meta.dirname, 'threads-case.ts'), dir], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const { alone, pooled } = JSON.parse(child.stdout) as { alone: Summary; pooled: Summary };
    expect(alone.stats.threads).toBe(0);
    expect(pooled.stats.threads).toBe(1);
    expect(Object.keys(pooled.files).sort()).toEqual(Object.keys(alone.files).sort());
    expect(pooled.files).toEqual(alone.files);
    expect(pooled.warnings).toEqual(alone.warnings);
    expect(pooled.errors).toEqual(alone.errors);
    // The comparison means something: code is coloured, and the raw-HTML block survived.
    const code = Object.entries(alone.files).find(([path]) => path.includes('own-code-block'))?.[1] ?? '';
    expect(code).toMatch(/\["span",\{"className":"s\w+"\}/);
    expect(code).toContain('"x = 1"');
    const imports = Object.entries(pooled.files).find(([path]) => path.includes('ac-imports'))?.[1] ?? '';
    expect(imports).toContain('"components":{"Widget":"src/Widget.tsx#default"}');
    expect(Object.keys(pooled.files).some((path) => path.includes('aa-long'))).toBe(true);
  }, 240_000);
});
