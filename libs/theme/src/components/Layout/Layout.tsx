import '../../styles/tokens.css';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, RouteAnnouncer } from '@hpcdocs/router';
import { useSiteConfig, useT } from '../../contexts/SiteConfig.js';
import { AnnouncementBar } from '../AnnouncementBar/AnnouncementBar.js';
import { BaseUrlBanner } from '../BaseUrlBanner/BaseUrlBanner.js';
import { Footer } from '../Footer/Footer.js';
import { Navbar } from '../Navbar/Navbar.js';
import { ProgressBar } from '../ProgressBar/ProgressBar.js';
import styles from './Layout.module.css';

export interface LayoutProps {
  /** Content of the navbar's search slot. */
  readonly search?: ReactNode;
  /** Rendered above the navbar; default: the configured announcement bar, if any. */
  readonly banner?: ReactNode;
  /** Rendered below the main area; default: the configured footer, if any. */
  readonly footer?: ReactNode;
  /** The page, rendered in `<main>`. */
  readonly children?: ReactNode;
}

/** The page frame: skip link, announcement slot, navbar, main area, optional footer. */
export function Layout({ search, banner, footer, children }: LayoutProps): ReactNode {
  const config = useSiteConfig();
  const t = useT();
  return (
    <div className={styles['root']}>
      <a className={styles['skip']} href={`#${MAIN_CONTENT_ID}`}>
        {t('Skip to main content')}
      </a>
      <ProgressBar />
      <BaseUrlBanner />
      {banner ?? (config.announcementBar ? <AnnouncementBar config={config.announcementBar} /> : null)}
      <Navbar search={search} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles['main']}>
        {children}
      </main>
      {footer ?? <Footer config={config.footer} />}
      <RouteAnnouncer />
    </div>
  );
}
