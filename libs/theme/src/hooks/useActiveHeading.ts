import { useEffect, useRef, useState } from 'react';

/** The heading being read, and `pin(id)` to make a clicked heading the active one. */
export type ActiveHeading = readonly [active: string | undefined, pin: (id: string) => void];

/**
 * Scroll-spy for the table of contents: the id of the last heading above the reading line.
 * After the reader clicks a TOC link, that heading stays active until they scroll themselves
 * (a short heading at the page end may never reach the reading line). With no ids it does nothing
 * (no listeners).
 */
export function useActiveHeading(ids: readonly string[], offset = 100): ActiveHeading {
  const [active, setActive] = useState<string | undefined>(undefined);
  const pinned = useRef<string | null>(null);
  const key = ids.join('\u0000');
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (pinned.current) return;
      let current: string | undefined;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top - offset <= 0) current = id;
        else break;
      }
      setActive(current ?? ids[0]);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const release = () => {
      pinned.current = null;
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', release);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', release);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // `key` stands for the ids' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offset]);
  const pin = (id: string) => {
    pinned.current = id;
    setActive(id);
  };
  return [active, pin] as const;
}
