import type { ReactNode } from 'react';
import type { DocLink } from '@hpcdocs/content-pipeline/schema';
import { Link } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** The doc before this one in the sidebar. */
  readonly previous?: DocLink | undefined;
  /** The doc after this one in the sidebar. */
  readonly next?: DocLink | undefined;
}

/** Previous / next links at the end of a doc, in sidebar order. */
export function Pagination({ previous, next }: PaginationProps): ReactNode {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className={`${styles['pagination']} pagination-nav`} aria-label={t('Docs pages')}>
      {previous ? (
        <Link to={previous.permalink} className={`${styles['card']} pagination-nav__link pagination-nav__link--prev`} rel="prev">
          <span className={styles['label']}>{t('Previous')}</span>
          <span className={styles['title']}>« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className={`${styles['card']} ${styles['next']} pagination-nav__link pagination-nav__link--next`} rel="next">
          <span className={styles['label']}>{t('Next')}</span>
          <span className={styles['title']}>{next.title} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
