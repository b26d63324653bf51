import type { ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './LoadErrorBox.module.css';

export interface LoadErrorBoxProps {
  /** Why the page could not load; its message is shown. */
  readonly error: Error;
  /** Called by the Retry button. */
  readonly onRetry: () => void;
  /**
   * `page` (default): the box replaces the page, with the page's h1. `inline`: the box sits above
   * content that is still readable (the prerendered page, when the data that brings it to life
   * failed), so it says what still works and uses an h2. `sidebar`: in the sidebar's place, when
   * only the sidebars did not load (the page itself works).
   */
  readonly variant?: 'page' | 'inline' | 'sidebar';
}

const TITLES = { page: 'This page could not be loaded', inline: 'This page did not finish loading', sidebar: 'The menu did not load' } as const;
const TEXTS = {
  page: 'Check your connection, then try again.',
  inline: 'You can read it below and follow its links; search and the menus need the rest. Check your connection, then try again.',
  sidebar: 'The page and search work; this menu needs a file that did not arrive. Check your connection, then try again.',
} as const;

/** Shown when a page's data could not be loaded: what happened, the error text and a Retry button. */
export function LoadErrorBox({ error, onRetry, variant = 'page' }: LoadErrorBoxProps): ReactNode {
  const Title = variant === 'page' ? 'h1' : 'h2';
  const t = useT();
  return (
    <div className={styles['box']} role="alert" data-variant={variant}>
      <Title className={styles['title']}>{t(TITLES[variant])}</Title>
      <p className={styles['text']}>{t(TEXTS[variant])}</p>
      <pre className={styles['error']}>{error.message}</pre>
      <button type="button" className={styles['button']} onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  );
}
