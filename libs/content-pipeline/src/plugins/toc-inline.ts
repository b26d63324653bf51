/**
 * `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: the page's own headings,
 * filled in at build time (after the headings step gave them their ids), so the component gets
 * the list it shows and nothing is evaluated. Levels default to 2 and 3, as Docusaurus'.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import type { Node } from 'unist';
import { encodeJsonProp } from '../json-props.js';
import type { TocItem } from '../schema.js';
import { docData } from './context.js';
import { walk } from './walk.js';

interface Marked extends Node {
  data?: Node['data'] & { hName?: string; hProperties?: Record<string, unknown> };
}

export const remarkTocInline: Plugin<[], Root> = () => (tree, file) => {
  // Most docs have no TOCInline (the MDX step records each per-page component a doc uses): no walk then.
  if (!docData(file).pageComponents.has('TOCInline')) return;
  const inline: Marked[] = [];
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node as Heading);
    else if ((node as Marked).data?.hName === 'TOCInline') inline.push(node as Marked);
  });
  if (inline.length === 0) return;
  const toc: TocItem[] = [];
  for (const heading of headings) {
    const id = (heading.data?.hProperties as { id?: unknown } | undefined)?.id;
    if (heading.depth >= 2 && typeof id === 'string') toc.push({ id, value: toString(heading).trim(), level: heading.depth });
  }
  for (const node of inline) {
    const props = (node.data?.hProperties ?? {}) as { minHeadingLevel?: unknown; maxHeadingLevel?: unknown };
    const min = typeof props.minHeadingLevel === 'number' ? props.minHeadingLevel : 2;
    const max = typeof props.maxHeadingLevel === 'number' ? props.maxHeadingLevel : 3;
    node.data = { ...node.data, hProperties: { ...props, toc: encodeJsonProp(toc.filter((item) => item.level >= min && item.level <= max)) } };
  }
};
