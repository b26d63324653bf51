/**
 * `@hpcdocs/theme/page-components`: the built-in content components a page loads only when it
 * uses them (the content contract's `perPage` ones, listed in `DocJson.components` as
 * `@hpcdocs/theme/page-components#Name`), so the pages that do not use them do not pay for them.
 */
import { byContract } from './components/Content/contract.js';
import { DocCardList } from './components/DocCardList/DocCardList.js';
import { TOCInline } from './components/TOCInline/TOCInline.js';

export { DocCardList, TOCInline };

/** The per-page components by name, checked against the content contract. */
export const pageContentComponents = byContract({ DocCardList, TOCInline });

export type { DocCardListProps } from './components/DocCardList/DocCardList.js';
export type { TOCInlineProps } from './components/TOCInline/TOCInline.js';
