import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import IconExternalLink from './ExternalLink.js';

// `@theme/Icon/ExternalLink` after a link's text, as Docusaurus sites put it.
const meta = {
  title: 'Site/Docusaurus/IconExternalLink',
  component: IconExternalLink,
  render: (args) => (
    <a href="https://status.example.com">
      Status page <IconExternalLink {...args} />
    </a>
  ),
} satisfies Meta<typeof IconExternalLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link's name says it opens a new tab, as Docusaurus' icon says it. */
export const AfterLinkText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Status page (opens in new tab)' })).toBeVisible();
  },
};
export const Larger: Story = { args: { width: 24, height: 24 } };
