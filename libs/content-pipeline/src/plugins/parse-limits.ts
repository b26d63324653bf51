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
 *   emphasis, links in images), since every later step walks the tree recursively.
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

const at = (line: number, column: number): Node => ({ type: 'limit', position: { start: { line, column }, end: { line, column } } });

const PROBLEMS = {
  containers: ['Lists and blockquotes are nested more than', 'deep here.', 'Flatten the structure: end the inner lists or quotes, or split the content under headings.'],
  elements: ['HTML/JSX elements are nested more than', 'deep here.', 'Close elements before opening new ones; check for a missing end tag.'],
  brackets: ['Brackets [ are nested more than', 'deep here.', 'Close each link or image text with ] before opening another; write a literal bracket as \\[.'],
} as const;

/** Reports why `document` cannot be parsed, or returns false when it is within the limits. */
function refuse(document: string, file: VFile, format: 'md' | 'mdx'): boolean {
  if (document.length > MAX_DOC_CHARS) {
    report(file, at(1, 1), `The document is ${document.length.toLocaleString('en')} characters long; the limit is ${MAX_DOC_CHARS.toLocaleString('en')}.`, 'Split it into several docs.');
    return true;
  }
  const problem = scanStructure(document, format, { depth: MAX_NESTING, delimiters: MAX_DELIMITERS });
  if (!problem) return false;
  const place = at(problem.line, problem.column);
  if (problem.kind === 'delimiters') {
    report(file, place, `This paragraph has more than ${MAX_DELIMITERS.toLocaleString('en')} runs of *, _ or ~.`, 'Split the paragraph, or put literal asterisks and underscores inside `code`.');
  } else {
    const [head, tail, hint] = PROBLEMS[problem.kind];
    report(file, place, `${head} ${MAX_NESTING} levels ${tail}`, hint);
  }
  return true;
}

/** The first node deeper than `limit`, found without recursion. */
function tooDeep(tree: Node, limit: number): Node | undefined {
  const stack: [Node, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > limit) return node;
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i] as Node, depth + 1]);
  }
  return undefined;
}

/** Reports a tree deeper than the limit and empties it; true when it did. */
export function refuseDeepTree(tree: Root, file: VFile): boolean {
  const deep = tooDeep(tree, MAX_TREE_DEPTH);
  if (!deep) return false;
  report(file, deep, `The document is nested more than ${MAX_TREE_DEPTH} levels deep here (emphasis, links or elements inside each other).`, 'Close formatting and elements before opening new ones.');
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
