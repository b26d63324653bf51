import type { SearchSource } from '@hpcdocs/content-pipeline/schema';
import { describe, expect, it } from 'vitest';
import { pagesOf } from './documents.js';

const page = (sections: SearchSource['sections']): SearchSource => ({ docId: 'big', url: '/docs/big', title: 'Big', description: '', keywords: [], breadcrumbs: [], sections });

/** Array elements copied by `slice` while `work` runs. */
function copied(work: () => void): number {
  const original = Array.prototype.slice;
  let total = 0;
  Array.prototype.slice = function (this: unknown[], ...args: Parameters<typeof original>) {
    const result = original.apply(this, args);
    total += result.length;
    return result;
  };
  try {
    work();
  } finally {
    Array.prototype.slice = original;
  }
  return total;
}

describe('given headings with no text of their own', () => {
  it('should give each the text of its subsections', () => {
    const [built] = pagesOf([
      page([
        { heading: 'Setup', id: 'setup', level: 2, text: '' },
        { heading: 'Linux', id: 'linux', level: 3, text: 'apt install' },
        { heading: 'macOS', id: 'macos', level: 3, text: 'brew install' },
        { heading: 'Use', id: 'use', level: 2, text: 'run it' },
      ]),
    ]);
    expect(built?.sections.map((s) => [s.anchor, s.text, s.borrowed ?? false])).toEqual([
      ['setup', 'apt install brew install', true],
      ['linux', 'apt install', false],
      ['macos', 'brew install', false],
      ['use', 'run it', false],
    ]);
  });

  it('should not copy the sections after each of them (a page of many headings was quadratic)', () => {
    const empty = (n: number) => page(Array.from({ length: n }, (_, i) => ({ heading: `H ${i}`, id: `h-${i}`, level: 2, text: '' })));
    expect(copied(() => pagesOf([empty(4_000)]))).toBeLessThan(4_000);
  });
});
