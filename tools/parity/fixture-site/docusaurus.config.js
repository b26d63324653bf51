// @ts-check
// The Docusaurus config of Lanternfish's docs. This site is the parity tool's second fixture:
// where tools/parity/fixture covers what one docs folder holds, this one covers what a whole site
// is made of: two docs versions, a second docs instance, three locales (one written right to
// left), a blog, a React page and a Markdown page, and client redirects. It has no
// hpcdocs.config.ts on purpose: hpcdocs builds it from this file alone.

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Lanternfish',
  tagline: 'A batch job queue for small clusters',
  favicon: 'img/logo.svg',
  url: 'https://docs.lanternfish.example',
  baseUrl: '/',

  // The fixture must stay valid: a broken link fails the build, in every locale.
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh-Hans', 'fa'],
    localeConfigs: {
      en: { label: 'English' },
      'zh-Hans': { label: '简体中文' },
      // Persian: Docusaurus knows it is written right to left; said here all the same.
      fa: { label: 'فارسی', direction: 'rtl' },
    },
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.js',
          // The current docs are the latest (at /docs); 1.0 is an older, unmaintained version.
          lastVersion: 'current',
          versions: {
            current: { label: '2.0' },
          },
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Lanternfish blog',
          blogDescription: 'Releases and notes from the Lanternfish maintainers',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      }),
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      /** @type {import('@docusaurus/plugin-content-docs').Options} */
      ({
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.js',
      }),
    ],
    [
      '@docusaurus/plugin-client-redirects',
      /** @type {import('@docusaurus/plugin-client-redirects').Options} */
      ({
        redirects: [{ from: '/old-intro', to: '/docs/intro' }],
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Lanternfish',
        logo: { alt: 'Lanternfish logo', src: 'img/logo.svg', width: 32, height: 32 },
        items: [
          { type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs' },
          { type: 'docSidebar', sidebarId: 'communitySidebar', docsPluginId: 'community', position: 'left', label: 'Community' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { to: '/about', label: 'About', position: 'left' },
          { type: 'docsVersionDropdown', position: 'right' },
          { type: 'localeDropdown', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Introduction', to: '/docs/intro' },
              { label: 'Command line', to: '/docs/reference/cli' },
            ],
          },
          {
            title: 'More',
            items: [
              { label: 'Blog', to: '/blog' },
              { label: 'Contributing', to: '/community/contributing' },
            ],
          },
        ],
        copyright: 'Copyright © 2025 The Lanternfish maintainers.',
      },
    }),
};

export default config;
