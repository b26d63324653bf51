import { describe, expect, it } from 'vitest';
import { THEME_TEXTS } from './texts.js';

// The theme's components, and the search UI's (the site's App gives it the theme's `t`).
// The blog's page titles are written by the theme and by the site layer alike (blog-titles.ts).
const sources = import.meta.glob(['../components/**/*.tsx', '../utils/blog-titles.ts', '../../../search/src/react/**/*.tsx', '!../**/*.test.tsx', '!../**/*.stories.tsx', '!../../../search/src/react/**/*.test.tsx', '!../../../search/src/react/**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const colorModeSource = String(Object.values(import.meta.glob('../utils/colorMode.ts', { query: '?raw', import: 'default', eager: true }))[0]);

const QUOTES = new Set(["'", '"', '`']);

/** The end (exclusive) of the string literal opening at `start`. */
function literalEnd(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The first argument of the call whose `(` is at `open`: the code up to its first top-level `,` or `)`. */
function firstArgument(code: string, open: number): string {
  let depth = 0;
  for (let i = open + 1; i < code.length; i++) {
    const char = code.charAt(i);
    if (QUOTES.has(char)) {
      i = literalEnd(code, i) - 1;
    } else if ('([{'.includes(char)) {
      depth++;
    } else if (')]}'.includes(char)) {
      if (depth === 0) return code.slice(open + 1, i).trim();
      depth--;
    } else if (char === ',' && depth === 0) {
      return code.slice(open + 1, i).trim();
    }
  }
  throw new Error(`Unclosed call: ${code.slice(open, open + 80)}`);
}

/** Index of the first top-level occurrence of one of `chars` in `code` from `from`, or -1. */
function topLevel(code: string, chars: string, from = 0): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const char = code.charAt(i);
    if (QUOTES.has(char)) i = literalEnd(code, i) - 1;
    else if (depth === 0 && chars.includes(char)) return i;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
  }
  return -1;
}

/** The values an expression can take: each branch of a `?:`, each a string literal or other code. */
function branches(expression: string): string[] {
  const question = topLevel(expression, '?');
  if (question < 0) return [expression.trim()];
  // The `:` matching this `?`: skip the `?:` pairs nested in the consequent.
  let nested = 0;
  for (let i = question + 1; ; i = i + 1) {
    i = topLevel(expression, '?:', i);
    if (i < 0) throw new Error(`No ':' in ${expression}`);
    if (expression[i] === '?') nested++;
    else if (nested-- === 0) return [...branches(expression.slice(question + 1, i)), ...branches(expression.slice(i + 1))];
  }
}

/** The value of a plain string literal. */
const unquote = (literal: string): string => String(JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1).replaceAll('"', '\\"').replaceAll("\\'", "'")}"` : literal));
const isLiteral = (code: string): boolean => /^(['"])(?:[^\\]|\\.)*\1$/s.test(code) && literalEnd(code, 0) === code.length;

/** The members of a union of string literals: `type Name = 'a' | 'b';` in `source`. */
function unionMembers(source: string, name: string): string[] {
  const union = new RegExp(`type ${name} = ([^;]+);`).exec(source)?.[1];
  if (!union) throw new Error(`No type ${name}`);
  return union.split('|').map((member) => unquote(member.trim()));
}

/** The string values of `const NAME = { key: 'value', ... }` in `source` (empty strings left out). */
function mapValues(source: string, name: string): string[] {
  const start = source.indexOf(`const ${name} = {`);
  if (start < 0) throw new Error(`No object literal ${name}`);
  const open = source.indexOf('{', start);
  const body = source.slice(open + 1, open + topLevel(source.slice(open + 1), '}') + 1);
  return [...body.matchAll(/:\s*((['"])(?:[^\\]|\\.)*?\2)/g)].map((match) => unquote(match[1] ?? '')).filter(Boolean);
}

/**
 * The texts a file passes to `t()`: each string-literal branch of a call's first argument, the
 * values of a map it indexes (`t(TITLES[variant])`), and the two built texts. Anything else throws,
 * so a new way of building a text gets a rule here rather than escaping the list.
 */
function textsOf(file: string, source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/(?<![\w$.])t\(/g)) {
    const argument = firstArgument(source, match.index + 1);
    for (const branch of branches(argument)) {
      const indexed = /^([A-Z_]+)\[[\w.]+\]$/.exec(branch)?.[1];
      if (isLiteral(branch)) texts.push(unquote(branch));
      else if (indexed) texts.push(...mapValues(source, indexed));
      // Admonition: a known type's default title is its name, capitalised.
      else if (branch === 'kind.charAt(0).toUpperCase() + kind.slice(1)') texts.push(...unionMembers(source, 'AdmonitionType').map((kind) => kind.charAt(0).toUpperCase() + kind.slice(1)));
      // ColorModeToggle: the current choice's name.
      else if (branch === '`${choice} mode`') texts.push(...unionMembers(colorModeSource, 'ColorModeChoice').map((choice) => `${choice} mode`));
      else throw new Error(`${file}: t(${argument}) builds its text in a way texts.test.ts does not know; teach it, and list the texts in texts.ts`);
    }
  }
  return texts;
}

const passed = new Set(Object.entries(sources).flatMap(([file, source]) => textsOf(file, String(source))));

describe('THEME_TEXTS', () => {
  it('should find the components to scan, and texts in them', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    expect(Object.keys(sources).some((file) => file.includes('/search/src/react/SearchPage/'))).toBe(true);
    expect(passed).toContain('On this page');
    expect(passed).toContain('Caution'); // built: the admonition's name
    expect(passed).toContain('system mode'); // built: the colour mode's name
    expect(passed).toContain('The menu did not load'); // from a map
    expect(passed).toContain("Expand sidebar category '{label}'"); // a ternary's branch
    expect(passed).toContain('Copy failed'); // a nested ternary's
    expect(passed).not.toContain('unreleased'); // a ternary's condition is no text
  });

  it('should list every text a component passes to t()', () => {
    expect([...passed].filter((text) => !THEME_TEXTS.includes(text))).toEqual([]);
  });

  it('should list only texts a component passes to t()', () => {
    expect(THEME_TEXTS.filter((text) => !passed.has(text))).toEqual([]);
  });

  it('should list each text once, none empty', () => {
    expect(new Set(THEME_TEXTS).size).toBe(THEME_TEXTS.length);
    expect(THEME_TEXTS.filter((text) => !text.trim())).toEqual([]);
  });
});
