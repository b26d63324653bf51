import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SCHEMA_VERSION } from '@hpcdocs/content-pipeline/schema';
import { SiteProviders } from '../../App.js';
import type { SiteData } from '../../site-data.js';
import Layout from './Layout.js';

// `@theme/Layout` as a Docusaurus page under src/pages writes it: the site's layout is already
// around the page, so it renders the page's own part, and its title becomes the tab title.
const site: SiteData = {
  siteConfig: { title: 'Acme Docs', url: 'https://docs.acme.dev', baseUrl: '/', navbar: { items: [] }, titleDelimiter: '|' },
  searchOptions: {},
  pages: { landing: null, search: { path: '/search', title: 'Search' } },
  lang: 'en',
};

function WithSite({ children }: { readonly children: ReactNode }): ReactNode {
  return (
    <SiteProviders site={site} docsData={{ schemaVersion: SCHEMA_VERSION, sidebars: {}, versions: [] }}>
      {children}
    </SiteProviders>
  );
}

const meta = {
  title: 'Site/Docusaurus/Layout',
  component: Layout,
  decorators: [(Story) => <WithSite>{Story()}</WithSite>],
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamPage: Story = {
  args: {
    title: 'About the team',
    wrapperClassName: 'team-page',
    children: (
      <section>
        <h1>About the team</h1>
        <p>We write the platform's docs.</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'About the team' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About the team | Acme Docs'));
  },
};
