import { useCallback, useEffect, useState } from 'react';

const EVENT = 'hpcdocs:tab-group';
const storageKey = (groupId: string) => `hpc-tabs-${groupId}`;

function readStored(groupId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}

/**
 * Selected tab value; tab sets sharing a `groupId` switch together on the page and the choice is
 * remembered in localStorage (read after hydration, so the server HTML and first render agree).
 */
export function useTabGroup(values: readonly string[], defaultValue: string, groupId: string | undefined): readonly [string, (value: string) => void] {
  const [selected, setSelected] = useState(defaultValue);
  useEffect(() => {
    if (!groupId) return undefined;
    const stored = readStored(groupId);
    if (stored && values.includes(stored)) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // values identity changes each render; their content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, values.join('\u0000')]);
  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (!groupId) return;
      try {
        window.localStorage.setItem(storageKey(groupId), value);
      } catch {
        // Storage unavailable: the choice still applies to this page.
      }
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
    },
    [groupId],
  );
  return [selected, select] as const;
}

/**
 * A tab set's choice kept in the page's URL under `key` (Docusaurus' `queryString`): read after
 * hydration (a valid value wins over the remembered one), written with `replaceState` on each
 * choice. Returns how to choose a tab: `select`, and the URL updated. With no key, `select` itself.
 */
export function useTabQueryString(key: string | null, values: readonly string[], select: (value: string) => void): (value: string) => void {
  useEffect(() => {
    if (!key) return;
    const value = new URLSearchParams(window.location.search).get(key);
    if (value !== null && values.includes(value)) select(value);
    // Read once per key and set of values, like the remembered choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, values.join('\u0000')]);
  return useCallback(
    (value: string) => {
      select(value);
      if (!key) return;
      const url = new URL(window.location.href);
      url.searchParams.set(key, value);
      window.history.replaceState(window.history.state, '', url);
    },
    [key, select],
  );
}
