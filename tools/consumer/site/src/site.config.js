/** The handbook's own configuration: a different title, base path and navbar from the docs site. */

/** @type {import('@hpcdocs/theme').SiteConfig} */
export const siteConfig = {
  title: 'Platform Handbook',
  tagline: 'How the platform team works.',
  url: 'https://handbook.example.com',
  baseUrl: '/handbook/',
  titleDelimiter: '·',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Handbook', position: 'left' },
      { href: 'https://example.com/', label: 'Company', position: 'right' },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  footer: { copyright: 'Platform team' },
};

/** Browser-tab title of a page. */
export function pageTitle(title) {
  return title && title !== siteConfig.title ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}` : siteConfig.title;
}
