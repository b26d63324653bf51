import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docJson } from '../../testing/fixtures.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Toc } from './Toc.js';

const meta = {
  title: 'Docs/Toc',
  component: Toc,
  args: { items: docJson.toc },
  decorators: [(Story) => <div style={{ width: 230 }}>{Story()}</div>],
} satisfies Meta<typeof Toc>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking an entry marks it current, and it stays current until the reader scrolls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Response' });
    await expect(link).toHaveAttribute('href', '#response');
    await userEvent.click(link);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'location')).toHaveLength(1);
  },
};

/** Levels 2-4 given, 2-3 shown: the TOC covers h2 and h3 only. */
export const DeepHeadingsFiltered: Story = {
  args: { items: [...docJson.toc, { id: 'status-codes', value: 'Status codes (level 4, hidden)', level: 4 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Status codes/ })).toBeNull();
  },
};

/** No headings in range: nothing renders. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: (args) => (
    <States>
      <State label="Levels 2 and 3">
        <Toc {...args} />
      </State>
      <State label="No headings in range (renders nothing)">
        <Toc items={[]} />
      </State>
    </States>
  ),
};
