import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchClient, SearchHit } from '../../client.js';

/** Index status of a search UI (idle, loading the index, ready) plus the error case. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** State and actions of {@link useSearch}. */
export interface UseSearchResult {
  readonly status: SearchStatus;
  readonly error: Error | null;
  readonly hits: readonly SearchHit[];
  /** How many hits there are in all (with `exhaustive`); null when not counted. */
  readonly total: number | null;
  /** The query `hits` belong to (null before the first search), so "No results" never shows early. */
  readonly resultsFor: string | null;
  /** A search for the query is still running: no hits for it yet, or not their final form (snippets, order). */
  readonly busy: boolean;
  /** Starts loading the index (first hover or focus); does nothing once loading or ready. */
  readonly load: () => void;
  /** Loads again after an error. */
  readonly retry: () => void;
}

interface Params {
  readonly client: SearchClient;
  readonly context: string | null;
  readonly query: string;
  /** Hits to show. Default the client's limit. */
  readonly limit?: number;
  /** Count every hit (the search page). Default `false`. */
  readonly exhaustive?: boolean;
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Loads the index on demand (once per context; again when the context changes) and searches as
 * the query changes. A new query (or limit) aborts the search still running for the previous one.
 */
export function useSearch({ client, context, query, limit, exhaustive = false }: Params): UseSearchResult {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState<Error | null>(null);
  const [results, setResults] = useState<{ hits: readonly SearchHit[]; total: number | null; query: string | null; final: boolean }>({ hits: [], total: null, query: null, final: true });
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
    setResults({ hits: [], total: null, query: null, final: true });
    if (requested.current) start();
    else setStatus('idle');
  }, [start]);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!query.trim()) {
      setResults({ hits: [], total: 0, query, final: true });
      return;
    }
    const controller = new AbortController();
    // A few hits at a time (the box's eight, a page of the search page's): rendered in the task
    // that receives them, so they paint in the next frame rather than after a scheduler hop.
    const show = (hits: readonly SearchHit[], total: number | null, final: boolean) => {
      if (!controller.signal.aborted) flushSync(() => setResults({ hits, total, query, final }));
    };
    // Hits that can show before the final ones (without snippets yet) show at once; the final hits replace them.
    client
      .results(query, { context, exhaustive, signal: controller.signal, onFirstResults: (hits) => show(hits, null, false), ...(limit === undefined ? {} : { limit }) })
      .then(
        (found) => show(found.hits, found.total, true),
        (cause: unknown) => {
          if (controller.signal.aborted || isAbort(cause)) return;
          setError(cause instanceof Error ? cause : new Error(String(cause)));
          setStatus('error');
        },
      );
    return () => controller.abort();
  }, [client, context, query, limit, exhaustive, status]);

  const load = useCallback(() => {
    if (!requested.current) start();
  }, [start]);

  const busy = status === 'ready' && query.trim() !== '' && (results.query !== query || !results.final);
  return { status, error, hits: results.hits, total: results.total, resultsFor: results.query, busy, load, retry: start };
}
