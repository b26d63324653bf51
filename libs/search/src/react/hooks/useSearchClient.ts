import { useBaseUrl } from '@hpcdocs/router';
import { useMemo } from 'react';
import { createSearchClient, type SearchClient } from '../../client.js';
import type { SearchOptionsInput } from '../../options.js';

/** Where a search component gets its client: a ready client, a factory, or the index URL (real client). */
export interface SearchClientSource {
  /** A client to use as is (stories and tests pass a fake one). */
  readonly client?: SearchClient;
  /** Creates the client; called once per mount. */
  readonly createClient?: () => SearchClient;
  /** URL of the index of all docs, for the default client. */
  readonly indexUrl?: string;
  /** Context -> index URL, for the default client. */
  readonly contextIndexUrls?: Readonly<Record<string, string>>;
  /** Search options, for the default client. */
  readonly options?: SearchOptionsInput;
  /** Selected docs version path, for the default client. Default the base URL. */
  readonly version?: string;
}

/** The client of a search component: `client`, else `createClient()`, else a real client on `indexUrl`. */
export function useSearchClient(source: SearchClientSource): SearchClient {
  const baseUrl = useBaseUrl();
  const { client, createClient, indexUrl, contextIndexUrls, options, version } = source;
  return useMemo(() => {
    if (client) return client;
    if (createClient) return createClient();
    if (indexUrl === undefined) throw new Error('@hpcdocs/search: pass a client, createClient or indexUrl prop to the search component.');
    return createSearchClient({
      indexUrl,
      baseUrl,
      ...(contextIndexUrls ? { contextIndexUrls } : {}),
      ...(options ? { options } : {}),
      ...(version ? { version } : {}),
    });
    // Options objects are usually recreated on each render; the client is created once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, createClient, indexUrl, baseUrl, version]);
}
