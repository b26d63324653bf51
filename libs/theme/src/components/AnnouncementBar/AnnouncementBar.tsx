import { useEffect, useState, type ReactNode } from 'react';
import type { AnnouncementBarConfig } from '../../config.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './AnnouncementBar.module.css';

/** Storage key of the dismissed announcement's id. */
export const ANNOUNCEMENT_DISMISS_KEY = 'hpc-announcement-dismiss';

function dismissedId(): string | null {
  try {
    return window.localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY);
  } catch {
    return null;
  }
}

export interface AnnouncementBarProps {
  /** The bar from the site config: id, HTML content, colours, whether it can be closed. */
  readonly config: AnnouncementBarConfig;
}

/**
 * The optional bar above the navbar: trusted HTML content from the site
 * config, its colours, and a 'Close' button when closeable. A dismissal is remembered in
 * localStorage until the bar's id changes.
 */
export function AnnouncementBar({ config }: AnnouncementBarProps): ReactNode {
  const [closed, setClosed] = useState(false);
  const t = useT();
  useEffect(() => {
    if (config.isCloseable !== false && dismissedId() === config.id) setClosed(true);
  }, [config.id, config.isCloseable]);
  if (closed) return null;
  const closeable = config.isCloseable !== false;
  return (
    <div className={styles['bar']} role="region" aria-label={t('Announcement')} style={{ background: config.backgroundColor, color: config.textColor }} data-announcement-id={config.id}>
      {/* Trusted HTML from the site's own config, never from readers. */}
      <div className={styles['content']} dangerouslySetInnerHTML={{ __html: config.content }} />
      {closeable ? (
        <button
          type="button"
          className={styles['close']}
          aria-label={t('Close')}
          onClick={() => {
            setClosed(true);
            try {
              window.localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, config.id);
            } catch {
              // Storage unavailable: closed for this page view only.
            }
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
