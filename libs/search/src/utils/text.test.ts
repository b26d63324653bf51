import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightParts, makeSnippet, normalizeQuery } from './text.js';

describe('given makeSnippet', () => {
  const text = 'Call torch.distributed.init_process_group before training across many nodes at once.';

  it('should centre about 50 characters on the first match', () => {
    const snippet = makeSnippet(text, ['training'], 50);
    expect(snippet).toContain('training');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(52);
  });

  it('should return short text whole', () => {
    expect(makeSnippet('Short text', ['x'], 50)).toBe('Short text');
  });

  describe('when the window falls inside words', () => {
    const prose = 'Create the volume in the same region as the instance, then attach it when you launch the instance from the console.';

    it('should cut between words and mark each cut with an ellipsis', () => {
      const snippet = makeSnippet(prose, ['attach'], 50);
      expect(snippet).toBe('…as the instance, then attach it when you launch…');
      const inner = snippet.replace(/^…/u, '').replace(/…$/u, '');
      expect(prose).toContain(inner);
    });

    it('should keep the matched word whole even when the window starts inside it', () => {
      const long = `${'word '.repeat(20)}supercalifragilistic ${'tail '.repeat(20)}`;
      const snippet = makeSnippet(long, ['supercalifragilistic'], 10);
      expect(snippet).toContain('supercalifragilistic');
    });
  });

  // The property behind the cases above: whatever the text, terms and length, every cut of the
  // snippet falls on a word edge of the original text, and the match is kept.
  it('should never start or end inside a word', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/u);
    const sentence = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ', ' (', ') ', ' - ')), { minLength: 1, maxLength: 40 }).map((parts) => parts.map(([w, sep]) => w + sep).join('').trim());
    fc.assert(
      fc.property(sentence, fc.integer({ min: 10, max: 80 }), fc.nat(), (text, length, pick) => {
        const words = text.split(/[^a-zA-Z0-9]+/u).filter(Boolean);
        const term = (words[pick % words.length] ?? '').toLowerCase();
        const snippet = makeSnippet(text, [term], length);
        const clean = text.replace(/\s+/gu, ' ').trim();
        const inner = snippet.replace(/^…/u, '').replace(/…$/u, '');
        const isWord = (c: string | undefined) => c !== undefined && /[a-zA-Z0-9]/u.test(c);
        // The kept text is somewhere in the original with both of its edges on word edges (it may
        // also occur elsewhere, inside other words).
        const places: number[] = [];
        for (let at = clean.indexOf(inner); at !== -1; at = clean.indexOf(inner, at + 1)) places.push(at);
        const edges = places.filter((at) => !(isWord(clean[at - 1]) && isWord(clean[at])) && !(isWord(clean[at + inner.length - 1]) && isWord(clean[at + inner.length])));
        expect(edges.length).toBeGreaterThan(0);
        if (term) expect(inner.toLowerCase()).toContain(term);
        expect(snippet.startsWith('…')).toBe(!edges.includes(0));
      }),
      { numRuns: 300 },
    );
  });
});

describe('given highlightParts', () => {
  it('should mark every occurrence case-insensitively', () => {
    expect(highlightParts('GPU and gpu', ['gpu'])).toEqual([
      { text: 'GPU', match: true },
      { text: ' and ', match: false },
      { text: 'gpu', match: true },
    ]);
  });

  it('should always join back to the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (text, terms) => {
        expect(highlightParts(text, terms).map((p) => p.text).join('')).toBe(text);
      }),
    );
  });
});

describe('given normalizeQuery', () => {
  it('should cut long input and repair lone surrogates', () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(200);
    expect(normalizeQuery('x\uD800')).toBe('x\uFFFD');
  });
});

describe('given stems and prefixes as terms', () => {
  it('should mark whole words that start with a term, never a term inside a word', () => {
    expect(highlightParts('Two volumes, one valid id', ['volum', 'id'])).toEqual([
      { text: 'Two ', match: false },
      { text: 'volumes', match: true },
      { text: ', one valid ', match: false },
      { text: 'id', match: true },
    ]);
  });

  it('should mark Chinese terms wherever they are', () => {
    expect(highlightParts('部署推理服务', ['推理'])).toEqual([
      { text: '部署', match: false },
      { text: '推理', match: true },
      { text: '服务', match: false },
    ]);
  });
});
