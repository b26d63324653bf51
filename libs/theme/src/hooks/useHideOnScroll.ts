import { useEffect, useRef, useState, type RefObject } from 'react';
import { navbarVisibleAfterScroll } from '../utils/hideOnScroll.js';

/**
 * Hide-on-scroll for the navbar (config `navbar.hideOnScroll`; the docs site leaves it off).
 * Returns whether the bar should be hidden now: hidden while the reader scrolls down, shown
 * when they scroll up or reach the top, and always shown while focus is inside the bar, so a
 * keyboard user never tabs into an invisible navbar. With `enabled` false it never hides and
 * attaches no listeners.
 */
export function useHideOnScroll(enabled: boolean, barRef: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef({ lastY: 0, visible: true });

  useEffect(() => {
    if (!enabled) {
      state.current = { lastY: 0, visible: true };
      setVisible(true);
      return undefined;
    }
    state.current = { lastY: window.scrollY, visible: true };
    const show = (next: boolean) => {
      state.current = { ...state.current, visible: next };
      setVisible(next);
    };
    const onScroll = () => {
      const y = window.scrollY;
      const height = barRef.current?.offsetHeight ?? 0;
      const next = barRef.current?.contains(document.activeElement) ? true : navbarVisibleAfterScroll(state.current, y, height);
      state.current = { lastY: y, visible: state.current.visible };
      if (next !== state.current.visible) show(next);
    };
    const onFocusIn = () => show(true);
    const bar = barRef.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    bar?.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      bar?.removeEventListener('focusin', onFocusIn);
    };
  }, [enabled, barRef]);

  return enabled && !visible;
}
