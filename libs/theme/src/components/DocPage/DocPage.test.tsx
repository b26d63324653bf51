import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { docJson, docWithoutSidebar, docWithoutToc, frenchTranslations, siteConfig, tutorialSidebar } from '../../testing/fixtures.js';
import { DocPage } from './DocPage.js';

const at = { pathname: docJson.permalink };

describe('DocPage', () => {
  describe('given a doc with tags, an edit URL and an author of its last update', () => {
    const doc = {
      ...docJson,
      tags: [{ label: 'GPU', permalink: '/doc/docs/tags/gpu' }],
      editUrl: 'https://example.com/edit/docs/launch.mdx',
      lastUpdatedBy: 'Ada',
    };

    it('should link each tag to its page and offer to edit the doc', () => {
      renderWithProviders(<DocPage doc={doc} sidebar={tutorialSidebar} />, at);
      expect(screen.getByRole('link', { name: 'GPU' }).getAttribute('href')).toBe('/doc/docs/tags/gpu');
      const edit = screen.getByRole('link', { name: 'Edit this page' });
      expect(edit.getAttribute('href')).toBe(doc.editUrl);
      expect(edit.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByText(/Last updated on/).textContent).toBe('Last updated on Mar 14, 2025 by Ada');
    });

    it('should have no axe violations', async () => {
      const { container } = renderWithProviders(<DocPage doc={doc} sidebar={tutorialSidebar} />, at);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a site whose config translates the theme labels', () => {
    const config = { ...siteConfig, translations: frenchTranslations };
    const doc = { ...docJson, editUrl: 'https://example.com/edit/docs/launch.mdx', lastUpdatedBy: 'Ada' };

    it('should show the translated labels and names, in the translation word order', () => {
      renderWithProviders(<DocPage doc={doc} sidebar={tutorialSidebar} />, { ...at, config });
      const pages = screen.getByRole('navigation', { name: 'Pages de la documentation' });
      expect(within(pages).getByText('Précédent')).toBeVisible();
      expect(within(pages).getByText('Suivant')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Modifier cette page' })).toHaveAttribute('href', doc.editUrl);
      expect(screen.getByText(/Dernière mise à jour/)).toHaveTextContent('Dernière mise à jour le Mar 14, 2025 par Ada');
      expect(screen.getByText(/Dernière mise à jour/).querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T00:00:00.000Z');
      expect(screen.getByText('3 min de lecture')).toBeVisible();
      expect(screen.getByRole('navigation', { name: 'Barre latérale de la documentation' })).toBeVisible();
      expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeVisible();
      expect(screen.getByRole('link', { name: "Page d'accueil" })).toHaveTextContent('Home');
    });

    it('should keep the English of a label the translations leave out', () => {
      renderWithProviders(<DocPage doc={doc} sidebar={tutorialSidebar} />, { ...at, config });
      expect(screen.getAllByRole('button', { name: /^(Expand|Collapse) sidebar category '/ }).length).toBeGreaterThan(0);
    });
  });

  describe('given a doc that opens with a heading of its own', () => {
    it('should show that heading, not the title its frontmatter gives the tab and the sidebar', () => {
      renderWithProviders(<DocPage doc={{ ...docJson, contentTitle: 'What changed' }} sidebar={tutorialSidebar} />, at);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What changed');
    });

    it('should keep the link and the code that heading has', () => {
      const titleBody = [['a', { href: '/doc/codecs' }, 'Codec tables'], ' for ', ['code', null, 'ffmpeg']] as const;
      renderWithProviders(<DocPage doc={{ ...docJson, contentTitle: 'Codec tables for ffmpeg', titleBody }} sidebar={tutorialSidebar} />, at);
      const heading = screen.getByRole('heading', { level: 1, name: 'Codec tables for ffmpeg' });
      expect(within(heading).getByRole('link', { name: 'Codec tables' }).getAttribute('href')).toBe('/doc/codecs');
      expect(heading.querySelector('code')?.textContent).toBe('ffmpeg');
    });
  });

  describe('given a doc whose title is hidden', () => {
    it('should keep the title as the page heading for screen readers, out of sight', () => {
      renderWithProviders(<DocPage doc={{ ...docJson, hideTitle: true }} sidebar={tutorialSidebar} />, at);
      const title = screen.getByRole('heading', { level: 1, name: 'Launch an instance' });
      expect(title.className).toMatch(/visuallyHidden/);
    });
  });

  describe('given a doc with neither tags, an edit URL nor an update time', () => {
    it('should leave out the footer', () => {
      const doc = { ...docJson };
      delete (doc as { lastUpdatedAt?: number }).lastUpdatedAt;
      const { container } = renderWithProviders(<DocPage doc={doc} sidebar={tutorialSidebar} />, at);
      expect(container.querySelector('article footer')).toBeNull();
    });
  });

  describe('given a doc in a sidebar', () => {
    it('should show the sidebar, breadcrumbs, title, content, TOC and pagination', () => {
      renderWithProviders(<DocPage doc={docJson} sidebar={tutorialSidebar} />, at);
      expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeTruthy();
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'API', 'Instance', 'Launch']);
      expect(screen.getByRole('heading', { level: 1, name: 'Launch an instance' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: /Request/ }).id).toBe('request');
      expect(screen.getAllByRole('navigation', { name: 'On this page' }).length).toBeGreaterThan(0);
      const pages = screen.getByRole('navigation', { name: 'Docs pages' });
      expect(within(pages).getByRole('link', { name: /API overview/ }).getAttribute('href')).toBe('/doc/docs/api/');
      expect(screen.getByText('Mar 14, 2025')).toBeTruthy();
    });

    it('should follow the reading position with one scroll listener for both of its TOCs', () => {
      const listen = vi.spyOn(window, 'addEventListener');
      try {
        renderWithProviders(<DocPage doc={docJson} sidebar={tutorialSidebar} />, at);
        expect(screen.getAllByRole('navigation', { name: 'On this page' })).toHaveLength(2);
        expect(listen.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
        // Both TOCs mark the same heading as the one being read.
        const current = [...document.querySelectorAll('nav a[aria-current="location"]')].map((a) => a.getAttribute('href'));
        expect(current).toHaveLength(2);
        expect(current[0]).toBe(current[1]);
      } finally {
        listen.mockRestore();
      }
    });

    it('should have no axe violations', async () => {
      const { container } = renderWithProviders(<DocPage doc={docJson} sidebar={tutorialSidebar} />, at);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a doc without a sidebar', () => {
    it('should render full width with no sidebar and no breadcrumbs', () => {
      renderWithProviders(<DocPage doc={docWithoutSidebar} sidebar={null} />, { pathname: docWithoutSidebar.permalink, sidebar: null });
      expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Fine-tune Open-Sora' })).toBeTruthy();
    });
  });

  describe('given a doc that hides its table of contents', () => {
    it('should render no TOC', () => {
      renderWithProviders(<DocPage doc={docWithoutToc} sidebar={tutorialSidebar} />, at);
      expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    });
  });
});
