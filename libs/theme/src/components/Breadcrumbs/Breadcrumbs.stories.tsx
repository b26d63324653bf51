import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tutorialSidebar } from '../../testing/fixtures.js';
import { trailTo } from '../../utils/sidebar.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Docs/Breadcrumbs',
  component: Breadcrumbs,
  args: { trail: trailTo(tutorialSidebar, '/doc/docs/api/instance/launch') },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home › API (linked category) › Instance (unlinked) › Launch (current). */
export const Nested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Launch')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/doc/docs/api/');
  },
};

export const TopLevel: Story = { args: { trail: trailTo(tutorialSidebar, '/doc/docs/billing/') } };

/** Not in the sidebar: nothing renders. */
export const Empty: Story = { args: { trail: [] } };

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: () => (
    <States>
      <State label="Nested page">
        <Breadcrumbs trail={trailTo(tutorialSidebar, '/doc/docs/api/instance/launch')} />
      </State>
      <State label="Top-level page">
        <Breadcrumbs trail={trailTo(tutorialSidebar, '/doc/docs/billing/')} />
      </State>
      <State label="Not in the sidebar (renders nothing)">
        <Breadcrumbs trail={[]} />
      </State>
    </States>
  ),
};
