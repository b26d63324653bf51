import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SearchTermHighlighter } from './SearchTermHighlighter.js';

// A router of its own at a search hit's URL (Storybook's is turned off below: React Router allows one).
const router = createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/docs/api/instance/launch?_highlight=gpu&_highlight=instancetypeid', routes: [] });

const meta = {
  title: 'Search/SearchTermHighlighter',
  component: SearchTermHighlighter,
  args: { rootSelector: '#story-doc' },
  decorators: [
    (Story) => (
      <RouterProvider router={router}>
        <article id="story-doc" style={{ maxWidth: 560 }}>
          <h2>Request body</h2>
          <p>
            Pick the GPU model with <code>instanceTypeId</code>. Every GPU of the instance is yours until you stop it.
          </p>
        </article>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { theme: { router: false } },
} satisfies Meta<typeof SearchTermHighlighter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page opened from a search hit with `?_highlight=gpu&_highlight=instancetypeid`: the terms are highlighted, no markup added. */
export const FromSearchHit: Story = {
  play: async ({ canvasElement }) => {
    const registry = (globalThis as { CSS?: { highlights?: { get(name: string): Set<Range> | undefined } } }).CSS?.highlights;
    if (!registry) return;
    await waitFor(() => expect(registry.get('hpcdocs-search-term')?.size).toBe(3));
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};
