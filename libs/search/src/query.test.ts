import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PART_WEIGHT, planQuery, synonymTable, wordPairs, wordsOfTerm, type QueryPlan } from './query.js';

const words = (plan: QueryPlan) => plan.terms.filter((t) => !t.phrase);
const keys = (plan: QueryPlan) => words(plan).map((t) => t.key);
const termOf = (plan: QueryPlan, key: string) => plan.terms.find((t) => t.key === key);

describe('given an identifier in the query', () => {
  it('should search the whole token at full weight and its parts at part weight', () => {
    const plan = planQuery('instanceTypeId');
    expect(keys(plan)).toEqual(['instancetypeid', 'instanc', 'typ', 'id']);
    expect(termOf(plan, 'instancetypeid')?.weight).toBe(1);
    expect(termOf(plan, 'typ')?.weight).toBe(PART_WEIGHT);
    expect([...plan.identifiers]).toEqual([[0, [1, 2, 3]]]);
  });

  it('should keep a word at full weight when it is also part of an identifier', () => {
    expect(termOf(planQuery('instanceTypeId instance'), 'instanc')?.weight).toBe(1);
  });

  it('should give a hyphenated word its joined form as an alternative', () => {
    expect(termOf(planQuery('multi-node'), 'multi-node')?.alternatives).toEqual([{ keys: ['multinod'], quality: 1 }]);
  });
});

describe('given question words and pronouns', () => {
  it('should drop them from the terms, but keep them for the highlight', () => {
    const plan = planQuery('how do I mount a volume on my instance');
    expect(keys(plan)).toEqual(['mount', 'volum', 'instanc']);
    expect(plan.highlight).toEqual(['how', 'do', 'i', 'mount', 'volume', 'my', 'instance']);
  });

  it('should keep them when the query has nothing else', () => {
    expect(keys(planQuery('how do'))).toEqual(['how', 'do']);
  });

  it('should keep them inside an identifier', () => {
    expect(keys(planQuery('my_instance'))).toEqual(['my_instance', 'my', 'instanc']);
  });
});

describe('given words being typed', () => {
  it('should match the last word as a prefix until a space follows it', () => {
    expect(planQuery('mount volu').terms.map((t) => [t.key, t.prefix])).toContainEqual(['volu', true]);
    expect(planQuery('mount volu ').terms.every((t) => !t.prefix)).toBe(true);
  });

  it('should stem words the same way the index does', () => {
    expect(keys(planQuery('mounted volumes '))).toEqual(['mount', 'volum']);
  });
});

describe('given adjacent words', () => {
  it('should also search them joined (deep seek -> deepseek), and as a pair of a title or heading', () => {
    const plan = planQuery('deep seek');
    expect(termOf(plan, 'deep')?.alternatives).toContainEqual({ keys: ['deepseek'], quality: 0.95 });
    expect(termOf(plan, '~deep seek')?.phrase).toBe(true);
    expect(termOf(plan, '~deep seek=')?.phrase).toBe(true);
  });

  it('should form pairs as the index does', () => {
    expect(wordPairs('Send an image, then stop')).toEqual(['~send imag']);
  });

  it('should give the words of a pair or title term for highlighting, without its marks', () => {
    expect(wordsOfTerm('~send imag')).toEqual(['send', 'imag']);
    expect(wordsOfTerm('~batch job=')).toEqual(['batch', 'job']);
    expect(wordsOfTerm('billing=')).toEqual(['billing']);
    expect(wordsOfTerm('instanc')).toEqual(['instanc']);
  });
});

describe('given synonym groups', () => {
  const table = synonymTable([['terminate', 'delete', 'release'], ['object storage', 's3']]);

  it('should offer the other entries of a group as alternatives', () => {
    const alternatives = termOf(planQuery('terminate vm', { synonyms: table }), 'terminat')?.alternatives;
    expect(alternatives).toContainEqual({ keys: ['delet'], quality: 0.8 });
    expect(alternatives).toContainEqual({ keys: ['releas'], quality: 0.8 });
  });

  it('should match a phrase of a group as a unit, each of its words standing for the other entries', () => {
    const plan = planQuery('object storage', { synonyms: table });
    expect(termOf(plan, 'object')?.alternatives).toContainEqual({ keys: ['s3'], quality: 0.8 });
    expect(termOf(plan, 'storag')?.alternatives).toContainEqual({ keys: ['s3'], quality: 0.8 });
    expect(termOf(planQuery('s3', { synonyms: table }), 's3')?.alternatives).toEqual([{ keys: ['object', 'storag'], quality: 0.8 }]);
  });
});

describe('given Chinese words', () => {
  it('should weigh every segment fully', () => {
    const plan = planQuery('推理服务');
    expect(words(plan).every((t) => t.weight === 1)).toBe(true);
    expect(keys(plan).join('')).toBe('推理服务');
  });
});

describe('given any query', () => {
  it('should plan at most maxTerms distinct words, each with a weight, and parts pointing at their whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 20 }), (query, max) => {
        const plan = planQuery(query, { maxTerms: max });
        expect(words(plan).length).toBeLessThanOrEqual(max);
        expect(new Set(plan.terms.map((t) => t.key)).size).toBe(plan.terms.length);
        for (const term of plan.terms) {
          expect(term.weight).toBeGreaterThan(0);
          if (term.partOf !== null) expect(plan.terms[term.partOf]?.weight).toBe(1);
        }
      }),
    );
  });
});
