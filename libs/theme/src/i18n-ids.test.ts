import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_THEME_STRINGS } from './i18n-ids.js';

// The theme's components, and the search UI's (the site's App gives it the theme's texts).
const sources = Object.values(import.meta.glob(['./components/**/*.tsx', '../../search/src/react/**/*.tsx', '!./**/*.test.tsx', '!./**/*.stories.tsx', '!../../search/src/react/**/*.test.tsx', '!../../search/src/react/**/*.stories.tsx'], { query: '?raw', import: 'default', eager: true })).map(String);

/** Texts the components build rather than write out: an admonition type's name, a colour mode's. */
const BUILT = new Set(['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution', 'light mode', 'dark mode', 'system mode']);

describe('DOCUSAURUS_THEME_STRINGS', () => {
  it('should name texts the theme (or the search UI) shows: each is a string a component passes to t()', () => {
    const missing = Object.entries(DOCUSAURUS_THEME_STRINGS)
      .filter(([, { text }]) => !BUILT.has(text))
      .filter(([, { text }]) => !sources.some((source) => source.includes(`'${text}'`) || source.includes(`"${text}"`)))
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('should map theme ids only, to texts with the placeholders Docusaurus names', () => {
    for (const [id, entry] of Object.entries(DOCUSAURUS_THEME_STRINGS)) {
      expect(id).toMatch(/^theme\./);
      expect(entry.placeholders).toBeUndefined();
    }
    expect(DOCUSAURUS_THEME_STRINGS['theme.docs.versions.unreleasedVersionLabel']?.text).toBe('This is unreleased documentation for {siteTitle} {versionLabel} version.');
    expect(DOCUSAURUS_THEME_STRINGS['theme.lastUpdated.lastUpdatedAtBy']?.text).toBe('Last updated{atDate}{byUser}');
  });

  it('should mark the messages made of plural forms', () => {
    const plurals = Object.entries(DOCUSAURUS_THEME_STRINGS)
      .filter(([, entry]) => entry.plural)
      .map(([id]) => id);
    expect(plurals).toEqual(['theme.docs.DocCard.categoryDescription.plurals', 'theme.blog.post.readingTime.plurals']);
  });
});
