/**
 * Why a search index could not be used. `unknown-context` is final (no retry can help): the other
 * codes may pass on a retry.
 */
export type SearchIndexErrorCode = 'cross-origin' | 'version-outside-base' | 'load-failed' | 'corrupt' | 'unknown-context';

/**
 * Error of the search client. For the two URL checks the message is fixed wording, kept verbatim
 * ('Unexpected version url', 'Version url does not start with base url'); `hint` says how to fix.
 */
export class SearchIndexError extends Error {
  override readonly name = 'SearchIndexError';
  /** Machine-readable reason. */
  readonly code: SearchIndexErrorCode;
  /** How to fix it. */
  readonly hint: string;

  constructor(code: SearchIndexErrorCode, message: string, hint: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.hint = hint;
  }
}

/** Whether trying again can help: false for an error no retry can fix (an unknown context). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof SearchIndexError && error.code === 'unknown-context');
}
