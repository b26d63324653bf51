import type { ReactNode } from 'react';
import type { SearchHit } from '../../client.js';
import { Highlight } from '../Highlight/index.js';
import styles from './SearchResult.module.css';
import hidden from '../visually-hidden.module.css';

/** Props of {@link SearchResult}. */
export interface SearchResultProps {
  readonly hit: SearchHit;
  /**
   * The hit is listed under the hit before it, of the same page: its page's title and breadcrumb
   * are that row's, so it shows its section (the page's own text when it has none). Default `false`.
   */
  readonly underPage?: boolean;
}

/** One hit: title, section, breadcrumb and snippet, with matched terms highlighted. Markup only. */
export function SearchResult({ hit, underPage = false }: SearchResultProps): ReactNode {
  return (
    <span className={styles.result} data-under-page={underPage || undefined}>
      {/* Under its page's row, the page title is read by screen readers, not shown twice. */}
      <span className={underPage && hit.section ? hidden.visuallyHidden : styles.title}>
        <Highlight text={hit.title} terms={hit.terms} />
      </span>
      {hit.section ? (
        <span className={styles.section}>
          <Highlight text={hit.section} terms={hit.terms} />
        </span>
      ) : null}
      {hit.breadcrumbs.length > 0 && !underPage ? <span className={styles.breadcrumbs}>{hit.breadcrumbs.join(' › ')}</span> : null}
      {hit.snippet ? (
        <span className={styles.snippet}>
          <Highlight text={hit.snippet} terms={hit.terms} />
        </span>
      ) : hit.snippetPending ? (
        // The snippet's line, kept while its text is fetched: the results below do not move when it comes.
        <span className={styles.snippet} aria-hidden="true">
          {'\u00a0'}
        </span>
      ) : null}
    </span>
  );
}
