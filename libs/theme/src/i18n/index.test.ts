import { describe, expect, it } from 'vitest';
import { defaultTranslations } from './index.js';
import { THEME_TEXTS } from './texts.js';

// Every table, by the file it is in: `./locales/<tag>.ts`.
const tables = Object.fromEntries(
  Object.entries(import.meta.glob<Readonly<Record<string, string>>>('./locales/*.ts', { import: 'default', eager: true })).map(([file, table]) => [file.replace(/^\.\/locales\/|\.ts$/g, ''), table]),
);
const TAGS = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'zh-Hans', 'zh-Hant'];

/** The `{name}` placeholders of a text, each once, sorted. */
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();

describe('the default translation tables', () => {
  it('should be one per language the theme ships', () => {
    expect(Object.keys(tables).sort()).toEqual([...TAGS].sort());
  });

  describe.each(TAGS)('%s', (tag) => {
    const table = tables[tag] ?? {};

    it('should translate exactly the theme texts', () => {
      expect(Object.keys(table).sort()).toEqual([...THEME_TEXTS].sort());
    });

    it('should keep each text’s {placeholders}, and leave none empty', () => {
      const broken = THEME_TEXTS.filter((text) => {
        const translation = table[text] ?? '';
        return !translation.trim() || placeholders(translation).join() !== placeholders(text).join();
      });
      expect(broken.map((text) => [text, table[text]])).toEqual([]);
    });

    it('should keep the braces for placeholders only (no stray { or })', () => {
      const stray = Object.values(table).filter((translation) => /[{}]/.test(translation.replace(/\{\w+\}/g, '')));
      expect(stray).toEqual([]);
    });

    it('should be what defaultTranslations gives for its tag, in any case', () => {
      expect(defaultTranslations(tag)).toBe(table);
      expect(defaultTranslations(tag.toLowerCase())).toBe(table);
      expect(defaultTranslations(tag.toUpperCase())).toBe(table);
    });
  });

  it('should keep the arrows, pointing back toward the start of the line in a right-to-left language', () => {
    for (const tag of ['ar', 'fa', 'he']) {
      expect(tables[tag]?.['← Back to main menu']).toMatch(/^→ /);
      expect(tables[tag]?.['Docs sidebar →']).toMatch(/ ←$/);
    }
    for (const tag of TAGS.filter((tag) => !['ar', 'fa', 'he'].includes(tag))) {
      expect(tables[tag]?.['← Back to main menu']).toMatch(/^← /);
      expect(tables[tag]?.['Docs sidebar →']).toMatch(/ →$/);
    }
  });
});

describe('defaultTranslations', () => {
  const zhHans = tables['zh-Hans'];
  const zhHant = tables['zh-Hant'];

  it('should give the natural wording, e.g. Chinese', () => {
    expect(defaultTranslations('zh-CN')['On this page']).toBe('本页目录');
    expect(defaultTranslations('zh-CN')['{readingTime} min read']).toBe('阅读需 {readingTime} 分钟');
    expect(defaultTranslations('zh-TW')['On this page']).toBe('本頁目錄');
  });

  it.each(['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK', 'zh-hans-cn', 'zh_CN'])('should give %s Simplified Chinese', (tag) => {
    expect(defaultTranslations(tag)).toBe(zhHans);
  });

  it.each(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN', 'zh-hk', 'zh_TW'])('should give %s Traditional Chinese', (tag) => {
    expect(defaultTranslations(tag)).toBe(zhHant);
  });

  it.each(['pt', 'pt-BR', 'pt-PT', 'pt-AO', 'PT_pt'])('should give %s the Portuguese table', (tag) => {
    expect(defaultTranslations(tag)).toBe(tables['pt-BR']);
  });

  it.each([
    ['fr-CA', 'fr'],
    ['fr-FR', 'fr'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['es-419', 'es'],
    ['es-MX', 'es'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['ru-RU', 'ru'],
    ['fa-IR', 'fa'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['it-CH', 'it'],
    ['tr-TR', 'tr'],
    ['fr-u-ca-gregory', 'fr'],
    [' ja ', 'ja'],
  ])('should give %s the base language’s table (%s)', (tag, expected) => {
    expect(defaultTranslations(tag)).toBe(tables[expected]);
  });

  it.each(['en', 'en-US', 'en-GB', 'nl', 'pl-PL', 'x-klingon', '', 'zhx', 'frr', 'hans'])('should give %s no table: English', (tag) => {
    expect(defaultTranslations(tag)).toEqual({});
  });

  it('should read the region before any extension only (zh-u-rg-tw: Simplified)', () => {
    expect(defaultTranslations('zh-u-rg-tw')).toBe(zhHans);
  });

  it('should not find Object.prototype names as languages', () => {
    expect(defaultTranslations('constructor')).toEqual({});
    expect(defaultTranslations('__proto__')).toEqual({});
  });
});

describe('the tables stay Node-side', () => {
  it('should be imported by no component (only by ./i18n-ids.ts, the Node-side entry)', () => {
    const files = import.meta.glob(['../**/*.{ts,tsx}', '!./**', '!../i18n-ids.ts', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(10);
    const importers = Object.entries(files)
      .filter(([, source]) => /from '(\.\.?\/)+i18n(\/[^']*)?'/.test(String(source)))
      .map(([file]) => file);
    expect(importers).toEqual([]);
  });
});
