/**
 * Admonitions: a container directive named by a keyword (`:::note`, `:::tip`, ...) becomes an
 * `Admonition` element. The title comes from the label (`:::note[Some *title*]`, or the legacy
 * `:::note Some *title*`, read as a label by the parser, see admonition-syntax.ts) or a `title`
 * attribute; a title that is only text is the `title` prop, one with markup becomes a first
 * `AdmonitionTitle` child that the theme puts in the heading. Directives that are not admonitions
 * are left for the site's plugins, then handled by directive-leftovers.ts.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { walk } from './walk.js';

/** The admonition types the theme styles; `caution` is its own type, styled like a warning. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * Older names Docusaurus still renders, as the type they look like, titled with their own name
 * unless the author gave a title: `:::important` is an info box headed "important".
 */
const LEGACY_ALIASES: Readonly<Record<string, AdmonitionType>> = { important: 'info', success: 'tip', secondary: 'note' };

/** The keywords every site has unless it replaces them. */
const DEFAULT_KEYWORDS: readonly string[] = [...ADMONITION_TYPES, ...Object.keys(LEGACY_ALIASES)];

/** A site's own admonition keywords, as Docusaurus' `admonitions` option. */
export interface AdmonitionOptions {
  /** Extra keywords (`:::important`, `:::spoiler`); each renders as a neutral box titled with its name. */
  readonly keywords: readonly string[];
  /** Add the keywords to the defaults (default true) or use only them. */
  readonly extendDefaults?: boolean;
}

/** The keywords a site's options allow. */
export function admonitionKeywords(options: AdmonitionOptions | undefined): ReadonlySet<string> {
  if (!options) return new Set(DEFAULT_KEYWORDS);
  return new Set(options.extendDefaults === false ? options.keywords : [...DEFAULT_KEYWORDS, ...options.keywords]);
}

/** Whether a label is only text (then it is the `title` prop; else it is rendered as markup). */
const isPlainText = (label: Paragraph) => label.children.length > 0 && label.children.every((child) => child.type === 'text');

/** The `Admonition` element's props and title child for one directive. */
function toAdmonition(directive: ContainerDirective): void {
  const first = directive.children[0];
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  if (label) directive.children.shift();
  const known = (ADMONITION_TYPES as readonly string[]).includes(directive.name);
  const alias = LEGACY_ALIASES[directive.name];
  // A type the theme does not style is shown as a neutral box, titled with its keyword.
  const type = alias ?? directive.name;
  let title: string | undefined = directive.attributes?.['title'] ?? undefined;
  if (title === undefined && label && isPlainText(label)) title = label.children.map((child) => (child as { value: string }).value).join('').trim() || undefined;
  if (title === undefined && label && label.children.length > 0) {
    const children = label.children as PhrasingContent[];
    directive.children.unshift({ type: 'paragraph', children, data: { hName: 'AdmonitionTitle' } });
  } else if (title === undefined && !known) title = directive.name;
  directive.data = { ...directive.data, hName: 'Admonition', hProperties: title === undefined ? { type } : { type, title } };
}

/** Options of {@link remarkAdmonitions}. */
export interface AdmonitionsStepOptions {
  readonly keywords: ReadonlySet<string>;
}

export const remarkAdmonitions: Plugin<[AdmonitionsStepOptions], Root> = ({ keywords }) => (tree, file) => {
  if (file.data.hpcFile?.syntax?.directive === false) return;
  walk(tree, (node) => {
    if (node.type === 'containerDirective' && keywords.has((node as ContainerDirective).name)) toAdmonition(node as ContainerDirective);
  });
};
