import { createMemorySiteRouter, RouterProvider, type SiteRouter } from '@hpcdocs/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeSearchClient } from '../testing/fake-client.js';
import { SearchPage } from './SearchPage.js';

/** A router at `url`, one per address (Storybook's own is turned off below: React Router allows one). */
const routers = new Map<string, SiteRouter>();
function routerAt(url: string): SiteRouter {
  let router = routers.get(url);
  if (!router) {
    router = createMemorySiteRouter({ baseUrl: '/doc/', url, routes: [] });
    routers.set(url, router);
  }
  return router;
}

const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  args: { client: createFakeSearchClient() },
  // The page's address: `parameters.url` (default ?q=instance; null: the story has routers of its own).
  decorators: [
    (Story, { parameters }) => {
      const url = parameters['url'] as string | null | undefined;
      if (url === null) return <Story />;
      return (
        <RouterProvider router={routerAt(url ?? '/doc/search/?q=instance')}>
          <Story />
        </RouterProvider>
      );
    },
  ],
  parameters: { theme: { router: false } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results for ?q=instance. */
export const Results: Story = {};

/** Empty query. */
export const Empty: Story = { parameters: { url: '/doc/search/' } };

/** No results. */
export const NoResults: Story = { parameters: { url: '/doc/search/?q=zzz' } };

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
    await userEvent.click(canvas.getByRole('button', { name: 'Show more results (1 page not shown)' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

const states: [string, string, Parameters<typeof SearchPage>[0]][] = [
  ['Results', '/doc/search/?q=instance', { client: createFakeSearchClient() }],
  ['Empty query', '/doc/search/', { client: createFakeSearchClient() }],
  ['No results', '/doc/search/?q=zzz', { client: createFakeSearchClient() }],
  ['Loading the index', '/doc/search/?q=instance', { client: createFakeSearchClient({ hang: true }) }],
  ['Index load error', '/doc/search/?q=instance', { client: createFakeSearchClient({ failWith: 'Index missing' }) }],
];
// Routers of their own, not the one per address: typing into one page must not move another.
const stateRouters = new Map(states.map(([label, url]) => [label, createMemorySiteRouter({ baseUrl: '/doc/', url, routes: [] })]));

/** Every state on one canvas, each page with its own address. */
export const AllStates: Story = {
  parameters: { url: null },
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {states.map(([label, url, props]) => (
        <section key={label} aria-label={label}>
          <RouterProvider router={stateRouters.get(label) ?? routerAt(url)}>
            <SearchPage {...props} />
          </RouterProvider>
        </section>
      ))}
    </div>
  ),
};
