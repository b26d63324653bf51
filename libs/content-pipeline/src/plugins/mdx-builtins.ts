/**
 * Built-in MDX elements that are not passed on as they are written, but turned into the Markdown
 * they stand for, so every later step treats them like it: `<CodeBlock>` becomes a fenced code
 * block (highlighted at build time, with its title, line numbers and magic comments),
 * `<Heading as="h2" id="x">` a heading (with its id, in the TOC), and Docusaurus' `<Link to>` a
 * link (resolved and checked like any other).
 */
import type { Code, Heading, Link, PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { docData, report } from './context.js';
import { expressionOf, literalOf, NOT_LITERAL, type Literal, type Scope } from './mdx-literals.js';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Readonly<Record<string, Literal>>;

const text = (value: Literal | undefined): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** Meta string (`title="x" showLineNumbers`) for the code step, from `<CodeBlock>` attributes. */
function codeMeta(props: Props): string {
  const parts: string[] = [];
  const title = text(props['title']);
  // A quote the title does not hold; the code step reads either.
  if (title !== undefined) parts.push(title.includes('"') ? `title='${title}'` : `title="${title}"`);
  const numbers = props['showLineNumbers'];
  if (numbers === true) parts.push('showLineNumbers');
  else if (typeof numbers === 'number') parts.push(`showLineNumbers=${numbers}`);
  const metastring = text(props['metastring']);
  if (metastring) parts.push(metastring);
  return parts.join(' ');
}

/** The code a `<CodeBlock>` holds: its text, or the string of its one `{`...`}` child. */
function codeOf(jsx: Jsx, scope: Scope): string | undefined {
  const children = jsx.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = children.length === 1 ? children[0] : undefined;
  if (only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')) {
    const value = literalOf(expressionOf(only), scope);
    return value === NOT_LITERAL ? undefined : text(value);
  }
  if (children.some((child) => child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression' || child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement')) return undefined;
  return children.map((child) => toString(child)).join('\n\n');
}

/** `<CodeBlock language="js" title="x" showLineNumbers>{`...`}</CodeBlock>` as a fenced code block. */
export function codeBlockNode(jsx: Jsx, props: Props, file: VFile, scope: Scope): Code | undefined {
  const code = codeOf(jsx, scope);
  if (code === undefined) {
    report(file, jsx, '<CodeBlock> holds something other than its code.', 'Write the code as its only child: <CodeBlock language="js">{`...`}</CodeBlock>.');
    return undefined;
  }
  const language = text(props['language']) ?? /(?:^|\s)language-(\S+)/.exec(text(props['className']) ?? '')?.[1];
  const meta = codeMeta(props);
  // As the code block component reads it: one trailing line break is not a line of its own.
  return { type: 'code', lang: language ?? null, meta: meta || null, value: code.replace(/\n$/, ''), ...(jsx.position ? { position: jsx.position } : {}) };
}

const LEVELS: Readonly<Record<string, Heading['depth']>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** `<Heading as="h2" id="x">Text</Heading>` as a `## Text {#x}` heading. */
/**
 * The inline content of an element: a flow element's paragraphs opened up (MDX wraps text on its
 * own lines in one), and text it holds directly (a one-line element, once the paragraphs of only
 * JSX are unraveled) kept as it is.
 */
function phrasingOf(jsx: Jsx): PhrasingContent[] {
  if (jsx.type !== 'mdxJsxFlowElement') return jsx.children as PhrasingContent[];
  return jsx.children.flatMap((child): readonly unknown[] => (child.type === 'paragraph' ? child.children : [child])) as PhrasingContent[];
}

export function headingNode(jsx: Jsx, props: Props, file: VFile): Heading | undefined {
  const depth = LEVELS[text(props['as']) ?? ''];
  if (depth === undefined) {
    report(file, jsx, `<Heading> needs as="h1" to as="h6"${props['as'] === undefined ? '' : `, not "${String(props['as'])}"`}.`, 'Write <Heading as="h2" id="anchor">Title</Heading>.');
    return undefined;
  }
  const children = phrasingOf(jsx);
  const id = text(props['id']);
  // The headings step reads an explicit id from a trailing `{#id}`.
  if (id !== undefined) children.push({ type: 'text', value: ` {#${id}}` });
  return { type: 'heading', depth, children, ...(jsx.position ? { position: jsx.position } : {}) };
}

/** Docusaurus' `<Link to="/docs/x">` (or `href`) as a Markdown link. */
export function linkNode(jsx: Jsx, props: Props, file: VFile): Link | Jsx | undefined {
  const url = text(props['to']) ?? text(props['href']);
  const id = text(props['id']);
  // An anchor other links point at (`<Link id="why" />`), as Docusaurus renders it: an `<a id>`.
  if (id !== undefined) docData(file).ids.add(id);
  if (url === undefined) {
    if (id === undefined) {
      report(file, jsx, '<Link> needs a "to" or "href" attribute.', 'Write <Link to="/docs/page">text</Link>, or <Link id="name" /> for a place other links point at.');
      return undefined;
    }
    jsx.data = { ...jsx.data, hName: 'a', hProperties: { id } };
    return jsx;
  }
  const children = phrasingOf(jsx);
  return { type: 'link', url, children, ...(id === undefined ? {} : { data: { hProperties: { id } } }), ...(jsx.position ? { position: jsx.position } : {}) };
}
