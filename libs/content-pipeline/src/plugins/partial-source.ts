/**
 * The text and syntax tree of partials, for partials.ts. A doc reads each partial it includes once
 * (its hash goes into the doc's cache record), however often it includes it, and a processor
 * parses a partial once while its text stays the same: partials that include each other many
 * times cost one parse per file, not one per use (eight partials of 200 bytes, each using the next
 * ten times, were read and parsed a hundred million times).
 */
import { dirname } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { VFile } from 'vfile';
import { readChecked } from '../containment.js';
import { ContentError } from '../errors.js';
import { hashOf } from '../site/hash.js';
import { unravelJsxParagraphs } from './mdx-unravel.js';
import { refuseDeepTree } from './parse-limits.js';
import { detectSyntax } from './syntax.js';

/** A partial's text as a doc read it. */
export interface PartialText {
  readonly text: string;
  readonly hash: string;
}

/** A partial as parsed: its content and the problems the parser found, or why it could not be parsed. */
export interface ParsedPartial {
  /** The content (frontmatter left out), shared by every use: copy it before changing it. */
  readonly content: readonly RootContent[];
  /** Problems the parser found (the limits), at the partial's own places. */
  readonly problems: readonly ContentError[];
  /** Why it could not be parsed, at its place. */
  readonly failure?: ContentError;
}

/** The texts one doc read: `path` (checked to be inside the site) -> its text, or null when there is no such file. */
export class PartialTexts {
  readonly #read = new Map<string, PartialText | null>();

  /** The text of the partial at `path`, read from `real` (its resolved path) the first time. */
  get(path: string, real: string | undefined): PartialText | undefined {
    let found = this.#read.get(path);
    if (found === undefined) {
      try {
        const text = readChecked(real ?? path);
        found = { text, hash: hashOf(text, 22) };
      } catch {
        found = null;
      }
      this.#read.set(path, found);
    }
    return found ?? undefined;
  }
}

/** The parses of one processor: the last text of each partial, parsed. */
export class PartialParses {
  readonly #parsed = new Map<string, { readonly key: string; readonly parsed: ParsedPartial }>();

  /** `source`, the partial at `path` (named `label` in messages), parsed as `format`. */
  get(path: string, label: string, source: PartialText, format: 'md' | 'mdx', processor: Processor): ParsedPartial {
    const key = `${format}\0${label}\0${source.hash}`;
    const known = this.#parsed.get(path);
    if (known?.key === key) return known.parsed;
    const parsed = parse(label, source.text, format, processor, path);
    this.#parsed.set(path, { key, parsed });
    return parsed;
  }
}

function parse(label: string, text: string, format: 'md' | 'mdx', processor: Processor, path: string): ParsedPartial {
  const own = new VFile({ path: label, value: text });
  own.data.hpcFile = { format, syntax: detectSyntax(text), docDir: dirname(path) };
  try {
    const tree = processor.parse(own) as Root;
    if (!refuseDeepTree(tree, own) && format === 'mdx') unravelJsxParagraphs(tree);
    return { content: tree.children.filter((node) => node.type !== 'yaml'), problems: own.data.hpc?.errors ?? [] };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    const hint = format === 'mdx' ? 'In MDX, `{` and `<` in prose start code; wrap them in backticks.' : undefined;
    return { content: [], problems: [], failure: new ContentError(label, { line: e.line ?? 1, column: e.column ?? 1 }, `Could not parse: ${e.reason ?? e.message}`, hint) };
  }
}
