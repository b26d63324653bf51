/**
 * The text a reader sees of one node, for the search index: its words, the visible attributes of
 * components (a `<Details>` summary, a tab's label, an admonition's or code block's title), and
 * the text of raw HTML without its tags. Never markup, never what the page does not show
 * (scripts, styles, comments, default admonition labels).
 */
import type { Node } from 'unist';

/** Props of components that the page shows as text: `<Details summary>`, `<TabItem label>`, admonition and code titles. */
const VISIBLE_PROPS = ['summary', 'label', 'title'] as const;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of a fragment of raw HTML: tags dropped, scripts, styles and comments with their content, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/gu, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/giu, ' ')
    .replace(/<[^>]*>?/gu, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
}

/** The visible attribute text of a component or admonition node, as the pipeline stored it in `data.hProperties`. */
export function attributeText(node: Node): string {
  const props = (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties;
  if (!props) return '';
  return VISIBLE_PROPS.map((key) => props[key])
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
}

/** The title of a code block (`title="example.py"` in its meta), shown above it. */
export function codeTitle(meta: string | null | undefined): string {
  const match = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/u.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
}

type Inline = Node & { value?: string; alt?: string | null; children?: Inline[] };

/** The text of phrasing content, as it reads: inline code, image alt text, inline components' visible attributes and raw HTML text included. */
export function inlineText(node: Inline): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if (node.type === 'html') return htmlText(node.value ?? '');
  if (node.type === 'break') return ' ';
  const attributes = node.type === 'mdxJsxTextElement' ? attributeText(node) : '';
  const inner = (node.children ?? []).map(inlineText).join('');
  return attributes ? `${attributes} ${inner}` : inner;
}
