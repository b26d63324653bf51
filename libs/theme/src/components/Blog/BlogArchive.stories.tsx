import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BlogArchive } from './BlogArchive.js';

const posts = [
  { title: 'GPU quotas now per project', permalink: '/doc/blog/2026/11/20/gpu-quotas', date: '2026-11-20' },
  { title: 'Faster image pulls', permalink: '/doc/blog/2026/10/02/image-pulls', date: '2026-10-02' },
  { title: 'Hello, cluster', permalink: '/doc/blog/2025/05/01/hello', date: '2025-05-01' },
];

const meta = {
  title: 'Pages/BlogArchive',
  component: BlogArchive,
  args: { posts },
} satisfies Meta<typeof BlogArchive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every post by year, the newest year first, each year's posts in the order they came out. */
export const ByYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['2026', '2025']);
    await expect(canvas.getByRole('link', { name: 'May 1 - Hello, cluster' })).toHaveAttribute('href', '/doc/blog/2025/05/01/hello');
    // A year's posts in the order they came out.
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['October 2 - Faster image pulls', 'November 20 - GPU quotas now per project', 'May 1 - Hello, cluster']);
  },
};

/** A blog with no post yet. */
export const Empty: Story = { args: { posts: [] } };

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="Posts of two years">
        <BlogArchive {...args} />
      </State>
      <State label="No post yet">
        <BlogArchive posts={[]} />
      </State>
    </States>
  ),
};
