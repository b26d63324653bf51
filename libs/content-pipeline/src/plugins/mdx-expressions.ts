/**
 * `{...}` in a doc's text: an MDX comment (`{/* ... *\/}`) or an empty `{}` is dropped, an expression with a
 * literal value (`{' '}`, `{version}` for an `export const version = '1.2'`) becomes its text,
 * the way React renders it; anything else is an error at its place that says what to write.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { report } from './context.js';
import { expressionOf, literalOf, NOT_LITERAL, type Literal, type Scope } from './mdx-literals.js';

/** The text React renders for a value: strings and numbers as they are, lists joined, nothing for null and booleans. */
function textOf(value: Literal): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value === null || typeof value === 'boolean') return '';
  if (Array.isArray(value)) {
    const parts = (value as readonly Literal[]).map(textOf);
    return parts.includes(undefined) ? undefined : parts.join('');
  }
  return undefined;
}

/** Replaces every expression in `tree` as described above. */
export function replaceExpressions(tree: Root, file: VFile, scope: Scope): void {
  const visit = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i += 1) {
      const node = parent.children[i] as RootContent;
      if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') {
        if ('children' in node) visit(node);
        continue;
      }
      const source = node.value.trim();
      const expression = expressionOf(node);
      const value = expression ? literalOf(expression, scope) : undefined;
      const text = value === undefined || value === NOT_LITERAL ? undefined : textOf(value);
      // A comment, or an empty expression (`**{}**`), renders nothing in React.
      if (text === undefined && source !== '' && !(source.startsWith('/*') && source.endsWith('*/'))) {
        const shown = source.length > 40 ? `${source.slice(0, 40)}…` : source;
        report(file, node, `MDX expression {${shown}} is not evaluated.`, value === undefined || value === NOT_LITERAL ? 'Put literal braces inside `code`, write the value out, or name an `export const` literal.' : 'Only strings, numbers and lists of them can be shown as text.');
        continue;
      }
      if (text === undefined || text === '') {
        parent.children.splice(i, 1);
        i -= 1;
      } else {
        parent.children[i] = { type: 'text', value: text, ...(node.position ? { position: node.position } : {}) };
      }
    }
  };
  visit(tree);
}
