import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { BlogByline } from './BlogByline.js';
import { BlogList } from './BlogList.js';

const authors = [
  { name: 'Ada Byron', title: 'Platform engineer', url: 'https://example.com/ada' },
  { name: 'Grace Hopper', title: 'Compiler team' },
];
const posts = [
  { title: 'GPU quotas now per project', permalink: '/doc/blog/2026/11/20/gpu-quotas', description: 'Each project gets its own GPU quota, set by its owner.', date: '2026-11-20', readingTime: 3, authors, tags: [{ label: 'GPUs', permalink: '/doc/blog/tags/gpus' }] },
  { title: 'Faster image pulls', permalink: '/doc/blog/2026/10/02/image-pulls', description: 'Images are cached on every node of a cluster.', date: '2026-10-02', readingTime: 5, authors: authors.slice(1) },
];

const meta = {
  title: 'Pages/BlogList',
  component: BlogList,
  args: { title: 'Blog', description: 'News from the platform team', page: 1, pages: 2, next: '/doc/blog/page/2', posts },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of two: newest posts first, a link to the older ones. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'GPU quotas now per project' })).toBeVisible();
    await expect(canvas.getAllByText('November 20, 2026')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Older posts »' })).toHaveAttribute('href', '/doc/blog/page/2');
  },
};

/** A blog with no post yet. */
export const Empty: Story = { args: { posts: [], pages: 1 } };

/** An author's page (authors.yml `page: true`): who they are, a way to every author, their posts. */
export const AuthorPage: Story = {
  args: { title: 'Ada Byron - One post', description: '', pages: 1, posts: posts.slice(0, 1), author: { name: 'Ada Byron', title: 'Platform engineer', page: '/doc/blog/authors/ada', description: 'Keeps the clusters running.' }, allAuthors: '/doc/blog/authors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Byron' })).toBeVisible();
    await expect(canvas.getByText('Keeps the clusters running.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all authors' })).toHaveAttribute('href', '/doc/blog/authors');
  },
};

/** An author with a page and no post yet. */
export const AuthorWithoutPosts: Story = {
  args: { ...AuthorPage.args, posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This author has not written any posts yet.')).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: (args) => (
    <States>
      <State label="First page of two">
        <BlogList {...args} />
      </State>
      <State label="Last page">
        <BlogList title={args.title} description={args.description} page={2} pages={2} previous="/doc/blog" posts={posts.slice(1)} />
      </State>
      <State label="A post's byline">
        <BlogByline date="2026-11-20" readingTime={3} authors={authors} />
      </State>
    </States>
  ),
};
