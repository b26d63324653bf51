import { act, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './useHideOnScroll.js';

function Bar({ enabled }: { readonly enabled: boolean }): ReactNode {
  const ref = useRef<HTMLElement | null>(null);
  const hidden = useHideOnScroll(enabled, ref);
  return (
    <header ref={ref} data-testid="bar" data-hidden={hidden}>
      <a href="#top">Home</a>
    </header>
  );
}

/** jsdom does not scroll: set the offset the hook reads, then fire the event a browser would. */
function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

const hidden = () => screen.getByTestId('bar').getAttribute('data-hidden');

describe('useHideOnScroll', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  describe('given it is enabled', () => {
    it('should hide the bar while scrolling down and show it when scrolling up', () => {
      render(<Bar enabled />);
      expect(hidden()).toBe('false');
      scrollTo(300);
      expect(hidden()).toBe('true');
      scrollTo(600);
      expect(hidden()).toBe('true');
      scrollTo(550);
      expect(hidden()).toBe('false');
    });

    it('should show the bar when focus moves into it, and keep it while focused', () => {
      render(<Bar enabled />);
      scrollTo(400);
      expect(hidden()).toBe('true');
      act(() => screen.getByRole('link', { name: 'Home' }).focus());
      expect(hidden()).toBe('false');
      scrollTo(800);
      expect(hidden()).toBe('false');
    });
  });

  describe('given it is disabled (this site)', () => {
    it('should never hide the bar', () => {
      render(<Bar enabled={false} />);
      scrollTo(300);
      scrollTo(900);
      expect(hidden()).toBe('false');
    });
  });

  describe('when it is switched off while the bar is hidden', () => {
    it('should show the bar again', () => {
      const { rerender } = render(<Bar enabled />);
      scrollTo(500);
      expect(hidden()).toBe('true');
      rerender(<Bar enabled={false} />);
      expect(hidden()).toBe('false');
    });
  });
});
