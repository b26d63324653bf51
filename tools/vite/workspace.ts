/**
 * Shared Vite settings for the workspace's projects.
 * In the workspace, `@hpcdocs/*` packages resolve to their TypeScript sources through the custom
 * export condition `@hpcdocs/source`; published packages resolve to `dist/`.
 */
import { builtinModules } from 'node:module';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import dts from 'vite-plugin-dts';
import { defaultClientConditions, defaultServerConditions, type Plugin, type PluginOption, type UserConfig } from 'vite';

/** Export condition under which each lib's package.json points at its `src/` (workspace only; never set by consumers). */
export const SOURCE_CONDITION = '@hpcdocs/source';

/** Resolve options that make workspace packages resolve to source, for client and SSR. */
export function workspaceResolve(): Pick<UserConfig, 'resolve' | 'ssr'> {
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: {
      resolve: {
        conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        externalConditions: [SOURCE_CONDITION, 'node', 'module-sync'],
      },
    },
  };
}

/** What a lib builds: its folder and its entry points. */
export interface LibraryOptions {
  /** Absolute path of the lib's folder. */
  readonly root: string;
  /** Entry name -> source file, relative to root. */
  readonly entries: Readonly<Record<string, string>>;
  /** Name of the single CSS file, without `.css` (libs that ship styles). Default: Vite's own. */
  readonly cssFileName?: string;
}

/** Files that never ship: tests, stories, Storybook docs pages, test fixtures. */
const NOT_SHIPPED = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/**/*.mdx', 'src/**/fixtures.ts', 'src/**/fixtures/**'];

/**
 * `.d.ts` files for a lib's build, one per source module under `dist/` (mirroring `src/`), so
 * `dist/server/index.d.ts` types `dist/server.js`. Declarations that no entry reaches (test helpers,
 * fixtures) are deleted, so the package ships only its public types. Storybook filters this plugin out.
 */
export function libraryTypes({ root, entries }: LibraryOptions): PluginOption {
  const srcDir = resolve(root, 'src');
  const distDir = resolve(root, 'dist');
  const entryTypes = Object.values(entries).map((file) => resolve(distDir, relative(srcDir, resolve(root, file)).replace(/\.tsx?$/, '.d.ts')));
  return dts({
    root,
    tsconfigPath: resolve(root, 'tsconfig.json'),
    entryRoot: srcDir,
    include: ['src'],
    exclude: NOT_SHIPPED,
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, allowImportingTsExtensions: true },
    afterBuild: (emitted) => pruneUnreachable(emitted, entryTypes),
  });
}

/** Deletes emitted declaration files that no entry reaches through relative imports. */
function pruneUnreachable(emitted: ReadonlyMap<string, string>, entryTypes: readonly string[]): void {
  const reached = new Set<string>();
  const queue = entryTypes.filter((file) => emitted.has(file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of (emitted.get(file) ?? '').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), (match[1] as string).replace(/\.js$/, '.d.ts'));
      if (emitted.has(target)) queue.push(target);
    }
  }
  for (const file of emitted.keys()) if (!reached.has(file) && existsSync(file)) rmSync(file);
}

/**
 * Library-mode build: ES modules, source maps, one CSS file (`dist/<cssFileName>.css`), every
 * dependency and peer dependency external (a published lib never bundles its deps). Modules stay
 * one file each, as in `src/`: a site bundling the installed packages then splits and tree-shakes
 * them as finely as it does the sources. Merged into shared chunks, they cost a site 3 KB gzip more
 * first-load JS (93.2 against 89.9 KB on the parity fixture), because a chunk the landing page and the
 * app both import becomes a file of its own.
 */
export function libraryBuild({ root, entries, cssFileName }: LibraryOptions): NonNullable<UserConfig['build']> {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const isExternal = (id: string): boolean =>
    id.startsWith('node:') ||
    builtinModules.includes(id) ||
    deps.some((d) => id === d || id.startsWith(`${d}/`));
  return {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, resolve(root, v)])),
      formats: ['es'],
      ...(cssFileName ? { cssFileName } : {}),
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: resolve(root, 'src') },
    },
  };
}

/** `new Worker(new URL('./x.ts', import.meta.url)` in a lib's source, with the worker's path. */
const WORKER_URL = /new\s+Worker\s*\(\s*new\s+URL\s*\(\s*(['"])(\.{1,2}\/[^'"]+?)\.tsx?\1\s*,\s*import\.meta\.url\s*\)/g;
/** Stands in for `new URL(path, import.meta.url)` between the two hooks of {@link libraryWorkers}. */
const WORKER_URL_MARK = '__hpcdocsLibraryWorkerUrl';

/**
 * Leaves a lib's module workers for the site that installs it to bundle. Vite would bundle the
 * worker into the lib and write its URL as an absolute `/assets/worker-<hash>.js`, a file the
 * site's build never copies (so the page got a 404 and searched on its main thread). Instead the
 * worker ships as a module of its own, `dist/<name>.js`, and the lib keeps the literal
 * `new Worker(new URL('./<name>.js', import.meta.url))` that the site's Vite recognises and
 * bundles, under the site's base URL. A mark hides the expression from Vite's worker plugin
 * during the lib build and is replaced by it again in the output.
 */
export function libraryWorkers(): Plugin {
  return {
    name: 'hpcdocs:library-workers',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('new Worker')) return null;
      let changed = false;
      const out: string[] = [];
      let last = 0;
      for (const match of code.matchAll(WORKER_URL)) {
        const [whole, , path] = match as unknown as [string, string, string];
        const resolved = await this.resolve(`${path}.ts`, id);
        if (!resolved) this.error(`${id}: the worker ${path}.ts does not exist`);
        // Its own module in dist/, beside the modules that start it (preserveModules keeps paths).
        this.emitFile({ type: 'chunk', id: resolved.id, preserveSignature: 'strict' });
        out.push(code.slice(last, match.index), `new Worker(${WORKER_URL_MARK}(${JSON.stringify(`${path}.js`)})`);
        last = match.index + whole.length;
        changed = true;
      }
      if (!changed) return null;
      out.push(code.slice(last));
      return { code: out.join(''), map: null };
    },
    renderChunk(code) {
      if (!code.includes(WORKER_URL_MARK)) return null;
      return { code: code.replace(new RegExp(`${WORKER_URL_MARK}\\(("[^"]+")\\)`, 'g'), 'new URL($1, import.meta.url)'), map: null };
    },
  };
}

/**
 * Time limits for every project's tests, as ceilings: a test waits for a state (an element, an
 * event, a promise), never for a duration, and the limit only stops one that would hang. They are
 * several times the quiet run time, so that a machine busy with other work slows the suite down
 * without failing it (`npm test` passes with two CPU-bound processes running beside it).
 */
export const TEST_CEILINGS = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll: vitest's 1 s default fails on a loaded machine before the state arrives.
  expect: { poll: { timeout: 30_000 } },
} as const;

/** Setup file for DOM tests: the same ceiling for Testing Library's `waitFor` and `findBy*` (default 1 s). */
export const DOM_TEST_SETUP = resolve(import.meta.dirname, 'dom-test-setup.ts');

/**
 * The site plugin's virtual modules of plugin route components and of the docs version UI, as a
 * site without plugins or versions of its own has them: for the stories and tests of the site's
 * App, which run without the site's plugin.
 */
export function noPluginRouteComponents(): Plugin {
  const sources: Record<string, string> = {
    'virtual:hpcdocs/route-components': 'export const routeComponents = {};\n',
    'virtual:hpcdocs/docs-versions': 'export const versionItems = {};\nexport const VersionBanner = undefined;\nexport const VersionBadge = undefined;\nexport const withVersionContexts = (options) => options;\n',
    'virtual:hpcdocs/blog': 'export const blogRoutes = {};\n',
    'virtual:hpcdocs/locales': 'export const localeItems = {};\n',
  };
  return {
    name: 'hpcdocs:no-plugin-route-components',
    resolveId: (source) => (Object.hasOwn(sources, source) ? `\0${source}` : undefined),
    load: (loaded) => (loaded.startsWith('\0') ? sources[loaded.slice(1)] : undefined),
  };
}
