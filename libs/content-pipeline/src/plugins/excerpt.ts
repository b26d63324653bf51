/**
 * The doc's excerpt: the first line of text in the doc, as plain text. Doc cards (a category's
 * generated index, `<DocCardList>`) show it when the doc has no `description`, on one line.
 * Docusaurus cards show the first line of text in the file, so this follows the same reading
 * order: into admonitions, quotes, lists and components, a section heading's text counts as a
 * line, the page's h1, code and partials' text do not; a hard-wrapped paragraph gives its first
 * line only. One difference on purpose: a table never gives the excerpt (Docusaurus would show
 * "| a | b |").
 */
import type { Nodes, Paragraph, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { docData, originOf } from './context.js';

export const remarkExcerpt: Plugin<[], Root> = () => (tree, file) => {
  const excerpt = excerptOf(tree);
  if (excerpt) docData(file).excerpt = excerpt;
};

/** Node types whose text is never the excerpt (nor is anything inside them). */
const SKIPPED = new Set(['code', 'table', 'html', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'definition', 'footnoteDefinition', 'math', 'thematicBreak']);

function excerptOf(node: Nodes): string | undefined {
  // Text from a partial is not in the doc's own file, where Docusaurus looks.
  if (SKIPPED.has(node.type) || originOf(node)) return undefined;
  if (node.type === 'heading') return node.depth === 1 ? undefined : lineOf(node.children, node.position?.start.line) || undefined;
  if (node.type === 'paragraph') {
    // The admonition's title sits on its `:::` line, which Docusaurus leaves out.
    if (node.data?.hName === 'AdmonitionTitle' || (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return undefined;
    return firstLineOf(node) || undefined;
  }
  if (!('children' in node)) return undefined;
  for (const child of node.children as Nodes[]) {
    const found = excerptOf(child);
    if (found) return found;
  }
  return undefined;
}

/** Text of the inline content that starts on the paragraph's first line, up to its end. */
export function firstLineOf(paragraph: Paragraph): string {
  return lineOf(paragraph.children, paragraph.position?.start.line);
}

function lineOf(children: readonly PhrasingContent[], line: number | undefined): string {
  let text = '';
  for (const child of children) {
    // A line break ends the line, in Markdown (`\` or two spaces) as in MDX (`<br />`).
    if (child.type === 'break' || (child.type === 'mdxJsxTextElement' && child.name === 'br') || (child.type === 'html' && /^<br\s*\/?>$/i.test(child.value))) break;
    const start = child.position?.start.line;
    if (line !== undefined && start !== undefined && start > line) break;
    const own = textOf(child);
    const cut = own.indexOf('\n');
    if (cut !== -1) {
      text += own.slice(0, cut);
      break;
    }
    text += own;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text of inline content; raw HTML is markup, not text. */
function textOf(node: PhrasingContent): string {
  return node.type === 'html' ? '' : toString(node, { includeHtml: false });
}
