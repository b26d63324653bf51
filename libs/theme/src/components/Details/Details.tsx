import { Children, isValidElement, type ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Details.module.css';

export interface DetailsProps {
  /** Summary text; alternatively pass a `<summary>` as the first child. */
  readonly summary?: string;
  /** Starts open (default closed). */
  readonly open?: boolean;
  /** Extra class of the `<details>` element. */
  readonly className?: string;
  /** The body; a leading `<summary>` child becomes the summary. */
  readonly children?: ReactNode;
}

/** A collapsible section built on `<details>` (find-in-page can open it). */
export function Details({ summary, open, className, children }: DetailsProps): ReactNode {
  const t = useT();
  const items = Children.toArray(children);
  const first = items[0];
  const hasSummary = isValidElement(first) && first.type === 'summary';
  const summaryContent = hasSummary ? (first.props as { children?: ReactNode }).children : (summary ?? t('Details'));
  const body = hasSummary ? items.slice(1) : items;
  return (
    <details className={className ? `${styles['details']} ${className}` : styles['details']} open={open}>
      <summary className={styles['summary']}>{summaryContent}</summary>
      <div className={styles['body']}>{body}</div>
    </details>
  );
}
