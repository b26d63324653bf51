import { describe, expect, it } from 'vitest';
import type { FoundLink } from '../plugins/context.js';
import { checkLinks } from './link-check.js';

const link = (url: string, extra: Partial<FoundLink> = {}): FoundLink => ({ url, raw: url, line: 3, column: 5, ...extra });

function check(links: FoundLink[]) {
  return checkLinks({
    links: new Map([['docs/a.md', links]]),
    targets: new Map<string, ReadonlySet<string> | null>([
      ['/doc/docs/a', new Set(['intro'])],
      ['/doc/docs/b/', new Set(['setup'])],
      ['/doc/', null],
    ]),
    staticPrefixes: ['/doc/assets/', '/doc/img/'],
    ownRoute: new Map([['docs/a.md', '/doc/docs/a']]),
  }).map((e) => e.format());
}

describe('checkLinks', () => {
  it('should accept links to pages, to either trailing-slash form, to static files, and to known anchors', () => {
    expect(check([link('/doc/docs/b/#setup'), link('/doc/docs/b'), link('/doc/docs/a/'), link('/doc/img/x.png'), link('#intro'), link('/doc/#anything'), link('/doc/docs/a?x=1#intro')])).toEqual([]);
  });

  it('should report a missing page, a missing anchor and a missing file at the link', () => {
    expect(check([link('/doc/docs/nope'), link('/doc/docs/b/#nope'), link('#%E0%A4%A'), link('./c.md', { unresolvedFile: 'c.md' })])).toEqual([
      'docs/a.md:3:5 -> /doc/docs/nope: broken link: no page at /doc/docs/nope\n  Link to an existing page (relative links to .md/.mdx files are safest).',
      'docs/a.md:3:5 -> /doc/docs/b/#nope: broken anchor: /doc/docs/b/ has no heading or element with id "nope"\n  Use the id shown by the heading\'s # link.',
      'docs/a.md:3:5 -> #%E0%A4%A: broken anchor: /doc/docs/a has no heading or element with id "%E0%A4%A"\n  Use the id shown by the heading\'s # link.',
      'docs/a.md:3:5 -> ./c.md: broken link: there is no doc "c.md"\n  Fix the relative path to the .md/.mdx file.',
    ]);
  });
});
