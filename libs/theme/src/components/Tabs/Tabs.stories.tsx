import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { TabItem, Tabs } from './Tabs.js';

const items = [
  <TabItem key="curl" value="curl" label="curl">
    <p>Use curl from any shell.</p>
  </TabItem>,
  <TabItem key="python" value="python" label="Python">
    <p>Use the requests package.</p>
  </TabItem>,
  <TabItem key="go" value="go" label="Go">
    <p>Use net/http.</p>
  </TabItem>,
];

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: { children: items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Python' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Use the requests package.');
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'python' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys move between tabs (wrapping); Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'curl' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Python' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Go' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Use curl from any shell.');
  },
};

/** Two sets with the same groupId switch together. */
export const SyncedGroup: Story = {
  render: () => (
    <>
      <Tabs groupId="story-lang">{items}</Tabs>
      <Tabs groupId="story-lang">{items}</Tabs>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('tab', { name: 'Go' });
    if (first) await userEvent.click(first);
    for (const tab of canvas.getAllByRole('tab', { name: 'Go' })) await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Remembered for the next page.
    await expect(window.localStorage.getItem('hpc-tabs-story-lang')).toBe('go');
  },
  beforeEach: () => () => window.localStorage.removeItem('hpc-tabs-story-lang'),
};

/** A remembered group choice wins over the default on the next page. */
export const RememberedGroup: Story = {
  render: () => <Tabs groupId="story-remembered">{items}</Tabs>,
  beforeEach: () => {
    window.localStorage.setItem('hpc-tabs-story-remembered', 'python');
    return () => window.localStorage.removeItem('hpc-tabs-story-remembered');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="First tab selected">
        <Tabs>{items}</Tabs>
      </State>
      <State label="defaultValue: python">
        <Tabs defaultValue="python">{items}</Tabs>
      </State>
      <State label="Single tab">
        <Tabs>{items[0]}</Tabs>
      </State>
    </States>
  ),
};
