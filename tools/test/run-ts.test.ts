/**
 * tools/scripts/run-ts.mjs compiles a script and the workspace sources it imports, bundling the
 * Markdown stack in. A bundled package must still get its own dependencies: hast-util-raw needs
 * parse5 7 (its nested copy), and parse5 8 (jsdom's, at the top of node_modules) crashed inside it
 * with "Cannot read properties of null (reading 'chars')" on two self-closing elements.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(root, 'tmp', 'run-ts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('given a script run through run-ts.mjs that processes raw HTML with the pipeline', () => {
  it('should parse it with the parse5 that hast-util-raw depends on, without crashing', async () => {
    const script = join(dir, 'raw-html.ts');
    writeFileSync(
      script,
      `import { VFile } from 'vfile';
import { createCodeHighlighter, createProcessor } from '@hpcdocs/content-pipeline';
const processor = createProcessor({ format: 'md', highlighter: await createCodeHighlighter(), links: { sourcePath: 'a.md', permalinks: new Map(), baseUrl: '/' }, images: { docDir: ${JSON.stringify(dir)}, publicPrefix: '/img/' } });
const file = new VFile({ path: 'a.md', value: '<Screenshot url="a.png" />  \\n\\n<Note />\\n' });
await processor.run(processor.parse(file), file);
console.log('parsed');
`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), script], { cwd: root });
    expect(stdout.trim()).toBe('parsed');
  });
});

describe('given a script run twice through run-ts.mjs', () => {
  it('should run the edited source of a file it imports, not the compile of the first run', async () => {
    const script = join(dir, 'reuse.ts');
    const helper = join(dir, 'reuse-helper.ts');
    writeFileSync(script, `import { word } from './reuse-helper.ts';\nconsole.log(word);\n`);
    const run = async () => (await promisify(execFile)(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), script], { cwd: root })).stdout.trim();
    writeFileSync(helper, `export const word: string = 'first';\n`);
    expect(await run()).toBe('first');
    // Same size as before: only the contents tell the two apart.
    writeFileSync(helper, `export const word: string = 'again';\n`);
    expect(await run()).toBe('again');
    expect(await run()).toBe('again');
  });
});

describe('given a script compiled by run-ts.mjs from another folder than the workspace', () => {
  it('should run it, and run it again from the record of that compile', async () => {
    const script = join(dir, 'elsewhere.ts');
    const helper = join(dir, 'elsewhere-helper.ts');
    writeFileSync(script, `import { word } from './elsewhere-helper.ts';\nconsole.log(word);\n`);
    // New contents: the first run compiles, from the script's folder (as a site's folder runs the CLI).
    writeFileSync(helper, `export const word: string = '${Date.now()}';\n`);
    const run = async () => (await promisify(execFile)(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), script], { cwd: dir })).stdout.trim();
    const first = await run();
    expect(first).toMatch(/^\d+$/);
    expect(await run()).toBe(first);
  });
});

describe('given the hpcdocs command run from its sources through run-ts.mjs', () => {
  it('should print the package version, which it finds from the source folder and not the compile folder', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'tools/scripts/run-ts.mjs'), join(root, 'libs/site/src/cli/main.ts'), '--version'], { cwd: root });
    const pkg = JSON.parse(readFileSync(join(root, 'libs/site/package.json'), 'utf8')) as { version: string };
    expect(stdout.trim()).toBe(pkg.version);
  });
});
