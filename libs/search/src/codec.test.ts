import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCounts, DecodeError, encodeCounts } from './codec.js';

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

  it('should refuse text that is not counts', () => {
    expect(() => decodeCounts('!!')).toThrow(DecodeError);
  });
});
