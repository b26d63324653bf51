/**
 * Worker thread of {@link buildSearchIndexOffThread} (search-index.ts): builds the search index
 * from the job it is started with, posts the files back, then stores the analyses. Structured
 * clone carries the result (a Map of strings and plain objects) as it is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runSearchIndexJob, type SearchIndexJob } from './search-index.js';

await runSearchIndexJob(workerData as SearchIndexJob, (result) => parentPort?.postMessage(result));
