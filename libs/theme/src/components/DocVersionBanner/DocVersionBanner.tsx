/**
 * What a doc page of a versioned site says of its version: above the doc, a banner on the pages of
 * a version that is not the latest (one not yet released, or one no longer maintained) with a link
 * to the same page in the latest version; under the breadcrumbs, a "Version: label" badge. The
 * wording is Docusaurus' own, so a site moving over reads the same.
 */
import type { ReactNode } from 'react';
import { Link, pluginOf, useActiveDocsVersion, writePreferredVersion } from '@hpcdocs/router';
import { useOptionalSiteConfig, useT } from '../../contexts/SiteConfig.js';
import { versionTarget } from '../Navbar/version-items.js';
import styles from './DocVersionBanner.module.css';

export interface DocVersionBannerProps {
  /** The site's title, as the banner names the product. */
  readonly siteTitle: string;
  /** The page's version: its label and its banner. */
  readonly version: { readonly label: string; readonly banner: 'unreleased' | 'unmaintained' };
  /** The latest version's label, and where the page is in it (or its first doc). */
  readonly latest: { readonly label: string; readonly to: string };
  /** Called when the reader follows the link (the site remembers the latest version as preferred). */
  readonly onFollow?: () => void;
}

/** The banner of a page in an older or unreleased version. */
export function DocVersionBanner({ siteTitle, version, latest, onFollow }: DocVersionBannerProps): ReactNode {
  const t = useT();
  return (
    <div className={styles['banner']} role="note">
      <p>
        {t(version.banner === 'unreleased' ? 'This is unreleased documentation for {siteTitle} {versionLabel} version.' : 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', {
          siteTitle,
          versionLabel: <b>{version.label}</b>,
        })}
      </p>
      <p>
        {t('For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', {
          latestVersionLink: (
            <b>
              <Link to={latest.to} {...(onFollow ? { onClick: onFollow } : {})}>
                {t('latest version')}
              </Link>
            </b>
          ),
          versionLabel: latest.label,
        })}
      </p>
    </div>
  );
}

/** The "Version: label" badge. */
export function DocVersionBadge({ label }: { readonly label: string }): ReactNode {
  const t = useT();
  return <span className={styles['badge']}>{t('Version: {versionLabel}', { versionLabel: label })}</span>;
}

/**
 * The banner of the page at `permalink` when its version has one (an older or unreleased version
 * of a site with versions); nothing otherwise. Following its link makes the latest version the
 * reader's preferred one.
 */
export function ActiveVersionBanner({ permalink }: { readonly permalink: string }): ReactNode {
  const state = useActiveDocsVersion();
  const site = useOptionalSiteConfig();
  const active = state?.active;
  if (!state || !active?.banner) return null;
  const { latest } = state;
  return (
    <DocVersionBanner
      siteTitle={site?.title ?? ''}
      version={{ label: active.label, banner: active.banner }}
      latest={{ label: latest.label, to: versionTarget(latest, active, permalink) }}
      onFollow={() => writePreferredVersion(pluginOf(latest), latest.name)}
    />
  );
}

/** The badge of the page's version, when its version shows one (a site with several versions). */
export function ActiveVersionBadge(): ReactNode {
  const active = useActiveDocsVersion()?.active;
  return active?.badge ? <DocVersionBadge label={active.label} /> : null;
}
