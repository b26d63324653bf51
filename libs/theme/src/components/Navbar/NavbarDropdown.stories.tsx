import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dropdownItem } from '../../testing/fixtures.js';
import { State, States } from '../../testing/states.js';
import { NavbarDropdown } from './NavbarDropdown.js';

const meta = {
  title: 'Layout/NavbarDropdown',
  component: NavbarDropdown,
  args: { item: dropdownItem },
  // Room below the trigger for the open menu.
  decorators: [(Story) => <div style={{ minHeight: 200, padding: '0.5rem' }}><Story /></div>],
} satisfies Meta<typeof NavbarDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed on desktop: the trigger says what pressing it does ('Expand the dropdown'). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Expand the dropdown' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened with the keyboard: Enter opens and closes it, Escape closes it and keeps focus on the trigger. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Expand the dropdown' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAccessibleName('Collapse the dropdown');
    await expect(canvas.getByRole('link', { name: 'Storage' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** In the mobile menu a dropdown starts collapsed unless one of its items is the current page. */
export const MobileWithActiveChild: Story = {
  args: { mobile: true },
  parameters: { theme: { pathname: '/doc/docs/billing/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Collapse the dropdown' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Billing' })).toBeVisible();
  },
};

/** Every state on one canvas. */
export const AllStates: Story = {
  render: () => (
    <States columns={3}>
      <State label="Desktop, closed">
        <NavbarDropdown item={dropdownItem} />
      </State>
      <State label="Mobile, collapsed">
        <NavbarDropdown item={dropdownItem} mobile />
      </State>
      <State label="Mobile, no current child">
        <NavbarDropdown item={{ ...dropdownItem, label: 'More' }} mobile />
      </State>
    </States>
  ),
};
