/**
 * Admonitions `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` (and `caution`, shown as
 * a warning, and the legacy names below) with an optional `[Title]`. Text directives that are not ours (`a:b` in prose) are
 * turned back into the text the author wrote.
 */
import type { Parent, Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { report } from './context.js';

/** The admonition types authors may use. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * Older names Docusaurus still renders, as the type they look like, titled with their own name
 * unless the author gave a title: `:::important` is an info box headed "important".
 */
const LEGACY_ALIASES: Readonly<Record<string, AdmonitionType>> = { important: 'info', success: 'tip', secondary: 'note' };

const KNOWN = new Set<string>([...ADMONITION_TYPES, ...Object.keys(LEGACY_ALIASES)]);

/** Rewrites Docusaurus' legacy `:::note Title` form to `:::note[Title]` before parsing. */
export function normalizeAdmonitionTitles(source: string): string {
  return source.replace(/^([ \t>]*:::+)(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+([^\s[{][^\n]*)$/gm, '$1$2[$3]');
}

export const remarkAdmonitions: Plugin<[], Root> = () => (tree, file) => {
  const source = String(file.value);
  // A plain walk (see walk.ts); replacements are one node for one, so indexes stay valid.
  const visitChildren = (parent: Parent) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        // Not an admonition: restore the original text (for example "ratio 16:9" or "key:value").
        const directive = node as TextDirective | LeafDirective;
        const start = directive.position?.start.offset;
        const end = directive.position?.end.offset;
        const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}`;
        const replacement: PhrasingContent = { type: 'text', value: text };
        parent.children[index] = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [replacement] } as Paragraph) : replacement;
        return;
      }
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!KNOWN.has(directive.name)) {
          report(file, directive, `Unknown admonition ":::${directive.name}".`, `Use one of: ${ADMONITION_TYPES.join(', ')}.`);
        } else {
          let title: string | undefined;
          const first = directive.children[0];
          if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
            title = (first as Paragraph).children.map((c) => ('value' in c ? c.value : '')).join('');
            directive.children.shift();
          }
          const alias = LEGACY_ALIASES[directive.name];
          title ??= alias ? directive.name : undefined;
          const type = alias ?? (directive.name === 'caution' ? 'warning' : directive.name);
          directive.data = { hName: 'Admonition', hProperties: title === undefined ? { type } : { type, title } };
        }
      }
      if ('children' in node) visitChildren(node as Parent);
    });
  };
  visitChildren(tree);
};
