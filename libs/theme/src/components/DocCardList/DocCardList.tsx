import type { ReactNode } from 'react';
import type { DocCardItem } from '@hpcdocs/content-pipeline/schema';
import { Link } from '@hpcdocs/router';
import { useT, type Translate } from '../../contexts/SiteConfig.js';
import styles from './DocCardList.module.css';

export interface DocCardListProps {
  /** The cards: the items of a sidebar category, as the build lists them. */
  readonly items: readonly DocCardItem[];
  /** Extra class of the list. */
  readonly className?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** What a card says under its title: the doc's description, or how many items a category has. */
function descriptionOf(item: DocCardItem, t: Translate): string | undefined {
  if (item.description) return item.description;
  if (item.count === undefined) return undefined;
  return item.count === 1 ? t('1 item') : t('{count} items', { count: item.count });
}

/** One card: a link to a doc or a category, with an icon for its kind. */
function DocCard({ item }: { readonly item: DocCardItem }): ReactNode {
  const external = EXTERNAL.test(item.href);
  const icon = item.type === 'category' ? '🗃️' : external ? '🔗' : '📄️';
  const description = descriptionOf(item, useT());
  const body = (
    <>
      <h2 className={styles['title']}>
        <span aria-hidden="true">{icon}</span> {item.label}
      </h2>
      {description ? <p className={styles['description']}>{description}</p> : null}
    </>
  );
  return external ? (
    <a className={styles['card']} href={item.href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className={styles['card']} to={item.href}>
      {body}
    </Link>
  );
}

/** Cards of a sidebar category's items (`<DocCardList />` in a doc), as on a category's page. */
export function DocCardList({ items, className }: DocCardListProps): ReactNode {
  return (
    <ul className={className ? `${styles['list']} ${className}` : styles['list']}>
      {items.map((item, index) => (
        // Two items may lead to one page (a category and its first doc): the position tells them apart.
        <li key={`${index}:${item.href}`} className={styles['item']}>
          <DocCard item={item} />
        </li>
      ))}
    </ul>
  );
}
