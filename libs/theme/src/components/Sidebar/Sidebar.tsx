import { memo, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { SidebarCategory, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { Link } from '@hpcdocs/router';
import { useServerMarkup } from '../../contexts/ServerMarkup.js';
import { useT } from '../../contexts/SiteConfig.js';
import { useCollapsible } from '../../hooks/useCollapsible.js';
import { classNames } from '../../utils/classNames.js';
import { containsPath, opensOnLoad, sidebarKey } from '../../utils/sidebar.js';
import { renderContent, type ContentComponents } from '../Content/render.js';
import styles from './Sidebar.module.css';

export interface SidebarProps {
  /** The sidebar tree (links and categories). */
  readonly items: readonly SidebarItem[];
  /** Path of the current page: its link is highlighted and its categories open. */
  readonly activePath: string;
  /** Called after a link is followed (the mobile menu closes itself). */
  readonly onNavigate?: () => void;
  /** Accessible name of the navigation (default 'Docs sidebar', translated). */
  readonly label?: string;
}

/**
 * The docs sidebar: nested, collapsible categories with the current page highlighted.
 * A collapsed category's items are rendered once a reader first opens it, not before (nor on the
 * server): a page holds the sidebar's top level and its own branch, so its HTML does not grow with
 * the site (the whole tree is in the site data the app loads).
 * A navigation re-renders only the entries on the old and the new page's trail: each
 * entry is memoised and receives `activePath` only while the active page lies inside it.
 */
export const Sidebar = memo(function Sidebar({ items, activePath, onNavigate, label }: SidebarProps): ReactNode {
  const t = useT();
  const ref = useRef<HTMLElement | null>(null);
  // The one id React makes here; each category's panel id is made from it and the category's
  // place in the tree (see EntryProps.place).
  const idBase = useId();
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) active.scrollIntoView({ block: 'center' });
  }, [activePath]);
  return (
    <nav ref={ref} className={`${styles['sidebar']} menu`} aria-label={label ?? t('Docs sidebar')}>
      <ul className={`${styles['list']} menu__list`}>
        {items.map((item, i) => (
          <SidebarEntry key={sidebarKey(item, i)} item={item} activePath={within(item, activePath)} onNavigate={onNavigate} level={1} place={`${idBase}${i}`} />
        ))}
      </ul>
    </nav>
  );
});

/** `activePath` when `item` is or holds the active page, else undefined (which keeps a memoised entry as it is). */
function within(item: SidebarItem, activePath: string | undefined): string | undefined {
  return activePath !== undefined && containsPath(item, activePath) ? activePath : undefined;
}

/** An `html` item is plain markup: no content components. */
const NO_COMPONENTS: ContentComponents = {};

interface EntryProps {
  readonly item: SidebarItem;
  /** The active page's path when it is this entry or lies inside it; undefined otherwise. */
  readonly activePath: string | undefined;
  readonly onNavigate: (() => void) | undefined;
  readonly level: number;
  /**
   * The entry's place in the tree (the sidebar's id and the index of each entry on the way): a
   * category's panel id. Made from props rather than by `useId`, which numbers by the place in the
   * page's tree, so a category's items render the same HTML on their own (see ServerMarkup.tsx).
   */
  readonly place: string;
}

// Memoised: with stable props (the tree's items, a stable onNavigate) an entry away from the
// active page's trail skips the re-render a navigation would otherwise cascade down to it.
const SidebarEntry = memo(function SidebarEntry({ item, activePath, onNavigate, level, place }: EntryProps): ReactNode {
  if (item.type === 'category') return <SidebarCategoryEntry category={item} activePath={activePath} onNavigate={onNavigate} level={level} place={place} />;
  // Markup from the sidebars file (a heading, a divider), sanitized when the site was built.
  if (item.type === 'html') return <li className={classNames(item.defaultStyle && styles['html'], item.className) || undefined}>{renderContent(item.body, NO_COMPONENTS)}</li>;
  const active = activePath !== undefined && item.href === activePath;
  return (
    <li className={item.className}>
      <Link to={item.href} className={classNames(styles['link'], 'menu__link', active && `${styles['active']} menu__link--active`)} aria-current={active ? 'page' : undefined} onClick={onNavigate} prefetchOnView={false}>
        {item.label}
      </Link>
    </li>
  );
});

function SidebarCategoryEntry({ category, activePath, onNavigate, level, place }: Omit<EntryProps, 'item'> & { readonly category: SidebarCategory }): ReactNode {
  const holdsActive = activePath !== undefined;
  // A category that cannot collapse is always open (and has no toggle).
  const { open, toggle, setOpen, panelRef } = useCollapsible(category.collapsible ? { defaultOpen: opensOnLoad(category, holdsActive) } : { open: true });
  const id = `${place}-`;
  const serverMarkup = useServerMarkup();
  const t = useT();
  // The items (and their panel) exist from the first time the category is open: a collapsed
  // category's are in no page's HTML (see opensOnLoad). Once rendered they stay, hidden
  // ("until-found", so find-in-page still reaches them) while the category is closed.
  const opened = useRef(open);
  if (open) opened.current = true;
  const renderItems = opened.current;
  // Names the panel once there is one (a collapsed category's toggle has nothing to name yet).
  const controls = renderItems ? id : undefined;
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive, setOpen]);
  const active = activePath !== undefined && category.href === activePath;
  // Only a reader's click animates a panel open: a category opened by the page itself (on load,
  // or after hydration) must simply be there, not fade in.
  const [animate, setAnimate] = useState(false);
  const setPanel = useCallback(
    (node: HTMLUListElement | null) => {
      panelRef.current = node;
    },
    [panelRef],
  );
  const onToggle = () => {
    setAnimate(true);
    toggle();
  };
  const items = () => category.items.map((child, i) => <SidebarEntry key={sidebarKey(child, i)} item={child} activePath={within(child, activePath)} onNavigate={onNavigate} level={level + 1} place={`${id}${i}`} />);
  const label = category.href ? (
    <div className={styles['categoryRow']}>
      <Link
        to={category.href}
        className={classNames(styles['link'], styles['categoryLabel'], 'menu__link menu__link--sublist', active && `${styles['active']} menu__link--active`)}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          if (!open) setAnimate(true);
          setOpen(true);
          onNavigate?.();
        }}
        prefetchOnView={false}
      >
        {category.label}
      </Link>
      {category.collapsible ? (
        <button type="button" className={styles['toggle']} onClick={onToggle} aria-expanded={open} aria-controls={controls} aria-label={t(open ? "Collapse sidebar category '{label}'" : "Expand sidebar category '{label}'", { label: category.label })} />
      ) : null}
    </div>
  ) : category.collapsible ? (
    // Without a link, the label itself is the toggle (a second button would repeat it), alone in its row.
    <button type="button" className={`${styles['labelToggle']} menu__link menu__link--sublist`} onClick={onToggle} aria-expanded={open} aria-controls={controls}>
      {category.label}
    </button>
  ) : (
    <span className={classNames(styles['link'], styles['categoryLabel'], styles['static'], 'menu__link menu__link--sublist')}>{category.label}</span>
  );
  return (
    <li className={category.className}>
      {label}
      {renderItems ? (
        <ul
          id={id}
          ref={setPanel}
          className={classNames(styles['list'], styles['nested'], 'menu__list')}
          hidden={!open}
          data-level={level}
          data-animate={animate ? '' : undefined}
          // Prerendering: the items of an open category that does not hold the page (one that is
          // not collapsed by default) are the same HTML on every page, rendered once (see ServerMarkup.tsx).
          {...(serverMarkup && !holdsActive ? { dangerouslySetInnerHTML: { __html: serverMarkup.markup(category, `${level}:${open}:${id}`, items) } } : { children: items() })}
        />
      ) : null}
    </li>
  );
}
