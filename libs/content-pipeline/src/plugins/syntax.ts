/**
 * The parser, with its syntax extensions (MDX, GFM and directives) switched on per file.
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
import remarkComment from '@slorber/remark-comment';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Root } from 'mdast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkMdx from 'remark-mdx';
// The types of the parser's extension lists on a processor's data.
import type {} from 'remark-parse';
import { unified, type PluggableList, type Plugin } from 'unified';
import { directiveSyntax } from './admonition-syntax.js';
import { headingIdSyntax } from './heading-id-syntax.js';
import { linearLabels } from './linear-labels.js';

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
  /**
   * Whether the source may hold link or footnote definitions (`[a]: ...`): with them, the parser
   * looks references up in constant time (see linear-labels.ts). Default true.
   */
  readonly definitions?: boolean;
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
    definitions: source.includes(']:'),
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

/** Options of {@link remarkSyntax}. */
export interface SyntaxOptions {
  /** Format of files whose `file.data.hpcFile` does not say. Default `md`. */
  readonly format?: 'md' | 'mdx';
  /** Syntax of files whose `file.data.hpcFile` does not say. Default: all of it. */
  readonly syntax?: SyntaxFeatures;
}

interface ExtensionSet {
  readonly micromark: readonly MicromarkExtension[];
  readonly mdast: readonly FromMarkdownExtension[];
}

/** The extensions a set of remark plugins adds, collected by attaching them to a processor of their own. */
function extensionsOf(plugins: PluggableList): ExtensionSet {
  const data = unified().use(plugins).freeze().data();
  return { micromark: data.micromarkExtensions ?? [], mdast: (data.fromMarkdownExtensions ?? []).flat() };
}

/** MDX, with HTML comments read and dropped as Docusaurus 3 accepts them (MDX alone rejects `<!--`). */
let mdxSyntax: ExtensionSet | undefined;
const GFM_MDAST = gfmFromMarkdown();
// The mdast side mostly acts on tokens the parser produced, so it is safe to add, except the
// autolink-literal part: its transform searches every text node for URLs and e-mail addresses
// (about 5% of a build's CPU), so it comes only with the autolink syntax.
const GFM_MDAST_NO_AUTOLINK = GFM_MDAST.filter((extension) => !extension.transforms);
const DIRECTIVE_MDAST = directiveFromMarkdown();

/** The syntax extensions of one file. */
function fileSyntax(format: 'md' | 'mdx', features: SyntaxFeatures, directives: MicromarkExtension): ExtensionSet {
  const micromark: MicromarkExtension[] = [];
  if (features.autolink) micromark.push(gfmAutolinkLiteral());
  if (features.footnote) micromark.push(gfmFootnote());
  if (features.strikethrough) micromark.push(gfmStrikethrough());
  if (features.table) micromark.push(features.tableHeadLines ? gatedTable(features.tableHeadLines) : gfmTable());
  if (features.taskList) micromark.push(gfmTaskListItem());
  if (features.directive) micromark.push(directives);
  if (features.definitions !== false) micromark.push(linearLabels as MicromarkExtension);
  const mdast = [...(features.autolink ? GFM_MDAST : GFM_MDAST_NO_AUTOLINK), DIRECTIVE_MDAST];
  if (format === 'md') return { micromark, mdast };
  mdxSyntax ??= extensionsOf([remarkMdx, remarkComment]);
  // `## Title {#id}`: tried before MDX's expressions at `{` (see heading-id-syntax.ts).
  return { micromark: [...mdxSyntax.micromark, headingIdSyntax as MicromarkExtension, ...micromark], mdast: [...mdxSyntax.mdast, ...mdast] };
}

/**
 * The parser: Markdown plus, per file (`file.data.hpcFile`), MDX and the GFM and directive
 * constructs the file can contain. Extensions other plugins add (frontmatter before this one,
 * the site's own after it, such as remark-math) apply to every file, in the order added.
 */
export const remarkSyntax: Plugin<[SyntaxOptions?], Root> = function (options = {}) {
  const data = this.data();
  const shared = (data.micromarkExtensions ??= []);
  const sharedMdast = (data.fromMarkdownExtensions ??= []);
  const before = shared.length;
  const beforeMdast = sharedMdast.length;
  const directives = directiveSyntax();
  this.parser = (document, file) => {
    const settings = file.data.hpcFile;
    const format = settings?.format ?? options.format ?? 'md';
    const own = fileSyntax(format, settings?.syntax ?? options.syntax ?? ALL_SYNTAX, directives);
    // MDX goes first, as remark-mdx would have put it (with the heading-id construct), then the extensions added before this plugin.
    const mdx = format === 'mdx' ? { micromark: [...(mdxSyntax as ExtensionSet).micromark, headingIdSyntax as MicromarkExtension], mdast: (mdxSyntax as ExtensionSet).mdast } : { micromark: [], mdast: [] };
    return fromMarkdown(document, {
      extensions: [...mdx.micromark, ...shared.slice(0, before), ...own.micromark.slice(mdx.micromark.length), ...shared.slice(before)],
      mdastExtensions: [...mdx.mdast, ...sharedMdast.slice(0, beforeMdast), ...own.mdast.slice(mdx.mdast.length), ...sharedMdast.slice(beforeMdast)],
    });
  };
};
