import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenizer, ENGLISH_STOP_WORDS, tokenize } from './tokenizer.js';

describe('given English prose', () => {
  it('should lower-case words and drop stop words', () => {
    expect(tokenize('The Launch of an Instance')).toEqual(['launch', 'instance']);
  });

  it('should strip sentence punctuation', () => {
    expect(tokenize('Run it (quickly), then stop.')).toEqual(['run', 'quickly', 'stop']);
  });

  it('should keep stop words when filtering is off', () => {
    expect(createTokenizer({ removeStopWords: false })('the GPU')).toEqual(['the', 'gpu']);
  });
});

describe('given code identifiers', () => {
  it.each([
    ['camelCase', ['camelcase', 'camel', 'case']],
    ['snake_case', ['snake_case', 'snake', 'case']],
    ['torch.distributed', ['torch.distributed', 'torch', 'distributed']],
    ['dist.init_process_group', ['dist.init_process_group', 'dist', 'init_process_group', 'init', 'process', 'group']],
    ['--num-gpus', ['--num-gpus', 'num-gpus', 'num', 'gpus']],
    ['/paths/like/this', ['paths/like/this', 'like/this', 'paths', 'like']],
    ['/api/instance/create', ['api/instance/create', 'instance/create', 'api', 'instance', 'create']],
    ['HTTPServer', ['httpserver', 'http', 'server']],
  ])('should split %s into the whole token and its parts', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });
});

describe('given Chinese text', () => {
  it('should segment into words', () => {
    const terms = tokenize('部署模型');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms.join('')).toBe('部署模型');
  });

  it('should segment a mixed English and Chinese query', () => {
    const terms = tokenize('DeepSeek推理部署');
    expect(terms.slice(0, 3)).toEqual(['deepseek', 'deep', 'seek']);
    expect(terms.slice(3).join('')).toBe('推理部署');
  });

  it('should fall back to characters when zh is not a language', () => {
    expect(createTokenizer({ languages: ['en'] })('模型')).toEqual(['模', '型']);
  });
});

describe('given any string', () => {
  it('should never throw and return non-empty lower-case tokens without whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const terms = tokenize(text);
        for (const term of terms) {
          expect(term.length).toBeGreaterThan(0);
          expect(term.toLowerCase()).toBe(term);
          expect(/\s/u.test(term)).toBe(false);
        }
      }),
    );
  }, 30_000);

  it('should be deterministic', () => {
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (text) => {
      expect(tokenize(text)).toEqual(tokenize(text));
    }));;
  });

  it('should give the same terms for text and its lower-cased form when no camel case is involved', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_.\- /]{0,40}$/), (text) => {
        expect(tokenize(text.toUpperCase())).toEqual(tokenize(text));
      }),
    );
  });

  it('should find every token again when re-tokenizing it (index/query symmetry)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.\-/]{0,20}$/), (text) => {
        for (const term of tokenize(text)) expect(tokenize(term)).toContain(term);
      }),
    );
  });
});

describe('given ordinary words (the fast path)', () => {
  it('should give what the general path gives for the same word', () => {
    // A trailing `~` is stripped by the general path but sends the word past the fast path.
    const word = fc.stringMatching(/^[("'[]?[A-Za-z0-9_./-]{1,10}[.,;:!?)"'\]]{0,3}$/);
    fc.assert(
      fc.property(word, (w) => {
        expect(tokenize(w)).toEqual(tokenize(`${w}~`));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('given compounds', () => {
  it.each([
    ['multi-node', ['multi-node', 'multinode', 'multi', 'node']],
    ['DeepSeek-R1', ['deepseek-r1', 'deepseekr1', 'deepseek', 'deep', 'seek', 'r1']],
    ['open-sora', ['open-sora', 'opensora', 'open', 'sora']],
  ])('should give %s its joined form, and a camel-cased part its whole', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it('should not join the parts of a flag or a path', () => {
    expect(tokenize('--shm-size')).not.toContain('shmsize');
    expect(tokenize('open-sora/train')).not.toContain('opensora');
  });

  it('should read a possessive as the word', () => {
    expect(tokenize("the instance's disk")).toEqual(['instance', 'disk']);
  });
});

describe('given any hyphenated word of letters and digits', () => {
  it('should contain the whole, the joined form and every part', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), { minLength: 2, maxLength: 4 }), (parts) => {
        const word = parts.join('-');
        const terms = tokenize(word);
        expect(terms[0]).toBe(word);
        // Stop words are never terms, not even as a joined form (`w-e`).
        for (const form of [parts.join(''), ...parts]) if (!ENGLISH_STOP_WORDS.has(form)) expect(terms).toContain(form);
      }),
    );
  });

  it('should meet its joined form written as one word (index and query symmetry)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{2,6}$/), { minLength: 2, maxLength: 3 }), (parts) => {
        expect(tokenize(parts.join('-'))).toContain(tokenize(parts.join(''))[0]);
      }),
    );
  });
});

describe('given a chunk of text met again by the same tokenizer', () => {
  it('should give the same terms each time, whatever a caller did with the terms it got before', () => {
    const tokenizeKept = createTokenizer();
    const first = tokenizeKept('Launch the instanceTypeId, then launch it again.');
    expect(first).toEqual(['launch', 'instancetypeid', 'instance', 'type', 'id', 'launch', 'again']);
    first.push('changed');
    first[0] = 'changed';
    expect(tokenizeKept('Launch the instanceTypeId, then launch it again.')).toEqual(['launch', 'instancetypeid', 'instance', 'type', 'id', 'launch', 'again']);
    // A tokenizer with other options keeps its own terms.
    expect(createTokenizer({ removeStopWords: false })('Launch the instanceTypeId')).toEqual(['launch', 'the', 'instancetypeid', 'instance', 'type', 'id']);
  });
});
