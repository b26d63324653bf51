import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frenchSiteConfig, localeDropdownItem, siteConfigWithLocales } from '../../testing/fixtures.js';
import { ThemeProviders } from '../../testing/providers.js';
import { RightToLeft, State, States } from '../../testing/states.js';
import { LocaleDropdown } from './locale-items.js';

const meta = {
  title: 'Layout/LocaleDropdown',
  component: LocaleDropdown,
  args: { item: localeDropdownItem },
  parameters: { theme: { config: siteConfigWithLocales } },
  // Room below the trigger for the open menu.
  decorators: [(Story) => <div style={{ minHeight: 220, padding: '0.5rem' }}><Story /></div>],
} satisfies Meta<typeof LocaleDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current locale's label after a globe. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Expand the dropdown' });
    await expect(trigger).toHaveTextContent('English');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: each locale leads to this page in it (a full page load), the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand the dropdown' }));
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', '/doc/fr/docs/quickstart/');
    await expect(french).toHaveAttribute('hreflang', 'fr-FR');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  },
};

/** In the French app (under /doc/fr/): the other locales' links drop its prefix. */
export const FromTranslatedLocale: Story = {
  parameters: { theme: { config: frenchSiteConfig, pathname: '/doc/fr/docs/quickstart/', notFound: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand the dropdown' }));
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/doc/docs/quickstart/');
  },
};

/** With links before and after the locales, and a label of its own. */
export const WithExtraLinks: Story = {
  args: {
    item: { ...localeDropdownItem, label: 'Language', dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://example.com/translate' }] },
  },
};

/** In the mobile menu. */
export const Mobile: Story = {
  args: { mobile: true },
};

/** Every state on one canvas. */
export const AllStates: Story = {
  // A router per state (ThemeProviders): React Router allows none inside another.
  parameters: { theme: { router: false } },
  render: () => (
    <States columns={4}>
      <State label="Desktop, default locale">
        <ThemeProviders config={siteConfigWithLocales}>
          <LocaleDropdown item={localeDropdownItem} />
        </ThemeProviders>
      </State>
      <State label="Desktop, French app">
        <ThemeProviders config={frenchSiteConfig} pathname="/doc/fr/docs/quickstart/" notFound>
          <LocaleDropdown item={localeDropdownItem} />
        </ThemeProviders>
      </State>
      <State label="Mobile, own label">
        <ThemeProviders config={siteConfigWithLocales}>
          <LocaleDropdown item={{ ...localeDropdownItem, label: 'Language' }} mobile />
        </ThemeProviders>
      </State>
      <State label="Right to left">
        <ThemeProviders config={siteConfigWithLocales}>
          <RightToLeft>
            <LocaleDropdown item={localeDropdownItem} />
          </RightToLeft>
        </ThemeProviders>
      </State>
    </States>
  ),
};
