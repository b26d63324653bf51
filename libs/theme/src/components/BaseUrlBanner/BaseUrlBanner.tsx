import { useEffect, useState, type ReactNode } from 'react';
import { isUnderBase, useBaseUrl } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './BaseUrlBanner.module.css';

export interface BaseUrlBannerProps {
  /** Path to check; defaults to the browser's location (read after hydration). */
  readonly pathname?: string;
}

/**
 * Explains a wrong base URL when the site runs outside the path it was built for.
 * (The prerendered pages also carry a tiny inline script that does this when no bundle can load.)
 */
export function BaseUrlBanner({ pathname }: BaseUrlBannerProps): ReactNode {
  const baseUrl = useBaseUrl();
  const t = useT();
  const [current, setCurrent] = useState<string | undefined>(pathname);
  useEffect(() => {
    if (pathname === undefined) setCurrent(window.location.pathname);
  }, [pathname]);
  if (current === undefined || isUnderBase(current, baseUrl)) return null;
  return (
    <div className={styles['banner']} role="alert">
      {t('This site is configured for the base URL {baseUrl} but was opened at {current}. Open it under {baseUrl}, or rebuild it with the base URL it is served from.', {
        baseUrl: <code>{baseUrl}</code>,
        current: <code>{current}</code>,
      })}
    </div>
  );
}
