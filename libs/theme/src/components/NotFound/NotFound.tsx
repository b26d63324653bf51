import type { ReactNode } from 'react';
import { Link, useBaseUrl } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /** Where "Go to the docs" leads. Default: the base URL. */
  readonly homeHref?: string;
}

/** The page for any path that is not a route. */
export function NotFound({ homeHref }: NotFoundProps): ReactNode {
  const baseUrl = useBaseUrl();
  const t = useT();
  return (
    <div className={styles['wrap']}>
      <p className={styles['code']}>404</p>
      <h1 className={styles['title']}>{t('Page not found')}</h1>
      <p className={styles['text']}>{t('There is no page at this address. It may have moved, or the link that brought you here may be mistyped.')}</p>
      <p className={styles['actions']}>
        <Link to={homeHref ?? baseUrl} className={styles['button']}>
          {t('Go to the documentation home')}
        </Link>
      </p>
    </div>
  );
}
