import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { frenchSiteConfig, localeDropdownItem, siteConfig, siteConfigWithLocales } from '../../testing/fixtures.js';
import { LocaleDropdown } from './locale-items.js';

/** Opens the dropdown and gives its menu. */
function openMenu(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Expand the dropdown' }));
  return screen.getByRole('list');
}

describe('LocaleDropdown', () => {
  describe('given the default locale at the base URL, on a doc page', () => {
    const options = { config: siteConfigWithLocales };

    it('should be labelled with the current locale, after a globe hidden from screen readers', () => {
      const { container } = renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, options);
      const trigger = screen.getByRole('button', { name: 'Expand the dropdown' });
      expect(trigger).toHaveTextContent('English');
      expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });

    it('should link every locale to the same page in it, as a plain link with its language', () => {
      renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, options);
      const menu = openMenu();
      const french = within(menu).getByRole('link', { name: 'Français' });
      expect(french).toHaveAttribute('href', '/doc/fr/docs/quickstart/');
      expect(french).toHaveAttribute('lang', 'fr-FR');
      expect(french).toHaveAttribute('hreflang', 'fr-FR');
      expect(french).not.toHaveAttribute('target');
      expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/doc/ar/docs/quickstart/');
    });

    it('should mark the current locale and only it', () => {
      renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, options);
      const menu = openMenu();
      expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/doc/docs/quickstart/');
      expect(within(menu).getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
    });

    it('should have no axe violations, open', async () => {
      const { container } = renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, options);
      openMenu();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a translated locale under its own base URL, with a query and a hash', () => {
    it('should swap its base URL for the other locale, keeping the query and the hash', () => {
      // No route at that URL: the dropdown only reads the location.
      renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, { config: frenchSiteConfig, pathname: '/doc/fr/docs/quickstart/?tab=pip#install', notFound: true });
      const menu = openMenu();
      expect(screen.getByRole('button', { name: 'Collapse the dropdown' })).toHaveTextContent('Français');
      expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/doc/docs/quickstart/?tab=pip#install');
      expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/doc/ar/docs/quickstart/?tab=pip#install');
      expect(within(menu).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('given a label and links before and after the locales', () => {
    it('should show the label, and list the links around the locales', () => {
      const item = { ...localeDropdownItem, label: 'Language', dropdownItemsBefore: [{ label: 'Help us translate', href: 'https://example.com/translate' }], dropdownItemsAfter: [{ label: 'All languages', to: '/doc/languages/' }] };
      renderWithProviders(<LocaleDropdown item={item} />, { config: siteConfigWithLocales });
      expect(screen.getByRole('button', { name: 'Expand the dropdown' })).toHaveTextContent('Language');
      const links = within(openMenu()).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Help us translate', 'English', 'Français', 'العربية', 'All languages']);
      expect(links[0]).toHaveAttribute('target', '_blank');
    });
  });

  describe('given the mobile menu', () => {
    it('should list the locales as mobile links', () => {
      renderWithProviders(<LocaleDropdown item={localeDropdownItem} mobile />, { config: siteConfigWithLocales });
      const menu = openMenu();
      expect(within(menu).getByRole('link', { name: 'Français' }).className).toMatch(/mobileLink/);
    });
  });

  describe('given a site config without i18n', () => {
    it('should render nothing', () => {
      const { container } = renderWithProviders(<LocaleDropdown item={localeDropdownItem} />, { config: siteConfig });
      expect(container).toBeEmptyDOMElement();
    });
  });
});
