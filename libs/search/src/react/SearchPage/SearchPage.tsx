import { Link, useBaseUrl } from '@hpcdocs/router';
import { useId, type ReactNode } from 'react';
import { isRetryable } from '../../errors.js';
import { searchPageUrl } from '../../urls.js';
import { useSearchPage } from '../hooks/useSearchPage.js';
import type { SearchClientSource } from '../hooks/useSearchClient.js';
import { SearchResult } from '../SearchResult/index.js';
import { continuesPage, pagesOf } from '../utils/grouping.js';
import styles from './SearchPage.module.css';

/** Props of {@link SearchPage}. */
export type SearchPageProps = SearchClientSource & {
  /** Results rendered at first and added by each 'Show more results'. Default 20. */
  readonly pageSize?: number;
};

/**
 * Every result is counted, but the page shows them in steps: rendering hundreds at once blocks
 * the main thread (Lighthouse measured 400-900 ms of blocking time for `?q=instance`), and each
 * shown hit needs its text from the index.
 */
const DEFAULT_PAGE_SIZE = 20;

/** The search results page at `{baseUrl}search/`: every result for `?q=`, with snippets. */
export function SearchPage(props: SearchPageProps): ReactNode {
  const { pageSize = DEFAULT_PAGE_SIZE, ...source } = props;
  const { client, query, onQueryChange, search, count, showMore } = useSearchPage(source, pageSize);
  const baseUrl = useBaseUrl();
  const id = useId();
  const settled = search.resultsFor === query;
  const shownHits = search.hits.slice(0, count);
  const underPage = continuesPage(shownHits);
  // The count is of pages (a page's hits are listed together under it), not of sections.
  const total = search.total ?? pagesOf(search.hits);
  const hidden = Math.max(0, total - pagesOf(shownHits));
  return (
    <div className={styles.page} data-state={search.status}>
      {/* The heading is the prerendered shell's, never the query: text that changes after
          hydration becomes the page's largest paint, late (Lighthouse LCP 3.2 s). */}
      <h1 className={styles.title}>Search the documentation</h1>
      <label htmlFor={id} className={styles.label}>
        Search
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        placeholder="Search"
        value={query}
        autoComplete="off"
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {search.status === 'loading' ? <p className={styles.message}>Loading the search index…</p> : null}
      {search.status === 'error' ? (
        <p className={styles.message} role="alert">
          {search.error?.message}
          {isRetryable(search.error) ? (
            <button type="button" className={styles.retry} onClick={search.retry}>
              Retry
            </button>
          ) : (
            // A final error (an unknown `?ctx=`): no retry can help, searching everything can.
            <>
              {' '}
              <Link to={searchPageUrl(baseUrl, { q: query })}>Search all the documentation</Link>
            </>
          )}
        </p>
      ) : null}
      {search.status === 'ready' && settled && query.trim() && search.hits.length === 0 ? (
        <p className={styles.message} role="status">
          No results
        </p>
      ) : null}
      {/* The count comes before the list, where a reader (and a screen reader) meets it first. */}
      {search.status === 'ready' && settled && search.hits.length > 0 ? (
        <p className={styles.count} role="status">
          {total} {total === 1 ? 'page' : 'pages'} for “{query.trim()}”
          {hidden > 0 ? `, ${total - hidden} shown` : ''}
        </p>
      ) : null}
      <ul className={styles.list} aria-busy={search.busy}>
        {shownHits.map((hit, i) => (
          <li key={hit.url} className={styles.item}>
            <Link to={client.hitUrl(hit, query)}>
              <SearchResult hit={hit} underPage={underPage[i] === true} />
            </Link>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className={styles.more} onClick={showMore}>
          Show more results ({hidden} {hidden === 1 ? 'page' : 'pages'} not shown)
        </button>
      ) : null}
    </div>
  );
}
