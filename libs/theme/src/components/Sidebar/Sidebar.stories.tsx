import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tutorialSidebar } from '../../testing/fixtures.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Sidebar } from './Sidebar.js';

const meta = {
  title: 'Docs/Sidebar',
  component: Sidebar,
  args: { items: tutorialSidebar, activePath: '/doc/docs/quickstart/', onNavigate: fn() },
  decorators: [(Story) => <div style={{ width: 290 }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Top-level page active: categories stay collapsed, their items not rendered until first opened;
 * closed again, they stay in the page (hidden="until-found") for find-in-page.
 */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = canvas.getByRole('button', { name: 'Data transfer' });
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(data).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('link', { name: 'AWS', hidden: true })).toBeNull();
    await userEvent.click(data);
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    // The panel fades in (CSS animation), so visibility settles after a moment.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'AWS' })).toBeVisible());
    const panel = canvasElement.querySelector(`#${CSS.escape(data.getAttribute('aria-controls') ?? '')}`);
    await userEvent.click(data);
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveAttribute('hidden', 'until-found');
  },
};

/** A category whose label is a link: the link navigates, the chevron button toggles. */
export const CategoryLinkAndToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/doc/docs/api/');
    const toggle = canvas.getByRole('button', { name: "Expand sidebar category 'API'" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName("Collapse sidebar category 'API'");
  },
};

/** A page two categories deep: both categories open, the page highlighted. */
export const ActiveNestedItem: Story = {
  args: { activePath: '/doc/docs/api/instance/launch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Launch' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Instance' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A category with its own page, active. */
export const ActiveCategoryPage: Story = { args: { activePath: '/doc/docs/api/' } };

/** Items a sidebars file can add besides docs: an `html` heading and a divider, and a link out. */
const withMarkup: SidebarItem[] = [
  { type: 'html', body: [['strong', null, 'Guides']], defaultStyle: true },
  ...tutorialSidebar.slice(0, 2),
  { type: 'html', body: [['hr', null]] },
  { type: 'link', label: 'Status page', href: 'https://status.example.com' },
];

export const HtmlItems: Story = {
  args: { items: withMarkup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guides').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('hr')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Status page' })).toHaveAttribute('href', 'https://status.example.com');
  },
};

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: (args) => (
    <States columns={3}>
      <State label="Top-level page active">
        <Sidebar {...args} />
      </State>
      <State label="Nested page active">
        <Sidebar {...args} activePath="/doc/docs/api/instance/launch" />
      </State>
      <State label="Category page active">
        <Sidebar {...args} activePath="/doc/docs/api/" />
      </State>
      <State label="With html items and a link out">
        <Sidebar {...args} items={withMarkup} />
      </State>
    </States>
  ),
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
};
