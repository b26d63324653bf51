/**
 * The search engine proper: tokenizer, index loading, query planning and ranking. The client
 * imports this module on its first `load()` or `search()`, so none of it is in a page's first-load
 * JavaScript (see libs/site/src/build/budgets.ts); a reader who never touches the search box
 * never downloads it.
 */
import { loadFirstTier, loadShards } from './load-index.js';
import type { SearchOptions } from './options.js';
import { planQuery } from './query.js';
import { collect, rank } from './ranking.js';
import { createTokenizer } from './tokenizer.js';
import { hitUrl } from './hit-url.js';

/** Everything the client needs once it searches, bound to one set of options. */
export function createEngine(options: SearchOptions) {
  const tokenize = createTokenizer({ removeStopWords: options.removeDefaultStopWords, languages: options.languages });
  const titleCache = new Map<string, readonly string[]>();
  return {
    tokenize,
    /** Tokens of a page title, memoised: every hit of a page asks for them. */
    titleTerms(title: string): readonly string[] {
      let terms = titleCache.get(title);
      if (!terms) titleCache.set(title, (terms = tokenize(title)));
      return terms;
    },
    loadFirstTier,
    loadShards,
    planQuery,
    collect,
    rank,
    hitUrl,
  };
}

/** The engine of one client. */
export type Engine = ReturnType<typeof createEngine>;
