/**
 * The dev server's search index. Each load of the site gets its index built after its content is
 * served (only the first load waits for it, so that its pages have an index to name): an edit
 * shows in the page without waiting for the index. Each build starts from the last one's analyses
 * (see `analyses` in @hpcdocs/search/build): only the edited pages are analysed again. The files
 * of the index before the newest stay served too: a page opened before an edit knows that index
 * by its file names, which change with their content. The first build starts from the analyses a
 * build (or an earlier dev server) kept beside the content cache, and keeps its own there.
 */
import { buildSearchIndex, type BuildSearchIndexOptions, type SearchSource } from '@hpcdocs/search/build';
import { readAnalyses, storeAnalyses } from '../build/search-index.js';

/** One built index: its root's URL, its contexts' roots, and its files by URL path. */
export interface DevSearchIndex {
  readonly url: string;
  readonly contexts: Readonly<Record<string, string>>;
  readonly files: ReadonlyMap<string, string>;
}

export interface DevSearchIndexer {
  /** Builds the index of a load, after the builds asked for before it; rejects when the index cannot be built. */
  build(sources: readonly SearchSource[], options: BuildSearchIndexOptions): Promise<DevSearchIndex>;
  /** A file of the newest index or of the one before, by URL path. */
  file(path: string): string | undefined;
  /** The newest index built. */
  readonly current: DevSearchIndex | undefined;
}

/** An indexer for a dev server at `baseUrl`; `analysesFile`: where builds keep the analyses (none: kept in memory only). */
export function devSearchIndexer(baseUrl: string, analysesFile?: string): DevSearchIndexer {
  let analyses: Uint8Array | undefined;
  let newest: DevSearchIndex | undefined;
  let before: DevSearchIndex | undefined;
  // The kept analyses are read while the content loads.
  let queue: Promise<unknown> = readAnalyses(analysesFile).then((kept) => (analyses = kept));
  return {
    build(sources, options) {
      const next = queue.then(async () => {
        const built = buildSearchIndex(sources, analyses && analyses.byteLength > 0 ? { ...options, analyses } : options);
        // Kept for the next dev server or build once (whole or not at all); later ones stay in memory.
        // A file that cannot be written only means the next start analyses every page again.
        if (analysesFile && !newest) await storeAnalyses(analysesFile, built.analyses).catch(() => undefined);
        analyses = built.analyses;
        before = newest;
        newest = { url: built.indexUrl, contexts: built.contextIndexUrls, files: new Map([...built.files].map(([path, body]) => [baseUrl + path, body])) };
        return newest;
      });
      queue = next.catch(() => undefined);
      return next;
    },
    file: (path) => newest?.files.get(path) ?? before?.files.get(path),
    get current() {
      return newest;
    },
  };
}
