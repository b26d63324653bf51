import { describe, expect, it } from 'vitest';
import { addBaseUrl } from './base-url.js';

const add = (url: string, options = {}) => addBaseUrl(url, '/docs-site/', 'https://example.com', options);

describe('addBaseUrl', () => {
  describe('given site paths', () => {
    it('should put them under the base URL once', () => {
      expect(add('/img/logo.png')).toBe('/docs-site/img/logo.png');
      expect(add('img/logo.png')).toBe('/docs-site/img/logo.png');
      expect(add('/docs-site/img/logo.png')).toBe('/docs-site/img/logo.png');
      expect(add('/docs-site')).toBe('/docs-site/');
    });

    it('should prefix again when forced, and add the origin when absolute', () => {
      expect(add('/docs-site/x', { forcePrependBaseUrl: true })).toBe('/docs-site/docs-site/x');
      expect(add('/img/logo.png', { absolute: true })).toBe('https://example.com/docs-site/img/logo.png');
    });
  });

  describe('given URLs that are not site paths', () => {
    it('should leave them as they are', () => {
      for (const url of ['https://example.com/x', '//cdn.example.com/x.js', 'mailto:a@example.com', '#part', '']) expect(add(url)).toBe(url);
    });
  });
});
