import { useRef, useState, type ReactNode } from 'react';
import { useSiteConfig, useT } from '../../contexts/SiteConfig.js';
import { useHideOnScroll } from '../../hooks/useHideOnScroll.js';
import { ColorModeToggle } from '../ColorModeToggle/ColorModeToggle.js';
import { MobileMenu } from './MobileMenu.js';
import { NavbarItem } from './items.js';
import styles from './Navbar.module.css';

export interface NavbarProps {
  /** The search box, shown at the right (and in `search` items). */
  readonly search?: ReactNode;
}

/**
 * The top bar: logo (to the main product site), items left and right, search, mobile toggle.
 * With `navbar.hideOnScroll` in the site config it slides away while the reader scrolls down.
 */
export function Navbar({ search }: NavbarProps): ReactNode {
  const config = useSiteConfig();
  const t = useT();
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement | null>(null);
  const hidden = useHideOnScroll(config.navbar.hideOnScroll === true && !mobileOpen, headerRef);
  const items = config.navbar.items;
  const left = items.filter((i) => (i.position ?? 'left') === 'left');
  const right = items.filter((i) => i.position === 'right');
  const hasSearchItem = items.some((i) => i.type === 'search');
  const logo = config.logo;
  // The mobile menu sits outside the header: the header's backdrop-filter would otherwise become
  // the containing block of the menu's fixed positioning and clip it to the bar's height.
  return (
    <>
    <header ref={headerRef} className={`${styles['navbar']} navbar navbar--fixed-top`} data-hidden={hidden || undefined}>
      <nav className={`${styles['inner']} navbar__inner`} aria-label={t('Main')}>
        <button
          type="button"
          className={styles['toggle']}
          aria-label={t('Toggle navigation bar')}
          aria-expanded={mobileOpen}
          aria-controls="hpc-mobile-menu"
          disabled={items.length === 0}
          onClick={() => setMobileOpen(true)}
        >
          <span aria-hidden="true" className={styles['burger']} />
        </button>
        <a className={`${styles['brand']} navbar__brand`} href={logo?.href ?? config.baseUrl}>
          {logo ? <img src={logo.src} alt={logo.alt} width={logo.width ?? 28} height={logo.height ?? 28} className={styles['logo']} /> : null}
          <span className={`${styles['title']} navbar__title`}>{config.title}</span>
        </a>
        <div className={`${styles['left']} navbar__items`}>
          {left.map((item, i) => (
            <NavbarItem key={`${item.label ?? item.type}-${i}`} item={item} search={search} />
          ))}
        </div>
        <div className={`${styles['right']} navbar__items navbar__items--right`}>
          {right.map((item, i) => (
            <NavbarItem key={`${item.label ?? item.type}-${i}`} item={item} search={search} />
          ))}
          {hasSearchItem ? null : <div className={styles['search']}>{search}</div>}
          <ColorModeToggle />
        </div>
      </nav>
    </header>
    <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} />
    </>
  );
}
