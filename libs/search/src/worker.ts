/**
 * The search Web Worker: one per page, started by the client on the first hover or focus of a
 * search box. It loads and decodes the index, searches and ranks; the page only renders hits, so
 * typing never waits for a search. A newer query makes older ones stop at their next step.
 */
import { serveSearch, type WorkerScope } from './worker-host.js';

serveSearch(self as unknown as WorkerScope, (input, init) => fetch(input, init));
