import { useBaseUrl, useLocation } from '@hpcdocs/router';
import { useEffect, useState } from 'react';
import { searchPageUrl } from '../../urls.js';
import { useSearch } from './useSearch.js';
import { useSearchClient, type SearchClientSource } from './useSearchClient.js';

/** Behaviour of the search page: query and context from the URL, URL kept in step with history.replaceState. */
export function useSearchPage(source: SearchClientSource) {
  const baseUrl = useBaseUrl();
  const { search: locationSearch } = useLocation();
  const params = new URLSearchParams(locationSearch);
  const context = params.get('ctx') || null;
  const versionParam = params.get('version');
  // `?version=` is relative to the base URL (spec 2 "Search page"); the client checks it stays inside.
  const version = source.version ?? (versionParam ? baseUrl + versionParam : undefined);
  const client = useSearchClient(version === undefined ? source : { ...source, version });
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const search = useSearch({ client, context, query, limit: Number.POSITIVE_INFINITY });
  const { load } = search;

  useEffect(load, [load]);

  const onQueryChange = (next: string) => {
    setQuery(next);
    // Replace, not push: typing must not fill the back button's history (spec 2 "Search page").
    window.history.replaceState(window.history.state, '', searchPageUrl(baseUrl, { q: next, ctx: context, version }));
  };

  return { client, query, onQueryChange, search, context };
}
