/**
 * Anyone can send a link: every page must survive whatever its URL carries after the path (query
 * parameters the app reads, such as `_highlight`, `q`, `ctx`, and any bytes after `#`, valid
 * percent-encoding or not). Random URLs, generated with fast-check, on random pages of the built
 * site: each must hydrate without the crash page and without a script error.
 */
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { builtRoutes, hydrated, sharedBrowser, watchErrors } from './browser.js';

const origin = inject('origin');
const paths = builtRoutes(inject('dist')).routes.filter((r) => r.to === undefined).map((r) => r.path);
const browser = sharedBrowser();

/** Text a hostile link may carry: percent signs with broken escapes, non-ASCII, separators. */
const junk = fc.stringMatching(/^(?:%[0-9A-Fa-f]{0,2}|%E0%A4%A|[A-Za-z0-9]|é|中|[-._~!$'()*+,;:@/]){0,12}$/);
const suffix = fc
  .record({
    highlight: fc.option(fc.array(junk, { maxLength: 3 })),
    q: fc.option(junk),
    ctx: fc.option(junk),
    hash: fc.option(junk),
  })
  .map(({ highlight, q, ctx, hash }) => {
    const params = [...(highlight ?? []).map((h) => `_highlight=${h}`), ...(q === null ? [] : [`q=${q}`]), ...(ctx === null ? [] : [`ctx=${ctx}`])];
    return (params.length > 0 ? `?${params.join('&')}` : '') + (hash === null ? '' : `#${hash}`);
  });

describe('given links with arbitrary query strings and hashes', () => {
  it('should render every page they point at without crashing', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    const crash = page.getByRole('heading', { name: 'This page crashed.' });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), suffix, async (path, rest) => {
        errors.length = 0;
        await page.goto(origin + path + rest);
        await hydrated(page);
        expect(await crash.count(), path + rest).toBe(0);
        // 404/400 responses for odd asset URLs are not script errors; exceptions are.
        expect(errors.filter((e) => e.startsWith('pageerror')), path + rest).toEqual([]);
      }),
      { numRuns: 40, examples: [['/doc/docs/FAQs/cpu', '?_highlight=cpu#%E0%A4%A'], ['/doc/search/', '?q=%&ctx=%E0%A4%A#%']] },
    );
    await page.close();
  });
});
