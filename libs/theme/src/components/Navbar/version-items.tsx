/**
 * Navbar items of a site with docs versions: `docsVersionDropdown` (every version, each leading to
 * the page the reader is on in that version, or to its first doc) and `docsVersion` (the latest
 * version, or the one the reader is in). Choosing a version in the dropdown remembers it as the
 * reader's preferred version, which the `doc` and `docSidebar` items follow off the docs' pages.
 */
import type { ReactNode } from 'react';
import { useActiveDocsVersion, useLocation, writePreferredVersion } from '@hpcdocs/router';
import type { DocsVersion } from '@hpcdocs/content-pipeline/schema';
import type { NavbarItemConfig } from '../../config.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { LinkItem, type NavbarItemProps } from './items.js';
import styles from './Navbar.module.css';

/**
 * The version a navbar item of docs instance `pluginId` (its `docsPluginId`, default the site's
 * own docs) stands for: the page's own, else the reader's preferred one, else the latest.
 */
export function useShownVersion(pluginId = 'default'): DocsVersion | undefined {
  return shownOf(useActiveDocsVersion(pluginId));
}

const shownOf = (state: ReturnType<typeof useActiveDocsVersion>) => state?.active ?? state?.preferred ?? state?.latest;

/** Where `version` has the page at `pathname` (the same doc id), else its main doc, else its root. */
export function versionTarget(version: DocsVersion, from: DocsVersion | undefined, pathname: string): string {
  const doc = from?.docs.find((d) => d.path === pathname || d.path === pathname.replace(/\/$/, ''));
  const same = doc ? version.docs.find((d) => d.id === doc.id) : undefined;
  return same?.path ?? version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path;
}

/** `docsVersionDropdown`: the shown version's label, opening on every version. */
export function DocsVersionDropdown({ item, mobile }: NavbarItemProps): ReactNode {
  const pluginId = item.docsPluginId ?? 'default';
  const state = useActiveDocsVersion(pluginId);
  const shown = shownOf(state);
  const { pathname } = useLocation();
  const targets = (state?.versions ?? []).map((version) => ({ version, to: versionTarget(version, state?.active, pathname) }));
  const items: NavbarItemConfig[] = [
    ...(item.dropdownItemsBefore ?? []),
    // Active in its own version only (the last version's path starts every other's).
    ...targets.map(({ version, to }) => ({ label: version.label, to, activeBaseRegex: version.name === state?.active?.name ? '^/' : '(?!)' })),
    ...(item.dropdownItemsAfter ?? []),
  ];
  const dropdown: NavbarItemConfig = { ...item, type: 'dropdown', label: item.label ?? shown?.label ?? '', items };
  return (
    // The dropdown's links lead away; a click on one remembers its version (display: contents keeps the navbar's layout).
    <div
      className={styles['contents']}
      onClickCapture={(event) => {
        const link = (event.target as Element).closest('a');
        const chosen = link ? targets.find(({ to }) => link.getAttribute('href') === to) : undefined;
        if (chosen) writePreferredVersion(pluginId, chosen.version.name);
      }}
    >
      <NavbarDropdown item={dropdown} mobile={mobile} />
    </div>
  );
}

/** `docsVersion`: a link to the shown version's first doc, labelled with its name. */
export function DocsVersionItem({ item, mobile }: NavbarItemProps): ReactNode {
  const shown = useShownVersion(item.docsPluginId);
  if (!shown) return null;
  return <LinkItem item={{ ...item, label: item.label ?? shown.label, to: item.to ?? versionTarget(shown, undefined, '') }} mobile={mobile} />;
}

/** The version item types, for `navbarItemTypes` of a site with docs versions. */
export const versionNavbarItemTypes = { docsVersionDropdown: DocsVersionDropdown, docsVersion: DocsVersionItem } as const;
