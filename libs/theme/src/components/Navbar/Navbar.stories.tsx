import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { siteConfig, siteConfigWithDropdown, siteConfigWithoutItems } from '../../testing/fixtures.js';
import { forceMobileViewport } from '../../testing/viewport.js';
import { ThemeProviders } from '../../testing/providers.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Navbar } from './Navbar.js';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's navbar: title and the 'Docs' item (active on docs pages). */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With a search box in the search slot. */
export const WithSearch: Story = {
  args: { search: <input type="search" aria-label="Search" placeholder="Search" /> },
};

/**
 * A dropdown item: opens on click or Enter, stays open on a mousedown inside,
 * closes on mousedown, touch or focus outside, and on Escape.
 */
export const WithDropdown: Story = {
  parameters: { theme: { config: siteConfigWithDropdown } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Expand the dropdown' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAccessibleName('Collapse the dropdown');
    const billing = canvas.getByRole('link', { name: 'Billing' });
    await expect(billing).toBeVisible();
    // Inside: stays open.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: billing });
    await userEvent.pointer({ keys: '[/MouseLeft]', target: billing });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Outside: closes.
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(billing).not.toBeVisible();
    // Enter toggles.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Escape closes.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Focus moving outside closes.
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('link', { name: 'Docs' }).focus();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // A touch outside closes.
    await userEvent.click(trigger);
    fireEvent.touchStart(canvasElement.ownerDocument.body);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Phone width (the toggle shows below 996 px): the toggle opens the mobile menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: () => forceMobileViewport(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation bar' }));
    await expect(await canvas.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close navigation bar' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** No navbar items: the mobile toggle is disabled. */
export const NoItems: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { theme: { config: siteConfigWithoutItems } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Toggle navigation bar' })).toBeDisabled();
  },
};

/**
 * `navbar.hideOnScroll: true` (off for this site): scroll the canvas down and the bar slides away;
 * scroll up and it returns. Behaviour tested in useHideOnScroll.test.tsx (jsdom cannot scroll).
 */
export const HideOnScroll: Story = {
  parameters: { theme: { config: { ...siteConfig, navbar: { ...siteConfig.navbar, hideOnScroll: true } } } },
  render: () => (
    <>
      <Navbar />
      <div style={{ height: '300vh', padding: '2rem' }}>
        <p>Scroll down: the navbar hides. Scroll up: it shows again.</p>
      </div>
    </>
  ),
};

/** Unknown item types throw `No NavbarItem component found`; see Navbar.test.tsx. */
export const AllStates: Story = {
  // A router per state (ThemeProviders): React Router allows none inside another.
  parameters: { a11y: REPEATED_LANDMARKS, theme: { router: false } },
  render: () => (
    <States>
      <State label="This site: 'Docs' active">
        <ThemeProviders>
          <Navbar />
        </ThemeProviders>
      </State>
      <State label="With a search box">
        <ThemeProviders>
          <Navbar search={<input type="search" aria-label="Search" placeholder="Search" />} />
        </ThemeProviders>
      </State>
      <State label="Dropdown and an external link">
        <ThemeProviders config={siteConfigWithDropdown}>
          <Navbar />
        </ThemeProviders>
      </State>
      <State label="Landing page: nothing active">
        <ThemeProviders pathname="/doc/" sidebar={null}>
          <Navbar />
        </ThemeProviders>
      </State>
    </States>
  ),
};
