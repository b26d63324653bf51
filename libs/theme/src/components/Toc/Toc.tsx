import { useId, type ReactNode } from 'react';
import type { TocItem } from '@hpcdocs/content-pipeline/schema';
import { useActiveHeading } from '../../hooks/useActiveHeading.js';
import styles from './Toc.module.css';

export interface TocProps {
  /** Headings of the doc; only levels minLevel to maxLevel are listed. */
  readonly items: readonly TocItem[];
  /** Shallowest level listed (default 2). */
  readonly minLevel?: number;
  /** Deepest level listed (default 3). */
  readonly maxLevel?: number;
}

/** "On this page": headings of levels 2-3 with the section being read highlighted. */
export function Toc({ items, minLevel = 2, maxLevel = 3 }: TocProps): ReactNode {
  const shown = items.filter((i) => i.level >= minLevel && i.level <= maxLevel);
  const [active, pin] = useActiveHeading(shown.map((i) => i.id));
  const titleId = useId();
  if (shown.length === 0) return null;
  return (
    <nav className={styles['toc']} aria-labelledby={titleId}>
      <p id={titleId} className={styles['title']}>
        On this page
      </p>
      <ul className={styles['list']}>
        {shown.map((item) => (
          <li key={item.id} className={styles['item']} data-level={item.level - minLevel}>
            <a href={`#${item.id}`} className={`${styles['link']} ${active === item.id ? styles['active'] : ''}`} aria-current={active === item.id ? 'location' : undefined} onClick={() => pin(item.id)}>
              {item.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
