import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';

describe('given the forms of a word', () => {
  it.each([
    [['mount', 'mounts', 'mounted', 'mounting']],
    [['volume', 'volumes']],
    [['create', 'created', 'creates', 'creating']],
    [['stop', 'stops', 'stopped', 'stopping']],
    [['instance', 'instances']],
    [['query', 'queries']],
    [['copy', 'copies', 'copied', 'copying']],
    [['process', 'processes', 'processed', 'processing']],
    [['gpu', 'gpus']],
    [['status', 'statuses']],
    [['configure', 'configured', 'configuring']],
  ])('should give %j one stem', (forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it.each(['status', 'bus', 'need', 'speed', 'string', 'thing', 'class'])('should leave %s a word of its own', (word) => {
    expect(stem(word)).toBe(word);
  });
});

describe('given anything that is not a plain lower-case word', () => {
  it('should leave it as it is (identifiers, numbers, paths, other scripts)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter((s) => !/^[a-z]+$/.test(s)), (text) => {
        expect(stem(text)).toBe(text);
      }),
    );
  });
});

describe('given any plain word', () => {
  it('should only take letters off its end (or turn a final -ies into -y)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,15}$/), (word) => {
        const s = stem(word);
        expect(s.length).toBeGreaterThan(0);
        const base = s.endsWith('y') ? s.slice(0, -1) : s;
        expect(word.startsWith(base)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('should give a regular plural the stem of its singular', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,10}[bcdfgkmnprt]$/).filter((w) => !/([b-df-hj-np-tv-z])\1$/.test(w)), (word) => {
        expect(stem(`${word}s`)).toBe(stem(word));
      }),
      { numRuns: 2000 },
    );
  });
});
