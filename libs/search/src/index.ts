/**
 * @hpcdocs/search: the browser search client. The index builder is `@hpcdocs/search/build`,
 * the React UI `@hpcdocs/search/react`.
 */
export { createSearchClient, contextOf } from './client.js';
export { SearchIndexError } from './errors.js';
export { DEFAULT_SEARCH_OPTIONS, resolveSearchOptions, effectiveLimit } from './options.js';
export { createTokenizer, tokenize, ENGLISH_STOP_WORDS } from './tokenizer.js';
export { searchPageUrl } from './urls.js';
export { hitUrl } from './hit-url.js';
export { makeSnippet, highlightParts, MAX_QUERY_LENGTH } from './utils/text.js';
export { HIT_TYPES, INDEX_SCHEMA_VERSION } from './format.js';

export type { SearchClient, SearchClientConfig, SearchHit, SearchCallOptions, SearchResults } from './client.js';
export type { SearchIndexErrorCode } from './errors.js';
export type { SearchOptions, SearchOptionsInput } from './options.js';
export type { Tokenize, TokenizerOptions } from './tokenizer.js';
export type { SearchPageParams } from './urls.js';
export type { HitLocation } from './hit-url.js';
export type { TextPart } from './utils/text.js';
export type { HitType, HitDocument, IndexEntry } from './format.js';
