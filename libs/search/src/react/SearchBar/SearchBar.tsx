import { Link } from '@hpcdocs/router';
import type { ReactNode } from 'react';
import { isRetryable } from '../../errors.js';
import { useSearchBar, type UseSearchBarOptions } from '../hooks/useSearchBar.js';
import { SearchResult } from '../SearchResult/index.js';
import { continuesPage } from '../utils/grouping.js';
import styles from './SearchBar.module.css';
import hidden from '../visually-hidden.module.css';
import { inEnglish, type SearchTranslate } from '../translate.js';

/** Props of {@link SearchBar}. */
export interface SearchBarProps extends UseSearchBarOptions {
  /** Show the ctrl+K / cmd+K hint. Default `true`. */
  readonly shortcutHint?: boolean;
  /** The texts in the page's language (see translate.ts). Default: English. */
  readonly translate?: SearchTranslate | undefined;
}

const STATUS_TEXT = { idle: '', loading: 'Loading the search index', ready: 'Search index ready', focused: '', error: '' } as const;

/**
 * The navbar search box: an ARIA combobox with at most `limit` results, loading the
 * index on first hover or focus, focused by ctrl+K / cmd+K.
 */
export function SearchBar({ shortcutHint = true, translate: t = inEnglish, ...props }: SearchBarProps): ReactNode {
  const bar = useSearchBar(props);
  const { search, context, id, active } = bar;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const settled = search.resultsFor === bar.query;
  const underPage = continuesPage(search.hits);
  const statusText =
    search.status === 'ready' && bar.expanded && settled ? (search.hits.length ? t('{count} results', { count: search.hits.length }) : t('No results')) : STATUS_TEXT[bar.state] && t(STATUS_TEXT[bar.state]);

  return (
    <div className={styles.root} data-state={bar.state} {...bar.rootProps}>
      <label htmlFor={`${id}-input`} className={hidden.visuallyHidden}>
        {t('Search')}
      </label>
      <input
        {...bar.inputProps}
        ref={bar.inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        placeholder={t('Search')}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={bar.expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && bar.expanded ? optionId(active) : undefined}
        aria-busy={search.status === 'loading'}
      />
      {shortcutHint ? (
        <kbd className={styles.hint} aria-hidden="true">
          {bar.shortcutLabel}
        </kbd>
      ) : null}
      <span className={hidden.visuallyHidden} role="status">
        {statusText}
      </span>
      <div className={styles.panel} hidden={!bar.expanded}>
        {search.status === 'error' ? (
          <p className={styles.message} role="alert">
            {search.error?.message}
            {isRetryable(search.error) ? (
              <button type="button" className={styles.retry} onClick={search.retry}>
                {t('Retry')}
              </button>
            ) : null}
          </p>
        ) : null}
        {search.status === 'loading' ? <p className={styles.message}>{t('Loading the search index…')}</p> : null}
        {/* data-results-for: the query the shown hits belong to, for tests and the benchmark;
            aria-busy while they are not final yet. */}
        <ul className={styles.listbox} role="listbox" id={listId} aria-label={t('Search results')} aria-busy={search.busy} data-results-for={search.resultsFor ?? undefined}>
          {bar.expanded
            ? search.hits.map((hit, i) => (
                <li
                  key={hit.url}
                  id={optionId(i)}
                  className={styles.option}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => bar.setActive(i)}
                  onClick={() => bar.select(hit)}
                >
                  <SearchResult hit={hit} underPage={underPage[i] === true} />
                </li>
              ))
            : null}
        </ul>
        {search.status === 'ready' && settled && search.hits.length === 0 ? <p className={styles.message}>{t('No results')}</p> : null}
        {search.status === 'ready' ? (
          <div className={styles.footer}>
            <Link to={bar.allResultsUrl}>{context ? t('See all results in {context}', { context }) : t('See all results')}</Link>
            {context ? <Link to={bar.outsideUrl}>{t('See results outside {context}', { context })}</Link> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
