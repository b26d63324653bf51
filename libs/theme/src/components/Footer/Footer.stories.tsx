import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Footer } from './Footer.js';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    config: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Quickstart', to: '/doc/docs/quickstart/' }, { label: 'API reference', to: '/doc/docs/api/' }] },
        { title: 'Company', items: [{ label: 'HPC-AI.COM', href: 'https://hpc-ai.com/' }] },
      ],
      copyright: 'Copyright © 2026 HPC-AI Technology, Inc.',
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Copyright © 2026 HPC-AI Technology, Inc.');
    await expect(canvas.getByRole('link', { name: 'Quickstart' })).toHaveAttribute('href', '/doc/docs/quickstart/');
  },
};
export const Light: Story = { args: { config: { style: 'light', copyright: 'Copyright © 2026 HPC-AI Technology, Inc.' } } };
/** Without a config the footer renders nothing (this site's case). */
export const NotConfigured: Story = {
  args: { config: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: (args) => (
    <States>
      <State label="Dark, with link columns">
        <Footer {...args} />
      </State>
      <State label="One row of links (Docusaurus' simple footer)">
        <Footer config={{ style: 'light', links: [{ label: 'Documentation', to: '/doc/docs/' }, { label: 'Status', href: 'https://status.example.com' }, { label: 'Contact', to: '/doc/docs/support/' }], copyright: 'Copyright © 2026 HPC-AI Technology, Inc.' }} />
      </State>
      <State label="Light, copyright only">
        <Footer config={{ style: 'light', copyright: 'Copyright © 2026 HPC-AI Technology, Inc.' }} />
      </State>
      <State label="Not configured (this site: renders nothing)">
        <Footer config={undefined} />
      </State>
    </States>
  ),
};
