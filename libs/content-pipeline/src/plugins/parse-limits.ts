/**
 * Bounds on what one document may be, so that a hostile or broken file costs bounded time and
 * memory and ends in a positioned error instead of a hang or a stack overflow:
 *
 * - at most {@link MAX_DOC_CHARS} characters: processing is linear, but parsing holds about
 *   700 bytes per character at its peak, so 5 MB took over a minute and 3.4 GB, and 10 MB ran out
 *   of memory (2,000,000 characters is a book of a thousand pages, far too long for one page);
 * - lists, blockquotes and HTML/JSX elements nested at most {@link MAX_NESTING} deep, and at
 *   most {@link MAX_DELIMITERS} emphasis delimiter runs per paragraph (see structure-scan.ts),
 *   checked on the source before parsing;
 * - a syntax tree at most {@link MAX_TREE_DEPTH} deep after parsing (inline nesting: emphasis in
 *   emphasis, links in images), since every later step walks the tree recursively;
 * - at most {@link MAX_HEADINGS} headings and {@link MAX_LINKS} links: each heading is a TOC entry,
 *   an anchor and a search section, each link is checked against the site, and a document of
 *   100,000 of either took 95 to 145 s and up to 2.9 GB to build (a page's TOC of 5,000 headings
 *   or an index of 20,000 links is already far past what a reader can use).
 *
 * 100 levels is far beyond any readable document (lists and quotes rarely go past 5, generated
 * HTML past 20) and far below the depth where recursion or the parser's per-line work on every
 * open container become a problem (thousands). The tree limit is higher because each list level
 * is two tree levels (list and item) and a paragraph, emphasis and text sit below the deepest one.
 * Over a limit, the document is reported and replaced by an empty tree.
 */
import type { Node, Parent } from 'unist';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { report } from './context.js';
import { scanStructure } from './structure-scan.js';

export const MAX_DOC_CHARS = 2_000_000;
export const MAX_NESTING = 100;
export const MAX_DELIMITERS = 5_000;
export const MAX_TREE_DEPTH = 300;
export const MAX_HEADINGS = 5_000;
export const MAX_LINKS = 20_000;

const at = (line: number, column: number): Node => ({ type: 'limit', position: { start: { line, column }, end: { line, column } } });

const PROBLEMS = {
  containers: ['Lists and blockquotes are nested more than', 'deep here.', 'Flatten the structure: end the inner lists or quotes, or split the content under headings.'],
  elements: ['HTML/JSX elements are nested more than', 'deep here.', 'Close elements before opening new ones; check for a missing end tag.'],
  brackets: ['Brackets [ are nested more than', 'deep here.', 'Close each link or image text with ] before opening another; write a literal bracket as \\[.'],
} as const;

/**
 * The place of the first heading or link past its limit in the source, outside fenced code, or
 * undefined: found before parsing, since parsing a document of 100,000 headings or links alone
 * takes most of a minute and gigabytes. ATX headings (`## x`) and link ends (`](`) are counted;
 * the syntax tree's count (see treeProblem) catches the rest.
 */
function tooManyMarks(document: string): { readonly line: number; readonly column: number; readonly what: 'headings' | 'links' } | undefined {
  let headings = 0;
  let links = 0;
  let fence: string | undefined;
  let line = 0;
  for (let start = 0; start <= document.length; line += 1) {
    const end = document.indexOf('\n', start);
    const text = document.slice(start, end === -1 ? document.length : end);
    start = end === -1 ? document.length + 1 : end + 1;
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && text.trim() === opener) fence = undefined;
      continue;
    }
    if (opener !== undefined) {
      fence = opener;
      continue;
    }
    if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(text) && ++headings > MAX_HEADINGS) return { line: line + 1, column: 1, what: 'headings' };
    for (let i = text.indexOf(']('); i !== -1; i = text.indexOf('](', i + 2)) if (++links > MAX_LINKS) return { line: line + 1, column: i + 2, what: 'links' };
  }
  return undefined;
}

/** Reports why `document` cannot be parsed, or returns false when it is within the limits. */
function refuse(document: string, file: VFile, format: 'md' | 'mdx'): boolean {
  if (document.length > MAX_DOC_CHARS) {
    report(file, at(1, 1), `The document is ${document.length.toLocaleString('en')} characters long; the limit is ${MAX_DOC_CHARS.toLocaleString('en')}.`, 'Split it into several docs.');
    return true;
  }
  // Nesting first: its error is at the place that makes the document unparseable.
  const problem = scanStructure(document, format, { depth: MAX_NESTING, delimiters: MAX_DELIMITERS });
  if (!problem) {
    const marks = tooManyMarks(document);
    if (!marks) return false;
    const limit = marks.what === 'headings' ? MAX_HEADINGS : MAX_LINKS;
    report(file, at(marks.line, marks.column), `The document has more than ${limit.toLocaleString('en')} ${marks.what}; this is one too many.`, 'Split it into several docs.');
    return true;
  }
  const place = at(problem.line, problem.column);
  if (problem.kind === 'delimiters') {
    report(file, place, `This paragraph has more than ${MAX_DELIMITERS.toLocaleString('en')} runs of *, _ or ~.`, 'Split the paragraph, or put literal asterisks and underscores inside `code`.');
  } else {
    const [head, tail, hint] = PROBLEMS[problem.kind];
    report(file, place, `${head} ${MAX_NESTING} levels ${tail}`, hint);
  }
  return true;
}

/** What is wrong with a tree past a limit: where, and the message and hint. */
type TreeProblem = readonly [node: Node, message: string, hint: string];

/** The first node past a limit of the tree (depth, headings, links), found without recursion. */
function treeProblem(tree: Node): TreeProblem | undefined {
  const stack: [Node, number][] = [[tree, 0]];
  let headings = 0;
  let links = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > MAX_TREE_DEPTH) return [node, `The document is nested more than ${MAX_TREE_DEPTH} levels deep here (emphasis, links or elements inside each other).`, 'Close formatting and elements before opening new ones.'];
    if (node.type === 'heading' && ++headings > MAX_HEADINGS) return [node, `The document has more than ${MAX_HEADINGS.toLocaleString('en')} headings; this is one too many.`, 'Split it into several docs.'];
    if ((node.type === 'link' || node.type === 'linkReference') && ++links > MAX_LINKS) return [node, `The document has more than ${MAX_LINKS.toLocaleString('en')} links; this is one too many.`, 'Split it into several docs.'];
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i] as Node, depth + 1]);
  }
  return undefined;
}

/** Reports a tree past a limit (too deep, too many headings or links) and empties it; true when it did. */
export function refuseDeepTree(tree: Root, file: VFile): boolean {
  const problem = treeProblem(tree);
  if (!problem) return false;
  const [node, message, hint] = problem;
  report(file, node, message, hint);
  tree.children = [];
  return true;
}

/**
 * Checks the limits around the parser; use right after the parser plugin. The format is the
 * file's (`file.data.hpcFile`), else `format`.
 */
export const remarkParseLimits: Plugin<[{ format: 'md' | 'mdx' }], Root> = function ({ format }) {
  const parse = this.parser;
  if (parse) this.parser = (document, file) => (refuse(document, file, file.data.hpcFile?.format ?? format) ? { type: 'root', children: [] } : parse(document, file));
  return (tree, file) => {
    refuseDeepTree(tree, file);
  };
};
