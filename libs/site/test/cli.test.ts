/**
 * The `hpcdocs` command as a user meets it: help and version, usage mistakes (exit 2, one line),
 * `init` into a new and a non-empty folder, and `check` on a fine and a broken site. The commands
 * that load a config run as a real process (`node tools/scripts/run-ts.mjs`): the starter's
 * config imports @hpcdocs/site, and inside vitest Node would resolve the workspace packages to
 * their TypeScript sources.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { COMMANDS, progressPrinter } from '../src/cli/commands.js';
import { scratchFolder } from './scratch.js';

// Inside the workspace, so the site's imports resolve to the workspace's packages.
const scratch = scratchFolder('site-cli-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const workspace = resolve(import.meta.dirname, '../../..');

/** `hpcdocs ...argv` as a process, from the sources. */
async function command(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const result = await promisify(execFile)(process.execPath, [join(workspace, 'tools/scripts/run-ts.mjs'), join(workspace, 'libs/site/src/cli/main.ts'), ...argv], { cwd: workspace }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout, err: stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, out: error.stdout ?? '', err: error.stderr ?? '' }),
  );
  return result;
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, COMMANDS, { out: (text) => void (out += text), err: (text) => void (err += text), isTTY: false });
  return { code, out, err };
}

describe('given the hpcdocs command', () => {
  it('should list every command in its help, and print the package version', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const name of ['init', 'dev', 'build', 'preview', 'check']) expect(help.out).toMatch(new RegExp(`^  ${name}\\s`, 'm'));
    const version = await cli('--version');
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };
    expect(version.out.trim()).toBe(pkg.version);
  });

  it('should give each command its own help, with its options', async () => {
    const help = await cli('build', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: hpcdocs build /);
    expect(help.out).toContain('--out DIR');
  });

  it('should answer a usage mistake with exit code 2 and one line naming the fix', async () => {
    const unknown = await cli('biuld');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown command "biuld".*See hpcdocs --help/);
    const option = await cli('build', '--outt', 'x');
    expect(option.code).toBe(2);
    expect(option.err.trim().split('\n')).toHaveLength(1);
    expect(option.err).toContain('hpcdocs build --help');
  });

  it('should say there is no config when run outside a site', async () => {
    const result = await cli('check', '--config', scratch);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no config file found');
    expect(result.err).toContain('hpcdocs init');
  });
});

describe('given `hpcdocs init my-docs`', () => {
  const dir = join(scratch, 'my-docs');

  it('should write the starter site: config, package.json, three docs and a sidebar category', async () => {
    const result = await cli('init', dir);
    expect(result.code).toBe(0);
    expect(result.out).toContain('npm install');
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.name).toBe('my-docs');
    expect(manifest.scripts['build']).toBe('hpcdocs build');
    expect(Object.keys(manifest.dependencies)).toContain('@hpcdocs/site');
    expect(readFileSync(join(dir, 'hpcdocs.config.ts'), 'utf8')).toContain("title: 'My docs'");
    const configure = readFileSync(join(dir, 'docs/guides/configure.mdx'), 'utf8');
    expect(configure).toContain('<Tabs');
    expect(configure).toContain(':::note');
    expect(readFileSync(join(dir, 'docs/guides/install.md'), 'utf8')).toContain('```');
    expect(JSON.parse(readFileSync(join(dir, 'docs/guides/_category_.json'), 'utf8'))).toHaveProperty('label');
  });

  it('should refuse a folder that is not empty, changing nothing', async () => {
    const before = readFileSync(join(dir, 'hpcdocs.config.ts'), 'utf8');
    const result = await cli('init', dir);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/is not empty/);
    expect(readFileSync(join(dir, 'hpcdocs.config.ts'), 'utf8')).toBe(before);
  });

  it('should pass `hpcdocs check` as written', async () => {
    const result = await command('check', '--config', dir);
    expect(result.err).toBe('');
    expect(result.out).toMatch(/the config and 3 docs are fine/);
    expect(result.code).toBe(0);
  });

  it('should make `hpcdocs check` name the file and line of a broken link, and end with one line', async () => {
    const intro = join(dir, 'docs/intro.md');
    const text = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${text}\nSee [the missing page](./missing.md).\n`);
    try {
      const result = await command('check', '--config', dir);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/docs\/intro\.md:\d+:\d+ -> \.\/missing\.md: broken link/);
      expect(result.err.trim().split('\n').at(-1)).toMatch(/^hpcdocs check: 1 problem\(s\) in 3 docs/);
    } finally {
      writeFileSync(intro, text);
    }
  });

  it('should make `hpcdocs check` report a misspelt config key with a did-you-mean', async () => {
    const file = join(dir, 'hpcdocs.config.ts');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('  tagline:', '  tagLine:'));
    try {
      const result = await command('check', '--config', dir);
      expect(result.code).toBe(1);
      expect(result.err).toContain('tagLine');
      expect(result.err).toContain('tagline');
    } finally {
      writeFileSync(file, text);
    }
  });
});

describe('given `hpcdocs check` on a site moved from Docusaurus', () => {
  const dir = join(scratch, 'moved');
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('hpcdocs.config.ts', "export default { title: 'Moved', url: 'https://docs.example.com', docs: { path: 'docs', routeBasePath: '/' } };\n");
  write('docs/intro.md', "---\ntitle: Intro\ntags: [a]\n---\n\nimport Shot from '@site/src/components/Shot';\n\n<Shot />\n\nSee [the guide](./guide.md) and [gone](./gone.md).\n");
  write('docs/guide.md', '---\ntitle: Guide\nimage: /img/x.png\n---\n\n<Shot />\n\n<Card />\n');
  write('src/theme/Footer/index.js', 'export default function Footer() { return null; }\n');

  it('should group every problem by kind with its count, the names and the first file:line:column, then exit 1', async () => {
    const result = await command('check', '--config', dir);
    expect(result.code).toBe(1);
    // <Shot> is imported in intro.md (from a file that is not there), and used without an import in guide.md.
    expect(result.err).toMatch(/^Unknown MDX component: 2 problems \(<Card> 1, <Shot> 1\)\n {2}\S*docs\/guide\.md:6:1: Unknown MDX component <Shot>\.\n/m);
    expect(result.err).toContain('  … and 1 more (hpcdocs check --all lists them)');
    expect(result.err).toMatch(/^Broken link: 1 problem \("gone\.md" 1\)\n {2}\S*docs\/intro\.md:\d+:\d+ -> \.\/gone\.md: broken link/m);
    expect(result.err).toMatch(/^Import of a missing file: 1 problem \("@site\/src\/components\/Shot" 1\)\n {2}\S*docs\/intro\.md:6:18: The import/m);
    // Constructs that are left out without stopping a build are counted as warnings.
    expect(result.err).toMatch(/^Swizzled theme component ignored: 1 warning\n {2}\S*src\/theme\/Footer\/index\.js:1:1:/m);
    expect(result.err).toMatch(/^4 problem\(s\) and 1 warning\(s\) in 2 docs, by kind:\n {2}2 {2}Unknown MDX component {2}\(first: \S*docs\/guide\.md:6:1\)\n {2}1 {2}Broken link/m);
    expect(result.err.trim().split('\n').at(-1)).toBe('hpcdocs check: 4 problem(s) and 1 warning(s) in 2 docs (above).');
  });

  it('should list every finding of each kind with --all', async () => {
    const result = await command('check', '--config', dir, '--all');
    expect(result.err.match(/Unknown MDX component <\w+>\./g)).toHaveLength(2);
    expect(result.err).not.toContain('--all lists them');
  });

  it('should print the findings and groups as JSON with --json, with the same exit code', async () => {
    const result = await command('check', '--config', dir, '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as { ok: boolean; docs: number; problems: { kind: string; file: string; line: number }[]; warnings: unknown[]; groups: { kind: string; count: number; first: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(4);
    expect(report.warnings).toHaveLength(1);
    expect(report.groups[0]).toMatchObject({ kind: 'Unknown MDX component', severity: 'error', count: 2 });
    expect(report.groups[0]?.first).toMatch(/docs\/guide\.md:\d+:\d+$/);
  });

  it('should pass a site with warnings only, unless --strict', async () => {
    write('docs/intro.md', '---\ntitle: Intro\nauthor: someone\n---\n\nSee [the guide](./guide.md).\n');
    write('docs/guide.md', '---\ntitle: Guide\n---\n\nText.\n');
    const lenient = await command('check', '--config', dir);
    expect(lenient.code).toBe(0);
    expect(lenient.out).toContain('the config and 2 docs are fine (2 warning(s), above)');
    const strict = await command('check', '--config', dir, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.err.trim().split('\n').at(-1)).toBe('hpcdocs check: 0 problem(s) and 2 warning(s) in 2 docs (above).');
  });
});

describe('given the build progress', () => {
  const record = (isTTY: boolean) => {
    let out = '';
    const printer = progressPrinter({ out: (text) => void (out += text), err: () => undefined, isTTY });
    printer.onProgress({ phase: 'bundles' });
    printer.onProgress({ phase: 'content' });
    for (let done = 0; done <= 3; done += 1) printer.onProgress({ phase: 'content', done, total: 3 });
    printer.onProgress({ phase: 'prerender' });
    printer.end();
    return out;
  };

  it('should rewrite one line on a terminal with the docs processed of the total, and clear it at the end', () => {
    const out = record(true);
    expect(out).toContain('\r  processing the docs 3/3…');
    expect(out).not.toContain('\n');
    expect(out.endsWith('\r')).toBe(true);
  });

  it('should print one line per phase to a log', () => {
    expect(record(false).split('\n').filter(Boolean)).toEqual(['  bundling the app (client and server)', '  processing the docs', '  writing the pages and the search index']);
  });
});
