import { describe, expect, it } from 'vitest';

// Pins the public API of each entry point: an accidental export fails here.
describe('given the package entry points', () => {
  it('should export exactly the browser client API from "."', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual(
      [
        'DEFAULT_SEARCH_OPTIONS', 'ENGLISH_STOP_WORDS', 'HIT_TYPES', 'INDEX_SCHEMA_VERSION', 'MAX_QUERY_LENGTH', 'SearchIndexError',
        'contextOf', 'createSearchClient', 'createTokenizer', 'effectiveLimit', 'highlightParts', 'hitUrl', 'makeSnippet',
        'resolveSearchOptions', 'searchPageUrl', 'tokenize',
      ].sort(),
    );
  });

  it('should export exactly the builder from "./build"', async () => {
    expect(Object.keys(await import('./build/index.js')).sort()).toEqual(['buildSearchIndex', 'checkSearchBudget', 'searchFirstTierBudget']);
  });

  it('should export exactly the UI from "./react"', async () => {
    expect(Object.keys(await import('./react/index.js')).sort()).toEqual(
      ['Highlight', 'SAMPLE_HITS', 'SEARCH_HIGHLIGHT_NAME', 'SearchBar', 'SearchPage', 'SearchResult', 'SearchTermHighlighter', 'createFakeSearchClient', 'useSearch', 'useSearchTermHighlight'].sort(),
    );
  });

  it('should export exactly the search page from "./react/page"', async () => {
    expect(Object.keys(await import('./react/page.js'))).toEqual(['SearchPage']);
  });

  it('should keep browser entry points free of Node imports', async () => {
    const files = import.meta.glob(['./**/*.{ts,tsx}', '!./build/**', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
    for (const [file, text] of Object.entries(files)) expect([file, /from 'node:|require\(/.test(String(text))]).toEqual([file, false]);
  });
});
