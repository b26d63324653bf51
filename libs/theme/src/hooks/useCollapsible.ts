import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface CollapsibleOptions {
  /** Controlled open state. */
  readonly open?: boolean;
  /** Initial state when uncontrolled. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

/**
 * Open/closed state for a collapsible panel, controlled (`open`) or uncontrolled (`defaultOpen`).
 * The closed panel gets `hidden="until-found"` so find-in-page can reveal it (React renders
 * `hidden` as a boolean, so the value is set on the element); a `beforematch` event opens it.
 */
export function useCollapsible({ open: controlled, defaultOpen = false, onOpenChange }: CollapsibleOptions) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const panelRef = useRef<HTMLElement | null>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  useIsoLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', 'until-found');
    const onMatch = () => setOpen(true);
    panel.addEventListener('beforematch', onMatch);
    return () => panel.removeEventListener('beforematch', onMatch);
  }, [open, setOpen]);
  return { open, setOpen, toggle: () => setOpen(!open), panelRef } as const;
}
