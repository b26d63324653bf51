import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { siteConfig, siteConfigWithDropdown, siteConfigWithoutItems } from '../testing/fixtures.js';
import { State, States } from '../testing/states.js';
import { SiteConfigProvider, useSiteConfig } from './SiteConfig.js';

/** What `useSiteConfig()` gives a component: here the title, base URL and navbar items. */
function SiteConfigReadout(): ReactNode {
  const config = useSiteConfig();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', font: '14px/1.5 var(--hpc-font-sans, system-ui)' }}>
      <dt>Title</dt>
      <dd style={{ margin: 0 }} data-testid="title">
        {config.title}
      </dd>
      <dt>Base URL</dt>
      <dd style={{ margin: 0 }}>
        <code>{config.baseUrl}</code>
      </dd>
      <dt>Navbar items</dt>
      <dd style={{ margin: 0 }} data-testid="items">
        {config.navbar.items.length > 0 ? config.navbar.items.map((item) => ('label' in item && item.label) || item.type).join(', ') : 'none'}
      </dd>
    </dl>
  );
}

const meta = {
  title: 'Contexts/SiteConfig',
  component: SiteConfigProvider,
  args: { config: siteConfig, children: null },
  render: (args) => (
    <SiteConfigProvider config={args.config}>
      <SiteConfigReadout />
    </SiteConfigProvider>
  ),
} satisfies Meta<typeof SiteConfigProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme component reads the site's config from the nearest provider. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('title')).toHaveTextContent('HPC-AI.COM Docs');
    await expect(canvas.getByTestId('items')).toHaveTextContent('Docs');
  },
};

/** A nested provider wins: a part of the page can render with other settings. */
export const NestedProviderWins: Story = {
  args: { config: siteConfigWithoutItems },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('items')).toHaveTextContent('none');
  },
};

/** The fixture configs side by side, for visual review. */
export const AllStates: Story = {
  render: () => (
    <States>
      {[
        ['The site config', siteConfig],
        ['With a dropdown item', siteConfigWithDropdown],
        ['Without navbar items', siteConfigWithoutItems],
      ].map(([label, config]) => (
        <State key={label as string} label={label as string}>
          <SiteConfigProvider config={config as typeof siteConfig}>
            <SiteConfigReadout />
          </SiteConfigProvider>
        </State>
      ))}
    </States>
  ),
};
