/**
 * Navbar item types, from a registry so a site can add its own: default/link, doc,
 * docSidebar, dropdown, html, search. An unknown type throws `No NavbarItem component found`.
 */
import type { ComponentType, ReactNode } from 'react';
import { Link, useBaseUrl, useDocsVersions, useLocation, useRouteState, withBase } from '@hpcdocs/router';
import type { NavbarItemConfig } from '../../config.js';
import { useSidebars, useSidebarsLoadError } from '../../contexts/Sidebars.js';
import { firstLink, isNavItemActive } from '../../utils/sidebar.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { useShownVersion } from './version-items.js';
import styles from './Navbar.module.css';

export interface NavbarItemProps {
  /** The item from `navbar.items` in the site config. */
  readonly item: NavbarItemConfig;
  /** Rendered inside the mobile menu. */
  readonly mobile?: boolean | undefined;
  /** Content of a `search` item. */
  readonly search?: ReactNode;
}

function useActive(item: NavbarItemConfig, to: string | undefined): boolean {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl();
  return isNavItemActive(pathname, { to, activeBasePath: item.activeBasePath, activeBaseRegex: item.activeBaseRegex }, (p) => withBase(p, baseUrl));
}

export function LinkItem({ item, mobile, active: given }: NavbarItemProps & { readonly active?: boolean }): ReactNode {
  const found = useActive(item, item.to);
  const active = given ?? found;
  // Docusaurus' class names beside the theme's, for a site's CSS (see libs/site/src/vite/infima.ts).
  const className = `${mobile ? `${styles['mobileLink']} menu__link` : `${styles['link']} navbar__item navbar__link`} ${active ? `${styles['active']} ${mobile ? 'menu__link--active' : 'navbar__link--active'}` : ''} ${item.className ?? ''}`;
  if (item.href) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <Link className={className} to={item.to ?? '/'} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  );
}

/**
 * An item whose target comes from the site data, while that data did not load: its label, not a
 * link (the doc page shows the load error with Retry; the item becomes a link once it loads).
 */
function UnloadedItem({ item, mobile }: NavbarItemProps): ReactNode {
  return (
    <span className={mobile ? styles['mobileLink'] : styles['link']} aria-disabled="true">
      {item.label}
    </span>
  );
}

function DocSidebarItem({ item, mobile }: NavbarItemProps): ReactNode {
  const sidebars = useSidebars();
  const unloaded = useSidebarsLoadError() !== null;
  // The sidebar of that name in the version shown (an older version's sidebars carry its prefix).
  const name = (useShownVersion(item.docsPluginId)?.sidebarPrefix ?? '') + (item.sidebarId ?? '');
  const sidebar = sidebars[name];
  const to = sidebar ? firstLink(sidebar) : undefined;
  const { route } = useRouteState();
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl();
  if (!to && unloaded) return <UnloadedItem item={item} mobile={mobile} />;
  if (!to) {
    throw new Error(
      `@hpcdocs/theme: navbar item "${item.label ?? name}" of type docSidebar points at sidebar "${name}", which ${sidebar ? 'has no doc link' : 'does not exist'}. Available sidebars: ${Object.keys(sidebars).join(', ') || 'none'}.`,
    );
  }
  if (item.activeBasePath !== undefined || item.activeBaseRegex !== undefined) return <LinkItem item={{ ...item, to }} mobile={mobile} />;
  // Active on the pages of its sidebar, and under the folder of its first doc, unless that folder
  // is the whole site (docs at the base URL: every page would be under it).
  const folder = to.replace(/[^/]*\/?$/, '');
  const active = route?.sidebar === name || (folder !== baseUrl && folder !== '/' && pathname.startsWith(folder));
  return <LinkItem item={{ ...item, to }} active={active} mobile={mobile} />;
}

/** A link to one doc, by its id (`{ type: 'doc', docId: 'intro' }`), in the version shown (the page's, the preferred, or the latest). */
function DocItem({ item, mobile }: NavbarItemProps): ReactNode {
  const versions = useDocsVersions();
  const unloaded = useSidebarsLoadError() !== null;
  const shown = useShownVersion(item.docsPluginId);
  if (versions.length === 0 && unloaded) return <UnloadedItem item={item} mobile={mobile} />;
  const version = shown;
  if (!version) {
    const instances = [...new Set(versions.map((v) => v.pluginId ?? 'default'))];
    throw new Error(item.docsPluginId ? `@hpcdocs/theme: navbar item "${item.label ?? item.docId ?? ''}" names the docs instance "${item.docsPluginId}", which the site does not have. Docs instances: ${instances.join(', ') || 'none'}.` : '@hpcdocs/router: the docs plugin has no versions.');
  }
  const id = item.docId ?? '';
  const doc = version.docs.find((d) => d.id === id);
  if (!doc) {
    const near = version.docs.filter((d) => d.id.endsWith(`/${id}`) || d.id.split('/').at(-1) === id.split('/').at(-1)).map((d) => d.id);
    throw new Error(
      `@hpcdocs/theme: navbar item "${item.label ?? id}" of type doc points at the doc "${id}", which the docs do not have.${near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''} Available doc ids: ${version.docs.map((d) => d.id).join(', ')}.`,
    );
  }
  return <LinkItem item={{ ...item, to: doc.path, label: item.label ?? doc.id }} mobile={mobile} />;
}

function HtmlItem({ item, mobile }: NavbarItemProps): ReactNode {
  // Trusted HTML from the site's own config (never from readers).
  return <span className={mobile ? styles['mobileLink'] : styles['html']} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
}

function SearchItem({ search }: NavbarItemProps): ReactNode {
  return <div className={styles['search']}>{search}</div>;
}

/**
 * Item type -> component. Extend it to add item types (a site with docs versions adds
 * `versionNavbarItemTypes`: they are left out of the default set, so a site without versions does
 * not ship them).
 */
export const navbarItemTypes: Record<string, ComponentType<NavbarItemProps>> = {
  default: LinkItem,
  link: LinkItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  dropdown: NavbarDropdown,
  html: HtmlItem,
  search: SearchItem,
};

/** Resolves an item's component; throws for unknown types rather than render nothing. */
export function getNavbarItemComponent(type: string | undefined): ComponentType<NavbarItemProps> {
  const key = type ?? 'default';
  const component = navbarItemTypes[key];
  if (!component) {
    throw new Error(`No NavbarItem component found for type "${key}". Known types: ${Object.keys(navbarItemTypes).join(', ')}.`);
  }
  return component;
}

/** Renders one navbar item through the registry. */
export function NavbarItem(props: NavbarItemProps): ReactNode {
  const Component = getNavbarItemComponent(props.item.type);
  return <Component {...props} />;
}
