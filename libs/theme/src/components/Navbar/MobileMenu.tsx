import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useRouteState } from '@hpcdocs/router';
import { useSiteConfig, useT } from '../../contexts/SiteConfig.js';
import { useSidebars, useSidebarsLoadError } from '../../contexts/Sidebars.js';
import { useFocusTrap } from '../../hooks/useFocusTrap.js';
import { useIsDesktop } from '../../hooks/useMediaQuery.js';
import { LoadErrorBox } from '../LoadErrorBox/LoadErrorBox.js';
import { Sidebar } from '../Sidebar/Sidebar.js';
import { NavbarItem } from './items.js';
import styles from './Navbar.module.css';

export interface MobileMenuProps {
  /** Whether the menu shows (controlled by the navbar's toggle). */
  readonly open: boolean;
  /** Asked to close (`false`) on Escape, the close button, navigation, or a desktop-sized viewport. */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The mobile navigation (below 996 px): a primary panel with the navbar items and, when the page
 * has a docs sidebar, a secondary panel with it, with '← Back to main menu' between them.
 * Closes on Escape, on navigation (including back), and when the viewport becomes desktop-sized.
 */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps): ReactNode {
  const config = useSiteConfig();
  const t = useT();
  const sidebars = useSidebars();
  const sidebarsLoadError = useSidebarsLoadError();
  const { route } = useRouteState();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const sidebar = route?.sidebar ? sidebars[route.sidebar] : undefined;
  const hasSecondary = (sidebar?.length ?? 0) > 0;
  const [panel, setPanel] = useState<'primary' | 'secondary'>(hasSecondary ? 'secondary' : 'primary');
  const ref = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  // Set when the reader switches panels: the button they pressed disappears, so focus moves to
  // the first control of the new panel instead of falling back to the page.
  const switched = useRef(false);
  const showPanel = (next: 'primary' | 'secondary') => {
    switched.current = true;
    setPanel(next);
  };
  // A stable `close`, whatever the owner passes: the focus trap and listeners re-arm when it changes.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const close = useCallback(() => onOpenChangeRef.current(false), []);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (open) setPanel(hasSecondary ? 'secondary' : 'primary');
  }, [open, hasSecondary]);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [panel]);
  useEffect(() => {
    if (isDesktop && open) close();
  }, [isDesktop, open, close]);
  useEffect(() => {
    // Close after a navigation, not on mount (the menu may be rendered open).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('popstate', close);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('popstate', close);
      document.body.style.overflow = overflow;
    };
  }, [open, close]);
  useFocusTrap(ref, open, close);

  if (!open) return null;
  return (
    <div className={styles['mobileRoot']}>
      <div className={styles['backdrop']} onClick={close} aria-hidden="true" />
      <div ref={ref} id="hpc-mobile-menu" className={styles['mobileMenu']} role="dialog" aria-modal="true" aria-label={t('Navigation')}>
        <div className={styles['mobileHeader']}>
          <span className={styles['title']}>{config.title}</span>
          <button type="button" className={styles['close']} aria-label={t('Close navigation bar')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {panel === 'secondary' && sidebar ? (
          <div ref={panelRef} className={styles['panel']} data-panel="secondary">
            <button type="button" className={styles['back']} onClick={() => showPanel('primary')}>
              {t('← Back to main menu')}
            </button>
            <Sidebar items={sidebar} activePath={pathname} onNavigate={close} />
          </div>
        ) : (
          <div ref={panelRef} className={styles['panel']} data-panel="primary">
            <ul className={styles['mobileMenuList']}>
              {config.navbar.items
                .filter((item) => item.type !== 'search')
                .map((item, i) => (
                  <li key={`${item.label ?? item.type}-${i}`}>
                    <NavbarItem item={item} mobile />
                  </li>
                ))}
            </ul>
            {hasSecondary ? (
              <button type="button" className={styles['back']} onClick={() => showPanel('secondary')}>
                {t('Docs sidebar →')}
              </button>
            ) : null}
            {/* The page's sidebar did not load: its error and Retry take the sidebar's place here too. */}
            {route?.sidebar && sidebarsLoadError ? <LoadErrorBox variant="sidebar" error={sidebarsLoadError.error} onRetry={sidebarsLoadError.retry} /> : null}
          </div>
        )}
      </div>
    </div>
  );
}
