import { describe, expect, it } from 'vitest';
import { continuesPage, pagesOf } from './grouping.js';

describe('given hits listed page by page', () => {
  const hits = [{ pageUrl: '/a' }, { pageUrl: '/a' }, { pageUrl: '/b' }, { pageUrl: '/a' }];

  it('should mark the hits under the one before them on the same page', () => {
    expect(continuesPage(hits)).toEqual([false, true, false, false]);
  });

  it('should count the pages, not the hits', () => {
    expect(pagesOf(hits)).toBe(2);
  });
});
