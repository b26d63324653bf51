import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { tutorialSidebar } from '../../testing/fixtures.js';
import { Sidebar } from './Sidebar.js';

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

describe('Sidebar', () => {
  describe('given html items from a sidebars file', () => {
    it('should render their markup between the links, with their own keys', () => {
      const items = [{ type: 'html' as const, body: [['strong', null, 'Guides'] as const], key: 'heading', defaultStyle: true }, ...tutorialSidebar];
      renderWithProviders(<Sidebar items={items} activePath="/doc/docs/quickstart/" />);
      const heading = screen.getByText('Guides');
      expect(heading.tagName).toBe('STRONG');
      expect(heading.closest('li')?.nextElementSibling?.textContent).toContain('Quickstart');
    });
  });

  describe('given the active page is nested two categories deep', () => {
    const activePath = '/doc/docs/api/instance/launch';

    it('should expand every category that holds it and mark the page current', () => {
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath={activePath} />);
      const api = screen.getByRole('button', { name: "Collapse sidebar category 'API'" });
      expect(api.getAttribute('aria-expanded')).toBe('true');
      expect(panelOf(api)?.hasAttribute('hidden')).toBe(false);
      const instance = screen.getByRole('button', { name: 'Instance' });
      expect(instance.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('link', { name: 'Launch' }).getAttribute('aria-current')).toBe('page');
    });

    it('should keep other categories collapsed, their items not rendered and their toggles naming no panel yet', () => {
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath={activePath} />);
      const data = screen.getByRole('button', { name: 'Data transfer' });
      expect(data.getAttribute('aria-expanded')).toBe('false');
      expect(data.hasAttribute('aria-controls')).toBe(false);
      expect(screen.queryByRole('link', { name: 'AWS', hidden: true })).toBeNull();
      // A collapsed sibling inside the open category too.
      const storage = screen.getByRole('button', { name: 'Storage API' });
      expect(storage.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('link', { name: 'List volumes', hidden: true })).toBeNull();
    });

    it('should have no axe violations', async () => {
      const { container } = renderWithProviders(<Sidebar items={tutorialSidebar} activePath={activePath} />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given the active page is at the top level', () => {
    it('should leave collapsed categories collapsed, with their labels and links but not their items', () => {
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" />);
      const api = screen.getByRole('button', { name: "Expand sidebar category 'API'" });
      expect(api.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/doc/docs/api/');
      expect(screen.queryByRole('button', { name: 'Instance', hidden: true })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Launch', hidden: true })).toBeNull();
    });
  });

  describe('when a collapsed category is toggled', () => {
    it('should render its items and open it, then close it keeping them hidden="until-found" for find-in-page', () => {
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" />);
      const data = screen.getByRole('button', { name: 'Data transfer' });
      fireEvent.click(data);
      expect(data.getAttribute('aria-expanded')).toBe('true');
      expect(panelOf(data)?.hasAttribute('hidden')).toBe(false);
      expect(screen.getByRole('link', { name: 'AWS' }).closest('[hidden]')).toBeNull();
      fireEvent.click(data);
      expect(data.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(data)?.getAttribute('hidden')).toBe('until-found');
      expect(screen.getByRole('link', { name: 'AWS', hidden: true }).closest('[hidden]')).toBe(panelOf(data));
    });

  });

  describe('when the active page moves into a collapsed category', () => {
    it('should open that category', () => {
      const { rerender } = renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" />);
      rerender(<Sidebar items={tutorialSidebar} activePath="/doc/docs/data/azure" />);
      expect(screen.getByRole('button', { name: 'Data transfer' }).getAttribute('aria-expanded')).toBe('true');
    });
  });

  describe('given a category that cannot collapse', () => {
    it('should always show its items and offer no toggle', () => {
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" />);
      expect(screen.queryByRole('button', { name: /Tutorials/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Train Llama 2' })).toBeTruthy();
    });
  });

  describe('when a link is followed', () => {
    it('should call onNavigate', () => {
      const onNavigate = vi.fn();
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/quickstart/" onNavigate={onNavigate} />);
      fireEvent.click(screen.getByRole('link', { name: 'Billing' }));
      expect(onNavigate).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the active link lies outside the visible part of the sidebar', () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    afterEach(() => {
      vi.restoreAllMocks();
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    });
    const box = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 0, width: 0, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

    it('should scroll it into view, centred', () => {
      const scrollIntoView = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return this.getAttribute('aria-current') === 'page' ? box(900, 930) : box(0, 600);
      });
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/billing/" />);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Billing' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    });

    it('should leave the scroll position alone when the link is already visible', () => {
      const scrollIntoView = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return this.getAttribute('aria-current') === 'page' ? box(100, 130) : box(0, 600);
      });
      renderWithProviders(<Sidebar items={tutorialSidebar} activePath="/doc/docs/billing/" />);
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});
