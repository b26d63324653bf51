import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { ProgressBar } from './ProgressBar.js';

const meta = {
  title: 'Layout/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ position: 'relative', height: 40 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  args: { visible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** Follows the router: hidden while no navigation is pending. */
export const FollowingRouter: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Loading (after 200 ms)" contain={{ height: 24 }}>
        <ProgressBar visible />
      </State>
      <State label="Idle (renders nothing)" contain={{ height: 24 }}>
        <ProgressBar visible={false} />
      </State>
    </States>
  ),
};
