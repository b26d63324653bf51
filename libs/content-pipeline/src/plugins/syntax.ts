/**
 * The syntax extensions of the parser (GFM and directives), switched on per file.
 *
 * micromark tries every enabled construct at every position it could start, so an extension costs
 * parse time even in a file that never uses it (GFM tables and autolink literals each double the
 * parse time of prose). A cheap scan of the source tells which constructs can occur at all: a file
 * without `|` cannot hold a table, one without `~` no strikethrough. The scan only ever turns an
 * extension off when its construct is impossible, so output is the same as with everything on.
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
  readonly autolink: boolean;
  readonly footnote: boolean;
  readonly strikethrough: boolean;
  readonly taskList: boolean;
  readonly directive: boolean;
}

/** Every construct on (used when the source is not known up front). */
export const ALL_SYNTAX: SyntaxFeatures = { table: true, autolink: true, footnote: true, strikethrough: true, taskList: true, directive: true };

/** A GFM delimiter row: only pipes, colons, dashes, spaces (and blockquote markers), with a pipe and a dash. */
const DELIMITER_ROW = /^(?=[^\n]*-)(?=[^\n]*\|)[ \t>|:-]+$/m;

/** Scans a source for the characters each construct needs. Conservative: false only when impossible. */
export function detectSyntax(source: string): SyntaxFeatures {
  return {
    table: DELIMITER_ROW.test(source),
    autolink: /www\.|https?:\/\/|@/i.test(source),
    footnote: source.includes('[^'),
    strikethrough: source.includes('~'),
    taskList: /\[[ xX]\]/.test(source),
    directive: /:[A-Za-z]/.test(source),
  };
}

type MicromarkExtension = ReturnType<typeof gfmTable>;

/** Adds GFM and directive syntax to the parser, limited to `features`. */
export const remarkSyntax: Plugin<[SyntaxFeatures?], Root> = function (features = ALL_SYNTAX) {
  const data = this.data();
  const micromark: MicromarkExtension[] = [];
  if (features.autolink) micromark.push(gfmAutolinkLiteral());
  if (features.footnote) micromark.push(gfmFootnote());
  if (features.strikethrough) micromark.push(gfmStrikethrough());
  if (features.table) micromark.push(gfmTable());
  if (features.taskList) micromark.push(gfmTaskListItem());
  if (features.directive) micromark.push(directive());
  (data.micromarkExtensions ??= []).push(...micromark);
  // The mdast side mostly acts on tokens the parser produced, so it is safe to add, except the
  // autolink-literal part: its transform searches every text node for URLs and e-mail addresses
  // (about 5% of a build's CPU), so it comes only with the autolink syntax.
  const fromMarkdown = gfmFromMarkdown().filter((extension) => features.autolink || !extension.transforms);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown, directiveFromMarkdown());
};
