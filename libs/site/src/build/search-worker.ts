/**
 * Worker thread of {@link startSearchIndexer} (search-index.ts): reads the last build's analyses
 * as soon as it starts, waits for its job, builds the index and posts it; given the output (the
 * second message), writes its files and stores the analyses. Structured clone carries the result
 * (a Map of strings and plain objects) as it is.
 *
 * Started for the dev server (`dev` in its data, see startDevSearchThread), it builds one index per
 * message instead, for as long as the server runs, and answers each with the index or its problem.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { devIndexBuilder, type DevIndexAnswer, type DevIndexJob } from '../dev/dev-search.js';
import { readAnalyses, runSearchIndexJob, type SearchIndexJob, type SearchIndexOutput } from './search-index.js';

const { analysesFile, dev } = workerData as { analysesFile?: string; dev?: boolean };
if (dev) {
  const build = devIndexBuilder(analysesFile);
  // One job at a time: the server posts the next once this one is answered.
  parentPort?.on('message', (job: DevIndexJob) => {
    void build(job).then(
      (index): DevIndexAnswer => ({ ok: true, index }),
      (error: unknown): DevIndexAnswer => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    ).then((answer) => parentPort?.postMessage(answer));
  });
} else {
  const analyses = readAnalyses(analysesFile);
  parentPort?.once('message', (job: SearchIndexJob) => {
    const output = new Promise<SearchIndexOutput>((resolve) => parentPort?.once('message', resolve));
    void runSearchIndexJob(job, output, analysesFile, analyses, (message) => parentPort?.postMessage(message));
  });
}
