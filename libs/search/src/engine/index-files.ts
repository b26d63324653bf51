/**
 * Fetching the files of an index: errors that name the file and say what to do (a network
 * failure, a missing file, a file that is not the index this version reads).
 */
import { SearchIndexError } from '../errors.js';

/** The error of a file that is not what the index says it is. */
export const corrupt = (url: string, reason: string, cause?: unknown): SearchIndexError =>
  new SearchIndexError(
    'corrupt',
    `@hpcdocs/search: the search index at ${url} is not valid (${reason}). Rebuild the site so the index matches this version of @hpcdocs/search.`,
    'Rebuild the site.',
    cause === undefined ? undefined : { cause },
  );

/** Fetches one file of the index; errors say which file and why. */
export async function fetchFile(url: string, fetchFn: typeof fetch, reload: boolean, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    // After a failure, files are fetched past the HTTP cache: they are served as immutable, so a
    // corrupt or truncated cached copy would otherwise come back on every retry.
    const init: RequestInit = { ...(reload ? { cache: 'reload' as const } : {}), ...(signal ? { signal } : {}) };
    response = Object.keys(init).length > 0 ? await fetchFn(url, init) : await fetchFn(url);
  } catch (cause) {
    const hint = 'Check the network connection and retry.';
    throw new SearchIndexError('load-failed', `@hpcdocs/search: could not load the search index from ${url} (${String(cause)}). ${hint}`, hint, { cause });
  }
  if (!response.ok) {
    const hint = 'Check that the site was built with its search index and that indexUrl points at it.';
    throw new SearchIndexError('load-failed', `@hpcdocs/search: could not load the search index from ${url} (HTTP ${response.status}). ${hint}`, hint);
  }
  return response;
}

/** Parses a file's text as JSON; a file that is not says so. */
export function parseJson(url: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw corrupt(url, 'not JSON', cause);
  }
}

/** Fetches and parses one JSON file; errors say which file and why. */
export async function fetchJson(url: string, fetchFn: typeof fetch, reload: boolean): Promise<unknown> {
  const response = await fetchFile(url, fetchFn, reload);
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw corrupt(url, 'not JSON', cause);
  }
}

/** A shard fetched ahead: its text, parsed only when a query needs it. */
export interface Prefetch {
  readonly text: Promise<string>;
  readonly controller: AbortController;
  arrived: boolean;
}
