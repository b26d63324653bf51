import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatGroups, groupFindings, kindOf, subjectOf, type CheckFinding } from './check-kinds.js';
import { ignoredSiteParts } from './check-site.js';

function finding(message: string, file = 'docs/a.md', line = 1, severity: 'error' | 'warning' = 'error', hint?: string): CheckFinding {
  const text = `${file}:${line}:1: ${message}${hint ? `\n  ${hint}` : ''}`;
  return { severity, kind: kindOf(message), file, line, column: 1, message, hint, text };
}

describe('given a message of the content pipeline', () => {
  it.each([
    ['Unknown MDX component <Screenshot>.', 'Unknown MDX component'],
    ['broken link: no page at /reference/cli', 'Broken link'],
    ['broken anchor: /changelog has no heading or element with id "4-1-0"', 'Broken anchor'],
    ['Unknown frontmatter key "tags" is ignored. Known keys: title.', 'Unsupported front matter key (ignored)'],
    ['Frontmatter "sidebar_position" must be a number, got "x".', 'Invalid front matter'],
    ['MDX import/export statements are ignored; only the built-in components are available.', 'Import or export statement ignored'],
    ['MDX expression {minMemory} is not evaluated.', 'MDX expression not evaluated'],
    ['Attribute "toc" of <TOCInline> is an expression; expressions are not evaluated.', 'Expression attribute not evaluated'],
    ['Unknown admonition ":::important".', 'Unknown admonition keyword'],
    ['Could not parse: Could not parse expression with acorn', 'Syntax error'],
    ['Image "./x.png" was not found.', 'Missing image'],
    ['The partial <Intro> imports docs/_x.mdx, which does not exist.', 'Partial import'],
  ])('should put "%s" in the kind "%s"', (message, kind) => {
    expect(kindOf(message)).toBe(kind);
  });

  it('should group a message it has no pattern for by its first clause, with the names blanked', () => {
    const a = kindOf('Unsupported import "@theme/Foo": only the theme components are mapped.');
    const b = kindOf('Unsupported import "@theme/Bar": only the theme components are mapped.');
    expect(a).toBe('Unsupported import …');
    expect(b).toBe(a);
    expect(kindOf('the sidebar item 3 of docs/x.md is odd')).toBe('The sidebar item N of … is odd');
  });

  it('should find the name a message is about', () => {
    expect(subjectOf('Unknown MDX component <DocCardList>.')).toBe('<DocCardList>');
    expect(subjectOf('Unknown admonition ":::important".')).toBe(':::important');
    expect(subjectOf('Unknown frontmatter key "tags" is ignored.')).toBe('"tags"');
    expect(subjectOf('broken link: no page at /x')).toBeUndefined();
  });
});

describe('given findings of several kinds', () => {
  const findings = [
    finding('Unknown MDX component <A>.', 'docs/a.md', 3, 'error', 'Use one of: Tabs.'),
    finding('Unknown frontmatter key "tags" is ignored.', 'docs/a.md', 2, 'warning'),
    finding('broken link: no page at /x', 'docs/b.md', 9),
    finding('Unknown MDX component <B>.', 'docs/b.md', 4),
    finding('Unknown MDX component <A>.', 'docs/c.md', 5),
    finding('Unknown frontmatter key "tags" is ignored.', 'docs/c.md', 2, 'warning'),
    finding('Unknown frontmatter key "image" is ignored.', 'docs/d.md', 2, 'warning'),
  ];

  it('should group them by kind, errors first, then by size, with the first place and the names counted', () => {
    const groups = groupFindings(findings);
    expect(groups.map((g) => [g.severity, g.kind, g.count, g.first])).toEqual([
      ['error', 'Unknown MDX component', 3, 'docs/a.md:3:1'],
      ['error', 'Broken link', 1, 'docs/b.md:9:1'],
      ['warning', 'Unsupported front matter key (ignored)', 3, 'docs/a.md:2:1'],
    ]);
    expect(groups[0]?.subjects).toEqual([
      { name: '<A>', count: 2 },
      { name: '<B>', count: 1 },
    ]);
  });

  it('should print the first finding of each kind with its hint, say how many more, and end with the counts', () => {
    const text = formatGroups(groupFindings(findings), { docs: 4 }).join('\n');
    expect(text).toContain('Unknown MDX component: 3 problems (<A> 2, <B> 1)\n  docs/a.md:3:1: Unknown MDX component <A>.\n    Use one of: Tabs.\n  … and 2 more (hpcdocs check --all lists them)');
    expect(text).toContain('Broken link: 1 problem\n  docs/b.md:9:1: broken link: no page at /x\n');
    expect(text).not.toContain('docs/c.md:5:1');
    expect(text).toContain('4 problem(s) and 3 warning(s) in 4 docs, by kind:\n  3  Unknown MDX component  (first: docs/a.md:3:1)\n  1  Broken link  (first: docs/b.md:9:1)\n  3  warning: Unsupported front matter key (ignored)  (first: docs/a.md:2:1)');
  });

  it('should list every finding with --all', () => {
    const text = formatGroups(groupFindings(findings), { docs: 4, all: true }).join('\n');
    expect(text).toContain('docs/c.md:5:1: Unknown MDX component <A>.');
    expect(text).not.toContain('--all lists them');
  });
});

describe('given a Docusaurus site folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-site-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('should warn about each swizzled component and once for the translations folder, but not about React pages, versions or a blog (they are built)', () => {
    mkdirSync(join(root, 'src/theme/Admonition'), { recursive: true });
    writeFileSync(join(root, 'src/theme/Admonition/Types.js'), 'export default {};');
    writeFileSync(join(root, 'src/theme/Admonition/notes.txt'), '');
    // Read, not ignored: the swizzled Root and MDXComponents.
    writeFileSync(join(root, 'src/theme/Root.js'), 'export default function Root({ children }) { return children; }');
    writeFileSync(join(root, 'src/theme/MDXComponents.js'), 'export default {};');
    mkdirSync(join(root, 'src/pages'), { recursive: true });
    writeFileSync(join(root, 'src/pages/index.js'), '');
    mkdirSync(join(root, 'i18n/fr'), { recursive: true });
    mkdirSync(join(root, 'blog'), { recursive: true });
    const found = ignoredSiteParts(root, (p) => p.slice(root.length + 1));
    expect(found.map((f) => [f.kind, f.file])).toEqual([
      ['Swizzled theme component ignored', 'src/theme/Admonition/Types.js'],
      ['Translations ignored (i18n)', 'i18n'],
    ]);
    expect(found.every((f) => f.severity === 'warning' && f.text.includes('\n  '))).toBe(true);
    // A config that names its locales reads the translations folder.
    expect(ignoredSiteParts(root, (p) => p.slice(root.length + 1), { translated: true }).map((f) => f.file)).toEqual(['src/theme/Admonition/Types.js']);
  });

  it('should find nothing in a plain docs site', () => {
    const plain = mkdtempSync(join(root, 'plain-'));
    mkdirSync(join(plain, 'docs'));
    expect(ignoredSiteParts(plain)).toEqual([]);
  });
});
