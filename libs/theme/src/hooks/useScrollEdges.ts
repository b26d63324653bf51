import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';
import { scrollEdges, type ScrollEdges } from '../utils/scrollEdges.js';

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Tracks which ends of a horizontally scrollable element hide content, following scrolling and
 * size changes (of the box and of what it holds). Attach `ref` to the scrolling element. Before
 * hydration, and where ResizeObserver is missing, both edges read false.
 */
export function useScrollEdges<T extends HTMLElement>(): { readonly ref: RefCallback<T>; readonly edges: ScrollEdges } {
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const next = scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth);
      // Same values keep the same object, so a scroll that changes nothing renders nothing.
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [element]);
  // A state update from a ref is synchronous (refs attach during the commit), and during hydration
  // one made React hydrate the rest of the page in one long task: as a transition it waits its turn.
  const ref = useCallback((node: T | null) => startTransition(() => setElement(node)), []);
  return { ref, edges };
}
