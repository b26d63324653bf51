/**
 * A single linear pass over a source, before it is parsed, that finds structure the parser would
 * need super-linear time or deep recursion for:
 *
 * - lists and blockquotes nested more than `depth` deep: the parser re-checks every open
 *   container on every line, so depth d costs d² (10,000 levels ran for minutes, then overflowed
 *   the stack);
 * - HTML or JSX elements nested more than `depth` deep: the HTML parser scans its stack of open
 *   elements for many tags, and every later step walks the tree recursively;
 * - more than `delimiters` runs of `*`, `_` or `~` in one paragraph: each closing run searches
 *   back through the paragraph for its opener;
 * - `[` nested more than `depth` deep in one paragraph: each `]` that closes a link or image
 *   text rewrites the paragraph's events from its `[` on.
 *
 * It reads containers the way CommonMark does (continuation markers and indentation, lazy lines
 * kept), skips fenced code and code spans, and counts an element as open from its start tag to its
 * end tag (void elements, self-closing tags and, in Markdown, elements whose end tag HTML lets one
 * leave out are never open). It stops at the first problem, so a hostile document costs no more
 * than the part of it before the limit.
 */
import { scanLine, type TagState } from './structure-tags.js';

/** What the scan allows. */
export interface StructureLimits {
  readonly depth: number;
  readonly delimiters: number;
}

/** Where the source first goes over a limit. */
export interface StructureProblem {
  readonly kind: 'containers' | 'elements' | 'delimiters' | 'brackets';
  readonly line: number;
  readonly column: number;
}

interface Container {
  readonly quote: boolean;
  /** List items: columns of indentation that continue the item. */
  readonly indent: number;
}

const THEMATIC_BREAK = /([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;
const ORDERED_MARKER = /\d{1,9}[.)](?=[ \t]|$)/y;
const FENCE = /(`{3,}|~{3,})/y;
const DELIMITER_ROW = /^[ \t>|:-]*-[ \t>|:-]*$/;

/** Index and column after at most `max` spaces from `index` (lines have their leading tabs expanded). */
function skipSpaces(text: string, index: number, column: number, max: number): [number, number] {
  let i = index;
  while (i < text.length && text[i] === ' ' && i - index < max) i += 1;
  return [i, column + i - index];
}

const PREFIX = /^[ \t>*+\-\d.)]*/;

/**
 * The line with the tabs at its start expanded to the next multiple of four columns (a tab may
 * continue two list items, as CommonMark reads it), and a map from an index in it to the 1-based
 * column in the line as written.
 */
function expandTabs(line: string): [string, (index: number) => number] {
  const prefix = PREFIX.exec(line)?.[0] ?? '';
  if (!prefix.includes('\t')) return [line, (index) => index + 1];
  let expanded = '';
  const origin: number[] = [];
  for (let i = 0; i < prefix.length; i++) {
    const width = prefix[i] === '\t' ? 4 - (expanded.length % 4) : 1;
    expanded += prefix[i] === '\t' ? ' '.repeat(width) : prefix[i];
    for (let k = 0; k < width; k++) origin.push(i);
  }
  const shift = expanded.length - prefix.length;
  return [expanded + line.slice(prefix.length), (index) => (index < expanded.length ? (origin[index] as number) : index - shift) + 1];
}

/** How often `char` occurs in `text`, counting stops past `limit`. */
function count(text: string, char: string, limit: number): number {
  let found = 0;
  for (let i = text.indexOf(char); i !== -1 && found <= limit; i = text.indexOf(char, i + 1)) found += 1;
  return found;
}

/**
 * False when no limit can be crossed, which most documents show at a glance. A container level
 * takes at least one character at the start of the line where it opens (its marker) or continues
 * (`>` or indentation), and a tab at most two levels, so depth past `depth` needs a line starting
 * with more than `depth / 2` such characters; elements need more than `depth` `<`, brackets more
 * than `depth` `[`, and delimiter runs more than `delimiters` of `*`, `_` and `~`.
 */
function mayCross(source: string, limits: StructureLimits): boolean {
  const prefix = new RegExp(`^[ \\t>*+\\-\\d.)]{${Math.floor(limits.depth / 2) + 1}}`, 'm');
  if (prefix.test(source) || count(source, '<', limits.depth) > limits.depth || count(source, '[', limits.depth) > limits.depth) return true;
  return count(source, '*', limits.delimiters) + count(source, '_', limits.delimiters) + count(source, '~', limits.delimiters) > limits.delimiters;
}

/** Scans `source`; returns the first place a limit is crossed, or undefined. `quick: false` skips the glance (for tests). */
export function scanStructure(source: string, format: 'md' | 'mdx', limits: StructureLimits, { quick = true } = {}): StructureProblem | undefined {
  if (quick && !mayCross(source, limits)) return undefined;
  const lines = source.split(/\r\n|\r|\n/);
  const containers: Container[] = [];
  let fence: { char: string; length: number; depth: number } | undefined;
  const tags: TagState = { format, open: [], pending: undefined, comment: false, brackets: 0 };
  let delimiters = 0;
  let table = false;
  let previousBlank = true;
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end !== -1) start = end + 1;
  }
  for (let l = start; l < lines.length; l++) {
    const [text, columnAt] = expandTabs(lines[l] as string);
    const blank = !/\S/.test(text);
    const afterBlank = previousBlank;
    previousBlank = blank;
    let index = 0;
    let column = 0;
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched] as Container;
      if (container.quote) {
        const [i, col] = skipSpaces(text, index, column, 3);
        if (text[i] !== '>') break;
        index = i + 1;
        column = col + 1;
        if (text[index] === ' ') [index, column] = [index + 1, column + 1];
      } else if (!blank) {
        const [i, col] = skipSpaces(text, index, column, container.indent);
        if (col - column < container.indent) break;
        [index, column] = [i, col];
      }
    }
    if (fence && matched < fence.depth) fence = undefined;
    if (fence) {
      const [i] = skipSpaces(text, index, column, 3);
      const rest = text.slice(i).trimEnd();
      if (rest.length >= fence.length && rest === fence.char.repeat(rest.length)) fence = undefined;
      continue;
    }
    let opened = 0;
    for (;;) {
      const [i, col] = skipSpaces(text, index, column, 3);
      const char = text[i];
      let width = 0;
      if (char === '>') width = 1;
      else if ((char === '-' || char === '*' || char === '+') && /^[ \t]?$/.test(text[i + 1] ?? '')) {
        THEMATIC_BREAK.lastIndex = i;
        if (!THEMATIC_BREAK.test(text)) width = 1;
      } else if (char !== undefined && char >= '0' && char <= '9') {
        ORDERED_MARKER.lastIndex = i;
        if (ORDERED_MARKER.test(text)) width = ORDERED_MARKER.lastIndex - i;
      }
      if (width === 0) break;
      if (opened === 0) containers.length = matched;
      opened += 1;
      if (matched + opened > limits.depth) return { kind: 'containers', line: l + 1, column: columnAt(i) };
      if (char === '>') {
        containers.push({ quote: true, indent: 0 });
        index = i + 1;
        column = col + 1;
        if (text[index] === ' ') [index, column] = [index + 1, column + 1];
        continue;
      }
      const [after, afterCol] = skipSpaces(text, i + width, col + width, 4);
      const spaces = afterCol - col - width;
      // Five or more spaces after the marker start indented code: the item's content is one space in.
      const gap = spaces === 0 || spaces > 4 || after >= text.length ? 1 : spaces;
      containers.push({ quote: false, indent: col - column + width + gap });
      [index, column] = spaces > 4 ? [i + width + 1, col + width + 1] : [after, afterCol];
    }
    // A line that continues no container ends them, unless it is a lazy continuation of a paragraph.
    if (opened === 0 && (blank || afterBlank)) containers.length = matched;
    if (blank || opened > 0) {
      delimiters = 0;
      tags.brackets = 0;
      table = false;
      if (blank) tags.pending = undefined;
    }
    const [i] = skipSpaces(text, index, column, 3);
    FENCE.lastIndex = i;
    const opening = text[i] === '`' || text[i] === '~' ? FENCE.exec(text)?.[1] : undefined;
    if (opening && !(opening[0] === '`' && text.indexOf('`', i + opening.length) !== -1)) {
      fence = { char: opening[0] as string, length: opening.length, depth: containers.length };
      continue;
    }
    if (text.includes('|') && DELIMITER_ROW.test(text)) table = true;
    // Each table row is its own inline content.
    if (table) {
      delimiters = 0;
      tags.brackets = 0;
    }
    const scanned = scanLine(text, index, { line: l + 1, columnAt }, tags, limits.depth, limits.delimiters - delimiters);
    if ('kind' in scanned) return scanned;
    delimiters += scanned.delimiters;
  }
  return undefined;
}
