/**
 * A team's own plugin, from a module of the site with options: its content, its page rendered by
 * the component it registers (with the page's data and the plugin's global data), a stylesheet it
 * adds to every page, and a file it writes after the build. Then plugins that go wrong: each is
 * named, and the last output stays.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { scratchFolder } from './scratch.js';

const scratch = scratchFolder('site-plugins-');
const dir = join(scratch, 'site');
const out = join(dir, 'build');
/** A class only the plugin's stylesheet has: where it is, the stylesheet was bundled. */
const STYLE_MARKER = 'changelog-rule-5c1e';
/** A class only the plugin's PostCSS plugin adds: where it is, the site's CSS went through it. */
const POSTCSS_MARKER = 'postcss-mark-81b2';

const PLUGIN = `import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export default function changelog(context, options) {
  return {
    name: 'changelog',
    async loadContent() {
      return JSON.parse(await readFile(join(context.siteDir, 'changelog.json'), 'utf8'));
    },
    contentLoaded({ content, actions }) {
      actions.addRoute({ path: 'changelog', component: 'Changelog', title: options.title, data: { entries: content } });
      actions.setGlobalData({ latest: content[0].version });
    },
    getRouteComponents() {
      return { Changelog: './src/Changelog.tsx' };
    },
    getClientModules() {
      return ['./src/changelog.css'];
    },
    configurePostCss(options) {
      // A PostCSS plugin of the plugin's own: it adds a rule every stylesheet of the site then has.
      options.plugins.push({ postcssPlugin: 'changelog-mark', Once(root) { root.append('.${POSTCSS_MARKER} { color: teal; }'); } });
      return options;
    },
    async postBuild({ outDir, routes }) {
      const pages = routes.filter((route) => route.component === 'Changelog').map((route) => route.path);
      await writeFile(join(outDir, 'changelog.txt'), pages.join('\\n') + '\\n');
    },
  };
}
`;

const COMPONENT = `import { usePluginData, type RoutePageProps } from '@hpcdocs/site/app';

interface Entry { readonly version: string; readonly note: string }

export default function Changelog({ route, data }: RoutePageProps) {
  const { entries } = data as { readonly entries: readonly Entry[] };
  const { latest } = usePluginData('changelog') as { readonly latest: string };
  return (
    <article className="${STYLE_MARKER}">
      <h1>{route.title}</h1>
      <p>{\`Latest release: \${latest}\`}</p>
      <ul>{entries.map((entry) => <li key={entry.version}>{\`\${entry.version}: \${entry.note}\`}</li>)}</ul>
    </article>
  );
}
`;

const configFile = join(dir, 'hpcdocs.config.ts');
let originalConfig = '';
/** The site's config with `plugins` set to `plugins` (TypeScript source of the array), and more keys (source) if given. */
function withPlugins(plugins: string, more = ''): void {
  writeFileSync(configFile, originalConfig.replace('} satisfies HpcdocsConfig;', `  plugins: ${plugins},\n${more}} satisfies HpcdocsConfig;`));
}
const CHANGELOG = "[['./plugins/changelog.mjs', { title: 'What changed' }]]";
const html = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8').replace(/<!-- -->/g, '');

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  originalConfig = readFileSync(configFile, 'utf8');
  mkdirSync(join(dir, 'plugins'), { recursive: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'plugins/changelog.mjs'), PLUGIN);
  writeFileSync(join(dir, 'src/Changelog.tsx'), COMPONENT);
  writeFileSync(join(dir, 'src/changelog.css'), `.${STYLE_MARKER} { border-left: 4px solid #0a7; }\n`);
  writeFileSync(join(dir, 'changelog.json'), JSON.stringify([{ version: '2.0', note: 'Faster builds' }, { version: '1.0', note: 'First release' }]));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'static/js/hello.js'), 'window.__siteScript = "ran";\n');
  withPlugins(CHANGELOG, "  redirects: [{ from: ['/old-changelog', 'news/latest'], to: '/changelog' }],\n  image: 'img/card.png',\n  metadata: [{ name: 'keywords', content: 'release notes' }],\n  scripts: ['js/hello.js'],\n");
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given a site with a plugin of its own', () => {
  it('should build', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('should render the plugin\'s page with its component, its data and its global data', () => {
    const page = html('changelog');
    expect(page).toContain('<title>What changed');
    expect(page).toContain(`class="${STYLE_MARKER}"`);
    expect(page).toContain('Latest release: 2.0');
    expect(page).toContain('<li>2.0: Faster builds</li><li>1.0: First release</li>');
  });

  it('should bundle the plugin\'s stylesheet with the app, put the CSS through its PostCSS plugin, and run its postBuild on the output', () => {
    const css = readdirSync(join(out, 'assets'), { recursive: true }).map(String).filter((file) => file.endsWith('.css'));
    expect(css.some((file) => readFileSync(join(out, 'assets', file), 'utf8').includes(STYLE_MARKER))).toBe(true);
    // configurePostCss: the stylesheets went through the PostCSS plugin it added.
    expect(css.some((file) => readFileSync(join(out, 'assets', file), 'utf8').includes(POSTCSS_MARKER))).toBe(true);
    // The server bundle skips the site's PostCSS plugins, not the CSS modules: the class the page's
    // markup has for its main area is the one the browser's stylesheet styles.
    const mainClass = /<main id="__main-content"[^>]*class="([^"]+)"/.exec(html('changelog'))?.[1];
    expect(mainClass).toMatch(/^main_/);
    expect(css.some((file) => readFileSync(join(out, 'assets', file), 'utf8').includes(`.${mainClass}`))).toBe(true);
    expect(readFileSync(join(out, 'changelog.txt'), 'utf8')).toMatch(/^\/(?:[\w-]+\/)*changelog\n$/);
  });
});

describe('given site-wide head keys in the config', () => {
  it('should give every page the social card, the meta tags and the script', () => {
    for (const path of ['changelog', 'docs/intro']) {
      const page = html(path);
      expect(page).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/img\/card\.png">/);
      expect(page).toContain('<meta name="keywords" content="release notes">');
      expect(page).toContain('<script src="/js/hello.js"></script>');
    }
  });
});

describe('given redirects in the config', () => {
  it('should write a page at each old path that sends the reader to a plugin\'s page', () => {
    for (const old of ['old-changelog', 'news/latest']) {
      const page = readFileSync(join(out, old, 'index.html'), 'utf8');
      expect(page).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/changelog"/i);
    }
    // And as nginx rules, which the production config includes.
    const rules = readFileSync(join(out, '.hpcdocs-redirects.conf'), 'utf8');
    expect(rules).toContain('location = "/old-changelog" { return 301 "/changelog$is_args$args"; }');
    expect(rules).toContain('location = "/news/latest/" { return 301 "/changelog$is_args$args"; }');
  });

  it('should refuse a redirect to a path without a page, and one from a path that has a page', async () => {
    withPlugins(CHANGELOG, "  redirects: [{ from: '/old', to: '/nowhere' }, { from: '/changelog', to: '/docs/intro' }],\n");
    const failed = await build(await loadConfig(dir), { cache: false });
    expect(failed.ok).toBe(false);
    const problems = failed.problems.join('\n');
    expect(problems).toContain('hpcdocs.config.ts:1:1: redirects[0]: the redirect from /old leads to /nowhere, where the site has no page.');
    expect(problems).toContain('plugin "redirects" adds a page at /changelog, where plugin "changelog" has one');
  }, 300_000);
});

describe('given createRedirects in the config', () => {
  const MORE = "  redirects: [{ from: ['/old-changelog', 'news/latest'], to: '/changelog' }],\n  image: 'img/card.png',\n  metadata: [{ name: 'keywords', content: 'release notes' }],\n  scripts: ['js/hello.js'],\n";

  it('should write a page at each old path it makes from a page of the site, and leave out with a warning one that is taken', async () => {
    const create = "(path: string) => (path === '/changelog' ? ['/releases', '/changelog', '/old-changelog'] : path.startsWith('/docs/') ? path.replace('/docs/', '/manual/') : undefined)";
    withPlugins(CHANGELOG, `${MORE}  createRedirects: ${create},\n`);
    const built = await build(await loadConfig(dir), { cache: false });
    expect(built.problems).toEqual([]);
    expect(readFileSync(join(out, 'releases', 'index.html'), 'utf8')).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/changelog"/i);
    // Every doc got an old path under /manual/ that leads to it.
    const manual = readdirSync(join(out, 'manual'), { recursive: true }).filter((f) => String(f).endsWith('index.html'));
    expect(manual.length).toBeGreaterThan(0);
    for (const file of manual) expect(readFileSync(join(out, 'manual', String(file)), 'utf8')).toMatch(/url=\/docs\//);
    expect(built.warnings.join('\n')).toContain('createRedirects: left out 1 old path where a page or another redirect already is: /old-changelog (for /changelog).');
  }, 300_000);

  it('should name the page a failing function failed for, and keep the last output', async () => {
    withPlugins(CHANGELOG, `${MORE}  createRedirects: (path: string) => { if (path === '/changelog') throw new Error('no map for it'); return undefined; },\n`);
    const failed = await build(await loadConfig(dir), { cache: false });
    expect(failed.ok).toBe(false);
    expect(failed.problems.join('\n')).toContain('hpcdocs.config.ts:1:1: createRedirects failed for the page /changelog: no map for it. Fix the function in the config.');
    expect(existsSync(join(out, 'releases', 'index.html'))).toBe(true);
  }, 300_000);
});

describe('given the plugin\'s page in Chromium', () => {
  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('should hydrate it without errors, and reach it by a client-side navigation too', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    const origin = site.origin();
    await tab.goto(`${origin}/changelog`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tab.getByText('1.0: First release').waitFor();
    // The config's script ran, under the preview server's policy.
    expect(await tab.evaluate(() => (window as unknown as { __siteScript?: string }).__siteScript)).toBe('ran');
    await tab.goto(`${origin}/docs/intro`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // A history change the router hears (as Back does): it loads the component and the data itself.
    await tab.evaluate(() => {
      window.history.pushState({}, '', '/changelog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await tab.getByRole('heading', { name: 'What changed' }).waitFor();
    await tab.getByText('Latest release: 2.0').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('given plugins that go wrong', () => {
  const failing = async (plugins: string): Promise<BuildResult> => {
    withPlugins(plugins);
    return build(await loadConfig(dir), { cache: false });
  };

  it('should name both plugins when two add a page at one path, and leave the last output', async () => {
    const before = readFileSync(join(out, 'changelog', 'index.html'), 'utf8');
    const second = "(context) => ({ name: 'second', contentLoaded: ({ actions }) => actions.addRoute({ path: 'changelog', component: 'DocPage', title: 'x' }) })";
    const failed = await failing(`[['./plugins/changelog.mjs', { title: 'What changed' }], ${second}]`);
    expect(failed.ok).toBe(false);
    expect(failed.problems.join('\n')).toMatch(/plugin "second" adds a page at \/(?:[\w-]+\/)*changelog, where plugin "changelog" has one/);
    expect(readFileSync(join(out, 'changelog', 'index.html'), 'utf8')).toBe(before);
  }, 300_000);

  it('should name the plugin and the hook that threw, in a line', async () => {
    const failed = await failing("[() => ({ name: 'broken', loadContent: () => { throw new Error('the feed is unreachable'); } })]");
    expect(failed.ok).toBe(false);
    expect(failed.problems).toContain('plugin "broken" failed in loadContent: the feed is unreachable');
    expect(failed.problems.join('\n')).not.toMatch(/\n\s+at /);
  }, 300_000);

  it('should name a route component no plugin registers, and a module that is not there', async () => {
    const unknown = await failing("[() => ({ name: 'lost', contentLoaded: ({ actions }) => actions.addRoute({ path: 'lost', component: 'Nowhere', title: 'Lost' }) })]");
    expect(unknown.problems.join('\n')).toContain('plugin "lost" adds a page at');
    expect(unknown.problems.join('\n')).toContain('the component "Nowhere", which no plugin registers');
    const missing = await failing("['./plugins/missing.mjs']");
    expect(missing.ok).toBe(false);
    expect(missing.problems.join('\n')).toMatch(/plugins\[0\]: "\.\/plugins\/missing\.mjs" names no module/);
    expect(existsSync(join(out, 'changelog.txt'))).toBe(true);
  }, 300_000);
});
