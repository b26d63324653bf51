import type { ReactNode } from 'react';
import { textOf } from '../../utils/text.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Heading.module.css';

export interface HeadingProps {
  /** The heading level. */
  readonly as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** Anchor id; with it the heading gets a `#` link to itself. */
  readonly id?: string;
  /** Heading text. */
  readonly children?: ReactNode;
}

/** A content heading with a `#` anchor link that appears on hover and focus. */
export function Heading({ as: Tag, id, children }: HeadingProps): ReactNode {
  const t = useT();
  if (!id) return <Tag className={styles['heading']}>{children}</Tag>;
  return (
    <Tag id={id} className={styles['heading']}>
      {children}
      <a className={styles['anchor']} href={`#${id}`} aria-label={t('Direct link to {heading}', { heading: textOf(children).trim() || t('this heading') })}>
        #
      </a>
    </Tag>
  );
}
