import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BlogAuthor } from './BlogAuthor.js';

const PHOTO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23579"/%3E%3C/svg%3E';

const meta = {
  title: 'Pages/BlogAuthor',
  component: BlogAuthor,
  args: { author: { name: 'Ada Byron', title: 'Platform engineer', page: '/doc/blog/authors/ada', imageUrl: PHOTO, socials: [{ platform: 'github', url: 'https://github.com/ada' }] } },
} satisfies Meta<typeof BlogAuthor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a byline: photo and name lead to the author's page on the blog; the profiles are icon links. */
export const InByline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: 'Ada Byron' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/doc/blog/authors/ada');
    await expect(canvas.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada');
  },
};

/** Without a page of their own: the name leads to their URL, else to their email, else nowhere. */
export const WithoutPage: Story = {
  render: () => (
    <>
      <BlogAuthor author={{ name: 'Grace Hopper', url: 'https://example.com/grace' }} />
      <BlogAuthor author={{ name: 'Lin Wei', email: 'lin@example.com' }} />
      <BlogAuthor author={{ name: 'Alan Turing', title: 'Guest' }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', 'https://example.com/grace');
    await expect(canvas.getByRole('link', { name: 'Lin Wei' })).toHaveAttribute('href', 'mailto:lin@example.com');
    await expect(canvas.queryByRole('link', { name: 'Alan Turing' })).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="In a byline">
        <BlogAuthor {...args} />
      </State>
      <State label="In the list of authors (h2, with a count)">
        <BlogAuthor {...args} as="h2" count={4} />
      </State>
      <State label="On their own page (h1)">
        <BlogAuthor {...args} as="h1" />
      </State>
      <State label="A photo that cannot be shown (not an image)">
        <BlogAuthor author={{ name: 'Grace Hopper', title: 'Compiler team', imageUrl: 'data:image/png;base64,AAAA' }} />
      </State>
    </States>
  ),
};
