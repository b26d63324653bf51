import type { ReactNode } from 'react';
import styles from './Admonition.module.css';

/** Admonition kinds (`caution` is shown as `warning`). */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ', tip: '✓', info: 'ℹ', warning: '!', danger: '‼' };

export interface AdmonitionProps {
  /** Kind: note, tip, info, warning or danger (`caution` shows as warning; anything else as note). */
  readonly type: AdmonitionType | (string & {});
  /** Heading; defaults to the type's name. */
  readonly title?: string;
  /** Extra class of the box. */
  readonly className?: string;
  /** The callout's body. */
  readonly children?: ReactNode;
}

/** A callout box (`:::tip` in Markdown). */
export function Admonition({ type, title, className, children }: AdmonitionProps): ReactNode {
  const kind: AdmonitionType = type in DEFAULT_TITLES ? (type as AdmonitionType) : type === 'caution' ? 'warning' : 'note';
  return (
    // A note, not an <aside>: several unnamed complementary landmarks in one doc would be
    // indistinguishable to screen-reader users (axe landmark-unique).
    <div role="note" className={`${styles['admonition']} ${styles[kind] ?? ''}${className ? ` ${className}` : ''}`} data-type={kind}>
      <p className={styles['title']}>
        <span aria-hidden="true" className={styles['icon']}>
          {ICONS[kind]}
        </span>
        {title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className={styles['content']}>{children}</div>
    </div>
  );
}
