/**
 * The one options object shared by the index builder and the browser client, so the two can never
 * disagree: options written out twice drift apart. The defaults are this docs site's values.
 */

/** Search options. Every field has a default in {@link DEFAULT_SEARCH_OPTIONS}. */
export interface SearchOptions {
  /** Most hits the search box shows. Default `8`. */
  readonly limit: number;
  /** Length in characters of the context snippet around a match. Default `50`. */
  readonly snippetLength: number;
  /** Languages the tokenizer handles; `zh` turns on Chinese word segmentation. Default `['en', 'zh']`. */
  readonly languages: readonly string[];
  /** Drop English stop words at index and query time. Default `true`. */
  readonly removeDefaultStopWords: boolean;
  /** Append the query tokens to hit URLs as repeated `_highlight` parameters. Default `false`. */
  readonly highlightSearchTermsOnTargetPage: boolean;
  /** Base name of the hashed index files. Default `'search-index'`. */
  readonly indexFileName: string;
  /**
   * Search contexts: paths relative to the base URL (`'docs/api'`). A doc whose URL lies under a
   * context path belongs to it; each context gets its own index. Default `[]`.
   */
  readonly contexts: readonly string[];
  /** Overrides `limit` when set (site config's result-limit override). Default `undefined`. */
  readonly searchResultLimits?: number | undefined;
  /**
   * Synonym groups, applied at query time: a query word (or phrase) of a group also finds the
   * other entries of its group, a little below its own matches (`['terminate', 'delete', 'release']`,
   * `['object storage', 's3', 'bucket']`). The builder writes them into the index; the client
   * adds any it is given itself. Default `[]`.
   */
  readonly synonyms: readonly (readonly string[])[];
  /** Builder only: target size in bytes of one term shard of the index (estimated from its postings). Default 16 KB. */
  readonly shardBytes?: number | undefined;
}

/** Defaults of {@link SearchOptions}. */
export const DEFAULT_SEARCH_OPTIONS: SearchOptions = Object.freeze({
  limit: 8,
  snippetLength: 50,
  languages: Object.freeze(['en', 'zh']),
  removeDefaultStopWords: true,
  highlightSearchTermsOnTargetPage: false,
  indexFileName: 'search-index',
  contexts: Object.freeze([]),
  synonyms: Object.freeze([]),
});

/** Options as callers pass them: any subset of {@link SearchOptions}. */
export type SearchOptionsInput = Partial<SearchOptions>;

/** Fills in defaults. Undefined values count as absent. */
export function resolveSearchOptions(input: SearchOptionsInput = {}): SearchOptions {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_SEARCH_OPTIONS, ...defined };
}

/** The number of hits the search box shows: `searchResultLimits` when set, else `limit`. */
export function effectiveLimit(options: SearchOptions): number {
  return options.searchResultLimits ?? options.limit;
}
