import type { ReactNode } from 'react';
import { Link, useBaseUrl } from '@hpcdocs/router';
import type { SidebarNavItem } from '../../utils/sidebar.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** Categories and the current item, outermost first. */
  readonly trail: readonly SidebarNavItem[];
}

/** Home › Category › Page, from the sidebar. */
export function Breadcrumbs({ trail }: BreadcrumbsProps): ReactNode {
  const baseUrl = useBaseUrl();
  const t = useT();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('Breadcrumbs')} className={`${styles['breadcrumbs']} theme-doc-breadcrumbs`}>
      <ol className={styles['list']}>
        <li className={styles['crumb']}>
          <Link to={baseUrl} aria-label={t('Home page')} className={styles['link']}>
            {t('Home')}
          </Link>
        </li>
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${item.label}-${i}`} className={styles['crumb']}>
              {item.href && !last ? (
                <Link to={item.href} className={styles['link']}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? styles['current'] : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
