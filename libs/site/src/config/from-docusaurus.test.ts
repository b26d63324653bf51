import { describe, expect, it, vi } from 'vitest';
import { fromDocusaurus } from './from-docusaurus.js';

describe('a Docusaurus config read as the site config', () => {
  it("should move what hpcdocs has to its places and name in a warning every setting it does not read", () => {
    const { config, warnings } = fromDocusaurus({
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      staticDirectories: ['public', 'assets'],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      plugins: ['@docusaurus/plugin-ideal-image'],
      presets: [
        ['classic', { docs: { path: 'guides', routeBasePath: '/', breadcrumbs: true, sidebarCollapsed: false, exclude: ['**/drafts/**'], lastVersion: 'current', versions: { current: { label: 'Next', className: 'next' } }, remarkPlugins: ['r'] }, blog: { showReadingTime: true, postsPerPage: 'ALL', blogSidebarCount: 5 }, theme: { customCss: ['./src/css/custom.css'] }, gtag: { trackingID: 'x' } }],
        ['@acme/preset', {}],
      ],
      themeConfig: {
        navbar: { title: 'Site docs', items: [{ type: 'doc', docId: 'intro', label: 'Docs', target: '_blank' }, { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions', rel: 'x' }] }, { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A', rel: 'x' }] }] },
        footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro', html: '<b>x</b>' }] }] },
        algolia: { appId: 'x' },
      },
    });
    expect(config).toEqual({
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      staticDir: 'public',
      docs: { path: 'guides', routeBasePath: '/', lastVersion: 'current', versions: { current: { label: 'Next' } }, lastUpdated: false },
      remarkPlugins: ['r'],
      customCss: ['./src/css/custom.css'],
      blog: { showReadingTime: true, postsPerPage: Number.MAX_SAFE_INTEGER, blogSidebarCount: 5 },
      navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] }, { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }] }] },
      footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }] }] },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      onBrokenAnchors: 'warn',
    });
    expect(warnings).toEqual([
      'staticDirectories: only the first (public) is copied.',
      'plugins: @docusaurus/plugin-ideal-image not loaded (hpcdocs plugins are listed in an hpcdocs.config.ts).',
      'presets classic docs versions.current: className not read (hpcdocs has no such setting yet).',
      'presets classic docs: sidebarCollapsed, exclude not read (hpcdocs has no such setting yet).',
      'presets classic: gtag not read (hpcdocs has no such setting yet).',
      'presets: @acme/preset not loaded (hpcdocs reads the classic preset).',
      'themeConfig.navbar.title: the navbar shows the site\'s title (Site), not "Site docs".',
      'themeConfig.navbar.items[0]: target not read (hpcdocs has no such setting yet).',
      'themeConfig.navbar.items[1].dropdownItemsAfter[0]: rel not read (hpcdocs has no such setting yet).',
      'themeConfig.navbar.items[2].items[0]: rel not read (hpcdocs has no such setting yet).',
      'themeConfig.footer.links[0].items[0]: html not read (hpcdocs has no such setting yet).',
      'themeConfig: algolia not read (hpcdocs has no such setting yet; its defaults apply).',
    ]);
  });

  it('should read the docs options, custom CSS and client redirects of a site that lists the docs plugin and the classic theme itself', () => {
    const createRedirects = (path: string) => (path.startsWith('/docs/') ? [path.replace('/docs/', '/guides/')] : undefined);
    const { config, warnings } = fromDocusaurus({
      title: 'Site',
      plugins: [
        ['@docusaurus/plugin-content-docs', { path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts', editUrl: 'https://example.com/edit/' }],
        ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'reference', sidebarPath: './sidebars-api.js', lastVersion: 'current', sidebarItemsGenerator: () => [] }],
        '@docusaurus/plugin-content-pages',
        '@docusaurus/plugin-sitemap',
        ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old', to: '/docs/intro' }], createRedirects, fromExtensions: ['html'] }],
        ['docusaurus-plugin-sass', {}],
        '@docusaurus/plugin-svgr',
      ],
      themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.scss' }], '@easyops-cn/docusaurus-search-local'],
    });
    expect(config).toEqual({ title: 'Site', docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts', editUrl: 'https://example.com/edit/', lastUpdated: false }, docsInstances: [{ id: 'api', path: 'api', routeBasePath: 'reference', sidebarPath: './sidebars-api.js', lastVersion: 'current', lastUpdated: false }], customCss: './src/css/custom.scss', onBrokenAnchors: 'warn', redirects: [{ from: '/old', to: '/docs/intro' }], createRedirects });
    expect(warnings).toEqual([
      'plugins @docusaurus/plugin-content-docs (id api): sidebarItemsGenerator not read (hpcdocs has no such setting yet).',
      'plugins @docusaurus/plugin-client-redirects: fromExtensions not read (hpcdocs has no such setting yet).',
    ]);
  });

  it("should read the first blog plugin whatever its id, and name a second one", () => {
    const { config, warnings } = fromDocusaurus({
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      plugins: [
        ['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts', path: 'blog' }],
        ['@docusaurus/plugin-content-blog', { id: 'changelog', routeBasePath: 'changelog', path: 'changelog' }],
      ],
    });
    expect(config['blog']).toEqual({ routeBasePath: 'posts', path: 'blog' });
    expect(warnings).toContain('plugins @docusaurus/plugin-content-blog (id changelog): a second blog, not built (hpcdocs builds one blog per site).');
    expect(warnings.join('\n')).not.toContain('blog-main');
  });

  it("should read trailingSlash for how relative links resolve, unset being the URLs both serve (an index doc's with a slash)", () => {
    expect(fromDocusaurus({ title: 'Site', trailingSlash: true }).config).toMatchObject({ title: 'Site', trailingSlash: true });
    expect(fromDocusaurus({ title: 'Site', trailingSlash: false }).config).toMatchObject({ title: 'Site', trailingSlash: false });
    expect(fromDocusaurus({ title: 'Site' })).toEqual({ config: { title: 'Site', onBrokenAnchors: 'warn' }, warnings: [] });
  });

  it("should read a footer of links without columns as one row (Docusaurus' simple footer)", () => {
    const { config, warnings } = fromDocusaurus({ title: 'Site', themeConfig: { footer: { links: [{ label: 'Docs', to: '/docs' }, { label: 'Status', to: 'https://status.example.com', rel: 'x' }] } } });
    expect(config['footer']).toEqual({ links: [{ label: 'Docs', to: '/docs' }, { label: 'Status', to: 'https://status.example.com' }] });
    expect(warnings).toEqual(['themeConfig.footer.links[1]: rel not read (hpcdocs has no such setting yet).']);
  });

  it("should take markdown.hooks (Docusaurus 3.9's onBrokenMarkdownLinks) as covered by onBrokenLinks, and pass the svgr plugin (SVG imports are components here)", () => {
    const { config, warnings } = fromDocusaurus({ title: 'Site', markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'warn' } }, plugins: ['@docusaurus/plugin-svgr'] });
    expect(config['markdown']).toEqual({ mermaid: true });
    expect(warnings).toEqual(['not read: markdown.hooks (onBrokenLinks covers links written in Markdown too).']);
  });

  it("should call the site's own plugin (a function) as Docusaurus does and keep its configurePostCss, saying its other hooks do not run", async () => {
    const seen: unknown[] = [];
    function tailwindPlugin(context: { siteDir: string; siteConfig: { title: string } }, options: unknown) {
      seen.push(context.siteDir, context.siteConfig.title, options);
      return { name: 'tailwind', configureWebpack: () => ({}), configurePostCss: (postcss: { plugins: unknown[] }) => ({ plugins: [...postcss.plugins, 'tw'] }) };
    }
    const { config, warnings } = fromDocusaurus({ title: 'Site', plugins: [tailwindPlugin, ['@docusaurus/plugin-ideal-image', {}]] });
    expect(warnings).toEqual([
      'plugins: @docusaurus/plugin-ideal-image not loaded (hpcdocs plugins are listed in an hpcdocs.config.ts).',
      'plugins: tailwindPlugin (a function) loaded for configurePostCss only (its PostCSS plugins apply; its other Docusaurus hooks do not run).',
    ]);
    const [[made, options]] = config['plugins'] as [[(context: unknown, options: unknown) => Promise<{ name: string; configurePostCss?: (o: { plugins: unknown[] }) => { plugins: unknown[] }; configureWebpack?: unknown }>, unknown]];
    const plugin = await made({ siteDir: '/site', baseUrl: '/', config: { configFile: '/site/docusaurus.config.js', paths: { outDir: '/site/build' } } }, options);
    expect(seen).toEqual(['/site', 'Site', {}]);
    expect(plugin.name).toBe('docusaurus:tailwind');
    expect(plugin.configureWebpack).toBeUndefined();
    expect(plugin.configurePostCss?.({ plugins: ['autoprefixer'] })).toEqual({ plugins: ['autoprefixer', 'tw'] });
  });

  it("should go on without a plugin of the site that throws when called (only its PostCSS plugins were wanted), saying so", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function analytics(): never {
      throw new Error('themeConfig.analytics.key is required');
    }
    const { config } = fromDocusaurus({ title: 'Site', plugins: [analytics] });
    const [[made]] = config['plugins'] as [[(context: unknown, options: unknown) => Promise<{ name: string; configurePostCss?: unknown }>]];
    const plugin = await made({ siteDir: '/site', baseUrl: '/', config: { configFile: undefined, paths: { outDir: '/site/build' } } }, {});
    expect(plugin).toEqual({ name: 'docusaurus:analytics' });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining("the site's plugin analytics could not be called (themeConfig.analytics.key is required)")]);
    warn.mockRestore();
  });

  it('should leave out a locale dropdown, saying so', () => {
    const { config, warnings } = fromDocusaurus({ themeConfig: { navbar: { items: [{ to: '/a', label: 'A' }, { type: 'localeDropdown', position: 'right' }] } } });
    expect(config['navbar']).toEqual({ items: [{ to: '/a', label: 'A' }] });
    expect(warnings).toEqual(['themeConfig.navbar.items[1]: the localeDropdown is left out (the site has one locale).']);
  });

  it("should read Docusaurus' `log` for broken links and anchors as a warning", () => {
    expect(fromDocusaurus({ onBrokenLinks: 'log', onBrokenAnchors: 'log' }).config).toEqual({ onBrokenLinks: 'warn', onBrokenAnchors: 'warn' });
  });

  it("should keep Docusaurus' default for broken anchors (a warning) unless the site sets one", () => {
    expect(fromDocusaurus({ title: 'Site' }).config['onBrokenAnchors']).toBe('warn');
    expect(fromDocusaurus({ title: 'Site', onBrokenAnchors: 'throw' }).config['onBrokenAnchors']).toBe('throw');
    expect(fromDocusaurus({ title: 'Site', onBrokenAnchors: 'ignore' }).config['onBrokenAnchors']).toBe('ignore');
  });
});
