/**
 * Worker thread of {@link startSearchIndexer} (search-index.ts): reads the last build's analyses
 * as soon as it starts, waits for its job, builds the index and posts it; given the output (the
 * second message), writes its files and stores the analyses. Structured clone carries the result
 * (a Map of strings and plain objects) as it is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readAnalyses, runSearchIndexJob, type SearchIndexJob, type SearchIndexOutput } from './search-index.js';

const { analysesFile } = workerData as { analysesFile?: string };
const analyses = readAnalyses(analysesFile);
parentPort?.once('message', (job: SearchIndexJob) => {
  const output = new Promise<SearchIndexOutput>((resolve) => parentPort?.once('message', resolve));
  void runSearchIndexJob(job, output, analysesFile, analyses, (message) => parentPort?.postMessage(message));
});
