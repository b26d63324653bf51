import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightTermsFromSearch, MAX_HIGHLIGHT_TERMS } from './highlight-params.js';

describe('given a hit URL with repeated _highlight parameters', () => {
  it('should return the distinct lower-cased terms in order', () => {
    expect(highlightTermsFromSearch('?x=1&_highlight=GPU&_highlight=instance&_highlight=gpu&_highlight=')).toEqual(['gpu', 'instance']);
  });

  it('should return nothing without _highlight', () => {
    expect(highlightTermsFromSearch('?q=gpu')).toEqual([]);
  });
});

describe('given any query string', () => {
  it('should never throw and return at most the term cap', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 40 }), (values) => {
        const params = new URLSearchParams(values.map((v) => ['_highlight', v]));
        const terms = highlightTermsFromSearch(`?${params.toString()}`);
        expect(terms.length).toBeLessThanOrEqual(MAX_HIGHLIGHT_TERMS);
        for (const term of terms) expect(term.length).toBeGreaterThan(0);
      }),
      { numRuns: 50 },
    );
  }, 30_000);
});
