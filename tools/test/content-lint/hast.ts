/** Helpers over the pipeline's compact page tree (`[tag, props, ...children]`). */
import type { HElement, HNode } from '@hpcdocs/content-pipeline/schema';

/** Every element with this tag, in document order. */
export function collectElements(nodes: readonly HNode[], tag: string): HElement[] {
  const found: HElement[] = [];
  const visit = (node: HNode): void => {
    if (typeof node === 'string') return;
    if (node[0] === tag) found.push(node);
    for (const child of node.slice(2) as HNode[]) visit(child);
  };
  for (const node of nodes) visit(node);
  return found;
}

/** The plain text of a tree, with a space between elements so table cells do not run together. */
export function textOf(nodes: readonly HNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : ` ${textOf(node.slice(2) as HNode[])} `)).join('');
}
