import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, within } from 'storybook/test';
import { Sidebar } from '../components/Sidebar/index.js';
import { tutorialSidebar } from '../testing/fixtures.js';
import { ThemeProviders } from '../testing/providers.js';
import { REPEATED_LANDMARKS, State, States } from '../testing/states.js';
import { createServerMarkupCache, ServerMarkupProvider } from './ServerMarkup.js';

/**
 * What prerendering does with the sidebar: the items of each category that does not hold the page
 * come from the cache (rendered once, as static HTML), the rest is React's. The story renders the
 * cache's markup with the theme's providers, as a site's server entry renders it with its router.
 */
const rendered: string[] = [];
const cache = createServerMarkupCache((nodes) => {
  const html = renderToString(<ThemeProviders>{nodes}</ThemeProviders>);
  rendered.push(html);
  return html;
});

const meta = {
  title: 'Contexts/ServerMarkup',
  component: ServerMarkupProvider,
  args: { cache, children: null },
  render: (args) => (
    <div style={{ width: 290 }}>
      <ServerMarkupProvider cache={args.cache}>
        <Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" />
      </ServerMarkupProvider>
    </div>
  ),
} satisfies Meta<typeof ServerMarkupProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A collapsed category's items, written from the cache; its toggle, React's, still opens it. */
export const PrerenderedSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = canvas.getByRole('button', { name: 'Data transfer' });
    const panel = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(data.getAttribute('aria-controls') ?? '')}`);
    // The collapsed panel holds the cache's HTML for it.
    await expect(rendered.some((html) => html.includes('>AWS</a>'))).toBe(true);
    await expect(panel && within(panel).getByRole('link', { name: 'AWS', hidden: true })).toBeTruthy();
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
          <Sidebar items={tutorialSidebar} activePath="/doc/docs/api/instance/launch" />
        </ServerMarkupProvider>
      </State>
      <State label="Without">
        <Sidebar items={tutorialSidebar} activePath="/doc/docs/api/instance/launch" />
      </State>
    </States>
  ),
};
