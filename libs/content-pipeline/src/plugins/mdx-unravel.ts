/**
 * MDX's own rule for elements written on lines of their own: a paragraph that holds only JSX
 * elements and expressions (and the whitespace between them) is not a paragraph; its elements
 * take its place as blocks. So `<td>a</td>` on its own line in a `<table>` stays a cell, rather
 * than a cell inside a `<p>` that the browser would move out of the table, and
 * `<dt>Term</dt>` / `<dd>...</dd>` stay in their `<dl>`, as MDX (and so Docusaurus) reads them.
 */
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';

const FLOW: Readonly<Record<string, string>> = { mdxJsxTextElement: 'mdxJsxFlowElement', mdxTextExpression: 'mdxFlowExpression' };

/** The blocks a paragraph of only JSX stands for, or undefined when it has other content. */
function unraveled(paragraph: Paragraph): RootContent[] | undefined {
  let jsx = false;
  for (const child of paragraph.children) {
    if (FLOW[child.type as string]) jsx = true;
    else if (child.type !== 'text' || child.value.trim() !== '') return undefined;
  }
  if (!jsx) return undefined;
  return paragraph.children.filter((child) => child.type !== 'text').map((child) => ({ ...child, type: FLOW[child.type as string] }) as unknown as RootContent);
}

/** Unravels the JSX-only paragraphs of a tree (of an MDX file), in place. */
export function unravelJsxParagraphs(parent: Parent): void {
  for (let i = 0; i < parent.children.length; i += 1) {
    const node = parent.children[i] as RootContent;
    const blocks = node.type === 'paragraph' ? unraveled(node) : undefined;
    if (blocks) {
      parent.children.splice(i, 1, ...blocks);
      i -= 1;
      continue;
    }
    if ('children' in node) unravelJsxParagraphs(node);
  }
}

/** Options of {@link remarkMdxUnravel}. */
export interface MdxUnravelOptions {
  /** Format of files that do not set `file.data.hpcFile.format`. */
  readonly format: 'md' | 'mdx';
}

export const remarkMdxUnravel: Plugin<[MdxUnravelOptions], Root> = ({ format }) => (tree, file) => {
  if ((file.data.hpcFile?.format ?? format) === 'mdx') unravelJsxParagraphs(tree);
};
