import type { ReactNode } from 'react';
import styles from './LoadErrorBox.module.css';

export interface LoadErrorBoxProps {
  /** Why the page could not load; its message is shown. */
  readonly error: Error;
  /** Called by the Retry button. */
  readonly onRetry: () => void;
}

/** Shown when a page's chunk could not be loaded: the error text and a Retry button. */
export function LoadErrorBox({ error, onRetry }: LoadErrorBoxProps): ReactNode {
  return (
    <div className={styles['box']} role="alert">
      <h1 className={styles['title']}>This page could not be loaded</h1>
      <p className={styles['text']}>Check your connection, then try again.</p>
      <pre className={styles['error']}>{error.message}</pre>
      <button type="button" className={styles['button']} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
