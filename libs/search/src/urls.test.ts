import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWellFormed } from './tokenizer.js';
import { hitUrl } from './hit-url.js';
import { checkIndexUrl } from './index-url.js';
import { searchPageUrl } from './urls.js';

describe('given searchPageUrl', () => {
  it('should build {baseUrl}search/?q=', () => {
    expect(searchPageUrl('/doc/', { q: 'gpu launch' })).toBe('/doc/search/?q=gpu+launch');
  });

  it('should add ctx only when given', () => {
    expect(searchPageUrl('/doc/', { q: 'x', ctx: 'docs/api' })).toBe('/doc/search/?q=x&ctx=docs%2Fapi');
    expect(searchPageUrl('/doc/', { q: 'x', ctx: null })).toBe('/doc/search/?q=x');
  });

  it('should add version without the base only when it is not the base', () => {
    expect(searchPageUrl('/doc/', { q: 'x', version: '/doc/' })).toBe('/doc/search/?q=x');
    expect(searchPageUrl('/doc/', { q: 'x', version: '/doc/next/' })).toBe('/doc/search/?q=x&version=next%2F');
  });

  it('should round-trip any query through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const url = new URL(searchPageUrl('/doc/', { q }), 'http://localhost');
        expect(url.searchParams.get('q')).toBe(toWellFormed(q));
      }),
    );
  });
});

describe('given hitUrl', () => {
  const hit = { pageUrl: '/doc/docs/multinode/', anchor: 'torchrun' };

  it('should add the anchor', () => {
    expect(hitUrl(hit, 'torch run', false)).toBe('/doc/docs/multinode/#torchrun');
    expect(hitUrl({ ...hit, anchor: null }, 'x', false)).toBe('/doc/docs/multinode/');
  });

  it('should append repeated _highlight parameters when highlighting is on', () => {
    expect(hitUrl(hit, 'torch RUN', true)).toBe('/doc/docs/multinode/?_highlight=torch&_highlight=run#torchrun');
  });
});

describe('given checkIndexUrl', () => {
  it('should accept a same-origin URL and return it absolute', () => {
    expect(checkIndexUrl('/doc/a.json', 'http://localhost/doc/', '/doc/').href).toBe('http://localhost/doc/a.json');
  });

  it('should refuse another origin and a version outside the base', () => {
    expect(() => checkIndexUrl('//cdn.example/a.json', 'http://localhost/doc/', '/doc/')).toThrow('Unexpected version url');
    expect(() => checkIndexUrl('/doc/a.json', 'http://localhost/doc/', '/doc/', '/v1/')).toThrow('Version url does not start with base url');
  });
});
