import { describe, expect, it } from 'vitest';
import { resolveSearchOptions } from '../options.js';
import { createEngine } from './engine.js';
import { madeUpSite, WARM_UP_QUERIES, warmUp } from './warm-up.js';

describe('warm-up', () => {
  // The made-up site is written by hand in the index format: when the format changes, this fails
  // rather than the worker's warm-up quietly stopping at its first step.
  it('the made-up site is a valid index whose queries find hits', async () => {
    const site = madeUpSite();
    const requested: string[] = [];
    const engine = createEngine(resolveSearchOptions({}), (input, init) => {
      requested.push(String(input));
      return site.fetch(input, init);
    });
    const found = new Map<string, number>();
    for (const query of ['gpu', 'gpu instance', 'instanceTypeId', 'latncy ', 'run a job ']) {
      const results = await engine.search({ url: site.url, query, limit: 8, exhaustive: true }, {});
      found.set(query, results.hits.length);
      for (const hit of results.hits) expect(hit.url).toMatch(/^https:\/\/warm-up\.invalid\/p\d+\//);
    }
    expect(Math.min(...found.values())).toBeGreaterThan(0);
    expect(requested.some((url) => url.includes('.texts-'))).toBe(true);
  });

  it('runs every keystroke once, one per step, then says it is done', async () => {
    const step = warmUp(resolveSearchOptions({}));
    let steps = 0;
    let more = true;
    while (more) {
      more = await step();
      steps += 1;
    }
    expect(steps).toBe(WARM_UP_QUERIES.length);
    expect(WARM_UP_QUERIES).toContain('gpu i');
  });
});
