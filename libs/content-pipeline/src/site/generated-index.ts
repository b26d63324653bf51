/** Body of a generated category index page: the description, then the card list of the category's items. Pure. */
import type { DocCardItem, HNode } from '../schema.js';
import type { GeneratedIndex } from './sidebars.js';

/** The page body for a generated index, with `cards` for its items (see doc-cards.ts). */
export function generatedIndexBody(index: GeneratedIndex, cards: readonly DocCardItem[]): HNode[] {
  return [...(index.description ? [['p', null, index.description] as HNode] : []), ['DocCardList', { items: cards }]];
}
