/**
 * The syntax extensions of the parser (GFM and directives), switched on per file.
 *
 * micromark tries every enabled construct at every position it could start, so an extension costs
 * parse time even in a file that never uses it (GFM tables and autolink literals each double the
 * parse time of prose). A cheap scan of the source tells which constructs can occur at all: a file
 * without `~` cannot hold strikethrough. The scan only ever turns an extension off when its
 * construct is impossible, so output is the same as with everything on.
 *
 * Tables get a finer gate. micromark tries the table construct at the start of every line, and a
 * line of prose reads as a table head row up to its end before the next line turns out not to be
 * a delimiter row: every paragraph is tokenized twice. A head row is always the line right before
 * its delimiter row, so the scan notes which lines can be head rows and the table construct gives
 * up at once anywhere else (a quarter of the parse time of a doc with one table).
 */
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Root } from 'mdast';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Plugin } from 'unified';

/** Which optional constructs a source may contain. */
export interface SyntaxFeatures {
  readonly table: boolean;
  /**
   * Lines (1-based) that can start a table: the lines before possible delimiter rows. Without
   * it, a table may start on any line.
   */
  readonly tableHeadLines?: ReadonlySet<number>;
  readonly autolink: boolean;
  readonly footnote: boolean;
  readonly strikethrough: boolean;
  readonly taskList: boolean;
  readonly directive: boolean;
}

/** Every construct on (used when the source is not known up front). */
export const ALL_SYNTAX: SyntaxFeatures = { table: true, autolink: true, footnote: true, strikethrough: true, taskList: true, directive: true };

/**
 * A line that can be a GFM delimiter row: only pipes, colons, dashes and whitespace (plus the
 * markers of enclosing blockquotes), with a dash and a pipe or colon (`abc` over `:--` is a
 * one-column table).
 */
const DELIMITER_ROW = /^(?=[^-]*-)(?=[^|:]*[|:])[ \t>|:-]+$/;
/** Cheap pre-filter: a delimiter row has a dash right after a pipe, colon, space, `>` or the line start. */
const DELIMITER_HINT = /(?:^|[\n\r|: \t>])-/;

/** Lines (1-based) that come right before a possible delimiter row. */
function tableHeadLines(source: string): Set<number> {
  const heads = new Set<number>();
  if (!DELIMITER_HINT.test(source)) return heads;
  // micromark's line endings: CRLF, CR or LF.
  const lines = source.split(/\r\n|\r|\n/);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.includes('-') && DELIMITER_ROW.test(line)) heads.add(i);
  }
  return heads;
}

/** Scans a source for the characters each construct needs. Conservative: false only when impossible. */
export function detectSyntax(source: string): SyntaxFeatures {
  const heads = tableHeadLines(source);
  return {
    table: heads.size > 0,
    tableHeadLines: heads,
    autolink: /www\.|https?:\/\/|@/i.test(source),
    footnote: source.includes('[^'),
    strikethrough: source.includes('~'),
    taskList: /\[[ xX]\]/.test(source),
    directive: /:[A-Za-z]/.test(source),
  };
}

type MicromarkExtension = ReturnType<typeof gfmTable>;
type Construct = { tokenize: Tokenizer; name?: string };
/** micromark's tokenizer signature, as the table construct uses it. */
type Tokenizer = (this: TokenizeContext, effects: unknown, ok: State, nok: State) => State;
type State = (code: number | null) => State | undefined;
interface TokenizeContext {
  readonly events: readonly (readonly [string, { readonly type: string }, unknown])[];
  now(): { readonly line: number };
}

/**
 * GFM tables that start a head row only on `heads` lines. Body rows (a line after a head or
 * another row) go to the real construct as before, which makes the same check on the events.
 */
function gatedTable(heads: ReadonlySet<number>): MicromarkExtension {
  const extension = gfmTable();
  const flow = extension.flow as unknown as Record<string, Construct>;
  const table = flow['null'] as Construct;
  const tokenize: Tokenizer = function (effects, ok, nok) {
    if (heads.has(this.now().line)) return table.tokenize.call(this, effects, ok, nok);
    let index = this.events.length - 1;
    while (index > -1) {
      const type = (this.events[index] as (typeof this.events)[number])[1].type;
      if (type !== 'lineEnding' && type !== 'linePrefix') break;
      index -= 1;
    }
    const tail = index > -1 ? (this.events[index] as (typeof this.events)[number])[1].type : null;
    return tail === 'tableHead' || tail === 'tableRow' ? table.tokenize.call(this, effects, ok, nok) : nok;
  };
  return { ...extension, flow: { null: { ...table, tokenize } } } as unknown as MicromarkExtension;
}

/** Adds GFM and directive syntax to the parser, limited to `features`. */
export const remarkSyntax: Plugin<[SyntaxFeatures?], Root> = function (features = ALL_SYNTAX) {
  const data = this.data();
  const micromark: MicromarkExtension[] = [];
  if (features.autolink) micromark.push(gfmAutolinkLiteral());
  if (features.footnote) micromark.push(gfmFootnote());
  if (features.strikethrough) micromark.push(gfmStrikethrough());
  if (features.table) micromark.push(features.tableHeadLines ? gatedTable(features.tableHeadLines) : gfmTable());
  if (features.taskList) micromark.push(gfmTaskListItem());
  if (features.directive) micromark.push(directive());
  (data.micromarkExtensions ??= []).push(...micromark);
  // The mdast side mostly acts on tokens the parser produced, so it is safe to add, except the
  // autolink-literal part: its transform searches every text node for URLs and e-mail addresses
  // (about 5% of a build's CPU), so it comes only with the autolink syntax.
  const fromMarkdown = gfmFromMarkdown().filter((extension) => features.autolink || !extension.transforms);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown, directiveFromMarkdown());
};
