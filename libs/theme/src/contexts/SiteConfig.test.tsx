import type { ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../testing/fixtures.js';
import { SiteConfigProvider, useT } from './SiteConfig.js';

const translations = {
  Previous: 'Précédent',
  'Version: {versionLabel}': 'Version : {versionLabel}',
  'Page {page} of {pages}': '{pages} pages, celle-ci est la {page}e',
};

/** `useT()`'s function, inside a provider with `translations` (none: the config has none). */
function tOf(withTranslations: boolean) {
  const config = withTranslations ? { ...siteConfig, translations } : siteConfig;
  const wrapper = ({ children }: { readonly children: ReactNode }) => <SiteConfigProvider config={config}>{children}</SiteConfigProvider>;
  return renderHook(() => useT(), { wrapper }).result.current;
}

describe('useT', () => {
  describe('given a site config without translations', () => {
    it('should give the English text back as it is', () => {
      expect(tOf(false)('Previous')).toBe('Previous');
    });

    it('should fill the placeholders from the values', () => {
      expect(tOf(false)('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    });
  });

  describe('given translations', () => {
    it('should give the translation of a listed text', () => {
      expect(tOf(true)('Previous')).toBe('Précédent');
    });

    it('should give the English text of a text the translations leave out', () => {
      expect(tOf(true)('Next')).toBe('Next');
    });

    it('should fill the translation placeholders, in its own order', () => {
      expect(tOf(true)('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('5 pages, celle-ci est la 2e');
    });
  });

  describe('when a placeholder has no value', () => {
    it('should leave it out', () => {
      expect(tOf(false)('Version: {versionLabel}')).toBe('Version: ');
    });
  });

  describe('when a value is an element', () => {
    it('should give markup with the element in the placeholder place', () => {
      const t = tOf(true);
      const { container } = render(<p>{t('Version: {versionLabel}', { versionLabel: <b>2.0</b> })}</p>);
      expect(container.querySelector('p')?.innerHTML).toBe('Version : <b>2.0</b>');
    });
  });

  describe('when used outside <SiteConfigProvider>', () => {
    it('should give English (a component shown on its own)', () => {
      expect(renderHook(() => useT()).result.current('Previous')).toBe('Previous');
    });
  });
});
