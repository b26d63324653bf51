/**
 * @hpcdocs/search/react: the search box and the search results page.
 */
export { SearchBar } from './SearchBar/index.js';
export { SearchPage } from './SearchPage/index.js';
export { SearchResult } from './SearchResult/index.js';
export { Highlight } from './Highlight/index.js';
export { SearchTermHighlighter } from './SearchTermHighlighter/index.js';
export { useSearchTermHighlight, SEARCH_HIGHLIGHT_NAME } from './hooks/useSearchTermHighlight.js';
export { useSearch } from './hooks/useSearch.js';
export { createFakeSearchClient, SAMPLE_HITS } from './testing/fake-client.js';

export type { SearchBarProps } from './SearchBar/index.js';
export type { SearchPageProps } from './SearchPage/index.js';
export type { SearchResultProps } from './SearchResult/index.js';
export type { HighlightProps } from './Highlight/index.js';
export type { SearchTermHighlighterProps } from './SearchTermHighlighter/index.js';
export type { SearchTermHighlightOptions } from './hooks/useSearchTermHighlight.js';
export type { SearchClientSource } from './hooks/useSearchClient.js';
export type { SearchStatus, UseSearchResult } from './hooks/useSearch.js';
export type { SearchBarState } from './hooks/useSearchBar.js';
export type { FakeClientOptions } from './testing/fake-client.js';
export type { SearchTranslate } from './translate.js';
