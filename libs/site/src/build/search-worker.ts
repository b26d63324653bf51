/**
 * Worker thread of {@link buildSearchIndexOffThread} (search-index.ts): builds the search index
 * from the sources it is started with and posts the files back. Structured clone carries the
 * result (a Map of strings and plain objects) as it is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildSearchIndex, type BuildSearchIndexOptions, type SearchSource } from '@hpcdocs/search/build';

const { sources, options } = workerData as { sources: readonly SearchSource[]; options: BuildSearchIndexOptions };
parentPort?.postMessage(buildSearchIndex(sources, options));
