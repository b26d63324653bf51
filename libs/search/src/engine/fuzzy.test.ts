import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedDistance, typoBudget } from './fuzzy.js';

/** Plain optimal string alignment distance, for comparison. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('given typos', () => {
  it.each([
    ['infinband', 'infiniband', 1],
    ['instnace', 'instance', 1],
    ['quickstrat', 'quickstart', 1],
    ['torchrn', 'torchrun', 1],
    ['dataloder', 'dataloader', 1],
    ['invitaton', 'invitation', 1],
  ])('should count %s -> %s as %i edit', (a, b, edits) => {
    expect(boundedDistance(a, b, 2)).toBe(edits);
  });

  it('should allow one typo from 5 letters, two from 8, none below 5', () => {
    expect([4, 5, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('given any two words', () => {
  it('should give the distance when it is within the bound, and bound + 1 otherwise', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-e]{0,8}$/), fc.stringMatching(/^[a-e]{0,8}$/), fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(boundedDistance(a, b, max)).toBe(Math.min(distance(a, b), max + 1));
        expect(boundedDistance(a, b, max)).toBe(boundedDistance(b, a, max));
      }),
      { numRuns: 2000 },
    );
  });
});
