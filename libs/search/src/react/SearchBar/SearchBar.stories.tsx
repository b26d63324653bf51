import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeSearchClient } from '../testing/fake-client.js';
import { SearchBar } from './SearchBar.js';

// A router of its own (Storybook's is turned off below: React Router allows one).
const router = createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/', routes: [] });

const meta = {
  title: 'Search/SearchBar',
  component: SearchBar,
  args: { client: createFakeSearchClient() },
  decorators: [
    (Story) => (
      <RouterProvider router={router}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420, padding: 16 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  parameters: { theme: { router: false } },
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

/**
 * A state of the box, labelled, at the right edge of a row as in the navbar (the panel opens
 * leftwards from there), with room below for the open panel.
 */
function StateCell({ label, height, children }: { readonly label: string; readonly height: number; readonly children: ReactNode }): ReactNode {
  return (
    <section aria-label={label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', minHeight: height, borderTop: '1px solid #dfe2e6', paddingTop: 12 }}>
      <p style={{ margin: 0, font: '600 13px system-ui' }}>{label}</p>
      {children}
    </section>
  );
}

/**
 * Every state side by side, for visual review: each box starts in its state (`defaultQuery` and
 * `defaultOpen`), so no interaction is needed to see it.
 */
export const AllStates: Story = {
  // Desktop: below 996 px an open panel is pinned under the navbar, and six would stack there.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, width: '100%', maxWidth: 720, marginRight: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <StateCell label="Idle: nothing loaded yet" height={70}>
        <SearchBar client={createFakeSearchClient()} />
      </StateCell>
      <StateCell label="Loading the index" height={130}>
        <SearchBar client={createFakeSearchClient({ hang: true })} defaultQuery="gpu" defaultOpen />
      </StateCell>
      <StateCell label="Ready, with results" height={370}>
        <SearchBar client={createFakeSearchClient()} defaultQuery="instance" defaultOpen />
      </StateCell>
      <StateCell label="Ready, no results" height={170}>
        <SearchBar client={createFakeSearchClient()} defaultQuery="zzz" defaultOpen />
      </StateCell>
      <StateCell label="The index failed to load" height={150}>
        <SearchBar client={createFakeSearchClient({ failWith: '@hpcdocs/search: could not load the search index (HTTP 404).' })} defaultQuery="gpu" defaultOpen />
      </StateCell>
      <StateCell label="Inside a context, without the shortcut hint" height={300}>
        <SearchBar client={createFakeSearchClient()} context="docs/api" shortcutHint={false} defaultQuery="launch" defaultOpen />
      </StateCell>
    </>
  ),
  play: async ({ canvasElement }) => {
    const states = () => [...canvasElement.querySelectorAll('[data-state]')].map((el) => el.getAttribute('data-state'));
    await waitFor(() => expect(states()).toEqual(['idle', 'loading', 'ready', 'ready', 'error', 'ready']));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(await canvas.findByText('No results', { selector: 'p' })).toBeVisible();
    await expect((await canvas.findAllByRole('option')).length).toBeGreaterThan(0);
  },
};
