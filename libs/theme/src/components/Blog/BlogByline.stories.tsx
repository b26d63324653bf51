import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BlogByline } from './BlogByline.js';

const meta = {
  title: 'Pages/BlogByline',
  component: BlogByline,
  args: { date: '2026-11-20', readingTime: 3, authors: [{ name: 'Ada Byron', title: 'Platform engineer', url: 'https://example.com/ada' }] },
} satisfies Meta<typeof BlogByline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date, reading time and one author with a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
    await expect(canvas.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', 'https://example.com/ada');
  },
};

/** A post without a date, its reading time not shown, two authors without links. */
export const WithoutDate: Story = {
  render: () => <BlogByline authors={[{ name: 'Grace Hopper' }, { name: 'Alan Turing', title: 'Guest' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Authors' }).children).toHaveLength(2);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="Date, reading time, an author">
        <BlogByline {...args} />
      </State>
      <State label="No date, two authors">
        <BlogByline authors={[{ name: 'Grace Hopper' }, { name: 'Alan Turing', title: 'Guest' }]} />
      </State>
    </States>
  ),
};
