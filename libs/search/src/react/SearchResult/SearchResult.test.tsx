import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleHit } from '../testing/fake-client.js';
import { SearchResult } from './SearchResult.js';

afterEach(cleanup);

describe('given a hit', () => {
  it('should show title, section, breadcrumb and snippet with the matched terms marked', () => {
    const { container } = render(<SearchResult hit={sampleHit({ terms: ['launch', 'gpu'] })} />);
    expect(container.textContent).toContain('Launch instance');
    expect(container.textContent).toContain('Request');
    expect(container.textContent).toContain('API › Instance');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Launch', 'launch', 'GPU']);
  });
});

describe('given a hit shown before its snippet', () => {
  it('should keep the snippet\'s line while it is fetched, and none for a hit without one', () => {
    const lines = (hit: Parameters<typeof SearchResult>[0]['hit']) => {
      const { container, unmount } = render(<SearchResult hit={hit} />);
      const found = [...container.querySelectorAll('span')].filter((span) => span.textContent === '\u00a0' && span.getAttribute('aria-hidden') === 'true').length;
      unmount();
      return found;
    };
    expect(lines(sampleHit({ snippet: '', snippetPending: true }))).toBe(1);
    expect(lines(sampleHit({ snippet: '' }))).toBe(0);
    expect(lines(sampleHit({ snippetPending: true }))).toBe(0);
  });
});

describe('given hit text that looks like markup', () => {
  it('should render it as text, never as elements', () => {
    fc.assert(
      fc.property(fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<b>bold</b>'), fc.string({ maxLength: 20 }), (markup, extra) => {
        const text = `${extra}${markup}`;
        const { container, unmount } = render(<SearchResult hit={sampleHit({ title: text, snippet: text, terms: ['script', 'img', '<b>', extra.toLowerCase()] })} />);
        expect(container.querySelector('script, img, b')).toBeNull();
        expect(container.textContent).toContain(markup);
        unmount();
      }),
      { numRuns: 30 },
    );
  });
});
