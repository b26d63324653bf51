import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeTranslations } from './translation-files.js';

const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-code-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The theme's table of a code.json holding `messages` (id -> message), with no default translations under it. */
function themeOf(messages: Record<string, string>): Readonly<Record<string, string>> {
  const file = join(dir, `${Object.keys(messages).join('-')}.json`);
  writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message }]))));
  return codeTranslations(file, ['en']).theme;
}

describe('codeTranslations', () => {
  it("should give the theme a plural message's general form, and its first form for one", () => {
    const theme = themeOf({ 'theme.blog.post.plurals': 'Un article|{count} articles', 'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture' });
    expect(theme['{count} posts']).toBe('{count} articles');
    expect(theme['One post']).toBe('Un article');
    expect(theme['One min read']).toBe('Une minute de lecture');
    expect(theme['{readingTime} min read']).toBe('{readingTime} minutes de lecture');
  });

  it('should write the count as 1 in the form for one (a language of one plural form, or a first form that names the count)', () => {
    expect(themeOf({ 'theme.blog.post.plurals': '{count} 篇文章' })['One post']).toBe('1 篇文章');
    expect(themeOf({ 'theme.blog.post.readingTime.plurals': '{readingTime} мин. чтения|{readingTime} мин. чтения|{readingTime} мин. чтения' })['One min read']).toBe('1 мин. чтения');
  });

  it("should keep the site's own ids apart from the theme's", () => {
    const file = join(dir, 'mixed.json');
    writeFileSync(file, JSON.stringify({ 'home.title': { message: 'Accueil' }, 'theme.tags.tagsPageTitle': { message: 'Étiquettes' } }));
    const { theme, code } = codeTranslations(file, ['en']);
    expect(code).toEqual({ 'home.title': 'Accueil' });
    expect(theme['Tags']).toBe('Étiquettes');
  });
});
