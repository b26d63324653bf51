import { hashToId, useLocation } from '@hpcdocs/router';
import { useEffect } from 'react';
import { highlightTermsFromSearch } from '../../utils/highlight-params.js';
import { findTermRanges } from '../utils/term-ranges.js';

/** Name of the CSS highlight; style it with `::highlight(hpcdocs-search-term)`. */
export const SEARCH_HIGHLIGHT_NAME = 'hpcdocs-search-term';

/** Options of {@link useSearchTermHighlight}. */
export interface SearchTermHighlightOptions {
  /**
   * CSS selector of the element whose text is highlighted. Default `'article'` (the doc, without
   * the sidebar), or `'main'` on a page without one. Navigation inside it (breadcrumbs, table of
   * contents, pagination: `nav` elements) is never highlighted.
   */
  readonly rootSelector?: string;
  /** Changes when the page content changes (the doc data), so highlighting runs again. */
  readonly contentKey?: unknown;
}

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): boolean;
}

function registry(): { highlights: HighlightRegistry; create: (ranges: Range[]) => unknown } | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const HighlightClass = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!css?.highlights || !HighlightClass) return null;
  return { highlights: css.highlights, create: (ranges) => new HighlightClass(...ranges) };
}

/**
 * Highlights the `_highlight` terms of the current URL in the page and scrolls to the first one
 * (the first after the `#anchor` when there is one). Uses the CSS Custom Highlight API: no markup
 * is added, so query text can never become HTML. Where the API is missing, it only scrolls.
 */
export function useSearchTermHighlight({ rootSelector, contentKey }: SearchTermHighlightOptions = {}): void {
  const { search, hash, pathname } = useLocation();
  useEffect(() => {
    const terms = highlightTermsFromSearch(search);
    const root = terms.length === 0 ? null : rootSelector ? document.querySelector(rootSelector) : (document.querySelector('article') ?? document.querySelector('main'));
    if (!root) return;
    const ranges = findTermRanges(root, terms);
    if (ranges.length === 0) return;
    const api = registry();
    api?.highlights.set(SEARCH_HIGHLIGHT_NAME, api.create(ranges));
    // hashToId never throws: a link can carry any bytes after `#` (`#%E0%A4%A` is not decodable).
    const anchor = hash ? document.getElementById(hashToId(hash)) : null;
    const first =
      (anchor && ranges.find((r) => anchor.compareDocumentPosition(r.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING)) ?? ranges[0];
    const frame = requestAnimationFrame(() => first?.startContainer.parentElement?.scrollIntoView({ block: 'center' }));
    return () => {
      cancelAnimationFrame(frame);
      api?.highlights.delete(SEARCH_HIGHLIGHT_NAME);
    };
  }, [search, hash, pathname, rootSelector, contentKey]);
}
