/** The Vite config of a site, made from its hpcdocs config: nothing for the site to write. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createLogger, defaultClientConditions, defaultServerConditions, type Alias, type InlineConfig, type Logger, type PluginOption, type ResolvedConfig as ResolvedViteConfig } from 'vite';
import { svgComponents } from './svg-components.js';
import type { ResolvedConfig } from '../config/load.js';
import { pageModules } from './page-modules.js';
import { servedFilesGuard, servedFolders } from './served-files.js';
import { contentDirOf } from '../content.js';
import type { InternalPlugin, PluginModules } from '../plugins/internal.js';
import { appEntry, hpcdocsSite } from './plugin.js';
import { DOCUSAURUS_MODULES, THEME_MODULES } from './docusaurus-modules.js';
import { yamlData } from './yaml-data.js';

/** Export condition under which the @hpcdocs packages point at their TypeScript sources. */
const SOURCE_CONDITION = '@hpcdocs/source';

/**
 * Whether the @hpcdocs packages are their sources (this repository's workspace, where this module
 * is `src/vite/config.ts`) rather than installed builds (`dist/`): then the source condition
 * picks each package's `src/`. Installed packages ship only `dist/`.
 */
const packagesAreSources = existsSync(join(import.meta.dirname, '..', 'index.ts'));


/**
 * React Router as the router package resolves it (its own dependency), for every importer: a
 * Docusaurus site's folder has React Router 5 at the top of its node_modules (Docusaurus' own),
 * which Vite's `dedupe` would pick from the site's folder, and the app needs the version it was
 * built with. One copy still serves the site's components and ours (its hooks read its context).
 */
function routerAliases(): Alias[] {
  const fromRouter = createRequire(createRequire(import.meta.url).resolve('@hpcdocs/router/package.json'));
  return ['react-router-dom', 'react-router'].map((name) => ({ find: new RegExp(`^${name}$`), replacement: dirname(fromRouter.resolve(`${name}/package.json`)) }));
}

/**
 * Aliases for the site's own code, as Docusaurus resolves it: `@site/` is the site's folder, and
 * `@docusaurus/Link`, `@theme/Tabs` and the like are this package's equivalents.
 */
function siteAliases(config: ResolvedConfig): Alias[] {
  const shims = join(dirname(appEntry('entry-client')), 'docusaurus');
  return [
    ...routerAliases(),
    { find: /^@site\//, replacement: `${config.root}/` },
    { find: new RegExp(`^@docusaurus/(${DOCUSAURUS_MODULES.join('|')})$`), replacement: `${shims}/$1` },
    // `@theme-original/X` and `@theme-init/X` are the theme's own X, which a wrapper of it imports.
    { find: new RegExp(`^@theme(?:-original|-init)?/(${THEME_MODULES.join('|')})$`), replacement: `${shims}/theme/$1` },
  ];
}

/**
 * JSX in the site's `.js` files, as Docusaurus sites write their components (`src/components/X.js`
 * returning `<div>`): Vite reads JSX only in `.jsx`/`.tsx`, so the site's own `.js` files that hold
 * JSX are compiled as `.jsx` first. Only the site's and its docs' folders; packages are left alone.
 */
function jsxInJs(config: ResolvedConfig, sources: boolean): PluginOption {
  const folders = [`${config.root}/`, `${contentDirOf(config)}/`];
  const packages = sources ? `${join(dirname(appEntry('entry-client')), '../../..')}/` : undefined;
  // Vite's resolved config: its tsconfig (the stand-in for one that cannot be read, see tsconfigFor)
  // is the one the compile uses; without it Vite would look for the nearest on its own.
  let resolved: ResolvedViteConfig | undefined;
  return {
    name: 'hpcdocs-jsx-in-js',
    enforce: 'pre',
    configResolved(config) {
      resolved = config;
    },
    async transform(code, id) {
      if (!/\.[cm]?js$/.test(id) || id.includes('/node_modules/') || (packages && id.startsWith(packages))) return undefined;
      // A quick look before a compile: JSX has a `<` followed by a letter, a `>` or a `/`.
      if (!folders.some((folder) => id.startsWith(folder)) || !/<[A-Za-z>/]/.test(code)) return undefined;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, id.replace(/\.[cm]?js$/, '.jsx'), { jsx: { runtime: 'automatic', importSource: 'react', development: false } }, undefined, resolved);
      return result.map ? { code: result.code, map: result.map } : { code: result.code };
    },
  };
}

/**
 * What Vite runs for: the dev server, or one of the two production bundles. A bundle's
 * `pageModules` are the modules pages load with their data (see page-modules.ts), known once the
 * content is processed; default none.
 */
export type ViteTarget = ({ readonly kind: 'dev'; readonly plugins?: readonly InternalPlugin[] } | { readonly kind: 'client' | 'server'; readonly outDir: string; readonly pageModules?: Promise<readonly string[]> }) & {
  /** What the site's plugins give the bundles (route components, client modules). Default none. */
  readonly pluginModules?: PluginModules;
};

/**
 * Rolldown compiles only the re-exports of a side-effect-free barrel module that are used: a site
 * importing three icons from `@tabler/icons-react` (about 6,000 modules behind one index) had each
 * bundle compile all of them.
 */
const LAZY_BARREL = { lazyBarrel: true } as const;

/** The names PostCSS looks for its config under (postcss-load-config, which Vite uses), in a folder. */
const POSTCSS_CONFIGS = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', 'postcss.config.cts', 'postcss.config.mts', '.postcssrc', '.postcssrc.json', '.postcssrc.yaml', '.postcssrc.yml', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.mjs', '.postcssrc.ts'];

/** Whether a PostCSS config applies to the site in `root`: in it or a folder above, as PostCSS finds one (a `postcss` key in a package.json counts). */
export function hasPostcssConfig(root: string): boolean {
  for (let dir = root; ; dir = dirname(dir)) {
    if (POSTCSS_CONFIGS.some((name) => existsSync(join(dir, name)))) return true;
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { postcss?: unknown }).postcss !== undefined) return true;
      } catch {
        // An unreadable package.json holds no PostCSS config that PostCSS could read either.
      }
    }
    if (dirname(dir) === dir) return false;
  }
}

/**
 * How CSS is processed. Lightning CSS does the CSS modules (the theme's and the site's): Vite's
 * default, PostCSS with postcss-modules, took about 0.4 s of a cold build's 1 s of bundling, in
 * JavaScript on the main thread. A site with a PostCSS config of its own keeps PostCSS, which runs
 * its plugins (Lightning CSS would skip them), as does a site whose plugins add PostCSS plugins.
 * Class names are the local name and a hash, in both bundles alike, so the server renders the
 * names the client's CSS has.
 */
function cssOptions(config: ResolvedConfig, postcssPlugins: readonly unknown[], kind: ViteTarget['kind']): NonNullable<InlineConfig['css']> {
  const modules = { generateScopedName: '[local]_[hash:base64:5]' };
  const postcss = postcssPlugins.length > 0 || hasPostcssConfig(config.root);
  // The server bundle's CSS is never written: it needs the modules' class names (the same: they
  // come from the file and the name, not the CSS), not the site's PostCSS plugins, which ran
  // twice (Tailwind scanning the site again for the server).
  if (postcss && kind === 'server') return { postcss: { plugins: [] }, modules };
  // Plugins' `configurePostCss` (Tailwind, as Docusaurus sites set it up) give the PostCSS
  // plugins; a PostCSS config file then goes unread, as with Docusaurus.
  if (postcssPlugins.length > 0) return { postcss: { plugins: [...postcssPlugins] as never[] }, modules };
  if (postcss) return { modules };
  return { transformer: 'lightningcss', lightningcss: { cssModules: { pattern: '[local]_[hash]' } } };
}

/**
 * The tsconfig the site's code is compiled with: Vite's own choice (the nearest `tsconfig.json`)
 * unless that file cannot be read (see config/tsconfig.ts), then one with plain React settings,
 * kept in the site's cache folder. Undefined leaves the choice to Vite.
 */
function tsconfigFor(config: ResolvedConfig): string | undefined {
  if (!config.tsconfigProblem) return undefined;
  const file = join(config.root, 'node_modules/.cache/hpcdocs/tsconfig.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ compilerOptions: { jsx: 'react-jsx', target: 'es2022', useDefineForClassFields: true } }, null, 2)}\n`);
  }
  return file;
}

/**
 * The bundles' logger: Vite's warnings as they are; its errors (a failed build's summary) left to
 * the build, which reports what stopped the bundle in the site's own terms (build/bundle-errors.ts).
 */
function bundleLogger(): Logger {
  const logger = createLogger('warn');
  return { ...logger, error: () => undefined };
}

/** The Vite config for `target`. */
export function viteConfigFor(config: ResolvedConfig, target: ViteTarget): InlineConfig {
  const sources = packagesAreSources;
  const conditions = sources ? [SOURCE_CONDITION] : [];
  const tsconfig = tsconfigFor(config);
  const common: InlineConfig = {
    root: config.root,
    base: config.baseUrl,
    configFile: false,
    envDir: false,
    // The static folder's files are served as they are (dev) and copied beside the bundles (build).
    publicDir: existsSync(config.paths.staticDir) ? config.paths.staticDir : false,
    logLevel: 'warn',
    plugins: [
      ...(target.kind === 'dev' ? [servedFilesGuard(config, servedFolders(config, sources))] : []),
      jsxInJs(config, sources),
      react(),
      ...hpcdocsSite(config, sources, target.pluginModules, target.kind === 'dev' ? (target.plugins ?? []) : []),
      pageModules(config, target.kind === 'dev' ? undefined : (target.pageModules ?? Promise.resolve([]))),
      svgComponents([`${config.root}/**/*.svg`, `${contentDirOf(config)}/**/*.svg`], ['**/node_modules/**', ...(sources ? [`${join(dirname(appEntry('entry-client')), '../../..')}/**`] : [])], tsconfig),
      yamlData(),
    ],
    // One copy of React in the bundle, the site's, whichever package imports it; one of React
    // Router, the app's (see routerAliases).
    resolve: { conditions: [...conditions, ...defaultClientConditions], alias: siteAliases(config), dedupe: ['react', 'react-dom'] },
    // The app layer is bundled into the server entry, whose own modules it is: a site's App or
    // component importing `@hpcdocs/site/app` must get the same module (its contexts: the site
    // data the route elements read) and not a second copy loaded from node_modules.
    //
    // Every other package is bundled too, as for the browser, except React (one copy, the site's,
    // which Node loads as the client bundle's): Node's own loading of a CommonJS package gives its
    // whole `module.exports` as the default import where a bundler gives `exports.default`, so a
    // site component importing such a package (`import Icon from '@mdi/react'`) rendered on the
    // server as an object, not a component, and the page's prerender came out empty.
    ssr: { noExternal: true, external: ['react', 'react-dom'], resolve: { conditions: [...conditions, ...defaultServerConditions], externalConditions: [...conditions, 'node', 'module-sync'] } },
    css: cssOptions(config, target.pluginModules?.postcssPlugins ?? [], target.kind),
    ...(tsconfig ? { tsconfig } : {}),
  };
  // 'custom': the site serves its own pages (the plugin's dev middleware), not an index.html.
  if (target.kind === 'dev') {
    return {
      ...common,
      appType: 'custom',
      mode: 'development',
      // The docs' folder too: a doc may import a component beside it (loaded by its path, see page-modules.ts).
      server: { fs: { allow: servedFolders(config, sources) } },
      // Vite finds the packages to pre-bundle by scanning the site's HTML and its own source files;
      // here the entry is in node_modules (an installed @hpcdocs/site), where it does not look,
      // and React is CommonJS: without this the browser would get React's raw CommonJS files
      // (React Router's cookie helpers are CommonJS too).
      optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-router-dom'] },
    };
  }
  // A production bundle whatever NODE_ENV the caller runs with (a test runner sets `test`, and
  // Vite would then bundle React's development build).
  const production = { 'process.env.NODE_ENV': JSON.stringify('production') };
  const customLogger = bundleLogger();
  if (target.kind === 'client') {
    return {
      ...common,
      mode: 'production',
      define: production,
      customLogger,
      // JSX for React's production build too: Vite compiles JSX for development unless NODE_ENV
      // is `production`, and React's production build has no development JSX function, so the
      // page would never hydrate.
      oxc: { jsx: { development: false } },
      build: {
        outDir: target.outDir,
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: false,
        // The build reports the JavaScript a page loads against its own budgets (see budgets.ts).
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        manifest: true,
        assetsDir: 'assets',
        // The loader is an entry of its own, importing nothing: the one script a page runs before
        // its load event. The build reports its own sizes and timings; Rolldown's per-plugin timing
        // notes would only add noise.
        // React has a chunk of its own, which the loader evaluates in a task of its own before the
        // rest of the app (one task for both ran about 30 ms on a slow phone: a blocking task);
        // so has React Router, larger than the app's own code.
        rolldownOptions: {
          input: { main: appEntry('entry-client'), loader: appEntry('loader') },
          checks: { pluginTimings: false },
          experimental: LAZY_BARREL,
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|[\\/]app[\\/]react-first\.[jt]s$/ },
                { name: 'router', test: /[\\/]node_modules[\\/](?:react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
              ],
            },
          },
        },
      },
    };
  }
  return {
    ...common,
    mode: 'production',
    define: production,
    customLogger,
    build: {
      ssr: appEntry('entry-server'),
      outDir: target.outDir,
      emptyOutDir: true,
      manifest: false,
      target: 'node20',
      copyPublicDir: false,
      // The server bundle holds the site's packages (see `ssr` above) and is never downloaded:
      // its size is no concern of a reader's.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      // Always .mjs: the bundle sits in the site's folder, and a site whose package.json has no
      // "type": "module" (most Docusaurus sites) would otherwise get .mjs names chosen for it,
      // while a site with one gets .js; the build imports one fixed name.
      rolldownOptions: { checks: { pluginTimings: false }, experimental: LAZY_BARREL, output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
    },
  };
}
