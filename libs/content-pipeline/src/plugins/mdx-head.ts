/**
 * A doc's `<Head>` (Docusaurus' `@docusaurus/Head`, or a `<head>` written in the doc): what it
 * puts in the page's head, read from its children, which render nothing in the body. Docusaurus
 * runs them through react-helmet; here they are data (`DocJson.head`): a `<title>` (the whole tab
 * title, as a Head title is in Docusaurus), and `<meta>` and `<link>` tags with their literal
 * attributes. Anything that would run or load something into every reader's page (`<script>`,
 * `<style>`, `<base>`, a stylesheet or preload link, `http-equiv`) is left out with a warning
 * naming it.
 */
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { HeadTag } from '../schema.js';
import { docData, warn } from './context.js';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** The attributes each tag keeps. */
const KEPT: Readonly<Record<HeadTag['tag'], readonly string[]>> = {
  meta: ['name', 'property', 'content', 'itemProp'],
  link: ['rel', 'href', 'hreflang', 'type', 'title'],
};
/** The `rel`s a doc's link may have: none loads anything into the page. */
const LINK_RELS = new Set(['canonical', 'alternate', 'author', 'license', 'help', 'me', 'prev', 'next']);
/** An `href` a link may carry: a web URL or a path of the site. */
const SAFE_HREF = /^(?:https?:\/\/|\/(?!\/))/i;

const isJsx = (node: RootContent): node is Jsx => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The elements among `nodes`, looking through the paragraphs MDX wraps inline ones in. */
function elementsOf(nodes: readonly RootContent[]): Jsx[] {
  return nodes.flatMap((node) => (isJsx(node) ? [node] : node.type === 'paragraph' ? elementsOf(node.children as RootContent[]) : []));
}

/** A tag's attributes, when every one it keeps is a plain string; what it left out, for the warning. */
function attributesOf(element: Jsx, tag: HeadTag['tag']): { attributes: Record<string, string>; dropped: string[] } {
  const attributes: Record<string, string> = {};
  const dropped: string[] = [];
  for (const attribute of element.attributes) {
    const name = attribute.type === 'mdxJsxAttribute' ? (attribute as MdxJsxAttribute).name : '{...}';
    const value = attribute.type === 'mdxJsxAttribute' ? (attribute as MdxJsxAttribute).value : undefined;
    if (KEPT[tag].includes(name) && typeof value === 'string') attributes[name] = value;
    else dropped.push(name);
  }
  return { attributes, dropped };
}

/** Reads a `<Head>` element into the doc's head data; warns about what it leaves out. */
export function readHead(head: Jsx, file: VFile): void {
  const data = docData(file);
  const tags: HeadTag[] = [...(data.head?.tags ?? [])];
  let title = data.head?.title;
  for (const element of elementsOf(head.children as RootContent[])) {
    const name = element.name ?? '';
    if (name === 'title') {
      title = toString(element).trim() || title;
      continue;
    }
    if (name !== 'meta' && name !== 'link') {
      warn(file, element, `<${name || 'fragment'}> in <Head> is left out: a doc's head takes <title>, <meta> and <link> only.`);
      continue;
    }
    const { attributes, dropped } = attributesOf(element, name);
    if (name === 'link' && !(LINK_RELS.has(attributes['rel'] ?? '') && SAFE_HREF.test(attributes['href'] ?? ''))) {
      warn(file, element, `<link rel="${attributes['rel'] ?? ''}"> in <Head> is left out: a doc's link may be ${[...LINK_RELS].join(', ')}, to a web URL or a path of the site.`);
      continue;
    }
    if (name === 'meta' && attributes['content'] === undefined) {
      warn(file, element, '<meta> in <Head> without content="..." is left out.');
      continue;
    }
    if (dropped.length > 0) warn(file, element, `<${name}> in <Head>: ${dropped.map((d) => `"${d}"`).join(', ')} left out (it keeps ${KEPT[name].join(', ')}, written as strings).`);
    tags.push({ tag: name, attributes });
  }
  data.head = { ...(title !== undefined ? { title } : {}), ...(tags.length > 0 ? { tags } : {}) };
}
