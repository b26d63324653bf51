import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchClient, SearchHit } from '../../client.js';

/** Index status of a search UI (idle, loading the index, ready) plus the error case. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** State and actions of {@link useSearch}. */
export interface UseSearchResult {
  readonly status: SearchStatus;
  readonly error: Error | null;
  readonly hits: readonly SearchHit[];
  /** The query `hits` belong to (null before the first search), so "No results" never shows early. */
  readonly resultsFor: string | null;
  /** Starts loading the index (first hover or focus); does nothing once loading or ready. */
  readonly load: () => void;
  /** Loads again after an error. */
  readonly retry: () => void;
}

interface Params {
  readonly client: SearchClient;
  readonly context: string | null;
  readonly query: string;
  readonly limit?: number;
}

/** Loads the index on demand (once per context; again when the context changes) and searches as the query changes. */
export function useSearch({ client, context, query, limit }: Params): UseSearchResult {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState<Error | null>(null);
  const [results, setResults] = useState<{ hits: readonly SearchHit[]; query: string | null }>({ hits: [], query: null });
  const requested = useRef(false);
  const generation = useRef(0);

  const start = useCallback(() => {
    const id = (generation.current += 1);
    requested.current = true;
    setStatus('loading');
    setError(null);
    client.load(context).then(
      () => {
        if (id === generation.current) setStatus('ready');
      },
      (cause: unknown) => {
        if (id !== generation.current) return;
        setError(cause instanceof Error ? cause : new Error(String(cause)));
        setStatus('error');
      },
    );
  }, [client, context]);

  // A new context (or client) means a new index: reload it if the reader already asked for one.
  useEffect(() => {
    setResults({ hits: [], query: null });
    if (requested.current) start();
    else setStatus('idle');
  }, [start]);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!query.trim()) {
      setResults({ hits: [], query });
      return;
    }
    let current = true;
    // Results render as a transition: React renders a long list in slices and yields to input and
    // paint in between, instead of one long task that blocks the search page.
    const show = (hits: readonly SearchHit[]) => {
      if (current) startTransition(() => setResults({ hits, query }));
    };
    // First-tier hits show at once; the full list replaces them when content shards arrive.
    client.search(query, { context, onFirstResults: show, ...(limit === undefined ? {} : { limit }) }).then(
      show,
      (cause: unknown) => {
        if (!current) return;
        setError(cause instanceof Error ? cause : new Error(String(cause)));
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [client, context, query, limit, status]);

  const load = useCallback(() => {
    if (!requested.current) start();
  }, [start]);

  return { status, error, hits: results.hits, resultsFor: results.query, load, retry: start };
}
