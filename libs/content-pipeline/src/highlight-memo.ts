/**
 * Highlighted code blocks kept between builds. The first block of a language in a build costs its
 * grammar's loading and the compiling of its rules, 60 to 200 ms, however short the block: a
 * rebuild after a prose edit of one doc paid that for code that had not changed. With a memo the
 * highlighter hands back a block it highlighted before (same language, same text, same themes and
 * highlighter) as it was, with the colour classes it used.
 *
 * Stale entries are the risk: a memo is scoped by the highlighter's themes, the shiki version and
 * {@link HIGHLIGHT_MEMO_VERSION}; anything else in the file is ignored. Entries are kept in the
 * order last used, and the oldest beyond {@link MEMO_LIMIT} are dropped when it is saved.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type { TokenLine } from './highlighter.js';

/** Bump when the highlighter's output for the same input changes (token merging, class names, colours). */
export const HIGHLIGHT_MEMO_VERSION = '1';

/** Blocks kept at most: about a kilobyte each. */
const MEMO_LIMIT = 50_000;

/** A colour class as the highlighter registers it: its key (colours and style), name, contrast-adjusted colours, style bits. */
export interface MemoClass {
  readonly key: string;
  readonly name: string;
  readonly light: string;
  readonly dark: string;
  readonly style: number;
}

/** A highlighted block: its lines and the classes they use. */
export interface MemoBlock {
  readonly lines: TokenLine[];
  readonly classes: readonly MemoClass[];
}

/** Blocks by language and text (see {@link openHighlightMemo}). */
export interface HighlightMemo {
  get(language: string, code: string): MemoBlock | undefined;
  set(language: string, code: string, block: MemoBlock): void;
  /** Writes the memo when this build added to it. */
  save(): Promise<void>;
  /** Blocks handed back, and highlighted afresh and added. */
  readonly stats: { readonly hits: number; readonly added: number };
}

const keyOf = (language: string, code: string) => createHash('sha1').update(language).update('\0').update(code).digest('base64url');

function shikiVersion(): string {
  try {
    return (createRequire(import.meta.url)('shiki/package.json') as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What a memo's blocks depend on besides their language and text. */
export function memoScope(themes: { readonly light: string; readonly dark: string }): string {
  return JSON.stringify([HIGHLIGHT_MEMO_VERSION, shikiVersion(), themes.light, themes.dark]);
}

/** Stored form: the scope, then [key, lines, class keys] per block and the classes they name. */
interface Stored {
  readonly scope: string;
  readonly blocks: readonly (readonly [string, TokenLine[], readonly string[]])[];
  readonly classes: readonly MemoClass[];
}

/** Lines as the highlighter makes them: per line, strings and [class, text] pairs (anything else, from a damaged file, is not used). */
function isLines(lines: unknown): lines is TokenLine[] {
  return Array.isArray(lines) && lines.every((line) => Array.isArray(line) && line.every((token) => typeof token === 'string' || (Array.isArray(token) && token.length === 2 && typeof token[0] === 'string' && typeof token[1] === 'string')));
}

function isStored(value: unknown, scope: string): value is Stored {
  const stored = value as Partial<Stored> | null;
  return typeof stored === 'object' && stored !== null && stored.scope === scope && Array.isArray(stored.blocks) && Array.isArray(stored.classes);
}

/**
 * Blocks highlighted in this process, by scope: every memo opened in it hands them back too. A
 * site's locales (and its docs' versions) are content builds of their own, each with its memo,
 * and translations keep their code blocks as they are: the 13 locales of a real site highlighted
 * the same code 13 times, 1.3 s of the main thread each (which a build shares with the bundler).
 */
const processBlocks = new Map<string, Map<string, MemoBlock>>();

/** Adds a block to this process's (up to {@link MEMO_LIMIT} of them). */
function keepInProcess(shared: Map<string, MemoBlock>, key: string, block: MemoBlock): void {
  if (shared.size < MEMO_LIMIT || shared.has(key)) shared.set(key, block);
}

/**
 * The memo kept in `file` for highlighters of `scope` (see {@link memoScope}); a missing, unreadable
 * or other-scoped file starts it empty. Without a file, a memo that keeps nothing between builds.
 * Either way it also hands back what other memos of this process were given (`processBlocks`).
 */
export async function openHighlightMemo(file: string | undefined, scope: string): Promise<HighlightMemo> {
  const blocks = new Map<string, MemoBlock>();
  if (file) {
    let value: unknown = null;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      // Missing or unreadable (a build stopped while writing it leaves the last one, but a file
      // damaged otherwise must not stop a build): nothing kept.
    }
    if (isStored(value, scope)) {
      const classes = new Map(value.classes.filter((entry) => typeof entry?.key === 'string' && typeof entry.name === 'string').map((entry) => [entry.key, entry]));
      for (const block of value.blocks) {
        if (!Array.isArray(block)) continue;
        const [key, lines, names] = block;
        if (typeof key !== 'string' || !Array.isArray(names)) continue;
        const used = names.map((name) => classes.get(name));
        if (isLines(lines) && used.every((entry) => entry !== undefined)) blocks.set(key, { lines, classes: used as MemoClass[] });
      }
    }
  }
  const stats = { hits: 0, added: 0 };
  const shared = processBlocks.get(scope) ?? new Map<string, MemoBlock>();
  processBlocks.set(scope, shared);
  // Whether the file lacks blocks this memo holds (added, or handed back from the process's).
  let changed = false;
  return {
    get(language, code) {
      const key = keyOf(language, code);
      let block = blocks.get(key);
      if (!block) {
        block = shared.get(key);
        if (!block) return undefined;
        changed = true;
      }
      // Last used last: the oldest are dropped first.
      blocks.delete(key);
      blocks.set(key, block);
      stats.hits += 1;
      return block;
    },
    set(language, code, block) {
      const key = keyOf(language, code);
      blocks.set(key, block);
      keepInProcess(shared, key, block);
      stats.added += 1;
      changed = true;
    },
    async save() {
      if (!file || !changed) return;
      const kept = [...blocks].slice(-MEMO_LIMIT);
      const classes = new Map<string, MemoClass>();
      for (const [, block] of kept) for (const entry of block.classes) classes.set(entry.key, entry);
      const stored: Stored = { scope, blocks: kept.map(([key, block]) => [key, block.lines, block.classes.map((entry) => entry.key)]), classes: [...classes.values()] };
      // Whole or not at all: a build stopped mid-write leaves the last file. The folder may be new
      // (a first build; the content cache beside it is written at the same time).
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(stored));
      await rename(temp, file);
    },
    stats,
  };
}
