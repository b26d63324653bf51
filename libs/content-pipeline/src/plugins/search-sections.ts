/**
 * Cuts the syntax tree into sections for the search index: one section per h2/h3 heading plus the
 * text before the first heading. Only the doc's own content is used (never rendered HTML), so
 * navigation, TOC and pagination text can never become search hits.
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { docData, type SearchSection } from './context.js';

const MAX_SECTION_TEXT = 20_000;

// Containers whose children are blocks or cells: their text is joined with spaces, else a table row
// `chargeMode | string` would become the one word `chargemodestring` in the search index.
const SPACED = new Set(['table', 'tableRow', 'list', 'listItem', 'blockquote', 'mdxJsxFlowElement', 'containerDirective']);

function textOf(node: RootContent): string {
  if (node.type === 'yaml' || node.type === 'definition' || node.type === 'html') return '';
  if (SPACED.has(node.type) && 'children' in node) return (node.children as RootContent[]).map(textOf).join(' ');
  return toString(node, { includeImageAlt: true, includeHtml: false });
}

export const remarkSearchSections: Plugin<[], Root> = () => (tree, file) => {
  const data = docData(file);
  let current: SearchSection = { id: '', heading: '', level: 1, text: '' };
  const sections: SearchSection[] = [current];
  let words = 0;
  const visitBlock = (node: RootContent) => {
    if (node.type === 'heading' && node.depth >= 2 && node.depth <= 3) {
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      current = { id, heading: toString(node), level: node.depth, text: '' };
      sections.push(current);
      return;
    }
    if (node.type === 'heading' && node.depth === 1) return;
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (!text) return;
    words += text.split(' ').length;
    if (current.text.length < MAX_SECTION_TEXT) current.text += (current.text ? ' ' : '') + text;
  };
  for (const node of tree.children) visitBlock(node);
  data.sections = sections.filter((s) => s.id !== '' || s.text !== '');
  data.wordCount += words;
  const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
  // Raw HTML is markup, not text: it never becomes the description.
  if (firstParagraph) data.firstParagraph = toString(firstParagraph, { includeHtml: false }).replace(/\s+/g, ' ').trim();
};
