/**
 * Cuts the syntax tree into sections for the search index: one section per h2/h3 heading (at any
 * depth, inside a tab or a `<Details>` too) plus the text before the first heading. Every text a
 * reader sees is indexed under the section it appears in: paragraphs, lists and table cells, code
 * (in `code`, apart from the prose),
 * `<Details>` and tab contents, the visible attributes of components (summary, label, title) and
 * the text of raw HTML (see search-text.ts). Only the doc's own content is used (never rendered
 * HTML), so navigation, TOC and pagination text can never become search hits.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Node, Parent } from 'unist';
import type { Plugin } from 'unified';
import { docData, type SearchSection } from './context.js';
import { attributeText, codeTitle, htmlText, inlineText } from './search-text.js';

const MAX_SECTION_TEXT = 20_000;

/** Blocks read as one run of text: their children are phrasing content. */
const TEXT_BLOCKS = new Set(['paragraph', 'tableCell', 'heading']);
/** Nodes that are not shown: front matter, link definitions. */
const HIDDEN = new Set(['yaml', 'toml', 'definition']);

type Block = Node & { value?: string; meta?: string | null; depth?: number; children?: Block[] };

export const remarkSearchSections: Plugin<[], Root> = () => (tree, file) => {
  const data = docData(file);
  let current: SearchSection = { id: '', heading: '', level: 1, text: '' };
  const sections: SearchSection[] = [current];
  let words = 0;
  const add = (raw: string, code = false) => {
    // Text is joined with spaces between blocks and cells, else a table row `chargeMode | string`
    // would become the one word `chargemodestring` in the index.
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) return;
    words += text.split(' ').length;
    const before = (code ? current.code : current.text) ?? '';
    if (before.length >= MAX_SECTION_TEXT) return;
    if (code) current.code = (before ? `${before} ` : '') + text;
    else current.text = (before ? `${before} ` : '') + text;
  };
  const visit = (node: Block) => {
    if (HIDDEN.has(node.type)) return;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const id = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id ?? '';
      current = { id, heading: toString(node), level: node.depth, text: '' };
      sections.push(current);
      return;
    }
    if (node.type === 'heading' && node.depth === 1) return;
    if (TEXT_BLOCKS.has(node.type)) return add(inlineText(node));
    if (node.type === 'code') {
      add(codeTitle(node.meta));
      return add(node.value ?? '', true);
    }
    if (node.type === 'html') return add(htmlText(node.value ?? ''));
    add(attributeText(node));
    if (Array.isArray(node.children)) for (const child of (node as Parent).children) visit(child as Block);
    else if (typeof node.value === 'string') add(node.value);
  };
  for (const node of tree.children) visit(node as Block);
  data.sections = sections.filter((s) => s.id !== '' || s.text !== '' || s.code !== undefined);
  data.wordCount += words;
  const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
  // Raw HTML is markup, not text: it never becomes the description.
  if (firstParagraph) data.firstParagraph = toString(firstParagraph, { includeHtml: false }).replace(/\s+/g, ' ').trim();
};
