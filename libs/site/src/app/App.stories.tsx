import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { DocJson, RouteEntry, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import type { ContentComponents, LandingProps } from '@hpcdocs/theme';
import { SiteApp } from './App.js';
import { preloadLanding } from './route-components.js';
import { RouteError, SitePage } from './route-elements.js';
import type { SiteData } from './site-data.js';

// The whole site below the router, as `hpcdocs build` renders every page: the layout, the navbar
// with search, and the page of the route. Storybook's own router (libs/theme/.storybook) has no
// page data, so it is turned off and each story gives SiteApp a router of its own.

const site: SiteData = {
  siteConfig: {
    title: 'Acme Docs',
    url: 'https://docs.acme.dev',
    baseUrl: '/',
    navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' }] },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    titleDelimiter: '|',
  },
  searchOptions: {},
  pages: { landing: { path: '/', title: 'Acme Docs' }, search: { path: '/search/', title: 'Search' } },
  lang: 'en',
};

/** The landing page's props, which its route carries. */
const landing: LandingProps = {
  title: 'Acme Docs',
  tagline: 'Everything you need to run Acme.',
  primary: { label: 'Read the introduction', to: '/docs/intro' },
  cards: [
    { title: 'Install', description: 'Set Acme up on your machine.', to: '/docs/install' },
    { title: 'Configure', description: 'Change the settings you need.', to: '/docs/install' },
  ],
};

const docsData: SidebarsJson = {
  schemaVersion: 1,
  sidebars: {
    tutorialSidebar: [
      { type: 'link', label: 'Introduction', href: '/docs/intro', docId: 'intro' },
      { type: 'link', label: 'Install', href: '/docs/install', docId: 'install' },
    ],
  },
  versions: [],
};

const intro: DocJson = {
  schemaVersion: 1,
  id: 'intro',
  permalink: '/docs/intro',
  title: 'Introduction',
  description: 'What Acme is.',
  keywords: [],
  sidebar: 'tutorialSidebar',
  hideTableOfContents: false,
  readingTime: 1,
  unlisted: false,
  next: { title: 'Install', permalink: '/docs/install' },
  toc: [{ id: 'screenshots', value: 'Screenshots', level: 2 }],
  body: [
    ['p', null, 'Acme runs your jobs. This page uses one of the site\'s own components below.'],
    ['Admonition', { type: 'note' }, ['p', null, 'Acme needs an account.']],
    ['h2', { id: 'screenshots' }, 'Screenshots'],
    ['Screenshot', { caption: 'The Acme console' }],
  ],
};

/** A component of the site (config `components`), as a doc names it. */
function Screenshot({ caption }: { readonly caption: string }): ReactNode {
  return (
    <figure style={{ margin: '16px 0', padding: 16, border: '1px dashed var(--hpc-color-border, #ccc)' }}>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
const components = { Screenshot } as unknown as ContentComponents;

/** SiteApp under a router showing `route` with `data`. */
function Site({ route, data }: { readonly route: RouteEntry | null; readonly data: unknown }): ReactNode {
  const router = useMemo(
    () => createMemorySiteRouter({ baseUrl: '/', url: route?.path ?? '/docs/missing', routes: route ? [route] : [], initial: { route, data }, page: <SitePage />, error: <RouteError site={site} /> }),
    [route, data],
  );
  return (
    <RouterProvider router={router}>
      <SiteApp site={site} docsData={docsData} searchIndexUrl="/assets/search/none.json" components={components} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Site/SiteApp',
  component: Site,
  parameters: { layout: 'fullscreen', theme: { router: false } },
} satisfies Meta<typeof Site>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doc page with the site's own component in its body. */
export const DocPage: Story = {
  args: { route: { path: '/docs/intro', component: 'DocPage', docId: 'intro', title: 'Introduction', sidebar: 'tutorialSidebar' }, data: intro },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Introduction');
    await expect(canvas.getByText('The Acme console')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
  },
};

/** The landing page at the base URL. */
export const LandingPage: Story = {
  args: { route: { path: '/', component: 'Landing', title: 'Acme Docs' }, data: landing },
  // The landing page's code loads with it (see route-components.tsx): loaded before the story renders, as the app does before it hydrates.
  loaders: [async () => ({ landing: await preloadLanding() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Acme Docs');
    await expect(canvas.getByRole('link', { name: 'Read the introduction' })).toBeInTheDocument();
  },
};

/** A path with no route. */
export const NotFound: Story = {
  args: { route: null, data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  },
};
