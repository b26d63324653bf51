import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteTable, matchRoute, normalizeBaseUrl, normalizePathname, withBase, isUnderBase, shouldSkipPrefetch } from '../src/index.js';

describe('given normalizePathname', () => {
  it('should strip /index.html and .html to the clean path', () => {
    expect(normalizePathname('/doc/docs/quickstart/index.html')).toBe('/doc/docs/quickstart/');
    expect(normalizePathname('/doc/docs/api/instance/launch.html')).toBe('/doc/docs/api/instance/launch');
    expect(normalizePathname('/doc//docs///x')).toBe('/doc/docs/x');
  });
  it('should never climb above the root', () => {
    expect(normalizePathname('/doc/../../etc/passwd')).toBe('/etc/passwd');
    fc.assert(
      fc.property(fc.array(fc.constantFrom('..', '.', 'doc', 'x', '', 'index.html', 'a.html'), { maxLength: 12 }), (parts) => {
        const out = normalizePathname(`/${parts.join('/')}`);
        expect(out.startsWith('/')).toBe(true);
        expect(out.split('/')).not.toContain('..');
      }),
    );
  });
  it('should keep paths under the base path inside it when they hold no ..', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 6 }), (parts) => {
        expect(isUnderBase(normalizePathname(`/doc/${parts.join('/')}`), '/doc/')).toBe(true);
      }),
    );
  });
});

describe('given base URL helpers', () => {
  it('should normalise base URLs and prefix paths', () => {
    expect(normalizeBaseUrl('doc')).toBe('/doc/');
    expect(normalizeBaseUrl('/')).toBe('/');
    expect(withBase('docs/x', '/doc/')).toBe('/doc/docs/x');
    expect(withBase('/doc/docs/x', '/doc/')).toBe('/doc/docs/x');
    expect(withBase('https://hpc-ai.com/', '/doc/')).toBe('https://hpc-ai.com/');
  });
});

describe('given a route table', () => {
  const table = createRouteTable([
    { path: '/doc/', component: 'Page', title: 'Home' },
    { path: '/doc/docs/quickstart/', component: 'DocPage', title: 'Quickstart', data: '/x.json' },
    { path: '/doc/docs/api/instance/delete', component: 'DocPage', title: 'Delete', data: '/y.json' },
    { path: '/doc/docs', to: '/doc/docs/quickstart/', title: 'Quickstart' },
  ]);
  it('should match exact routes', () => {
    expect(matchRoute(table, '/doc/docs/quickstart/')).toMatchObject({ type: 'route' });
    expect(matchRoute(table, '/doc/docs/api/instance/delete')).toMatchObject({ type: 'route' });
  });
  it('should redirect near misses and .html forms to the canonical path', () => {
    expect(matchRoute(table, '/doc/docs/quickstart')).toEqual({ type: 'redirect', to: '/doc/docs/quickstart/' });
    expect(matchRoute(table, '/doc/docs/quickstart/index.html')).toEqual({ type: 'redirect', to: '/doc/docs/quickstart/' });
    expect(matchRoute(table, '/doc/docs/api/instance/delete.html')).toEqual({ type: 'redirect', to: '/doc/docs/api/instance/delete' });
    expect(matchRoute(table, '/doc/docs')).toEqual({ type: 'redirect', to: '/doc/docs/quickstart/' });
  });
  it('should report anything else as not found', () => {
    expect(matchRoute(table, '/doc/docs/nope')).toEqual({ type: 'not-found' });
  });
});

describe('given the connection', () => {
  it('should skip prefetching on 2g and with Save-Data only', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '4g' })).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
  });
});
