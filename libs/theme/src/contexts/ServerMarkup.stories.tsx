import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, within } from 'storybook/test';
import { Sidebar } from '../components/Sidebar/index.js';
import { tutorialSidebar } from '../testing/fixtures.js';
import { ThemeProviders } from '../testing/providers.js';
import { REPEATED_LANDMARKS, State, States } from '../testing/states.js';
import { createServerMarkupCache, ServerMarkupProvider } from './ServerMarkup.js';

/**
 * What prerendering does with the sidebar: the items of each open category that does not hold the
 * page (one open by default) come from the cache (rendered once, as static HTML), the rest is
 * React's; a collapsed category's items are not rendered at all. The story renders the cache's
 * markup with the theme's providers, as a site's server entry renders it with its router.
 */
const rendered: string[] = [];
const cache = createServerMarkupCache((nodes) => {
  const html = renderToString(<ThemeProviders>{nodes}</ThemeProviders>);
  rendered.push(html);
  return html;
});

/** The fixture sidebar and a category open by default that does not hold the page. */
const items: readonly SidebarItem[] = [
  ...tutorialSidebar,
  { type: 'category', label: 'Guides', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Install', href: '/doc/docs/guides/install' }] },
];

const meta = {
  title: 'Contexts/ServerMarkup',
  component: ServerMarkupProvider,
  args: { cache, children: null },
  render: (args) => (
    <div style={{ width: 290 }}>
      <ServerMarkupProvider cache={args.cache}>
        <Sidebar items={items} activePath="/doc/docs/quickstart/" />
      </ServerMarkupProvider>
    </div>
  ),
} satisfies Meta<typeof ServerMarkupProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open category's items, written from the cache; its toggle, React's, still closes it. A collapsed one's items are rendered when it opens. */
export const PrerenderedSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guides = canvas.getByRole('button', { name: 'Guides' });
    const panel = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(guides.getAttribute('aria-controls') ?? '')}`);
    // The open panel holds the cache's HTML for it.
    await expect(rendered.some((html) => html.includes('>Install</a>'))).toBe(true);
    await expect(panel && within(panel).getByRole('link', { name: 'Install' })).toBeTruthy();
    await userEvent.click(guides);
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    // Nothing rendered the collapsed category's items, in the cache or out of it.
    const data = canvas.getByRole('button', { name: 'Data transfer' });
    await expect(rendered.some((html) => html.includes('>AWS</a>'))).toBe(false);
    await userEvent.click(data);
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'AWS' })).toBeInTheDocument();
  },
};

/** The same page's sidebar with the cache (as prerendered) and without it (as the browser renders it): they look the same. */
export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: () => (
    <States columns={2}>
      <State label="With the cache">
        <ServerMarkupProvider cache={cache}>
          <Sidebar items={items} activePath="/doc/docs/api/instance/launch" />
        </ServerMarkupProvider>
      </State>
      <State label="Without">
        <Sidebar items={items} activePath="/doc/docs/api/instance/launch" />
      </State>
    </States>
  ),
};
