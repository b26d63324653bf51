/**
 * Directives nothing handled, after the admonitions and the site's plugins had their turn (a
 * directive a plugin handled has `data.hName`): a text or leaf directive is turned back into the
 * text the author wrote ("ratio 16:9", "key:value"), and a container directive with an unknown
 * name is a warning that lists the keywords and names the option that adds one; its content shows
 * in a plain block, as Docusaurus leaves an unused directive (which it warns about too).
 */
import type { Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { sourceOf, warn } from './context.js';

/** Options of {@link remarkDirectiveLeftovers}. */
export interface DirectiveLeftoversOptions {
  /** The admonition keywords, for the message. */
  readonly keywords: ReadonlySet<string>;
}

type Directive = ContainerDirective | LeafDirective | TextDirective;
const isDirective = (node: { type: string }): node is Directive => node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';

export const remarkDirectiveLeftovers: Plugin<[DirectiveLeftoversOptions], Root> = ({ keywords }) => {
  const hint = (name: string) =>
    `Use one of: ${[...keywords].join(', ')}; or add "${name}" to the admonitions keywords option (docs.admonitions.keywords in the site config).`;
  return (tree, file) => {
    if (file.data.hpcFile?.syntax?.directive === false) return;
    // A plain walk: replacements are one node for one, so indexes stay valid.
    const visitChildren = (parent: Parent) => {
      parent.children.forEach((node, index) => {
        if (isDirective(node) && node.data?.hName === undefined) {
          if (node.type === 'containerDirective') {
            warn(file, node, `Unknown admonition ":::${node.name}": its content shows as a plain block. ${hint(node.name)}`);
          } else {
            const start = node.position?.start.offset;
            const end = node.position?.end.offset;
            const text = start !== undefined && end !== undefined ? sourceOf(file, node).slice(start, end) : `:${node.name}`;
            const replacement: PhrasingContent = { type: 'text', value: text, ...(node.position ? { position: node.position } : {}), ...(node.data?.hpcOrigin ? { data: { hpcOrigin: node.data.hpcOrigin } } : {}) };
            parent.children[index] = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [replacement] } as Paragraph) : replacement;
            return;
          }
        }
        if ('children' in node) visitChildren(node as Parent);
      });
    };
    visitChildren(tree);
  };
};
