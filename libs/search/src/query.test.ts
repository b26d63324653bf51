import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PART_WEIGHT, planQuery } from './query.js';
import { tokenize } from './tokenizer.js';

describe('given an identifier in the query', () => {
  it('should search the whole token at full weight and its parts at part weight', () => {
    const plan = planQuery('instanceTypeId', tokenize, 16);
    expect(plan.terms).toEqual(['instancetypeid', 'instance', 'type', 'id']);
    expect(plan.primary).toEqual(['instancetypeid']);
    expect(plan.weights.get('type')).toBe(PART_WEIGHT);
    expect(plan.identifiers.get('instancetypeid')).toEqual(['instance', 'type', 'id']);
  });

  it('should keep a word at full weight when it is also part of an identifier', () => {
    const plan = planQuery('instanceTypeId instance', tokenize, 16);
    expect(plan.weights.get('instance')).toBe(1);
  });
});

describe('given Chinese words', () => {
  it('should weigh every segment fully', () => {
    const plan = planQuery('推理服务', tokenize, 16);
    expect(plan.primary.join('')).toBe('推理服务');
  });
});

describe('given any query', () => {
  it('should plan at most maxTerms distinct terms, all with a weight', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 20 }), (query, max) => {
        const plan = planQuery(query, tokenize, max);
        expect(plan.terms.length).toBeLessThanOrEqual(max);
        expect(new Set(plan.terms).size).toBe(plan.terms.length);
        for (const term of plan.terms) expect(plan.weights.get(term)).toBeGreaterThan(0);
      }),
    );
  });
});
