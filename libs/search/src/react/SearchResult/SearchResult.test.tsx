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
