import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCounts, decodePostings, DecodeError, encodeCounts, encodePostings, impactBits, maskBits, packValue } from './codec.js';
import { impactOf, MAX_QUANTIZED_IMPACT, quantizeImpact } from './format.js';

describe('given any list of counts', () => {
  it('should decode what it encoded, in characters JSON keeps as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 31 })), (values) => {
        const text = encodeCounts(values);
        expect(/^[A-Za-z0-9_-]*$/.test(text)).toBe(true);
        expect(decodeCounts(text)).toEqual(values);
      }),
    );
  });
});

describe('given any postings', () => {
  it('should decode what it encoded', () => {
    const postings = fc.uniqueArray(fc.nat({ max: 1_000_000 }), { maxLength: 200 }).chain((docs) =>
      fc.tuple(fc.constant([...docs].sort((a, b) => a - b)), fc.array(fc.tuple(fc.integer({ min: 1, max: MAX_QUANTIZED_IMPACT }), fc.nat({ max: 31 })), { minLength: docs.length, maxLength: docs.length })),
    );
    fc.assert(
      fc.property(postings, ([docs, pairs]) => {
        const values = pairs.map(([impact, mask]) => packValue(impact, mask));
        const decoded = decodePostings(encodePostings(docs, values), docs.length);
        expect([...decoded.docs]).toEqual(docs);
        expect([...decoded.values].map((v) => [impactBits(v), maskBits(v)])).toEqual(pairs);
      }),
    );
  });

  it('should refuse documents out of order, and text that is not postings', () => {
    expect(() => encodePostings([3, 2], [1, 1])).toThrow(RangeError);
    expect(() => decodePostings('!!', 1)).toThrow(DecodeError);
    expect(() => decodePostings(encodePostings([1, 2], [1, 1]), 1)).toThrow(DecodeError);
  });
});

describe('given impacts', () => {
  it('should keep their order, within about 5% once quantized', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 400, noNaN: true }), fc.double({ min: 0.01, max: 400, noNaN: true }), (a, b) => {
        if (a < b) expect(quantizeImpact(a)).toBeLessThanOrEqual(quantizeImpact(b));
        expect(Math.abs(impactOf(quantizeImpact(a)) / a - 1)).toBeLessThan(0.05);
      }),
    );
  });
});
