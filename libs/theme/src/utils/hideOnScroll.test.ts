import { describe, expect, it } from 'vitest';
import { navbarVisibleAfterScroll } from './hideOnScroll.js';

const HEIGHT = 60;

describe('navbarVisibleAfterScroll', () => {
  describe('given the page is near the top', () => {
    it('should show the navbar even while scrolling down', () => {
      expect(navbarVisibleAfterScroll({ lastY: 10, visible: true }, 40, HEIGHT)).toBe(true);
      expect(navbarVisibleAfterScroll({ lastY: 200, visible: false }, 0, HEIGHT)).toBe(true);
    });
  });

  describe('when the reader scrolls down past the navbar', () => {
    it('should hide the navbar', () => {
      expect(navbarVisibleAfterScroll({ lastY: 100, visible: true }, 180, HEIGHT)).toBe(false);
    });
  });

  describe('when the reader scrolls up', () => {
    it('should show the navbar again at once', () => {
      expect(navbarVisibleAfterScroll({ lastY: 900, visible: false }, 890, HEIGHT)).toBe(true);
    });
  });

  describe('given an event without movement', () => {
    it.each([true, false])('should keep visible=%s', (visible) => {
      expect(navbarVisibleAfterScroll({ lastY: 500, visible }, 500, HEIGHT)).toBe(visible);
    });
  });
});
