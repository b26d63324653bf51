import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAIN_CONTENT_ID } from '@hpcdocs/router';
import { expect, within } from 'storybook/test';
import { docJson, landingProps, siteConfig, tutorialSidebar } from '../../testing/fixtures.js';
import { DocPage } from '../DocPage/DocPage.js';
import { Landing } from '../Landing/Landing.js';
import { ThemeProviders } from '../../testing/providers.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Layout } from './Layout.js';

const footer = (
  <footer style={{ padding: '2rem', borderTop: '1px solid var(--hpc-color-border)', color: 'var(--hpc-color-text-muted)' }}>Copyright © 2025 HPC-AI.COM</footer>
);

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen', theme: { pathname: docJson.permalink } },
  args: { footer, children: <DocPage doc={docJson} sidebar={tutorialSidebar} /> },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doc page in the frame: navbar, sidebar, content, TOC, footer. */
export const DocsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    skip.focus();
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', MAIN_CONTENT_ID);
  },
};

export const LandingPage: Story = {
  args: { children: <Landing {...landingProps} /> },
  parameters: { theme: { pathname: '/doc/', sidebar: null } },
};

export const WithBanner: Story = {
  args: {
    banner: (
      <div role="region" aria-label="Announcement" style={{ padding: '0.5rem', textAlign: 'center', background: 'var(--hpc-color-primary-soft)' }}>
        H200 instances are now available.
      </div>
    ),
  },
};

/** The same announcement as configured in the site config (the docs site sets none). */
export const WithConfiguredAnnouncement: Story = {
  parameters: {
    theme: { config: { ...siteConfig, announcementBar: { id: 'story-layout', content: 'H200 instances are now available.', isCloseable: true } } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Announcement' })).toHaveTextContent('H200 instances are now available.');
  },
};

export const AllStates: Story = {
  // A router per state (ThemeProviders): React Router allows none inside another.
  parameters: { a11y: REPEATED_LANDMARKS, theme: { router: false } },
  render: () => (
    <States>
      <State label="Doc page">
        <ThemeProviders>
          <Layout footer={footer}>
            <DocPage doc={docJson} sidebar={tutorialSidebar} />
          </Layout>
        </ThemeProviders>
      </State>
      <State label="Landing page, with an announcement">
        <ThemeProviders pathname="/doc/" sidebar={null} config={{ ...siteConfig, announcementBar: { id: 'story-all', content: 'H200 instances are now available.', isCloseable: false } }}>
          <Layout>
            <Landing {...landingProps} />
          </Layout>
        </ThemeProviders>
      </State>
    </States>
  ),
};
