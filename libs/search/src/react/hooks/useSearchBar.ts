import { useBaseUrl, useLocation, useNavigate } from '@hpcdocs/router';
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { contextOf, type SearchHit } from '../../client.js';
import { searchPageUrl } from '../../urls.js';
import { isApplePlatform, isSearchShortcut, keyIntent, moveActive } from '../utils/keyboard.js';
import { useSearch } from './useSearch.js';
import { useSearchClient, type SearchClientSource } from './useSearchClient.js';

/** A layout effect in the browser; on the server, where none runs, the effect (React 18 warns about a layout effect there). */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What the search box shows in `data-state` (idle, loading, ready, focused) plus the error case. */
export type SearchBarState = 'idle' | 'loading' | 'ready' | 'focused' | 'error';

/** Inputs of {@link useSearchBar}. */
export interface UseSearchBarOptions extends SearchClientSource {
  /** Search context; `undefined` derives it from the current page and the configured contexts, `null` means none. */
  readonly context?: string | null;
  /** The text in the box at first (uncontrolled). Default `''`. */
  readonly defaultQuery?: string;
  /**
   * Whether the results panel is open at first (uncontrolled); it then loads the index at once
   * instead of on first hover or focus. Default `false`. For showing a state (a story, a page that
   * opens with a query), not for the navbar's usual box.
   */
  readonly defaultOpen?: boolean;
}

/** Behaviour of the search box: index loading, query, combobox state, keyboard and the ctrl/cmd+K shortcut. */
export function useSearchBar(props: UseSearchBarOptions) {
  const client = useSearchClient(props);
  const baseUrl = useBaseUrl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const context = props.context === undefined ? contextOf(pathname, baseUrl, client.options.contexts) : props.context;
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [apple, setApple] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearch({ client, context, query });
  const id = useId();
  const { hits, load } = search;
  const openAtFirst = useRef(props.defaultOpen === true);
  useEffect(() => {
    if (openAtFirst.current) load();
  }, [load]);
  // Focused before the app hydrated the page (a click or tap while it loaded): the focus event came
  // before React listened, so what focusing does is done now. A transition: an update of its own
  // priority during hydration would make React hydrate the rest of the page in one long task.
  const onFocus = () => {
    setFocused(true);
    setOpen(true);
    load();
  };
  useEffect(() => {
    if (inputRef.current !== null && document.activeElement === inputRef.current) startTransition(onFocus);
    // Once, as the box mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setApple(isApplePlatform(globalThis.navigator?.platform ?? ''));
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // New hits (another query, or the full list replacing the first-tier one when content shards
  // arrive): the active hit stays active if it is still listed, so a reader's arrow-key choice
  // is not lost under them. A layout effect, so this runs in the commit that shows the hits: the
  // passive effects of that commit (hits arrive from a promise, as a transition) can run after an
  // arrow key pressed the moment they appeared, and then undid that key.
  const previousHits = useRef(hits);
  useIsomorphicLayoutEffect(() => {
    const before = previousHits.current;
    previousHits.current = hits;
    const url = active >= 0 ? before[active]?.url : undefined;
    const next = url === undefined ? -1 : hits.findIndex((hit) => hit.url === url);
    // Only a change is set: a state update in a layout effect is synchronous, and one during
    // hydration (no hit active, nothing to change) made React hydrate the rest of the page in one
    // long task instead of in short ones.
    if (next !== active) setActive(next);
    // `active` is read as it was when these hits were rendered; a key pressed since is its own update.
  }, [hits]);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      inputRef.current?.blur();
      void navigate(url);
    },
    [navigate],
  );
  // Picking a hit ends the search: the box is empty on the page it opens, ready for the next one.
  const select = useCallback(
    (hit: SearchHit) => {
      go(client.hitUrl(hit, query));
      setQuery('');
    },
    [client, go, query],
  );

  const allResultsUrl = searchPageUrl(baseUrl, { q: query, ctx: context, version: props.version });
  const outsideUrl = searchPageUrl(baseUrl, { q: query, version: props.version });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const intent = keyIntent(event.key);
    if (!intent || event.nativeEvent.isComposing) return;
    if (intent === 'next' || intent === 'previous') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => moveActive(a, hits.length, intent));
    } else if (intent === 'select') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) select(hit);
      else if (query.trim()) go(allResultsUrl);
    } else if (open && query) {
      event.preventDefault();
      setOpen(false);
    } else {
      setQuery('');
      inputRef.current?.blur();
    }
  };

  const state: SearchBarState = search.status === 'error' ? 'error' : focused ? 'focused' : search.status;

  return {
    id,
    inputRef,
    state,
    search,
    context,
    query,
    active,
    setActive,
    expanded: open && query.trim() !== '',
    shortcutLabel: apple ? '⌘ K' : 'Ctrl K',
    allResultsUrl,
    outsideUrl,
    select,
    inputProps: {
      value: query,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setQuery(event.target.value);
        setOpen(true);
        // Typing asks for the index too, focus or not (text typed before the app hydrated the page
        // arrives as a change without a focus event).
        load();
      },
      onFocus,
      onKeyDown,
    },
    rootProps: {
      onMouseEnter: load,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setOpen(false);
      },
    },
  };
}
