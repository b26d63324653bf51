import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/match-media.ts';
import { siteConfig, siteConfigWithDropdown, siteConfigWithLocales, siteConfigWithoutItems } from '../../testing/fixtures.js';
import { DocsProvider } from '@hpcdocs/router';
import { navbarItemTypes } from './items.js';
import { Navbar } from './Navbar.js';
import { localeNavbarItemTypes } from './locale-items.js';
import { versionNavbarItemTypes } from './version-items.js';

/** React logs caught render errors; keep the test output readable. */
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('Navbar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('given the site config', () => {
    it('should show the title and the Docs item, active on a docs page', () => {
      renderWithProviders(<Navbar />);
      expect(screen.getByText('HPC-AI.COM Docs')).toBeTruthy();
      const docs = screen.getByRole('link', { name: 'Docs' });
      expect(docs.getAttribute('href')).toBe('/doc/docs/quickstart/');
      expect(docs.getAttribute('aria-current')).toBe('page');
    });

    it('should have no axe violations', async () => {
      const { container } = renderWithProviders(<Navbar />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an item of unknown type', () => {
    it('should throw an error naming the missing NavbarItem component', () => {
      quietErrors();
      const config = { ...siteConfig, navbar: { items: [{ type: 'fancy', label: 'Fancy' }] } };
      expect(() => renderWithProviders(<Navbar />, { config })).toThrow(/No NavbarItem component found for type "fancy"/);
    });
  });

  describe('given a doc item', () => {
    const versions = [{ name: 'current', label: 'Next', path: '/doc/docs', isLast: true, mainDocId: 'intro', docs: [{ id: 'intro', path: '/doc/docs/intro' }, { id: 'guides/faq', path: '/doc/docs/guides/faq' }] }];
    const withDoc = (docId: string) => ({ ...siteConfig, navbar: { items: [{ type: 'doc', docId, label: 'FAQ' }] } });

    it('should link to the doc with that id', () => {
      renderWithProviders(
        <DocsProvider versions={versions}>
          <Navbar />
        </DocsProvider>,
        { config: withDoc('guides/faq') },
      );
      expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/doc/docs/guides/faq');
    });

    it('should throw naming the closest ids when no doc has the id', () => {
      quietErrors();
      const render = () =>
        renderWithProviders(
          <DocsProvider versions={versions}>
            <Navbar />
          </DocsProvider>,
          { config: withDoc('faq') },
        );
      expect(render).toThrow(/navbar item "FAQ" of type doc points at the doc "faq", which the docs do not have\. Did you mean "guides\/faq"\?/);
    });
  });

  describe('given docs versions and a version dropdown', () => {
    const versions = [
      { name: 'current', label: 'Next', path: '/doc/docs/next', isLast: false, mainDocId: 'intro', docs: [{ id: 'intro', path: '/doc/docs/next/intro' }, { id: 'setup', path: '/doc/docs/next/setup' }], banner: 'unreleased' as const, sidebarPrefix: 'version-current/' },
      { name: '2.0', label: '2.0', path: '/doc/docs', isLast: true, mainDocId: 'intro', docs: [{ id: 'intro', path: '/doc/docs/intro' }, { id: 'setup', path: '/doc/docs/setup' }] },
      { name: '1.0', label: '1.0', path: '/doc/docs/1.0', isLast: false, mainDocId: 'intro', docs: [{ id: 'intro', path: '/doc/docs/1.0/intro' }], banner: 'unmaintained' as const, sidebarPrefix: 'version-1.0/' },
    ];
    const link = (path: string, label: string) => ({ type: 'link' as const, label, href: path, docId: path.split('/').at(-1) ?? '' });
    const sidebars = { tutorialSidebar: [link('/doc/docs/intro', 'Intro 2.0')], 'version-1.0/tutorialSidebar': [link('/doc/docs/1.0/intro', 'Intro 1.0')], 'version-current/tutorialSidebar': [link('/doc/docs/next/intro', 'Intro next')] };
    const config = { ...siteConfig, navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] }] } };
    const show = (pathname: string) =>
      renderWithProviders(
        <DocsProvider versions={versions}>
          <Navbar />
        </DocsProvider>,
        { config, sidebars, pathname },
      );
    afterEach(() => localStorage.clear());
    // As a site with versions registers them (they are not in the default set).
    beforeAll(() => Object.assign(navbarItemTypes, versionNavbarItemTypes));
    afterAll(() => {
      for (const type of Object.keys(versionNavbarItemTypes)) delete navbarItemTypes[type];
    });

    it("should be labelled with the page's version and lead to the same page in each version, else to its first doc", () => {
      show('/doc/docs/next/setup');
      expect(screen.getByRole('button', { name: 'Expand the dropdown' }).textContent).toBe('Next');
      const hrefs = ['Next', '2.0', '1.0', 'All versions'].map((name) => screen.getByRole('link', { name, hidden: true }).getAttribute('href'));
      expect(hrefs).toEqual(['/doc/docs/next/setup', '/doc/docs/setup', '/doc/docs/1.0/intro', '/doc/versions']);
      // The docs link shows the sidebar of the version the reader is in.
      expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/doc/docs/next/intro');
    });

    it('should remember the version chosen, which the docs link follows off the docs', () => {
      const { unmount } = show('/doc/docs/setup');
      fireEvent.click(screen.getByRole('link', { name: '1.0', hidden: true }));
      expect(localStorage.getItem('docs-preferred-version-default')).toBe('1.0');
      unmount();
      show('/doc/');
      expect(screen.getByRole('button', { name: 'Expand the dropdown' }).textContent).toBe('1.0');
      expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/doc/docs/1.0/intro');
    });
  });

  describe('given docs at the base URL and a docSidebar item', () => {
    const sidebars = { tutorialSidebar: [{ type: 'link' as const, label: 'Motivation', href: '/doc/motivation', docId: 'motivation' }], other: [{ type: 'link' as const, label: 'Registry', href: '/doc/registry/', docId: 'registry/index' }] };
    const config = { ...siteConfig, navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Client' }, { type: 'docSidebar', sidebarId: 'other', label: 'Registry' }] } };

    it('should be active on the pages of its sidebar only, not on every page under the base URL', () => {
      renderWithProviders(<Navbar />, { config, sidebars, pathname: '/doc/faq', sidebar: 'tutorialSidebar' });
      expect(screen.getByRole('link', { name: 'Client' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Registry' }).getAttribute('aria-current')).toBeNull();
    });
  });

  describe('given a docSidebar item whose sidebar has no link', () => {
    it('should throw an error that names the item and the sidebar', () => {
      quietErrors();
      const sidebars = { tutorialSidebar: [{ type: 'category' as const, label: 'Empty', collapsed: true, collapsible: true, items: [] }] };
      expect(() => renderWithProviders(<Navbar />, { sidebars })).toThrow(/navbar item "Docs" of type docSidebar points at sidebar "tutorialSidebar", which has no doc link/);
    });

    it('should list the available sidebars when the sidebar does not exist', () => {
      quietErrors();
      const config = { ...siteConfig, navbar: { items: [{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }] } };
      expect(() => renderWithProviders(<Navbar />, { config })).toThrow(/"apiSidebar", which does not exist\. Available sidebars: tutorialSidebar\./);
    });
  });

  describe('given a dropdown item', () => {
    const trigger = () => screen.getByRole('button', { name: /the dropdown$/ });
    const menu = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '');

    it('should start collapsed with the label "Expand the dropdown"', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      expect(trigger().getAttribute('aria-label')).toBe('Expand the dropdown');
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(menu()?.hidden).toBe(true);
    });

    it('should open on click and then be labelled "Collapse the dropdown"', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.click(trigger());
      expect(trigger().getAttribute('aria-label')).toBe('Collapse the dropdown');
      expect(menu()?.hidden).toBe(false);
      expect(screen.getByRole('link', { name: 'Billing' })).toBeTruthy();
    });

    it('should toggle with the Enter key', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.keyDown(trigger(), { key: 'Enter' });
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(trigger(), { key: 'Enter' });
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('should close on Escape', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.click(trigger());
      fireEvent.keyDown(trigger(), { key: 'Escape' });
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('should close on mousedown outside but not inside', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.click(trigger());
      fireEvent.mouseDown(screen.getByRole('link', { name: 'Billing' }));
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      fireEvent.mouseDown(document.body);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('should close when focus moves outside', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.click(trigger());
      act(() => screen.getByRole('link', { name: 'Docs' }).focus());
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('should have no axe violations while open', async () => {
      const { container } = renderWithProviders(<Navbar />, { config: siteConfigWithDropdown });
      fireEvent.click(trigger());
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given no navbar items', () => {
    it('should disable the mobile menu toggle', () => {
      renderWithProviders(<Navbar />, { config: siteConfigWithoutItems });
      expect((screen.getByRole('button', { name: 'Toggle navigation bar' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('when the mobile toggle is pressed on a small screen', () => {
    it('should open the mobile menu, and Escape should close it and return focus to the toggle', async () => {
      setViewportWidth(600);
      renderWithProviders(<Navbar />);
      const toggle = screen.getByRole('button', { name: 'Toggle navigation bar' });
      act(() => toggle.focus());
      fireEvent.click(toggle);
      expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeTruthy();
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(document, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(toggle);
    });
  });

  describe('given navbar.hideOnScroll', () => {
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    afterEach(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it('should slide the bar away while scrolling down and back when scrolling up', () => {
      renderWithProviders(<Navbar />, { config: { ...siteConfig, navbar: { ...siteConfig.navbar, hideOnScroll: true } } });
      const bar = screen.getByRole('banner');
      scrollTo(400);
      expect(bar.hasAttribute('data-hidden')).toBe(true);
      scrollTo(380);
      expect(bar.hasAttribute('data-hidden')).toBe(false);
    });

    it('should keep the bar in place when it is off (this site)', () => {
      renderWithProviders(<Navbar />);
      scrollTo(400);
      expect(screen.getByRole('banner').hasAttribute('data-hidden')).toBe(false);
    });
  });
  describe('given a localeDropdown item', () => {
    it('should not know the type until the site registers the locale item types', () => {
      quietErrors();
      expect(() => renderWithProviders(<Navbar />, { config: siteConfigWithLocales })).toThrow('No NavbarItem component found for type "localeDropdown"');
    });

    describe('when the site registers them', () => {
      beforeAll(() => Object.assign(navbarItemTypes, localeNavbarItemTypes));
      afterAll(() => {
        for (const type of Object.keys(localeNavbarItemTypes)) delete navbarItemTypes[type];
      });

      it('should show the locales at the right, each leading to this page in it', () => {
        renderWithProviders(<Navbar />, { config: siteConfigWithLocales });
        expect(screen.getByRole('button', { name: 'Expand the dropdown' })).toHaveTextContent('English');
        expect(screen.getByRole('link', { name: 'Français', hidden: true })).toHaveAttribute('href', '/doc/fr/docs/quickstart/');
      });
    });
  });
});
