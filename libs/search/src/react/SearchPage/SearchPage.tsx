import { Link, useBaseUrl } from '@hpcdocs/router';
import { useId, type ReactNode } from 'react';
import { isRetryable } from '../../errors.js';
import { searchPageUrl } from '../../urls.js';
import { useSearchPage } from '../hooks/useSearchPage.js';
import type { SearchClientSource } from '../hooks/useSearchClient.js';
import { SearchResult } from '../SearchResult/index.js';
import { continuesPage, pagesOf } from '../utils/grouping.js';
import styles from './SearchPage.module.css';
import { inEnglish, type SearchTranslate } from '../translate.js';

/** Props of {@link SearchPage}. */
export type SearchPageProps = SearchClientSource & {
  /** Results rendered at first and added by each 'Show more results'. Default 20. */
  readonly pageSize?: number;
  /** The texts in the page's language (see translate.ts). Default: English. */
  readonly translate?: SearchTranslate | undefined;
};

/**
 * Every result is counted, but the page shows them in steps: rendering hundreds at once blocks
 * the main thread (Lighthouse measured 400-900 ms of blocking time for `?q=instance`), and each
 * shown hit needs its text from the index.
 */
const DEFAULT_PAGE_SIZE = 20;

/** The search results page at `{baseUrl}search/`: every result for `?q=`, with snippets. */
export function SearchPage(props: SearchPageProps): ReactNode {
  const { pageSize = DEFAULT_PAGE_SIZE, translate: t = inEnglish, ...source } = props;
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
      <h1 className={styles.title}>{t('Search the documentation')}</h1>
      <label htmlFor={id} className={styles.label}>
        {t('Search')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        placeholder={t('Search')}
        value={query}
        autoComplete="off"
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {search.status === 'loading' ? <p className={styles.message}>{t('Loading the search index…')}</p> : null}
      {search.status === 'error' ? (
        <p className={styles.message} role="alert">
          {search.error?.message}
          {isRetryable(search.error) ? (
            <button type="button" className={styles.retry} onClick={search.retry}>
              {t('Retry')}
            </button>
          ) : (
            // A final error (an unknown `?ctx=`): no retry can help, searching everything can.
            <>
              {' '}
              <Link to={searchPageUrl(baseUrl, { q: query })}>{t('Search all the documentation')}</Link>
            </>
          )}
        </p>
      ) : null}
      {search.status === 'ready' && settled && query.trim() && search.hits.length === 0 ? (
        <p className={styles.message} role="status">
          {t('No results')}
        </p>
      ) : null}
      {/* The count comes before the list, where a reader (and a screen reader) meets it first. */}
      {search.status === 'ready' && settled && search.hits.length > 0 ? (
        <p className={styles.count} role="status">
          {t(total === 1 ? '{count} page for “{query}”' : '{count} pages for “{query}”', { count: total, query: query.trim() })}
          {hidden > 0 ? t(', {count} shown', { count: total - hidden }) : ''}
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
          {t(hidden === 1 ? 'Show more results ({count} page not shown)' : 'Show more results ({count} pages not shown)', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
