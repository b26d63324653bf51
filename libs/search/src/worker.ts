/**
 * The search Web Worker: one per page, started by the client on the first hover or focus of a
 * search box. It loads and decodes the index, searches and ranks; the page only renders hits, so
 * typing never waits for a search. A newer query makes older ones stop at their next step. Until
 * the first query it warms its engine up on a made-up index (engine/warm-up.ts).
 */
import { warmUp } from './engine/warm-up.js';
import { serveSearch, type WorkerScope } from './worker-host.js';

serveSearch(self as unknown as WorkerScope, (input, init) => fetch(input, init), { warmUp });
