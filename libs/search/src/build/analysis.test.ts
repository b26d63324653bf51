import { describe, expect, it } from 'vitest';
import { AnalysisCache, visitFields, type AnalysisVisitor, type FieldAnalysis } from './analysis.js';

/** A visitor that records what it is told, field by field. */
function recorder(): { visitor: AnalysisVisitor; calls: (string | number)[][] } {
  const calls: (string | number)[][] = [];
  return { calls, visitor: { field: (field, length) => calls.push(['field', field, length]), term: (term, count) => calls.push(['term', term, count]) } };
}

const FIELDS: FieldAnalysis[] = [
  { field: 0, length: 2, terms: ['launch', 'instanc', '=launch instanc'], counts: [1, 1, 1] },
  // A field whose text has no index terms: its length still counts.
  { field: 2, length: 0, terms: [], counts: [] },
  { field: 4, length: 9, terms: ['gpu', 'a', 'launch'], counts: [3, 1, 5] },
];

describe('given a document analysed by an earlier build', () => {
  it('should report the stored analysis term by term as the analysis it stored', () => {
    const fresh = recorder();
    visitFields(FIELDS, fresh.visitor);
    const first = AnalysisCache.from(undefined, {});
    const computed = recorder();
    first.visit({ content: 'Launch a GPU' }, () => FIELDS, computed.visitor);
    expect(computed.calls).toEqual(fresh.calls);
    // The same text again in this build, and in the next build: read back from the stored form.
    const again = recorder();
    first.visit({ content: 'Launch a GPU' }, () => [], again.visitor);
    expect(again.calls).toEqual(fresh.calls);
    const next = AnalysisCache.from(first.toBytes(), {});
    const stored = recorder();
    next.visit({ content: 'Launch a GPU' }, () => [], stored.visitor);
    expect(stored.calls).toEqual(fresh.calls);
    expect(next.stats).toEqual({ analysed: 0, reused: 1 });
  });
});
