import { useBaseUrl, useLocation } from '@hpcdocs/router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { searchPageUrl } from '../../urls.js';
import { useSearch } from './useSearch.js';
import { useSearchClient, type SearchClientSource } from './useSearchClient.js';

/**
 * Behaviour of the search page: query and context from the URL, URL kept in step with
 * history.replaceState, and how many hits are shown (`pageSize` more at a time; a new query starts
 * again): only those are resolved.
 */
export function useSearchPage(source: SearchClientSource, pageSize: number) {
  const baseUrl = useBaseUrl();
  const { search: locationSearch } = useLocation();
  // The page is prerendered as a shell without a query. While hydrating, render that same shell
  // (anything else is a hydration mismatch), then take the query from the URL.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const params = new URLSearchParams(hydrated ? locationSearch : '');
  const context = params.get('ctx') || null;
  const versionParam = params.get('version');
  // `?version=` is the version path without the base URL; the client checks it stays inside.
  const version = source.version ?? (versionParam ? baseUrl + versionParam : undefined);
  const client = useSearchClient(version === undefined ? source : { ...source, version });
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [shown, setShown] = useState({ query, count: pageSize });
  const count = shown.query === query ? shown.count : pageSize;
  const search = useSearch({ client, context, query, limit: count, exhaustive: true });
  const showMore = () => setShown({ query, count: count + pageSize });
  const { load } = search;

  useEffect(load, [load]);
  // Hydration done, or the reader came to this page again with another `?q=`: follow the URL.
  useEffect(() => {
    if (hydrated) setQuery(new URLSearchParams(locationSearch).get('q') ?? '');
  }, [hydrated, locationSearch]);

  const onQueryChange = (next: string) => {
    setQuery(next);
    // Replace, not push: typing must not fill the back button's history with every keystroke.
    window.history.replaceState(window.history.state, '', searchPageUrl(baseUrl, { q: next, ctx: context, version }));
  };

  return { client, query, onQueryChange, search, context, count, showMore };
}

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;
