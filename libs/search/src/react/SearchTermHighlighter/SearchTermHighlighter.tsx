import type { ReactNode } from 'react';
import { useSearchTermHighlight, type SearchTermHighlightOptions } from '../hooks/useSearchTermHighlight.js';
import './SearchTermHighlighter.css';

/** Props of {@link SearchTermHighlighter}. */
export type SearchTermHighlighterProps = SearchTermHighlightOptions;

/**
 * Renders nothing; highlights the URL's `_highlight` terms in the page and scrolls to the first.
 * Place it after the page content so its effect runs once that content is in the DOM.
 */
export function SearchTermHighlighter(props: SearchTermHighlighterProps): ReactNode {
  useSearchTermHighlight(props);
  return null;
}
