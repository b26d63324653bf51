/**
 * Bad input, as a team meets it with the installed command: each case breaks a working site one
 * way (its code, its config, its docs, its install), then `hpcdocs check` and `hpcdocs build` run.
 * `check` must predict the build: both stop, with the file and place at fault and what to do, or
 * both pass. Nothing may reach the team as an unexpected error, a stack trace or colour codes in
 * a log. The pipeline's own error fixtures run through both commands too, as docs of one site.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './packages.js';
import { createSite, hpcdocs, install, removeFolder, teamFolder, type CommandResult } from './team.js';

/** One way to break the site: files to write (null removes), a config edit, folders moved away. */
interface BrokenSite {
  readonly name: string;
  readonly files?: Readonly<Record<string, string | null>>;
  readonly config?: (text: string) => string;
  readonly hide?: readonly string[];
  /** What both commands must say, and whether they stop (true) or pass with it as a warning. */
  readonly says: RegExp;
  readonly stops: boolean;
}

const withComponent = (text: string) => text.replace("  docs: { path: 'docs'", "  components: { Box: './src/components/Box.tsx' },\n  docs: { path: 'docs'");
const BOX_DOC = { 'docs/box.mdx': '---\ntitle: Box\n---\n\n<Box>inside</Box>\n' };
const box = (source: string) => ({ ...BOX_DOC, 'src/components/Box.tsx': source });

const CASES: readonly BrokenSite[] = [
  {
    name: 'a component imports a .scss file and Sass is not installed',
    files: { ...box("import styles from './Box.module.scss';\nexport default function Box(p: { children?: unknown }) { return <div className={styles.box}>{p.children as never}</div>; }\n"), 'src/components/Box.module.scss': '.box { .inner { color: red; } }\n' },
    config: withComponent,
    says: /src\/components\/Box\.module\.scss:1:1: is written in Sass, whose compiler is not installed in this site: install it \(npm i -D sass\)/,
    stops: true,
  },
  {
    name: 'a component imports a package the site has not installed',
    files: box("import clsx from 'clsx';\nimport PropTypes from 'prop-types';\nexport default function Box() { return <div className={clsx('a')} data-types={String(PropTypes)} />; }\n"),
    config: withComponent,
    says: /src\/components\/Box\.tsx:1:18: imports "clsx", which is not installed in this site: install it in the site's folder \(npm i clsx\)/,
    stops: true,
  },
  {
    name: 'an MDX file is named under components',
    files: { ...BOX_DOC, 'src/components/Box.mdx': '# Box\n\nSome *text*.\n' },
    config: (text) => text.replace("  docs: { path: 'docs'", "  components: { Box: './src/components/Box.mdx' },\n  docs: { path: 'docs'"),
    says: /components\.Box: "\.\/src\/components\/Box\.mdx" is not a JavaScript or TypeScript module/,
    stops: true,
  },
  {
    name: 'a component does not parse',
    files: box('export default function Box() { return <div>; }\n'),
    config: withComponent,
    says: /src\/components\/Box\.tsx:1:\d+: is not valid JavaScript, TypeScript or JSX/,
    stops: true,
  },
  {
    name: "the App imports SiteApp from the command's entry",
    files: { 'src/App.tsx': "import { SiteApp } from '@hpcdocs/site';\nexport default function App(props: never) { return <SiteApp {...(props as object)} />; }\n" },
    config: (text) => text.replace("  docs: { path: 'docs'", "  app: './src/App.tsx',\n  docs: { path: 'docs'"),
    says: /src\/App\.tsx:1:\d+: imports "@hpcdocs\/site" .* import SiteApp, SiteProviders or useSiteData from "@hpcdocs\/site\/app"/,
    stops: true,
  },
  {
    name: 'the tsconfig extends a package that is not installed',
    files: { 'tsconfig.json': '{\n  // as a Docusaurus site has it\n  "extends": "@tsconfig/docusaurus/tsconfig.json",\n  "compilerOptions": { "jsx": "react-jsx" }\n}\n', ...box('export default function Box() { return <div>box</div>; }\n') },
    config: withComponent,
    says: /tsconfig\.json:3:14: "extends" names "@tsconfig\/docusaurus\/tsconfig\.json", which is not installed: install it in the site's folder \(npm i -D @tsconfig\/docusaurus\)/,
    stops: false,
  },
  {
    name: 'a doc has a 300-character slug',
    files: { 'docs/long.md': `---\ntitle: Long\nslug: /${'a'.repeat(300)}\n---\n\nText.\n` },
    says: /docs\/long\.md:3:1: .*slug|doc "long".*shorter slug/i,
    stops: true,
  },
  {
    name: "a doc's front matter is a YAML alias bomb",
    files: { 'docs/bomb.md': ['---', 'title: Bomb', 'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]', ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array.from({ length: 9 }, () => `*${'abcdefgh'[i] ?? 'a'}`).join(', ')}]`), '---', '', 'Text.', ''].join('\n') },
    says: /docs\/bomb\.md:4:\d+: Invalid YAML in frontmatter: its aliases/,
    stops: true,
  },
  {
    name: 'the site has no React installed',
    hide: ['node_modules/react', 'node_modules/react-dom'],
    says: /this site has no react or react-dom installed.*npm i react@19 react-dom@19/,
    stops: true,
  },
  {
    name: 'the config does not parse',
    config: (text) => text.replace("  tagline: 'Everything", "  tagline: 'x' +,\n  other: 'Everything"),
    says: /hpcdocs\.config\.ts has a problem:\n {2}could not be loaded: .*\(at hpcdocs\.config\.ts:\d+:\d+\)/,
    stops: true,
  },
  {
    name: 'the config has a key of Docusaurus',
    config: (text) => text.replace('  baseUrl:', "  themeConfig: { navbar: { items: [] } },\n  baseUrl:"),
    says: /themeConfig: unknown key\. "themeConfig" is a Docusaurus setting: .*"Coming from Docusaurus"/,
    stops: true,
  },
];

/** What no command may print, whatever its input. */
function expectNoInternals(result: CommandResult | undefined): void {
  expect(result?.output).not.toMatch(/unexpected error|Please report it/);
  // A stack trace's frames, and terminal colour codes in a log.
  expect(result?.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result?.output).not.toContain('\u001b[');
}

describe('given a working site from the registry, broken one way at a time', () => {
  const root = teamFolder('errors');
  let site = '';
  const results = new Map<string, { check: CommandResult; build: CommandResult }>();

  /** Applies `broken`, runs `check` and `build` (and `more` commands), and puts the site back as it was. */
  async function runBroken(broken: BrokenSite, more: readonly (readonly string[])[] = []): Promise<{ check: CommandResult; build: CommandResult; more: CommandResult[] }> {
    const saved = new Map<string, string | null>();
    const touch = (path: string, text: string | null) => {
      const file = join(site, path);
      if (!saved.has(path)) saved.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null);
      if (text === null) rmSync(file, { force: true });
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    };
    for (const [path, text] of Object.entries(broken.files ?? {})) touch(path, text);
    if (broken.config) touch('hpcdocs.config.ts', broken.config(readFileSync(join(site, 'hpcdocs.config.ts'), 'utf8')));
    for (const path of broken.hide ?? []) renameSync(join(site, path), join(site, `${path}.away`));
    try {
      const check = await hpcdocs(site, ['check'], 200_000);
      const build = await hpcdocs(site, ['build'], 300_000);
      const others: CommandResult[] = [];
      for (const args of more) others.push(await hpcdocs(site, args, 200_000));
      return { check, build, more: others };
    } finally {
      for (const path of broken.hide ?? []) renameSync(join(site, `${path}.away`), join(site, path));
      for (const [path, text] of saved) {
        if (text === null) rmSync(join(site, path), { force: true });
        else writeFileSync(join(site, path), text);
      }
    }
  }

  beforeAll(async () => {
    site = (await createSite(root, 'my-docs')).site;
    await install(site);
    const fine = await hpcdocs(site, ['build'], 300_000);
    if (fine.code !== 0) throw new Error(`the unbroken site does not build:\n${fine.output}`);
  }, 900_000);

  afterAll(() => removeFolder(root));

  describe.each(CASES)('when $name', (broken) => {
    it(`should have check and build ${broken.stops ? 'both stop' : 'both pass'}, saying where and what to do`, async () => {
      const { check, build } = await runBroken(broken);
      results.set(broken.name, { check, build });
      for (const [command, run] of Object.entries({ check, build })) {
        expect([command, run.output]).toEqual([command, expect.stringMatching(broken.says)]);
        expect([command, run.code]).toEqual([command, broken.stops ? 1 : 0]);
        expectNoInternals(run);
      }
    });

    if (broken.stops) {
      it('should leave the last good build in place', () => {
        expect(results.get(broken.name)?.build.output).toMatch(/the previous site in build was left as it was|has a problem|has \d+ problems|no react/);
        expect(existsSync(join(site, 'build/index.html'))).toBe(true);
      });
    }
  });

  describe("when its docs are the pipeline's error fixtures, each in a folder of its own", () => {
    const fixtures = join(workspaceRoot, 'libs/content-pipeline/test/fixtures');
    const names = readdirSync(fixtures).filter((name) => name.startsWith('err-'));

    it('should have check and build report a problem in every one of them, and stop', async () => {
      const files: Record<string, string | null> = {};
      // A fixture's docs move into a folder of their own: their absolute slugs move with them.
      const copy = (from: string, to: string, slugPrefix: string) => {
        for (const entry of readdirSync(from, { withFileTypes: true })) {
          if (entry.isDirectory()) copy(join(from, entry.name), `${to}/${entry.name}`, slugPrefix);
          else files[`${to}/${entry.name}`] = readFileSync(join(from, entry.name), 'utf8').replace(/^slug:\s*\/(?!\/)/m, `slug: /${slugPrefix}`);
        }
      };
      for (const name of names) {
        const dir = join(fixtures, name);
        if (existsSync(join(dir, 'docs'))) copy(join(dir, 'docs'), `docs/${name}`, `${name}/`);
        else for (const input of ['input.md', 'input.mdx']) if (existsSync(join(dir, input))) files[`docs/${name}/${input}`] = readFileSync(join(dir, input), 'utf8');
        if (existsSync(join(dir, 'src'))) copy(join(dir, 'src'), 'src', '');
      }
      const { check, build, more } = await runBroken({ name: 'fixtures', files, says: /./, stops: true }, [['check', '--all']]);
      const all = more[0];
      expect(check.code).toBe(1);
      expect(build.code).toBe(1);
      if (!all) throw new Error('check --all did not run');
      for (const run of [check, build, all]) expectNoInternals(run);
      const missing = names.filter((name) => !all.output.includes(`docs/${name}/`) || !build.output.includes(`docs/${name}/`));
      expect(missing).toEqual([]);
    });
  });
});
