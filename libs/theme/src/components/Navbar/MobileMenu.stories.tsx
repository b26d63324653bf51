import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteConfigWithDropdown } from '../../testing/fixtures.js';
import { forceMobileViewport } from '../../testing/viewport.js';
import { ThemeProviders } from '../../testing/providers.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { MobileMenu, type MobileMenuProps } from './MobileMenu.js';

/** Keeps the open state, so the close button and Escape work; a button reopens the menu. */
function StatefulMobileMenu({ open: initial, onOpenChange }: MobileMenuProps) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  render: (args) => <StatefulMobileMenu {...args} />,
  args: { open: true, onOpenChange: fn() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: () => forceMobileViewport(),
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page with a docs sidebar the menu opens on the secondary panel: the sidebar. */
export const SecondaryPanel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Navigation' }));
    await expect(dialog.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  },
};

/** '← Back to main menu' shows the primary panel with the navbar items. */
export const PrimaryPanel: Story = {
  parameters: { theme: { config: siteConfigWithDropdown } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '← Back to main menu' }));
    await expect(dialog.getByRole('link', { name: 'Docs' })).toBeVisible();
    // The pressed button is gone; focus lands on the new panel's first item.
    await expect(dialog.getByRole('link', { name: 'Docs' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Expand the dropdown' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page without a sidebar: only the primary panel. */
export const WithoutSidebar: Story = {
  parameters: { theme: { sidebar: null } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: '← Back to main menu' })).not.toBeInTheDocument();
  },
};

/** Escape and the close button close the menu. */
export const Closing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close navigation bar' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Tab and Shift+Tab cycle inside the open menu; focus never reaches the page behind it. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close navigation bar' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(close).not.toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
  },
};

/** A dropdown holding the current page starts expanded in the menu. */
export const DropdownWithActiveChild: Story = {
  parameters: { theme: { config: siteConfigWithDropdown, sidebar: null, pathname: '/doc/docs/billing/' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Collapse the dropdown' })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Billing' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The two panels side by side, each in a phone-sized frame. */
export const AllStates: Story = {
  // A router per state (ThemeProviders): React Router allows none inside another.
  parameters: { a11y: REPEATED_LANDMARKS, theme: { router: false } },
  render: () => (
    <States columns={2}>
      <State label="Secondary panel: the docs sidebar" contain={{ width: 375, height: 600 }}>
        <ThemeProviders>
          <MobileMenu open onOpenChange={() => undefined} />
        </ThemeProviders>
      </State>
      <State label="Primary panel: navbar items" contain={{ width: 375, height: 600 }}>
        <ThemeProviders config={siteConfigWithDropdown} sidebar={null}>
          <MobileMenu open onOpenChange={() => undefined} />
        </ThemeProviders>
      </State>
    </States>
  ),
};
