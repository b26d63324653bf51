/**
 * Mermaid diagrams (on when the site enables them): a ```` ```mermaid ```` block becomes a
 * `Mermaid` element holding the diagram's source as its `value`. The theme's component shows the
 * source until it has drawn the diagram in the browser, so the page is readable before (and
 * without) the script; only the pages with a diagram load the component (and mermaid). Without
 * the option, such a block stays a code block.
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { docData } from './context.js';

/** The node a diagram becomes: not `code`, so the highlighter leaves it alone. */
interface MermaidNode {
  type: 'mermaid';
  value: string;
  position?: Code['position'];
  data: { hName: 'Mermaid'; hProperties: { value: string } };
}

/** The module of the theme's diagram component, which only pages with a diagram load (`DocJson.components`). */
export const MERMAID_MODULE = '@hpcdocs/theme/mermaid';

export const remarkMermaid: Plugin<[], Root> = () => (tree, file) => {
  const visit = (parent: Parent) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'code' && node.lang?.toLowerCase() === 'mermaid') {
        docData(file).pageComponents.set('Mermaid', `${MERMAID_MODULE}#Mermaid`);
        const diagram: MermaidNode = { type: 'mermaid', value: node.value, data: { hName: 'Mermaid', hProperties: { value: node.value } } };
        if (node.position) diagram.position = node.position;
        parent.children[index] = diagram as unknown as RootContent;
      } else if ('children' in node) visit(node);
    });
  };
  visit(tree);
};
