import { initialRouterState, RouterProvider } from '@hpcdocs/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeSearchClient } from '../testing/fake-client.js';
import { SearchBar } from './SearchBar.js';

const meta = {
  title: 'Search/SearchBar',
  component: SearchBar,
  args: { client: createFakeSearchClient() },
  decorators: [
    (Story) => (
      <RouterProvider baseUrl="/doc/" initialState={initialRouterState('/doc/', null, null)} routes={[]}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420, padding: 16 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = (canvasElement: HTMLElement, text: string) => userEvent.type(within(canvasElement).getByRole('combobox'), text);

/** Idle: nothing loaded yet, shortcut hint visible. */
export const Idle: Story = {};

/** Ready: the index loaded on hover; the box is not focused. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('combobox'));
    await expect(canvasElement.querySelector('[data-state="ready"]')).not.toBeNull();
  },
};

/** Focused, nothing typed yet. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(canvasElement.querySelector('[data-state="focused"]')).not.toBeNull();
  },
};

/** Loading the index (never finishes). */
export const Loading: Story = {
  args: { client: createFakeSearchClient({ hang: true }) },
  play: ({ canvasElement }) => typeInto(canvasElement, 'gpu'),
};

/** Focused with results; the first option is active. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'instance');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement).findAllByRole('option')).toHaveLength(3);
  },
};

/** Chinese results. */
export const Chinese: Story = { play: ({ canvasElement }) => typeInto(canvasElement, '部署') };

/** No results. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'zzz');
    await expect(await within(canvasElement).findByText('No results', { selector: 'p' })).toBeVisible();
  },
};

/** Inside a context: 'See all results in …' and 'See results outside …'. */
export const WithContext: Story = { args: { context: 'docs/api' }, play: ({ canvasElement }) => typeInto(canvasElement, 'launch') };

/** The index failed to load: message and Retry. */
export const LoadError: Story = {
  args: { client: createFakeSearchClient({ failWith: '@hpcdocs/search: could not load the search index (HTTP 404).' }) },
  play: ({ canvasElement }) => typeInto(canvasElement, 'gpu'),
};

/** Without the shortcut hint. */
export const NoShortcutHint: Story = { args: { shortcutHint: false } };

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchBar client={createFakeSearchClient()} />
      <SearchBar client={createFakeSearchClient({ hang: true })} />
      <SearchBar client={createFakeSearchClient({ failWith: 'Index missing' })} />
      <SearchBar client={createFakeSearchClient()} context="docs/api" shortcutHint={false} />
    </div>
  ),
};
