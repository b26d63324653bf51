import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { expect, within } from 'storybook/test';
import { sidebars, tutorialSidebar } from '../testing/fixtures.js';
import { State, States } from '../testing/states.js';
import { SidebarsProvider, useSidebars } from './Sidebars.js';

/** Items of a sidebar, nested categories included. */
function countItems(items: readonly SidebarItem[]): number {
  return items.reduce((n, item) => n + 1 + (item.type === 'category' ? countItems(item.items) : 0), 0);
}

/** What `useSidebars()` gives a component: every sidebar by name. */
function SidebarsReadout(): ReactNode {
  const all = useSidebars();
  const names = Object.keys(all);
  return (
    <ul style={{ margin: 0, font: '14px/1.5 var(--hpc-font-sans, system-ui)' }} data-testid="sidebars">
      {names.length === 0 ? <li>No sidebars</li> : null}
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code>: {countItems(all[name] ?? [])} items
        </li>
      ))}
    </ul>
  );
}

const twoSidebars = { tutorialSidebar, apiSidebar: tutorialSidebar.slice(0, 2) };

const meta = {
  title: 'Contexts/Sidebars',
  component: SidebarsProvider,
  args: { sidebars, children: null },
  render: (args) => (
    <SidebarsProvider sidebars={args.sidebars}>
      <SidebarsReadout />
    </SidebarsProvider>
  ),
} satisfies Meta<typeof SidebarsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar's `docSidebar` items, the doc page and the mobile menu read the sidebars from here. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('sidebars');
    await expect(list).toHaveTextContent(`tutorialSidebar: ${countItems(tutorialSidebar)} items`);
  },
};

/** A site with more than one sidebar. */
export const TwoSidebars: Story = {
  args: { sidebars: twoSidebars },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByTestId('sidebars')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.split(':')[0])).toEqual(['tutorialSidebar', 'apiSidebar']);
  },
};

/** The states side by side, for visual review. */
export const AllStates: Story = {
  render: () => (
    <States>
      <State label="One sidebar">
        <SidebarsProvider sidebars={sidebars}>
          <SidebarsReadout />
        </SidebarsProvider>
      </State>
      <State label="Two sidebars">
        <SidebarsProvider sidebars={twoSidebars}>
          <SidebarsReadout />
        </SidebarsProvider>
      </State>
      <State label="No sidebars">
        <SidebarsProvider sidebars={{}}>
          <SidebarsReadout />
        </SidebarsProvider>
      </State>
    </States>
  ),
};
