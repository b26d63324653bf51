/**
 * Makes the tree one that an HTML parser reads back unchanged. The server renders the tree to
 * HTML; the browser parses that HTML, and React then hydrates the parsed page against the same
 * tree. Where the parser does not keep the nesting as written (`<p><div>` becomes
 * `<p></p><div>`), the two differ and React reports a hydration mismatch. MDX elements nest as
 * written; raw HTML in Markdown has been through a parser, but the sanitizer then unwraps elements
 * it does not allow (`<p><button><div>` becomes `<p><div>`). Markdown alone nests validly.
 *
 * - An element that a parser would not leave inside an open ancestor (see html-nesting-rules.ts)
 *   is moved out of it: the ancestor is split there, its content before the element stays in it,
 *   the content after goes into a copy (without the id), and empty copies are dropped.
 * - Interactive content inside a `button` is unwrapped (its content kept).
 * - Table parts: rows directly in a `table` get a `tbody`, cells outside a row get a `tr`, a `col`
 *   outside a `colgroup` gets one, table parts anywhere else are unwrapped, and anything else
 *   inside a table (text, a `div`) is moved in front of the table, as the parser does.
 */
import type { Element, ElementContent, Root } from 'hast';
import { closedBy, htmlTag, INTERACTIVE, scopeInside, TABLE_SECTIONS, type Scope } from './html-nesting-rules.js';

/** A node placed in its parent, or leaving the element `out` (in front of it when `before`). */
interface Piece {
  readonly node: ElementContent;
  readonly out?: Element;
  readonly before?: boolean;
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });
const isBlank = (node: ElementContent) => node.type === 'text' && !/\S/.test(node.value);
const TABLE_CONTEXT = new Set(['table', 'tr', 'colgroup', ...TABLE_SECTIONS]);

/** Table parts in the parent the parser puts them in. */
function validTablePart(tag: string, parent: string): boolean {
  if (TABLE_SECTIONS.has(tag) || tag === 'caption' || tag === 'colgroup') return parent === 'table';
  if (tag === 'col') return parent === 'colgroup';
  if (tag === 'tr') return TABLE_SECTIONS.has(parent);
  return (tag === 'td' || tag === 'th') && parent === 'tr';
}

/** Row groups this step added around rows written directly in a table; adjacent ones are merged. */
const addedBodies = new WeakSet<Element>();

/** Pieces for `node`, a child of `parent` in `scope`. */
function fixNode(node: ElementContent, parent: string, scope: Scope, depth: number): Piece[] {
  const parentTag = htmlTag(parent);
  const table = TABLE_CONTEXT.has(parentTag) ? scope.table : undefined;
  if (node.type !== 'element') {
    // Text inside a table's structure is moved in front of the table.
    return table && node.type === 'text' && !isBlank(node) ? [{ node, out: table.element, before: true }] : [{ node }];
  }
  const tag = htmlTag(node.tagName);
  const unwrap = () => node.children.flatMap((child) => fixNode(child, parent, scope, depth));
  if (scope.button && INTERACTIVE.has(tag) && tag !== 'button') return unwrap();
  if (validTablePart(tag, parentTag)) return fixElement(node, scope, depth);
  if (tag === 'tr' && parentTag === 'table') {
    const body = element('tbody', {}, [node]);
    addedBodies.add(body);
    return fixNode(body, parent, scope, depth);
  }
  if ((tag === 'td' || tag === 'th') && (parentTag === 'table' || TABLE_SECTIONS.has(parentTag))) return fixNode(element('tr', {}, [node]), parent, scope, depth);
  if (tag === 'col' && parentTag === 'table') return fixNode(element('colgroup', {}, [node]), parent, scope, depth);
  if (TABLE_SECTIONS.has(tag) || ['tr', 'td', 'th', 'caption', 'colgroup', 'col'].includes(tag)) return unwrap();
  if (table) {
    // Anything else inside a table's structure is written in front of the table.
    return fixElement(node, table.around, table.depth).map((piece) => (piece.out ? piece : { ...piece, out: table.element, before: true }));
  }
  const closed = closedBy(node.tagName, scope);
  if (!closed) return fixElement(node, scope, depth);
  return fixElement(node, closed.around, closed.depth).map((piece) => (piece.out ? piece : { ...piece, out: closed.element }));
}

/** Formatting elements the parser opens again inside what follows when a block closes them (its "active formatting elements"). */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/** Elements whose content is text, where the parser's reopened formatting element lands. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * `moved`, leaving `from` on its way out of an ancestor: when `from` is a formatting element and
 * `moved` a paragraph or heading, its content goes into a copy of `from` (without the id), as the
 * parser reopens it there: `<p>See <a href="…"><p>the list</p></a></p>` reads as two paragraphs,
 * the second's text still a link.
 */
function reopened(moved: ElementContent, from: Element): ElementContent {
  if (moved.type !== 'element' || !FORMATTING.has(htmlTag(from.tagName)) || !TEXT_BLOCKS.has(htmlTag(moved.tagName)) || moved.children.length === 0) return moved;
  const properties = { ...from.properties };
  delete properties['id'];
  return { ...moved, children: [element(from.tagName, properties, moved.children)] };
}

/** `node` with its children fixed, split where children leave it; plus what leaves further up. */
function fixElement(node: Element, around: Scope, depth: number): Piece[] {
  const scope = scopeInside(node, depth, around);
  const before: Piece[] = [];
  const parts: Piece[] = [];
  let part = element(node.tagName, node.properties, []);
  if (addedBodies.has(node)) addedBodies.add(part);
  let split = false;
  const close = () => {
    // The first part stays even when empty if it is all there is or carries an id (an anchor).
    if (part.children.length > 0 || (parts.length === 0 && (!split || part.properties['id'] !== undefined))) parts.push({ node: part });
    const properties = { ...node.properties };
    delete properties['id'];
    part = element(node.tagName, properties, []);
    if (addedBodies.has(node)) addedBodies.add(part);
  };
  for (const child of node.children) {
    for (const piece of fixNode(child, node.tagName, scope, depth + 1)) {
      const last = part.children.at(-1);
      if (!piece.out && piece.node.type === 'element' && addedBodies.has(piece.node) && last?.type === 'element' && addedBodies.has(last)) last.children.push(...piece.node.children);
      else if (!piece.out) part.children.push(piece.node);
      else if (piece.before) before.push(piece.out === node ? { node: piece.node } : piece);
      else {
        split = true;
        close();
        parts.push(piece.out === node ? { node: piece.node } : { ...piece, node: reopened(piece.node, node) });
      }
    }
  }
  close();
  return [...before, ...parts];
}

/** Rearranges `tree` in place (see the module comment). */
export function fixNesting(tree: Root): void {
  const root = element('root', {}, tree.children as ElementContent[]);
  tree.children = fixElement(root, {}, 0).flatMap((piece) => (piece.node.type === 'element' && piece.node.tagName === 'root' ? piece.node.children : [piece.node]));
}
