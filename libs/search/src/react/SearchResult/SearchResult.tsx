import type { ReactNode } from 'react';
import type { SearchHit } from '../../client.js';
import { Highlight } from '../Highlight/index.js';
import styles from './SearchResult.module.css';

/** Props of {@link SearchResult}. */
export interface SearchResultProps {
  readonly hit: SearchHit;
}

/** One hit: title, section, breadcrumb and snippet, with matched terms highlighted. Markup only. */
export function SearchResult({ hit }: SearchResultProps): ReactNode {
  return (
    <span className={styles.result}>
      <span className={styles.title}>
        <Highlight text={hit.title} terms={hit.terms} />
      </span>
      {hit.section ? (
        <span className={styles.section}>
          <Highlight text={hit.section} terms={hit.terms} />
        </span>
      ) : null}
      {hit.breadcrumbs.length > 0 ? <span className={styles.breadcrumbs}>{hit.breadcrumbs.join(' › ')}</span> : null}
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
