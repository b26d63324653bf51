import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BlogTags } from './BlogTags.js';

const meta = {
  title: 'Pages/BlogTags',
  component: BlogTags,
  args: {
    tags: [
      { label: 'releases', permalink: '/doc/blog/tags/releases', count: 3 },
      { label: 'GPUs', permalink: '/doc/blog/tags/gpus', count: 1 },
      { label: 'scheduling', permalink: '/doc/blog/tags/scheduling', count: 2 },
    ],
  },
} satisfies Meta<typeof BlogTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tags by first letter, alphabetically; each link says in words how many posts carry it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['G', 'R', 'S']);
    await expect(canvas.getByRole('link', { name: 'One post tagged with "GPUs"' })).toHaveAttribute('href', '/doc/blog/tags/gpus');
    await expect(canvas.getByRole('link', { name: '3 posts tagged with "releases"' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="Three tags under three letters">
        <BlogTags {...args} />
      </State>
      <State label="Two tags under one letter">
        <BlogTags tags={[{ label: 'gpus', permalink: '/doc/blog/tags/gpus', count: 4 }, { label: 'GPU quotas', permalink: '/doc/blog/tags/gpu-quotas', count: 1 }]} />
      </State>
    </States>
  ),
};
