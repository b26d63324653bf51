import { describe, expect, it } from 'vitest';
import { DOC_PAGE_COMPONENT, type RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { escapeHtml } from '@hpcdocs/router/server';
import { docHeadOf, withDocHeadTags } from './doc-head.js';

const OWN = ['<title>P | Site</title>', '<meta name="description" content="Own.">', '<meta property="og:title" content="P | Site">', '<link rel="canonical" href="https://site/doc/p">', '<meta name="twitter:card" content="summary">'];
const route = { path: '/doc/p', component: DOC_PAGE_COMPONENT, title: 'P' } as RouteEntry;

describe("a doc's <Head> on its page", () => {
  it('should replace the tags naming the same name, property or canonical rel, and add the others, escaped', () => {
    const head = {
      tags: [
        { tag: 'meta' as const, attributes: { name: 'description', content: 'From "Head" <doc>.' } },
        { tag: 'link' as const, attributes: { rel: 'canonical', href: 'https://example.com/p' } },
        { tag: 'meta' as const, attributes: { name: 'robots', content: 'noarchive' } },
      ],
    };
    expect(withDocHeadTags(OWN, head, escapeHtml)).toEqual([
      '<title>P | Site</title>',
      '<meta property="og:title" content="P | Site">',
      '<meta name="twitter:card" content="summary">',
      '<meta name="description" content="From &quot;Head&quot; &lt;doc&gt;.">',
      '<link rel="canonical" href="https://example.com/p">',
      '<meta name="robots" content="noarchive">',
    ]);
  });

  it('should leave the page its own tags when the doc has none', () => {
    expect(withDocHeadTags(OWN, undefined, escapeHtml)).toEqual(OWN);
    expect(withDocHeadTags(OWN, { title: 'T' }, escapeHtml)).toEqual(OWN);
  });

  it("should be read from a doc page's data only", () => {
    const head = { title: 'Custom' };
    expect(docHeadOf(route, { head })).toBe(head);
    expect(docHeadOf({ ...route, component: 'Landing' }, { head })).toBeUndefined();
    expect(docHeadOf(route, null)).toBeUndefined();
  });
});
