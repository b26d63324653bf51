/**
 * mdast-util-to-hast's handlers for list items and footnote references, kept linear in the
 * number of items and footnotes. Its `listItem` asks whether the item's list is loose by looking
 * at every item of the list, for each item (a list of n items cost n²: 40,000 took 4 s); its
 * `footnoteReference` finds a footnote's number with `indexOf` over every footnote so far. The
 * default handlers do the work; these give them a stand-in list whose looseness is known at once,
 * computed once per list, and a footnote order that answers `indexOf` from a map. Same output.
 */
import type { FootnoteReference, List, ListItem, Parents } from 'mdast';
import { defaultHandlers, type Handlers, type State } from 'mdast-util-to-hast';

/** Whether an item is loose: its own `spread`, or (unknown) more than one child. */
const itemLoose = (item: ListItem): boolean => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread);

/** Stand-ins for a list: what `listItem` reads of its parent (type, `spread`, the items) says loose or tight at once. */
const LOOSE: List = { type: 'list', spread: true, children: [] };
const TIGHT: List = { type: 'list', spread: false, children: [] };
const looseness = new WeakMap<List, boolean>();

function listItem(state: State, node: ListItem, parent: Parents | undefined) {
  if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
  let loose = looseness.get(parent);
  if (loose === undefined) {
    loose = parent.spread === true || parent.children.some(itemLoose);
    looseness.set(parent, loose);
  }
  return defaultHandlers.listItem(state, node, loose ? LOOSE : TIGHT);
}

/** A list of footnote ids that answers `indexOf` from a map (the handlers only push, index and look up). */
class FootnoteOrder extends Array<string> {
  readonly #at = new Map<string, number>();

  override push(...ids: string[]): number {
    for (const id of ids) {
      if (!this.#at.has(id)) this.#at.set(id, this.length);
      super.push(id);
    }
    return this.length;
  }

  override indexOf(id: string): number {
    return this.#at.get(id) ?? -1;
  }
}

function footnoteReference(state: State, node: FootnoteReference) {
  if (!(state.footnoteOrder instanceof FootnoteOrder)) {
    const order = new FootnoteOrder();
    order.push(...state.footnoteOrder);
    state.footnoteOrder = order;
  }
  return defaultHandlers.footnoteReference(state, node);
}

/** The handlers, for remark-rehype's `handlers` option. */
export const linearHandlers: Partial<Handlers> = { listItem, footnoteReference };
