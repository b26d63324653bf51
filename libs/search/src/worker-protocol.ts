/** Messages between the search client (page) and the search Web Worker. Types only. */
import type { EngineOptions, SearchRequest, SearchResults } from './engine/engine.js';

/** Page -> worker. */
export type ToWorker =
  | { readonly type: 'open'; readonly id: number; readonly options: EngineOptions; readonly url: string }
  | { readonly type: 'search'; readonly id: number; readonly options: EngineOptions; readonly request: SearchRequest; readonly provisional: boolean }
  | { readonly type: 'cancel'; readonly id: number };

/** An error as it crosses to the page. */
export interface WireError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
  readonly hint?: string;
}

/** Worker -> page. */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly id: number; readonly results?: SearchResults }
  | { readonly type: 'provisional'; readonly id: number; readonly results: SearchResults }
  | { readonly type: 'failed'; readonly id: number; readonly error: WireError };
