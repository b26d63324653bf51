import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const AfterLinkText: Story = {};
export const Larger: Story = { args: { width: 24, height: 24 } };
