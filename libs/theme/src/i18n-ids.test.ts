import { describe, expect, it } from 'vitest';
import { defaultTranslations, DOCUSAURUS_THEME_STRINGS, THEME_TEXTS } from './i18n-ids.js';

describe('DOCUSAURUS_THEME_STRINGS', () => {
  it('should name texts the theme (or the search UI) shows: each is in THEME_TEXTS, the texts components pass to t()', () => {
    const missing = Object.entries(DOCUSAURUS_THEME_STRINGS)
      .filter(([, { text }]) => !THEME_TEXTS.includes(text))
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
    expect(plurals).toEqual(['theme.docs.DocCard.categoryDescription.plurals', 'theme.blog.post.readingTime.plurals', 'theme.blog.post.plurals']);
    // Where the theme has a text for one, it is a text the theme shows too.
    for (const entry of Object.values(DOCUSAURUS_THEME_STRINGS)) if (entry.one !== undefined) expect(THEME_TEXTS).toContain(entry.one);
  });
});

describe('the default translations next to them', () => {
  it('should translate every text a Docusaurus id stands for, in a language the theme ships', () => {
    const zh = defaultTranslations('zh-CN');
    expect(Object.values(DOCUSAURUS_THEME_STRINGS).filter(({ text }) => !zh[text])).toEqual([]);
    expect(zh[DOCUSAURUS_THEME_STRINGS['theme.TOCCollapsible.toggleButtonLabel']?.text ?? '']).toBe('本页目录');
  });
});
