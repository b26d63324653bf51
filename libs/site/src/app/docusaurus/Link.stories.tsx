import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Link from './Link.js';

// `@docusaurus/Link` as a site's own component calls it: site paths go under the base URL and
// navigate on the client; other sites open in a new tab; `pathname://` is a plain link to a file.
const meta = { title: 'Site/Docusaurus/Link', component: Link } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SitePath: Story = {
  args: { to: '/docs/intro', children: 'Read the introduction' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Read the introduction' }).getAttribute('href')).toMatch(/\/docs\/intro$/);
  },
};

export const OtherSite: Story = {
  args: { href: 'https://example.org', children: 'Example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Example' })).toHaveAttribute('target', '_blank');
  },
};

export const FileLink: Story = { args: { to: 'pathname:///files/report.pdf', children: 'Download the report' } };
