import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/match-media.ts';
import { siteConfigWithDropdown } from '../../testing/fixtures.js';
import { MobileMenu } from './MobileMenu.js';

const mobile = () => setViewportWidth(600);

describe('MobileMenu', () => {
  describe('given it is closed', () => {
    it('should render nothing', () => {
      mobile();
      renderWithProviders(<MobileMenu open={false} onOpenChange={() => undefined} />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('given it is open on a page with a docs sidebar', () => {
    it('should stay open after mounting', () => {
      mobile();
      const onOpenChange = vi.fn();
      renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} />);
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('should show the sidebar on the secondary panel with a back button', () => {
      mobile();
      renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />);
      const dialog = screen.getByRole('dialog', { name: 'Navigation' });
      expect(dialog.querySelector('[data-panel="secondary"]')).not.toBeNull();
      expect(within(dialog).getByRole('navigation', { name: 'Docs sidebar' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: '← Back to main menu' })).toBeTruthy();
    });

    it('should go back to the primary panel with the navbar items', () => {
      mobile();
      renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />);
      fireEvent.click(screen.getByRole('button', { name: '← Back to main menu' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.querySelector('[data-panel="primary"]')).not.toBeNull();
      expect(within(dialog).getByRole('link', { name: 'Docs' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Docs sidebar →' }));
      expect(dialog.querySelector('[data-panel="secondary"]')).not.toBeNull();
    });

    it('should move focus into the panel it switches to, not back to the page', () => {
      mobile();
      renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />);
      fireEvent.click(screen.getByRole('button', { name: '← Back to main menu' }));
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Docs' }));
      fireEvent.click(screen.getByRole('button', { name: 'Docs sidebar →' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '← Back to main menu' }));
    });

    it('should ask to close from the "Close navigation bar" button', () => {
      mobile();
      const onOpenChange = vi.fn();
      renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Close navigation bar' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should ask to close on Escape', () => {
      mobile();
      const onOpenChange = vi.fn();
      renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} />);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should ask to close when the viewport becomes desktop-sized', () => {
      mobile();
      const onOpenChange = vi.fn();
      renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} />);
      act(() => setViewportWidth(1200));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should ask to close on back navigation (popstate)', () => {
      mobile();
      const onOpenChange = vi.fn();
      renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} />);
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should keep focus where it is when the owner re-renders with a new callback', () => {
      mobile();
      const { rerender } = renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />);
      const back = screen.getByRole('button', { name: '← Back to main menu' });
      act(() => back.focus());
      rerender(<MobileMenu open onOpenChange={() => undefined} />);
      expect(document.activeElement).toBe(back);
    });

    it('should have no axe violations', async () => {
      mobile();
      const { container } = renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given it is open on a page without a sidebar', () => {
    it('should show only the primary panel, dropdowns collapsed', () => {
      mobile();
      renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />, { config: siteConfigWithDropdown, sidebar: null });
      const dialog = screen.getByRole('dialog');
      expect(dialog.querySelector('[data-panel="primary"]')).not.toBeNull();
      expect(within(dialog).queryByRole('button', { name: '← Back to main menu' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Expand the dropdown' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('should expand a dropdown that holds the current page', () => {
      mobile();
      renderWithProviders(<MobileMenu open onOpenChange={() => undefined} />, { config: siteConfigWithDropdown, sidebar: null, pathname: '/doc/docs/billing/' });
      expect(screen.getByRole('button', { name: 'Collapse the dropdown' }).getAttribute('aria-expanded')).toBe('true');
    });
  });
});
