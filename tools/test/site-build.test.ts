/**
 * The site build as a whole (`hpcdocs build`, here with our site's config): it builds any folder
 * of docs given with --docs, and a failed build
 * (broken link, bad frontmatter, a slug that escapes) exits non-zero and leaves the previous output
 * untouched; an interrupted one leaves no temporary folder behind, and the next build removes
 * those of builds that could not clean up.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tree } from '../../libs/site/test/tree.js';

const root = resolve(import.meta.dirname, '../..');
let work: string;
// NODE_ENV as a shell leaves it (unset): the command itself must make React render in production mode.
const env = { ...process.env, NX_DAEMON: 'false', NODE_ENV: undefined, VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined };
const buildArgs = (content: string, out: string, ...extra: string[]) => [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'build', '--config', resolve(root, 'apps/docs'), '--docs', join(content, 'docs'), '--out', out, '--cache', join(content, 'content-cache.json'), ...extra];

/** A build in its own process; `output` is what it printed, stdout and stderr together. */
function build(content: string, out: string, ...extra: string[]) {
  const run = spawnSync(process.execPath, buildArgs(content, out, ...extra), { cwd: root, encoding: 'utf8', env });
  return { ...run, output: `${run.stdout}${run.stderr}` };
}

async function site(dir: string, docs: Record<string, string>) {
  await rm(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(docs)) {
    await mkdir(join(dir, 'docs', path, '..'), { recursive: true });
    await writeFile(join(dir, 'docs', path), text);
  }
}

/** Folders beside `out` named like its temporary and previous-output folders. */
const leftovers = (out: string) => readdirSync(dirname(out)).filter((name) => name.startsWith(`${basename(out)}.`));

/** A pid no process has: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hpc-site-build-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('given a folder of Docusaurus-style docs', () => {
  it('should build it, then refuse a broken link and keep the previous output', async () => {
    const content = join(work, 'content');
    const out = join(work, 'out');
    await site(content, {
      'intro/index.md': '---\ntitle: Intro\n---\n\n## One\n\nSee [the guide](../guide.md#two).\n\n## Three\n\nText.\n',
      'guide.md': '---\ntitle: Guide\n---\n\n## Two\n\nText.\n\n## Four\n\nText.\n',
    });
    const first = build(content, out);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.output).not.toContain("React's development build");
    const html = readFileSync(join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('the guide');
    // The search index is built on its own thread while pages render: the site's manifest, which
    // each page names, names its file.
    expect(html).toContain('"manifest":"/doc/assets/content/manifest.json"');
    const manifest = JSON.parse(readFileSync(join(out, 'assets/content/manifest.json'), 'utf8')) as { search: string };
    const searchUrl = /^\/doc\/(.+)$/.exec(manifest.search)?.[1];
    expect(searchUrl).toMatch(/^assets\/search\/search-index\.\w+\.json$/);
    expect(existsSync(join(out, searchUrl as string))).toBe(true);

    await writeFile(join(content, 'docs/guide.md'), '---\ntitle: Guide\nsidebar_position: first\n---\n\n## Two\n\nSee [nowhere](./missing.md).\n');
    const second = build(content, out);
    expect(second.status).not.toBe(0);
    expect(second.output).toContain('guide.md:3:1: Frontmatter "sidebar_position" must be a number');
    expect(second.output).toMatch(/guide\.md:\d+:\d+ -> \.\/missing\.md: broken link/);
    // The last line says what happened, once, and that the old site stands.
    expect(second.stderr.trim().split('\n').at(-1)).toMatch(/^hpcdocs build: 2 problem\(s\) \(above\); the previous site in .* was left as it was\.$/);
    expect(second.output).not.toContain('unexpected error');
    expect(readFileSync(join(out, 'docs/intro/index.html'), 'utf8')).toBe(html);
    expect(leftovers(out)).toEqual([]);
  }, 240_000);
});

describe('given slugs written to escape the output folder or replace other pages', () => {
  it('should refuse each at its slug line, write nothing outside, keep the previous output, and clear folders of dead builds', async () => {
    const content = join(work, 'escape/content');
    const out = join(work, 'escape/out/site');
    await site(content, { 'intro.md': '# Intro\n\nText.\n' });
    const first = build(content, out);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    const landing = readFileSync(join(out, 'index.html'), 'utf8');

    await site(content, {
      'intro.md': '# Intro\n\nText.\n',
      'escape.md': '---\ntitle: Escape\nslug: ../../../../../../x/escape-slug\n---\n\nText.\n',
      'landing.md': '---\ntitle: Landing\nslug: /..\n---\n\nText.\n',
      'encoded.md': '---\ntitle: Encoded\nslug: a%2Fb\n---\n\nText.\n',
      'quickstart/index.md': '# Quick start\n',
      'quickstart.md': '---\ntitle: Quick\nslug: /quickstart\n---\n\nText.\n',
    });
    // Folders of builds that died without cleaning up: removed by the next build, whatever its outcome.
    const dead = deadPid();
    await mkdir(join(`${out}.tmp-${dead}`, 'docs'), { recursive: true });
    await mkdir(`${out}.old-${dead}`, { recursive: true });
    const second = build(content, out);
    expect(second.status).not.toBe(0);
    expect(second.stderr).not.toMatch(/at .*\.(?:js|ts):\d+/);
    expect(second.output).toContain('escape.md:3:1: Frontmatter "slug" contains a ".." segment: "../../../../../../x/escape-slug".');
    expect(second.output).toContain('landing.md:3:1: Frontmatter "slug" contains a ".." segment: "/..".');
    expect(second.output).toContain('encoded.md:3:1: Frontmatter "slug" contains an encoded slash (%2F or %5C): "a%2Fb".');
    expect(second.output).toMatch(/quickstart\.md:3:1: Duplicate route \/doc\/docs\/quickstart: also produced by .*quickstart\/index\.md \(as \/doc\/docs\/quickstart\/\)/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(landing);
    // Where the page would have gone: the output folder's docs/ folder, six levels up.
    expect(existsSync(resolve(out, 'docs/../../../../../../x/escape-slug'))).toBe(false);
    expect(leftovers(out)).toEqual([]);
  }, 240_000);
});

describe('given --out at the docs folder, the folder around it or the site', () => {
  it('should refuse each before writing anything, exit non-zero and delete no doc', async () => {
    const content = join(work, 'out-at-sources/content');
    await site(content, { 'intro.md': '# Intro\n\nText.\n', 'guide/setup.md': '# Setup\n\nText.\n' });
    const docs = () => readdirSync(join(content, 'docs'), { recursive: true, encoding: 'utf8' }).sort();
    const before = docs();
    for (const [out, what] of [
      [join(content, 'docs'), 'is the docs folder'],
      [content, 'holds the docs folder'],
      [join(content, 'docs/guide'), 'is inside the docs folder'],
      [resolve(root, 'apps/docs'), "is the site's folder"],
    ] as const) {
      const run = build(content, out);
      expect(run.status, out).not.toBe(0);
      expect(run.output).toContain(`the output folder ${out.startsWith(root) ? out.slice(root.length + 1) : out} ${what}`);
      expect(run.output).not.toContain('unexpected error');
      expect(docs()).toEqual(before);
      expect(readFileSync(join(content, 'docs/intro.md'), 'utf8')).toBe('# Intro\n\nText.\n');
    }
    expect(existsSync(resolve(root, 'apps/docs/hpcdocs.config.ts'))).toBe(true);
  }, 120_000);
});

describe('given a build that is interrupted', () => {
  it('should remove its temporary folder on SIGTERM and leave the previous output', async () => {
    const content = join(work, 'killed/content');
    const out = join(work, 'killed/out');
    // Enough pages that the build spends a while writing into its temporary folder.
    await site(content, Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`page-${i}.md`, `# Page ${i}\n\n${'Some text to render. '.repeat(200)}\n`])));
    const first = build(content, out);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    const landing = readFileSync(join(out, 'index.html'), 'utf8');

    // The build runs in its own process group, as a terminal's Ctrl-C or a CI runner would signal it.
    const child = spawn(process.execPath, buildArgs(content, out), { cwd: root, env, detached: true, stdio: 'ignore' });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const tmpPid = await new Promise<number>((found, failed) => {
      const check = () => {
        const name = leftovers(out).find((entry) => /\.tmp-\d+$/.test(entry));
        if (name) {
          watcher.close();
          found(Number(/(\d+)$/.exec(name)?.[1]));
        }
      };
      const watcher = watch(dirname(out), check);
      check();
      void exited.then(() => failed(new Error('the build finished before its temporary folder was seen')));
    });
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
    // The build itself (run-ts's child) cleans up before the signal ends it.
    await expect.poll(() => isRunning(tmpPid)).toBe(false);
    expect(leftovers(out)).toEqual([]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(landing);
  }, 240_000);

  it('should remove the temporary folder on SIGINT and on an exception (the staging step alone, in a child process)', async () => {
    const out = join(work, 'staged/out');
    await mkdir(dirname(out), { recursive: true });
    const script = join(work, 'staging-probe.ts');
    await writeFile(
      script,
      [
        `import { writeFileSync } from 'node:fs';`,
        `import { stageOutput } from ${JSON.stringify(resolve(root, 'libs/site/src/build/output-folder.ts'))};`,
        `const staged = await stageOutput(${JSON.stringify(out)});`,
        `writeFileSync(staged.dir + '/page.html', 'x');`,
        `if (process.argv[2] === 'throw') { try { throw new Error('boom'); } finally { await staged.discard(); } }`,
        // Twelve more, as a site's other locales are staged before any is put in place.
        `for (let i = 0; i < 12; i += 1) await stageOutput(${JSON.stringify(`${out}-locale-`)} + i);`,
        `console.log('staged, SIGINT listeners: ' + process.listenerCount('SIGINT'));`,
        `setInterval(() => {}, 1000);`,
      ].join('\n'),
    );
    const probe = (...args: string[]) => [resolve(root, 'tools/scripts/run-ts.mjs'), script, ...args];
    const thrown = spawnSync(process.execPath, probe('throw'), { cwd: root, encoding: 'utf8', env });
    expect(thrown.stderr).toContain('boom');
    expect(leftovers(out)).toEqual([]);

    const child = spawn(process.execPath, probe(), { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (data: Buffer) => (errors += String(data)));
    const said = await new Promise<string>((ready) => child.stdout?.on('data', (data: Buffer) => String(data).includes('staged') && ready(String(data))));
    // One listener for all thirteen (Node warns of a leak from eleven on).
    expect(/SIGINT listeners: (\d+)/.exec(said)?.[1]).toBe('1');
    const [name] = leftovers(out);
    expect(name).toMatch(/\.tmp-\d+$/);
    expect(readdirSync(dirname(out)).filter((entry) => entry.startsWith('out-locale-'))).toHaveLength(12);
    process.kill(-(child.pid as number), 'SIGINT');
    await expect.poll(() => isRunning(Number(/(\d+)$/.exec(name ?? '')?.[1]))).toBe(false);
    expect(leftovers(out)).toEqual([]);
    expect(readdirSync(dirname(out)).filter((entry) => entry.startsWith('out-locale-'))).toEqual([]);
    expect(errors).not.toContain('MaxListenersExceededWarning');
  }, 120_000);
});

/** Partials eight deep, each using the next ten times (a hundred million uses). */
const partialBomb = Object.fromEntries(
  Array.from({ length: 8 }, (_, level) => [`_p${level}.mdx`, `${level < 7 ? `import Next from './_p${level + 1}.mdx';\n\n${'<Next />\n\n'.repeat(10)}` : ''}Level ${level}: ${'text '.repeat(30)}\n`]),
);

/** A site of one doc, built into `<name>/out`: its folders and the output's files, to compare with after a failed build. */
async function builtIntro(name: string) {
  const content = join(work, name, 'content');
  const out = join(work, name, 'out');
  await site(content, { 'intro.md': '# Intro\n\nText.\n' });
  const first = build(content, out);
  expect(first.status, first.stdout + first.stderr).toBe(0);
  return { content, out, before: tree(out) };
}

describe('given docs written to publish a secret, break the output or outlast the build', () => {
  it('should refuse each at the doc, stop soon, and leave the previous output byte-identical', async () => {
    const { content, out, before } = await builtIntro('hostile');

    await site(content, {
      'intro.md': '# Intro\n\nText.\n',
      'long-slug.md': `---\ntitle: Long\nslug: /${'b'.repeat(300)}\n---\n\nText.\n`,
      'tagged.md': "---\ntitle: Tagged\ntags: [{label: Evil, permalink: '../../../x'}]\n---\n\nText.\n",
      'edit.md': '---\ntitle: Edit\ncustom_edit_url: "data:text/html,<script>alert(1)</script>"\n---\n\nText.\n',
      'huge.md': `# Huge\n\n${'word '.repeat(400_000)}\n`,
      'bomb.mdx': "# Bomb\n\nimport Bomb from './_p0.mdx';\n\n<Bomb />\n",
      ...partialBomb,
    });
    await symlink('/proc/self/environ', join(content, 'docs/env.md'));
    const second = build(content, out);
    expect(second.status).not.toBe(0);
    expect(second.output).toMatch(/docs\/env\.md:1:1: The doc is a link to \/proc\/\d+\/environ, outside the docs folder /);
    expect(second.output).toContain('long-slug.md:3:1: Frontmatter "slug" has a part of 300 bytes between slashes (the limit is 200');
    expect(second.output).toContain('tagged.md:3:1: The tag "Evil" cannot have a page: its URL part "../../../x" contains a ".." segment.');
    expect(second.output).toContain('edit.md:3:1: Frontmatter "custom_edit_url" must be an http(s) URL or a path on the site');
    expect(second.output).toContain('huge.md:1:1: The document is 2,000,009 characters long; the limit is 2,000,000.');
    expect(second.output).toMatch(/_p6\.mdx:17:1: This doc includes partials more than 10,000 times in all; stopped at <Next> .* \(in a partial included at .*bomb\.mdx:5:1\)/);
    expect(second.output).not.toMatch(/unexpected error|ENAMETOOLONG|\n\s+at /);
    expect(tree(out)).toEqual(before);
    expect(leftovers(out)).toEqual([]);
  }, 240_000);

  it('should name the doc whose sections put the search index over its budget, and keep the previous output', async () => {
    const { content, out, before } = await builtIntro('budget');
    // Five references of just under 5,000 sections each (a doc may have 5,000 headings): 23,500 in all.
    const reference = (part: string, sections: number) => `# Reference ${part}\n\n${Array.from({ length: sections }, (_, i) => `## Call ${part}${i.toString(36)}x${(i * 7919).toString(36)}\n`).join('\n')}`;
    const references = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((part, i) => [`reference-${part}.md`, reference(part, 4_900 - i * 100)]));
    await site(content, { 'intro.md': '# Intro\n\nText.\n', ...references });
    const second = build(content, out);
    expect(second.status).not.toBe(0);
    expect(second.output).toMatch(/over the budget of \d+ bytes\. The docs with the most sections: reference-a \(\/doc\/docs\/reference-a, 4,900 sections\), reference-b \(\/doc\/docs\/reference-b, 4,800 sections\)/);
    expect(tree(out)).toEqual(before);
  }, 240_000);
});

describe('given site code that never finishes', () => {
  const siteDir = () => join(work, 'site-code');
  /** The site (its own config, no imports: it loads from anywhere) with `files` written over it, built in a child process with a 5 s limit per step. */
  async function siteWith(config: string, files: Record<string, string>, seconds = '5') {
    // A site finds its sidebars module by name too: a hanging one of an earlier case must not stay.
    await rm(join(siteDir(), 'sidebars.mjs'), { force: true });
    const fine = { 'sidebars.js': "module.exports = { tutorialSidebar: ['intro', 'other'] };\n" };
    for (const [path, text] of Object.entries({ 'hpcdocs.config.ts': config, 'docs/intro.md': '# Intro\n\nText.\n', 'docs/other.md': '# Other\n\nText.\n', ...fine, ...files })) {
      await mkdir(dirname(join(siteDir(), path)), { recursive: true });
      await writeFile(join(siteDir(), path), text);
    }
    const run = spawnSync(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'libs/site/src/cli/main.ts'), 'build', '--config', siteDir()], { cwd: root, encoding: 'utf8', env: { ...env, HPCDOCS_SITE_CODE_TIMEOUT: seconds } });
    return { ...run, output: `${run.stdout}${run.stderr}` };
  }
  const config = (extra: string) => `export default { title: 'Site code', url: 'https://example.com', ${extra} };\n`;

  it('should stop a sidebars module or a plugin that loops, waits forever or allocates forever, name it, and keep the previous output', async () => {
    const fine = await siteWith(config("docs: { sidebarPath: './sidebars.js' }"), {});
    expect(fine.status, fine.output).toBe(0);
    const out = join(siteDir(), 'build');
    const before = tree(out);
    // [config, files, the message, the time limit in seconds (default 5)]
    const cases: [string, Record<string, string>, RegExp, string?][] = [
      [config("docs: { sidebarPath: './sidebars.js' }"), { 'sidebars.js': 'while (true) {}\n' }, /The sidebars module .*sidebars\.js did not finish within 5 s: it may loop forever/],
      [config("docs: { sidebarPath: './sidebars.mjs' }"), { 'sidebars.mjs': 'await new Promise(() => {});\nexport default {};\n' }, /The sidebars module .*sidebars\.mjs (?:stopped without finishing: it waits for a promise that never settles|did not finish within 5 s)/],
      [config("docs: { sidebarPath: './sidebars.js' }"), { 'sidebars.js': 'const kept = [];\nwhile (true) kept.push(new Array(1e6).fill(1));\n' }, /The sidebars module .*sidebars\.js ran out of memory \(over 512 MB\)/, '120'],
      [config("remarkPlugins: [function remarkLoop() { return (tree, file) => { if (file.path.endsWith('other.md')) for (;;) {} }; }]"), {}, /The plugin remarkPlugins\[0\] \(remarkLoop\) of .*hpcdocs\.config\.ts, on .*other\.md, did not finish within 5 s/],
      // A promise that never settles (above too): the thread either empties its event loop or, on a
      // busy machine, runs out of time first.
      [config('rehypePlugins: [function rehypeWait() { return () => new Promise(() => {}); }]'), {}, /The plugin rehypePlugins\[0\] \(rehypeWait\) of .*hpcdocs\.config\.ts, on .*\.md, (?:stopped without finishing|did not finish within 5 s)/],
    ];
    for (const [text, files, message, seconds] of cases) {
      // The memory case has time enough to reach the memory limit on a busy machine.
      const run = await siteWith(text, files, seconds);
      expect(run.status, run.output).not.toBe(0);
      expect(run.output).toMatch(message);
      expect(run.output).not.toMatch(/unexpected error|\n\s+at /);
      expect(tree(out)).toEqual(before);
    }
  }, 600_000);
});
