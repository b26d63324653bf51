import { initialRouterState, RouterProvider } from '@hpcdocs/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeSearchClient } from '../testing/fake-client.js';
import { SearchPage } from './SearchPage.js';

const page = (url: string) => (Story: () => ReactNode) => (
  <RouterProvider baseUrl="/doc/" initialState={initialRouterState(url, null, null)} routes={[]}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  args: { client: createFakeSearchClient() },
  decorators: [page('/doc/search/?q=instance')],
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results for ?q=instance. */
export const Results: Story = {};

/** Empty query. */
export const Empty: Story = { decorators: [page('/doc/search/')] };

/** No results. */
export const NoResults: Story = { decorators: [page('/doc/search/?q=zzz')] };

/** Loading the index. */
export const Loading: Story = { args: { client: createFakeSearchClient({ hang: true }) } };

/** Index load error with Retry. */
export const LoadError: Story = { args: { client: createFakeSearchClient({ failWith: 'Index missing' }) } };

/** More results than a page shows: the first ones, then every result through 'Show more results'. */
export const ShowMore: Story = {
  args: { pageSize: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more results (1 not shown)' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** Every state on one canvas, each page with its own address. */
export const AllStates: Story = {
  render: () => {
    const states: [string, string, Parameters<typeof SearchPage>[0]][] = [
      ['Results', '/doc/search/?q=instance', { client: createFakeSearchClient() }],
      ['Empty query', '/doc/search/', { client: createFakeSearchClient() }],
      ['No results', '/doc/search/?q=zzz', { client: createFakeSearchClient() }],
      ['Loading the index', '/doc/search/?q=instance', { client: createFakeSearchClient({ hang: true }) }],
      ['Index load error', '/doc/search/?q=instance', { client: createFakeSearchClient({ failWith: 'Index missing' }) }],
    ];
    return (
      <div style={{ display: 'grid', gap: '2rem' }}>
        {states.map(([label, url, props]) => (
          <section key={label} aria-label={label}>
            <RouterProvider baseUrl="/doc/" initialState={initialRouterState(url, null, null)} routes={[]}>
              <SearchPage {...props} />
            </RouterProvider>
          </section>
        ))}
      </div>
    );
  },
};
