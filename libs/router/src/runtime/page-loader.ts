/**
 * Loads page data chunks (hashed JSON files) once each, shares in-flight requests between
 * prefetch and navigation, and forgets failures so a retry really fetches again.
 */

/** A page chunk could not be loaded (network error, 404, or not the expected JSON). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly url: string;
  readonly status: number | undefined;

  constructor(url: string, reason: string, status?: number) {
    super(`Loading chunk ${url} failed: ${reason}`);
    this.url = url;
    this.status = status;
  }
}

/** Fetches page data chunks once each; see {@link createPageLoader}. */
export interface PageLoader {
  /** Fetches (or returns the cached) JSON at `url`. Rejects with `ChunkLoadError`. */
  load<T>(url: string): Promise<T>;
  /** Starts loading `url` in the background; errors are ignored (a navigation will retry). */
  prefetch(url: string): void;
  /** True once `url` has loaded successfully. */
  has(url: string): boolean;
  /** Puts already-known data in the cache (hydration). */
  seed(url: string, data: unknown): void;
}

/**
 * Creates a page data loader. `fetchImpl` defaults to the global `fetch` (tests pass their own).
 * Requests use `credentials: 'same-origin'`; a failed load rejects with {@link ChunkLoadError} and is not cached.
 */
export function createPageLoader(fetchImpl: typeof fetch = (...args) => fetch(...args)): PageLoader {
  const pending = new Map<string, Promise<unknown>>();
  const done = new Set<string>();
  const load = <T,>(url: string): Promise<T> => {
    let request = pending.get(url);
    if (!request) {
      request = fetchImpl(url, { credentials: 'same-origin' })
        .then(
          async (response) => {
            if (!response.ok) throw new ChunkLoadError(url, `HTTP ${response.status}`, response.status);
            try {
              return (await response.json()) as unknown;
            } catch {
              throw new ChunkLoadError(url, 'the response is not valid JSON', response.status);
            }
          },
          (error: unknown) => {
            throw new ChunkLoadError(url, error instanceof Error ? error.message : String(error));
          },
        )
        .then((data) => {
          done.add(url);
          return data;
        });
      request.catch(() => pending.delete(url));
      pending.set(url, request);
    }
    return request as Promise<T>;
  };
  return {
    load,
    prefetch(url) {
      load(url).catch(() => undefined);
    },
    has: (url) => done.has(url),
    seed(url, data) {
      pending.set(url, Promise.resolve(data));
      done.add(url);
    },
  };
}

const RELOAD_KEY = 'hpcdocs:chunk-reload:';

/** Storage with the few methods the reload guard needs. */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The first failure for a target triggers one full page load of it (a new deploy may have renamed
 * the chunks); a second failure right after must show the load-error box instead of looping.
 * Returns true when it started a reload.
 */
export function reloadOnce(target: string, storage: GuardStorage | undefined, assign: (url: string) => void): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(RELOAD_KEY + target) !== null) return false;
    storage.setItem(RELOAD_KEY + target, String(Date.now()));
  } catch {
    return false;
  }
  assign(target);
  return true;
}

/** Clears the guard after a target loaded fine, so a later failure may reload again. */
export function clearReloadGuard(target: string, storage: GuardStorage | undefined): void {
  try {
    storage?.removeItem(RELOAD_KEY + target);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** `sessionStorage`, or undefined where it is blocked. */
export function sessionStore(): GuardStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
