/**
 * The doc's excerpt: the first source line of its first paragraph, as plain text. Doc cards (a
 * category's generated index, `<DocCardList>`) show it when the doc has no `description`, on one
 * line. Docusaurus cards show the first line of text in the file, so a folder moved from it keeps
 * its cards word for word, and a hard-wrapped paragraph gives a whole line, not a cut sentence
 * plus the start of the next. Unlike Docusaurus, a table row or a list item is never taken: only
 * a paragraph at the top level of the doc.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { docData } from './context.js';

export const remarkExcerpt: Plugin<[], Root> = () => (tree, file) => {
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return;
  const excerpt = firstLineOf(paragraph);
  if (excerpt) docData(file).excerpt = excerpt;
};

/** Text of the inline content that starts on the paragraph's first line, up to its end. */
export function firstLineOf(paragraph: Paragraph): string {
  const line = paragraph.position?.start.line;
  let text = '';
  for (const child of paragraph.children) {
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
