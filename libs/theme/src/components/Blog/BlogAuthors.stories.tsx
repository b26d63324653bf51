import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BlogAuthors } from './BlogAuthors.js';

const authors = [
  { name: 'Ada Byron', title: 'Platform engineer', page: '/doc/blog/authors/ada', count: 4, socials: [{ platform: 'github', url: 'https://github.com/ada' }, { platform: 'x', url: 'https://x.com/ada' }] },
  { name: 'Grace Hopper', title: 'Compiler team', url: 'https://example.com/grace', count: 1 },
  { name: 'Lin Wei', email: 'lin@example.com', count: 0 },
];

const meta = {
  title: 'Pages/BlogAuthors',
  component: BlogAuthors,
  args: { authors },
} satisfies Meta<typeof BlogAuthors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every author: a name leads to their page on the blog, else their URL, else their email; the count beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', '/doc/blog/authors/ada');
    await expect(canvas.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', 'https://example.com/grace');
    await expect(canvas.getByRole('link', { name: 'Lin Wei' })).toHaveAttribute('href', 'mailto:lin@example.com');
    await expect(canvas.getByText('4')).toBeVisible();
    // Profiles as icon links named by their platform.
    await expect(canvas.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="Three authors">
        <BlogAuthors {...args} />
      </State>
      <State label="One author with a picture">
        <BlogAuthors authors={[{ name: 'Ada Byron', title: 'Platform engineer', imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23579"/%3E%3C/svg%3E', count: 2 }]} />
      </State>
    </States>
  ),
};
