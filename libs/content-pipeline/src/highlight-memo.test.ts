import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoScope, openHighlightMemo } from './highlight-memo.js';
import { createCodeHighlighter, DEFAULT_THEMES } from './highlighter.js';

const BLOCKS = [
  ['ts', 'export const shards = (items: string[]) => items.filter(Boolean); // split'],
  ['json', '{ "instanceTypeId": "g6", "count": 2 }'],
] as const;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'highlight-memo-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('given code blocks highlighted by an earlier build', () => {
  it('should hand them back with the same lines and stylesheet, and store only when a build added to them', async () => {
    // In a folder not made yet, as on a site's first build.
    const file = join(dir, 'not-yet/cache.highlights');
    const scope = memoScope(DEFAULT_THEMES);
    const first = await openHighlightMemo(file, scope);
    const fresh = await createCodeHighlighter({ memo: first });
    const expected = [];
    for (const [language, code] of BLOCKS) expected.push((await fresh.highlight(code, language)).lines);
    expect(first.stats).toEqual({ hits: 0, added: 2 });
    await first.save();

    const again = await openHighlightMemo(file, scope);
    const reused = await createCodeHighlighter({ memo: again });
    const lines = [];
    for (const [language, code] of BLOCKS) lines.push((await reused.highlight(code, language)).lines);
    expect(lines).toEqual(expected);
    expect(again.stats).toEqual({ hits: 2, added: 0 });
    // The classes of the blocks it handed back are in its stylesheet, as in the first highlighter's.
    expect(reused.css()).toBe(fresh.css());
    expect(reused.css()).toMatch(/\.hpc-code \.s\w+\{color:#/);
    // Nothing added: the file is left as it was.
    writeFileSync(file, readFileSync(file, 'utf8'));
    const before = readFileSync(file, 'utf8');
    await again.save();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('should use what the file holds for its scope, and nothing stored for another scope or unreadable', async () => {
    const file = join(dir, 'cache.highlights');
    const scope = memoScope(DEFAULT_THEMES);
    const memo = await openHighlightMemo(file, scope);
    const [language, code] = BLOCKS[0];
    await (await createCodeHighlighter({ memo })).highlight(code, language);
    await memo.save();
    // Read back under a scope nothing was highlighted with in this process (a memo hands back
    // what this process highlighted under its scope too: see the test below), the file alone counts.
    const read = `${scope} (read back)`;
    // A stored block is handed back as stored (the scope is what keeps stale blocks out).
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { scope: string; blocks: [string, unknown[], string[]][] };
    stored.scope = read;
    const [entry] = stored.blocks;
    if (!entry) throw new Error('nothing stored');
    entry[1] = [['tampered']];
    writeFileSync(file, JSON.stringify(stored));
    expect((await (await openHighlightMemo(file, read)).get(language, code))?.lines).toEqual([['tampered']]);
    // Another scope (other themes), garbage and a missing file: empty.
    for (const [path, otherScope] of [
      [file, memoScope({ light: 'github-light', dark: 'one-dark-pro' })],
      [join(dir, 'missing.highlights'), read],
    ] as const) {
      expect((await openHighlightMemo(path, otherScope)).get(language, code)).toBeUndefined();
    }
    writeFileSync(file, '{"scope": 4');
    expect((await openHighlightMemo(file, read)).get(language, code)).toBeUndefined();
    // A damaged block under the right scope (lines that are not lines) is not used either.
    entry[1] = [42, [['s1']]];
    writeFileSync(file, JSON.stringify(stored));
    expect((await openHighlightMemo(file, read)).get(language, code)).toBeUndefined();
    expect(existsSync(join(dir, 'missing.highlights'))).toBe(false);
  });
});

describe('given two content builds in one process, as a site\'s locales are', () => {
  it("should hand the second the blocks the first highlighted, without a file or from another, and keep them in the second's file", async () => {
    // A scope of its own, so that no other test's blocks are in this process's memo for it.
    const scope = `${memoScope(DEFAULT_THEMES)} locales test`;
    const first = await openHighlightMemo(undefined, scope);
    const fresh = await createCodeHighlighter({ memo: first });
    const expected = [];
    for (const [language, code] of BLOCKS) expected.push((await fresh.highlight(code, language)).lines);
    const file = join(dir, 'cache.fr.highlights');
    const second = await openHighlightMemo(file, scope);
    const reused = await createCodeHighlighter({ memo: second });
    const lines = [];
    for (const [language, code] of BLOCKS) lines.push((await reused.highlight(code, language)).lines);
    expect(lines).toEqual(expected);
    expect(second.stats).toEqual({ hits: 2, added: 0 });
    expect(reused.css()).toBe(fresh.css());
    await second.save();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { blocks: unknown[] };
    expect(stored.blocks).toHaveLength(2);
  });
});
