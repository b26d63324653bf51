import { describe, expect, it } from 'vitest';
import { localeTarget } from './locale.js';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('localeTarget', () => {
  describe('given the default locale at the site base URL', () => {
    it('should put the other locale base URL in front of the page path', () => {
      expect(localeTarget(at('/doc/docs/quickstart/'), '/doc/', '/doc/fr/')).toBe('/doc/fr/docs/quickstart/');
    });

    it('should keep the query and the hash', () => {
      expect(localeTarget(at('/doc/docs/quickstart/', '?tab=pip', '#install'), '/doc/', '/doc/fr/')).toBe('/doc/fr/docs/quickstart/?tab=pip#install');
    });

    it('should lead from the home page to the other home page', () => {
      expect(localeTarget(at('/doc/'), '/doc/', '/doc/ar/')).toBe('/doc/ar/');
    });
  });

  describe('given a translated locale under the default one', () => {
    it('should take its own prefix off, not only the default base URL', () => {
      expect(localeTarget(at('/doc/fr/docs/quickstart/'), '/doc/fr/', '/doc/')).toBe('/doc/docs/quickstart/');
      expect(localeTarget(at('/doc/fr/docs/quickstart/'), '/doc/fr/', '/doc/ar/')).toBe('/doc/ar/docs/quickstart/');
    });

    it('should lead to itself for its own entry', () => {
      expect(localeTarget(at('/doc/fr/blog/', '?page=2'), '/doc/fr/', '/doc/fr/')).toBe('/doc/fr/blog/?page=2');
    });
  });

  describe('when the path is outside the current locale', () => {
    it('should lead to the other locale home page', () => {
      expect(localeTarget(at('/elsewhere/page'), '/doc/fr/', '/doc/')).toBe('/doc/');
      expect(localeTarget(at('/doc/fr'), '/doc/fr/', '/doc/')).toBe('/doc/');
    });
  });
});
