import { useId, type ReactNode } from 'react';
import type { TocItem } from '@hpcdocs/content-pipeline/schema';
import { useActiveHeading, type ActiveHeading } from '../../hooks/useActiveHeading.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Toc.module.css';
import { classNames } from '../../utils/classNames.js';

export interface TocProps {
  /** Headings of the doc; only levels minLevel to maxLevel are listed. */
  readonly items: readonly TocItem[];
  /** Shallowest level listed (default 2). */
  readonly minLevel?: number;
  /** Deepest level listed (default 3). */
  readonly maxLevel?: number;
  /**
   * The heading being read, from a `useActiveHeading()` the caller shares between several TOCs of
   * one page (the doc page's mobile and desktop ones). Default: this TOC runs its own.
   */
  readonly activeHeading?: ActiveHeading;
}

/** The TOC entries a {@link Toc} lists: the headings of levels `minLevel` to `maxLevel`. */
export function tocEntries(items: readonly TocItem[], minLevel = 2, maxLevel = 3): TocItem[] {
  return items.filter((i) => i.level >= minLevel && i.level <= maxLevel);
}

/** "On this page": headings of levels 2-3 with the section being read highlighted. */
export function Toc({ items, minLevel = 2, maxLevel = 3, activeHeading }: TocProps): ReactNode {
  const shown = tocEntries(items, minLevel, maxLevel);
  const own = useActiveHeading(activeHeading ? [] : shown.map((i) => i.id));
  const [active, pin] = activeHeading ?? own;
  const titleId = useId();
  const t = useT();
  if (shown.length === 0) return null;
  return (
    <nav className={`${styles['toc']} table-of-contents`} aria-labelledby={titleId}>
      <p id={titleId} className={styles['title']}>
        {t('On this page')}
      </p>
      <ul className={styles['list']}>
        {shown.map((item) => (
          <li key={item.id} className={styles['item']} data-level={item.level - minLevel}>
            <a href={`#${item.id}`} className={classNames(styles['link'], 'table-of-contents__link', active === item.id && `${styles['active']} table-of-contents__link--active`)} aria-current={active === item.id ? 'location' : undefined} onClick={() => pin(item.id)}>
              {item.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
